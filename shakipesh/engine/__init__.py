"""Shakipesh, a Norwegian shedding game of falling same-suit piles: a pure rules engine (no
Django).

The State API (after OpenSpiel): ``new_game``, ``to_act``, ``legal_actions``, ``apply``,
``view``, ``outcome``, and the JSON action codec. ``ENGINE`` bundles them behind the
``cards.Engine`` protocol for the shared tables layer. Rule ids (K1…) refer to
``shared/rules/shakipesh.md``; the contract (view, actions, events) is
``docs/shakipesh.md``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from cards import Option, OptionValue, Outcome, check_seats, gettext_noop, validate
from shakipesh.engine import rules
from shakipesh.engine.actions import Action
from shakipesh.engine.codec import state_from_json, state_to_json
from shakipesh.engine.game import (
    apply,
    custom_round,
    legal_actions,
    new_game,
    outcome,
    replay,
    round_scores,
    to_act,
)
from shakipesh.engine.state import Event, GameState, RoundResult
from shakipesh.engine.views import view


class ShakipeshEngine:
    """The engine behind the ``cards.Engine`` protocol."""

    name = "shakipesh"
    min_seats, max_seats = rules.MIN_SEATS, rules.MAX_SEATS  # K1
    default_seats = rules.DEFAULT_SEATS
    better: Literal["higher", "lower"] = "lower"  # K12, K14: cards left count against
    options = (
        Option("limit", gettext_noop("Play until"), rules.DEFAULT_LIMIT, choices=rules.LIMITS,
               choice_labels=(gettext_noop("One round"), gettext_noop("10 points"),
                              gettext_noop("25 points"), gettext_noop("50 points"))),
    )

    def validate_options(self, seats: object, options: object) -> dict[str, OptionValue]:
        check_seats(seats, self.min_seats, self.max_seats)
        return validate(self.options, options)

    def new_game(self, seed: str, seats: int = rules.DEFAULT_SEATS,
                 options: Mapping[str, Any] | None = None) -> GameState:
        checked = self.validate_options(seats, options)
        return new_game(seed, seats, int(checked["limit"]))

    def to_act(self, state: GameState) -> tuple[int, ...]:
        return to_act(state)

    def may_act(self, state: GameState) -> tuple[int, ...]:
        return to_act(state)  # nothing optional: the seat on turn

    def legal_actions(self, state: GameState, seat: int) -> tuple[Action, ...]:
        return legal_actions(state, seat)

    def apply(self, state: GameState, seat: int, action: Action) -> GameState:
        return apply(state, seat, action)

    def view(self, state: GameState, seat: int, since: int | None = None) -> dict[str, Any]:
        return view(state, seat, since)

    def outcome(self, state: GameState) -> Outcome | None:
        return outcome(state)

    def round_scores(self, state: GameState, seat: int) -> tuple[int, ...]:
        return round_scores(state, seat)

    def encode_action(self, action: Action) -> dict[str, Any]:
        return action.to_json()

    def decode_action(self, data: object) -> Action:
        return Action.from_json(data)

    def encode_state(self, state: GameState) -> dict[str, Any]:
        return state_to_json(state)

    def decode_state(self, data: dict[str, Any]) -> GameState:
        return state_from_json(data)


ENGINE = ShakipeshEngine()

__all__ = [
    "ENGINE",
    "Action",
    "Event",
    "GameState",
    "RoundResult",
    "ShakipeshEngine",
    "apply",
    "custom_round",
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
