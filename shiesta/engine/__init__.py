"""Shiesta, a shedding game for three to five players: a pure rules engine (no Django).

The State API (after OpenSpiel): ``new_game``, ``to_act``, ``legal_actions``, ``apply``,
``view``, ``outcome``, and the JSON action codec. ``ENGINE`` bundles them behind the
``cards.Engine`` protocol for the shared tables layer. Rule ids (H1…) refer to
``shared/rules/shiesta.md``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from cards import Option, OptionValue, Outcome, check_seats, gettext_noop, validate
from shiesta.engine import rules
from shiesta.engine.actions import Action
from shiesta.engine.codec import state_from_json, state_to_json
from shiesta.engine.game import (
    apply,
    custom_game,
    legal_actions,
    new_game,
    outcome,
    replay,
    round_scores,
    to_act,
)
from shiesta.engine.state import Event, FinishedGame, GameState, Phase
from shiesta.engine.views import view


class ShiestaEngine:
    """The engine behind the ``cards.Engine`` protocol."""

    name = "shiesta"
    min_seats, max_seats, default_seats = rules.MIN_SEATS, rules.MAX_SEATS, 4  # H1
    # A seat's total is its place (H14, H15), or in a match the sum of its places: lower is
    # better.
    better: Literal["higher", "lower"] = "lower"
    # ``game`` and ``turn_limit`` are not offered in the lobby. ``game`` numbers the games at
    # one table from 1: the first is started by seat 0 (the person), each later one by the
    # next seat clockwise (H5). ``turn_limit`` is H15's 600; tests and tools shorten games
    # with it. ``games`` (offered) makes the table a match of that many games, scored
    # together [reading]; 1 is the single game every table was before.
    options = (
        Option("game", gettext_noop("Game number"), 1, minimum=1, maximum=10_000,
               offered=False),
        Option("turn_limit", gettext_noop("Turn limit"), rules.TURN_LIMIT, minimum=1,
               maximum=rules.TURN_LIMIT, offered=False),
        Option("games", gettext_noop("Games in a match"), 1, minimum=1,
               maximum=rules.MAX_GAMES),
    )

    def validate_options(self, seats: object, options: object) -> dict[str, OptionValue]:
        check_seats(seats, self.min_seats, self.max_seats)
        return validate(self.options, options)

    def new_game(self, seed: str, seats: int = 4, options: Mapping[str, Any] | None = None
                 ) -> GameState:
        checked = self.validate_options(seats, options)
        return new_game(seed, seats, int(checked["game"]), int(checked["turn_limit"]),
                        int(checked["games"]))

    def to_act(self, state: GameState) -> tuple[int, ...]:
        return to_act(state)

    def may_act(self, state: GameState) -> tuple[int, ...]:
        return to_act(state)  # nothing optional: the seats the game waits for

    def legal_actions(self, state: GameState, seat: int) -> tuple[Action, ...]:
        return legal_actions(state, seat)

    def apply(self, state: GameState, seat: int, action: Action) -> GameState:
        return apply(state, seat, action)

    def view(self, state: GameState, seat: int, since: int | None = None) -> dict[str, Any]:
        return view(state, seat, since)

    def outcome(self, state: GameState) -> Outcome | None:
        return outcome(state)

    def round_scores(self, state: GameState, seat: int) -> tuple[int, ...]:
        """A round is a game: the seat's place in each finished game of the match (a single
        game: its place, once it is over). They add up to the seat's total."""
        return round_scores(state, seat)

    def encode_action(self, action: Action) -> dict[str, Any]:
        return action.to_json()

    def decode_action(self, data: object) -> Action:
        return Action.from_json(data)

    def encode_state(self, state: GameState) -> dict[str, Any]:
        return state_to_json(state)

    def decode_state(self, data: dict[str, Any]) -> GameState:
        return state_from_json(data)


ENGINE = ShiestaEngine()

__all__ = [
    "ENGINE",
    "Action",
    "Event",
    "FinishedGame",
    "GameState",
    "Phase",
    "ShiestaEngine",
    "apply",
    "custom_game",
    "legal_actions",
    "new_game",
    "outcome",
    "replay",
    "round_scores",
    "state_from_json",
    "state_to_json",
    "to_act",
    "view",
]
