"""What a seat may know, derived from the full state independently of ``views.py``.

Used by the engine's simulation suite and by the API and WebSocket tests.
"""

from __future__ import annotations

import json
import re
from typing import Any

from sheepshead.engine.deck import CODES, codes
from sheepshead.engine.state import Deal, GameState, Phase

CODE_PATTERN = re.compile(r'"(10[CDHS]|[7-9JQKA][CDHS])"')


def visible(deal: Deal, seat: int) -> set[str]:
    """What the rules let ``seat`` know about ``deal`` (S10, S12), derived from the full state."""
    over = deal.phase is Phase.DONE
    cards = set(codes(deal.hands[seat]))
    if deal.called >= 0:
        cards.add(CODES[deal.called])  # the call is announced
    if seat == deal.picker or over:
        cards |= set(codes(deal.blind)) | set(codes(deal.bury))
    if seat == deal.picker and deal.unknown >= 0:
        cards.add(CODES[deal.unknown])
    for trick in (*deal.tricks, *([deal.trick] if deal.trick else [])):
        for at, card in enumerate(trick.cards):
            if at != trick.unknown_at or seat in (deal.picker, trick.winner):
                cards.add(CODES[card])
    return cards


def check_partner_hidden(deal: Deal, seat: int, shown: int | None) -> None:
    tricks = (*deal.tricks, *([deal.trick] if deal.trick else []))
    called_played = any(deal.called in t.cards for t in tricks)
    may_know = seat == deal.partner or called_played or deal.phase is Phase.DONE
    assert shown == (deal.partner if may_know and deal.partner >= 0 else None)


def seen_codes(data: Any) -> set[str]:
    """Every card code anywhere in a JSON value."""
    return set(CODE_PATTERN.findall(json.dumps(data)))


def check_view(
    state: GameState, seat: int, data: dict[str, Any], with_history: bool = True
) -> None:
    """Assert that ``data`` (a view for ``seat``) shows nothing the seat may not know."""
    data = dict(data)
    previous = data.pop("previous_deal", None)
    lines = data.pop("history", [])
    # Call options name cards, not where they lie: they say only what the picker holds.
    data["legal_actions"] = [a for a in data["legal_actions"] if a["type"] != "call"]
    assert seen_codes(data) <= visible(state.deal, seat), f"seat {seat} sees too much"
    check_partner_hidden(state.deal, seat, data["partner"])
    if not with_history:
        return
    if previous is not None:
        assert seen_codes(previous) <= visible(state.history[-1], seat)
        check_partner_hidden(state.history[-1], seat, previous["partner"])
    for line, deal in zip(lines, state.history, strict=True):
        assert seen_codes(line) <= visible(deal, seat)
