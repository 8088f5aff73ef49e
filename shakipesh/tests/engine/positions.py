"""Hand-built positions for rule tests."""

from __future__ import annotations

from typing import Any

import pytest

from cards import IllegalAction
from shakipesh.engine import ENGINE, Action, GameState, apply, custom_round, legal_actions
from shakipesh.engine.deck import CODES, cards_of, codes


def position(*hands: str, piles: tuple[str, ...] = (), stock: str = "", **options: Any
             ) -> GameState:
    """A round at the start of a turn: each seat's hand and each pile (bottom first) as
    space-separated codes, the stock (top first); ``options`` go to ``custom_round``
    (``turn=1``, ``limit=1``, ``totals=[...]``...)."""
    return custom_round([cards_of(h) for h in hands], [cards_of(p) for p in piles],
                        cards_of(stock), **options)


def act(state: GameState, *steps: str) -> GameState:
    """Apply short-form actions by the seat on turn, e.g. ``act(s, "lay 9H 0", "end")``."""
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
    assert str(refused.value).endswith(f"({rule})")
    assert ENGINE.encode_state(state) == before
    assert Action.parse(step) not in legal_actions(state, seat)
    return refused.value


def hand(state: GameState, seat: int) -> str:
    """A seat's hand as codes, as the view lists it (by suit, then rank)."""
    return " ".join(codes(state.hands[seat]))


def piles(state: GameState) -> dict[int, str]:
    """The piles by id, each bottom first."""
    return {pid: " ".join(CODES[c] for c in pile)
            for pid, pile in zip(state.pile_ids, state.piles, strict=True)}


def kinds(state: GameState, since: int = 0) -> list[str]:
    """The kinds of the events recorded after version ``since``."""
    return [e.kind for e in state.events if e.v > since]
