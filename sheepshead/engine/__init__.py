"""Sheepshead, five-handed with a called ace: a pure rules engine (no Django).

The State API (after OpenSpiel): ``new_game``, ``to_act``, ``legal_actions``, ``apply``,
``view``, ``outcome``, and the JSON action codec. ``ENGINE`` bundles them behind the
``cards.Engine`` protocol for the shared tables layer.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cards import Outcome
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
    seats = 5

    def new_game(self, seed: str, options: Mapping[str, Any] | None = None) -> GameState:
        return new_game(seed, options)

    def to_act(self, state: GameState) -> tuple[int, ...]:
        return to_act(state)

    def legal_actions(self, state: GameState, seat: int) -> tuple[Action, ...]:
        return legal_actions(state, seat)

    def apply(self, state: GameState, seat: int, action: Action) -> GameState:
        return apply(state, seat, action)

    def view(self, state: GameState, seat: int) -> dict[str, Any]:
        return view(state, seat)

    def outcome(self, state: GameState) -> Outcome | None:
        return outcome(state)

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
