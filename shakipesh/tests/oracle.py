"""What a Shakipesh seat may know, derived from the full state independently of
``views.py``.

Every table card is face up, so everybody knows every card laid, turned up by a shakipesh,
dealt to the table or moved to the stock by K4 (it lay face up first), and at a round's end
every hand (its scoring shows them). A seat knows its own hand, and the two cards it drew in
each of its shakipeshes; never another seat's hand in a round still played, nor the stock.
The view proper shows only the seat's hand, the piles and the finished rounds' hands.

Used by the contract suite (``tests/contract/games.py``) and the engine's view tests.
"""

from __future__ import annotations

import json
import re
from typing import Any

from shakipesh.engine.deck import CODES
from shakipesh.engine.state import GameState

CODE = re.compile(r'"((?:10|[2-9JQKA])[CDHS])"')
# The contract suite's random playouts: mostly single rounds (the daily's limit), one whole
# match of each limit a shard.
PLAYOUT_OPTIONS: tuple[dict[str, Any], ...] = (
    {"limit": 1}, {"limit": 10}, {"limit": 1}, {"limit": 25})


def seen(data: Any) -> set[str]:
    """Every card code anywhere in a JSON value."""
    return set(CODE.findall(json.dumps(data)))


def hand_codes(mask: int) -> list[str]:
    """A hand as the view must list it: by suit (C D H S), then rank (2 … A)."""
    cards = [c for c in range(52) if mask >> c & 1]
    return [CODES[c] for c in sorted(cards, key=lambda c: (c % 4, c // 4))]


def on_table(state: GameState) -> set[str]:
    return {CODES[c] for pile in state.piles for c in pile}


def known(state: GameState, seat: int) -> set[str]:
    """Every card ``seat`` may know by now, earlier rounds included."""
    cards: set[int] = set()
    for event in state.events:
        kind = event.kind
        if kind in ("deal", "round_over"):
            cards |= {c for group in event.groups for c in group}
            cards |= set(event.cards)
        elif kind in ("lay", "new_pile"):
            cards.add(event.cards[0])
        elif kind == "shakipesh":
            cards |= set(event.cards if event.seat == seat else event.cards[2:])
    return {CODES[c] for c in cards} | set(hand_codes(state.hands[seat])) | on_table(state)


def check_view(state: GameState, seat: int, data: dict[str, Any]) -> None:
    """Assert that ``data`` (a view for ``seat``) shows exactly what the seat may see."""
    data = dict(data)
    events = data.pop("events", [])
    assert data["hand"] == hand_codes(state.hands[seat])
    assert data["hand_sizes"] == [h.bit_count() for h in state.hands]
    assert data["stock"] == len(state.stock)
    assert data["piles"] == [{"id": pid, "cards": [CODES[c] for c in pile]}
                             for pid, pile in zip(state.pile_ids, state.piles, strict=True)]
    assert [r["hands"] for r in data["rounds"]] == [
        [[CODES[c] for c in hand] for hand in r.hands] for r in state.history]
    rest = {k: v for k, v in data.items() if k != "rounds"}
    hidden = seen(rest) - set(data["hand"]) - on_table(state)
    assert not hidden, f"seat {seat} sees {sorted(hidden)}"
    assert seen(data["legal_actions"]) <= set(data["hand"])
    check_events(state, seat, events)


def check_events(state: GameState, seat: int, events: list[dict[str, Any]]) -> None:
    """No event shows a card ``seat`` may not know; another seat's shakipesh never shows
    the cards it drew, one's own always does."""
    shown = seen(events)
    assert shown <= known(state, seat), f"seat {seat} sees {sorted(shown - known(state, seat))}"
    for event in events:
        if event["kind"] == "shakipesh":
            drawn = event["drawn"]
            assert len(drawn) == 2
            assert (drawn == [None, None]) == (event["seat"] != seat), event
