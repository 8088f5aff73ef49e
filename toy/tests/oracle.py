"""What a toy seat may know, derived from the raw state, independently of the engine's view.

A seat knows its own hand, the card it chose to pass, once the passes are exchanged the card
passed to it, and every card played. It may remember all of that from earlier rounds too.
"""

from __future__ import annotations

import json
import re
from typing import Any

from toy.engine.state import Round, ToyState

CODE = re.compile(r'"((?:10|[2-9JQKA])[CDHS])"')
# The contract suite's random playouts: the default game and both ways of passing.
PLAYOUT_OPTIONS: tuple[dict[str, Any], ...] = (
    {}, {"target": 5, "variant": "right"}, {"target": 10, "variant": "left"})


def visible(state: ToyState, r: Round, seat: int) -> set[str]:
    """The cards of round ``r`` that ``seat`` may know."""
    cards = set(r.hands[seat])
    mine = r.passes[seat]
    if mine is not None:
        cards.add(mine)
    if r.exchanged:
        step = -1 if state.variant == "left" else 1  # "left" passes to the next seat up
        given = r.passes[(seat + step) % state.seats]
        assert given is not None
        cards.add(given)
    for trick in r.tricks:
        cards.update(trick.cards)
    cards.update(r.trick)
    return cards


def known(state: ToyState, seat: int) -> set[str]:
    """Every card ``seat`` may know by now, this round and earlier ones."""
    cards = visible(state, state.round, seat)
    for r in state.past:
        cards |= visible(state, r, seat)
    return cards


def seen(data: Any) -> set[str]:
    """Every card code anywhere in a JSON value."""
    return set(CODE.findall(json.dumps(data)))


def check_view(state: ToyState, seat: int, data: dict[str, Any]) -> None:
    """The view proper shows only the current round (past rounds appear only as scores):
    nothing beyond what the seat knows of it; its events nothing beyond what it knows."""
    shown = seen({k: v for k, v in data.items() if k != "events"})
    hidden = shown - visible(state, state.round, seat)
    assert not hidden, f"seat {seat} sees {sorted(hidden)}"
    hidden = seen(data.get("events", [])) - known(state, seat)
    assert not hidden, f"seat {seat} sees {sorted(hidden)} in the events"
