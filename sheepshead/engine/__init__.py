"""Sheepshead, five-handed with a called ace: a pure rules engine (no Django).

The State API (after OpenSpiel): ``new_game``, ``to_act``, ``legal_actions``, ``apply``,
``view``, ``outcome``, and the JSON action codec. ``ENGINE`` bundles them behind the
``cards.Engine`` protocol for the shared tables layer.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from cards import (
    InvalidOptions,
    Option,
    OptionValue,
    Outcome,
    check_seats,
    gettext_noop,
    validate,
)
from sheepshead.engine.actions import Action
from sheepshead.engine.codec import state_from_json, state_to_json
from sheepshead.engine.game import (
    apply,
    custom_game,
    legal_actions,
    new_game,
    outcome,
    replay,
    to_act,
)
from sheepshead.engine.state import Deal, DealResult, GameState, Phase, Trick
from sheepshead.engine.views import view


class SheepsheadEngine:
    """The engine behind the ``cards.Engine`` protocol."""

    name = "sheepshead"
    min_seats = max_seats = default_seats = 5  # S1
    better: Literal["higher", "lower"] = "higher"
    # A game is ten deals (S20), the daily's length; a practice game may be one or five,
    # for a person with less time. The seed names the first dealer (S21): tests and tools
    # choose dealers with the other option, which the lobby does not offer.
    options = (
        Option("deals", gettext_noop("Deals"), 10, choices=(1, 5, 10)),
        Option("first_dealer", gettext_noop("First dealer"), -1, minimum=-1, maximum=4,
               offered=False),
    )

    def validate_options(self, seats: object, options: object) -> dict[str, OptionValue]:
        check_seats(seats, self.min_seats, self.max_seats)
        return validate(self.options, options)

    def new_game(self, seed: str, seats: int = 5, options: Mapping[str, Any] | None = None
                 ) -> GameState:
        checked = self.validate_options(seats, options)
        first = checked["first_dealer"]
        return new_game(seed, {"deals": checked["deals"],
                               "first_dealer": None if first == -1 else first})

    def to_act(self, state: GameState) -> tuple[int, ...]:
        return to_act(state)

    def may_act(self, state: GameState) -> tuple[int, ...]:
        return to_act(state)  # one seat at a time, nothing optional

    def legal_actions(self, state: GameState, seat: int) -> tuple[Action, ...]:
        return legal_actions(state, seat)

    def apply(self, state: GameState, seat: int, action: Action) -> GameState:
        return apply(state, seat, action)

    def view(self, state: GameState, seat: int, since: int | None = None) -> dict[str, Any]:
        return view(state, seat, since)

    def outcome(self, state: GameState) -> Outcome | None:
        return outcome(state)

    def round_scores(self, state: GameState, seat: int) -> tuple[int, ...]:
        return tuple(d.result.scores[seat] for d in state.history if d.result)

    def encode_action(self, action: Action) -> dict[str, Any]:
        return action.to_json()

    def decode_action(self, data: object) -> Action:
        return Action.from_json(data)

    def encode_state(self, state: GameState) -> dict[str, Any]:
        return state_to_json(state)

    def decode_state(self, data: dict[str, Any]) -> GameState:
        return state_from_json(data)


ENGINE = SheepsheadEngine()

__all__ = [
    "ENGINE",
    "InvalidOptions",
    "Action",
    "Deal",
    "DealResult",
    "GameState",
    "Phase",
    "SheepsheadEngine",
    "Trick",
    "apply",
    "custom_game",
    "legal_actions",
    "new_game",
    "outcome",
    "replay",
    "state_from_json",
    "state_to_json",
    "to_act",
    "view",
]
