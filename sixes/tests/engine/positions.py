"""Hand-built positions for rule tests."""

from __future__ import annotations

from typing import Any

import pytest

from cards import IllegalAction
from sixes.engine import ENGINE, Action, GameState, apply, custom_game, legal_actions
from sixes.engine.deck import CODES, indices

# Cards no test position uses, to fill a stock: the threes and fours.
FILLER = "3C 3D 3H 3S 4C 4D 4H 4S"


def position(*packets: str, stock: str = FILLER, pile: str = "", **options: Any) -> GameState:
    """A game at the start of a move: each seat's cards as space-separated codes (six, or
    twelve in Double Sixes: left packet first, each top row then bottom row), the stock
    (next card first) and the open pile (bottom first); ``options`` go to ``custom_game``
    (``turn=1``, ``variant="double"``, ``up=[1, 0]``...)."""
    return custom_game([indices(p) for p in packets], indices(stock), indices(pile),
                       **options)


def act(state: GameState, *steps: str) -> GameState:
    """Apply short-form actions by the seat on turn, e.g. ``act(s, "draw", "swap 0 3")``."""
    for step in steps:
        state = apply(state, state.turn, Action.parse(step))
    return state


def legal(state: GameState, seat: int | None = None) -> set[str]:
    """The legal actions of ``seat`` (by default the seat on turn), in short form."""
    return {str(a) for a in legal_actions(state, state.turn if seat is None else seat)}


def refuse(state: GameState, seat: int, step: str, rule: str) -> IllegalAction:
    """Assert that ``seat`` may not take ``step`` by ``rule`` and that nothing changed."""
    before = ENGINE.encode_state(state)
    with pytest.raises(IllegalAction) as refused:
        apply(state, seat, Action.parse(step))
    assert refused.value.rule == rule, str(refused.value)
    assert ENGINE.encode_state(state) == before
    assert Action.parse(step) not in legal_actions(state, seat)
    return refused.value


def cards(state: GameState, seat: int) -> str:
    """A seat's cards as codes, in position order."""
    return " ".join(CODES[c] for c in state.packets[seat])


def pile(state: GameState) -> str:
    return " ".join(CODES[c] for c in state.open_pile)


def kinds(state: GameState, since: int = 0) -> list[str]:
    """The kinds of the events recorded after version ``since``."""
    return [e.kind for e in state.events if e.v > since]
