"""What a Shiesta seat may know, derived from the full state independently of ``views.py``.

Nobody may know a card of the draw pile or a face-down card, the owner neither (H3, H13).
A seat knows its own hand as dealt and what it drew; everybody knows every card that lay
face up: the face-up rows as dealt, and every card swapped (H4), played, turned (H13) or
picked up (the pile's cards were face up). The view proper shows only what lies open now:
the seat's hand, the face-up rows and the pile; cards out of the game (H7) as counts only.

Used by the contract suite (``tests/contract/games.py``) and the engine's view tests.
"""

from __future__ import annotations

import functools
import json
import re
from typing import Any

from shiesta.engine.deck import CODES, codes
from shiesta.engine.game import deal_cards
from shiesta.engine.state import GameState

CODE = re.compile(r'"((?:10|[2-9JQKA])[CDHS])"')
MOVES = ("swap", "play", "fail", "pickup")  # the record's kinds that show cards to all


def seen(data: Any) -> set[str]:
    """Every card code anywhere in a JSON value."""
    return set(CODE.findall(json.dumps(data)))


def secret(state: GameState) -> set[str]:
    """The cards nobody may know now: the draw pile and every face-down card."""
    down = {CODES[c] for row in state.face_down for c in row if c >= 0}
    return down | {CODES[c] for c in state.draw}


@functools.lru_cache(maxsize=64)
def dealt(seed: str, seats: int) -> tuple[tuple[int, ...], int]:
    """The hands as dealt, and every card dealt face up (H3)."""
    hands, face_up, _, _ = deal_cards(seed, seats)
    up = 0
    for row in face_up:
        up |= row
    return hands, up


def known(state: GameState, seat: int) -> set[str]:
    """Every card ``seat`` may know by now (it may remember what it has seen)."""
    hands, up = dealt(state.seed, state.seats)
    cards = {c for event in state.events
             if event.kind in MOVES or (event.kind == "draw" and event.seat == seat)
             for c in event.cards}
    return (set(codes(hands[seat] | up)) | {CODES[c] for c in cards}) - secret(state)


def open_now(state: GameState, seat: int) -> set[str]:
    """What lies open to ``seat`` now: its hand, every face-up row and the discard pile."""
    cards = set(codes(state.hands[seat])) | {CODES[c] for c in state.pile}
    for row in state.face_up:
        cards |= set(codes(row))
    return cards


def check_view(state: GameState, seat: int, data: dict[str, Any]) -> None:
    """Assert that ``data`` (a view for ``seat``) shows nothing the seat may not see."""
    data = dict(data)
    events = data.pop("events", [])
    check_memory(state, seat, data.pop("memory"))
    hidden = seen(data) - open_now(state, seat)
    assert not hidden, f"seat {seat} sees {sorted(hidden)}"
    assert data["hand"] == codes(state.hands[seat])
    assert data["hand_sizes"] == [h.bit_count() for h in state.hands]
    assert data["draw_pile"] == len(state.draw)
    assert data["face_down"] == [[c >= 0 for c in row] for row in state.face_down]
    assert data["burned"] == state.burned.bit_count()
    assert data["removed"] == state.removed.bit_count()
    check_events(state, seat, events)


def check_memory(state: GameState, seat: int, memory: dict[str, Any]) -> None:
    """The memory shows only cards ``seat`` may know and none that is secret; what it says
    is true: the cards it calls out of the game are, each seat holds those it names."""
    shown = seen(memory)
    assert shown <= known(state, seat), f"seat {seat} remembers {shown - known(state, seat)}"
    assert not shown & secret(state)
    assert set(memory["out"]) <= set(codes(state.burned | state.removed))
    for s, cards in enumerate(memory["hands"]):
        assert set(cards) <= set(codes(state.hands[s])), (s, cards)


def check_events(state: GameState, seat: int, events: list[dict[str, Any]]) -> None:
    """No event shows a secret card, or a card ``seat`` may not know; another seat's draw
    shows how many cards, never which."""
    shown = seen(events)
    assert not shown & secret(state), f"seat {seat} sees {sorted(shown & secret(state))}"
    assert shown <= known(state, seat), f"seat {seat} sees {sorted(shown - known(state, seat))}"
    for event in events:
        if event["type"] == "draw" and event["seat"] != seat:
            assert "cards" not in event, event
        if event["type"] in ("burn", "remove"):
            assert not seen(event), event
