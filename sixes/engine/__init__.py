"""Sixes and Double Sixes, a six-card game of the Golf family: a pure rules engine (no
Django).

The State API (after OpenSpiel): ``new_game``, ``to_act``, ``legal_actions``, ``apply``,
``view``, ``outcome``, and the JSON action codec. ``ENGINE`` bundles them behind the
``cards.Engine`` protocol for the shared tables layer. Rule ids (X1…, D1…) refer to
``shared/rules/sixes.md``; the contract (view, actions, events) is ``docs/sixes.md``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from cards import (
    InvalidOptions,
    Option,
    OptionValue,
    Outcome,
    Phrase,
    Seats,
    check_seats,
    gettext_noop,
    validate,
)
from sixes.engine import rules
from sixes.engine.actions import Action
from sixes.engine.codec import state_from_json, state_to_json
from sixes.engine.game import (
    apply,
    custom_game,
    game_scores,
    legal_actions,
    may_act,
    new_game,
    outcome,
    replay,
    to_act,
)
from sixes.engine.state import Event, GameState
from sixes.engine.views import view


class SixesEngine:
    """The engine behind the ``cards.Engine`` protocol."""

    name = "sixes"
    min_seats, max_seats, default_seats = rules.MIN_SEATS, rules.MAX_SEATS, 4  # X1
    better: Literal["higher", "lower"] = "lower"  # X3
    # ``starter`` and ``game`` (X7: the first game's starter is seat 0; a finished game's
    # view names the next game's options, ``next_options``) and ``turn_limit`` (tests and
    # tools shorten games with it) are not offered in the lobby. ``games``: a match of that
    # many games at one table, scored by the total (1: a single game).
    options = (
        # D6: Double Sixes is for two or three players; two when the size is not asked.
        Option("variant", gettext_noop("Variant"), rules.SIXES, choices=rules.VARIANTS,
               choice_labels=(gettext_noop("Sixes"), gettext_noop("Double Sixes")),
               choice_seats=(None, Seats(rules.MIN_SEATS, rules.DOUBLE_MAX_SEATS, 2))),
        Option("memory", gettext_noop("Play from memory"), False),
        Option("games", gettext_noop("Games in a match"), 1, minimum=1,
               maximum=rules.MAX_GAMES),
        Option("starter", gettext_noop("Starting seat"), 0, minimum=0,
               maximum=rules.MAX_SEATS - 1, offered=False),
        Option("game", gettext_noop("Game number"), 1, minimum=1, maximum=10_000,
               offered=False),
        Option("turn_limit", gettext_noop("Turn limit"), rules.TURN_LIMIT, minimum=1,
               maximum=rules.MAX_TURN_LIMIT, offered=False),
    )

    def validate_options(self, seats: object, options: object) -> dict[str, OptionValue]:
        count = check_seats(seats, self.min_seats, self.max_seats)
        checked = validate(self.options, options)
        if checked["variant"] == rules.DOUBLE and count > rules.DOUBLE_MAX_SEATS:  # D6
            raise InvalidOptions(Phrase(gettext_noop(
                "Double Sixes is played by two or three players"), {}), "variant")
        if int(checked["starter"]) >= count:
            raise InvalidOptions(Phrase(gettext_noop(
                "the starting seat must be one of the {count} seats"), {"count": count}),
                "starter")
        return checked

    def new_game(self, seed: str, seats: int = 4, options: Mapping[str, Any] | None = None
                 ) -> GameState:
        checked = self.validate_options(seats, options)
        return new_game(seed, seats, str(checked["variant"]), memory=bool(checked["memory"]),
                        starter=int(checked["starter"]), game=int(checked["game"]),
                        turn_limit=int(checked["turn_limit"]), games=int(checked["games"]))

    def to_act(self, state: GameState) -> tuple[int, ...]:
        return to_act(state)

    def may_act(self, state: GameState) -> tuple[int, ...]:
        return may_act(state)

    def legal_actions(self, state: GameState, seat: int) -> tuple[Action, ...]:
        return legal_actions(state, seat)

    def apply(self, state: GameState, seat: int, action: Action) -> GameState:
        return apply(state, seat, action)

    def view(self, state: GameState, seat: int, since: int | None = None) -> dict[str, Any]:
        return view(state, seat, since)

    def outcome(self, state: GameState) -> Outcome | None:
        return outcome(state)

    def round_scores(self, state: GameState, seat: int) -> tuple[int, ...]:
        """A round is a game of the match: the seat's score in each finished one (a single
        game: its score once it is over)."""
        return tuple(scores[seat] for scores in game_scores(state))

    def encode_action(self, action: Action) -> dict[str, Any]:
        return action.to_json()

    def decode_action(self, data: object) -> Action:
        return Action.from_json(data)

    def encode_state(self, state: GameState) -> dict[str, Any]:
        return state_to_json(state)

    def decode_state(self, data: dict[str, Any]) -> GameState:
        return state_from_json(data)


ENGINE = SixesEngine()

__all__ = [
    "ENGINE",
    "Action",
    "Event",
    "GameState",
    "SixesEngine",
    "apply",
    "custom_game",
    "legal_actions",
    "may_act",
    "new_game",
    "outcome",
    "replay",
    "state_from_json",
    "state_to_json",
    "to_act",
    "view",
]
