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
    if seat == deal.picker or (over and knows_unknown(deal, seat)):
        cards |= set(codes(deal.blind)) | set(codes(deal.bury))
    if seat == deal.picker and deal.unknown >= 0:
        cards.add(CODES[deal.unknown])
    for trick in (*deal.tricks, *([deal.trick] if deal.trick else [])):
        for at, card in enumerate(trick.cards):
            if at != trick.unknown_at or seat in (deal.picker, trick.winner):
                cards.add(CODES[card])
    return cards


def knows_unknown(deal: Deal, seat: int) -> bool:
    """No unknown, or ``seat`` is the picker or took the trick the unknown fell in (S10)."""
    if deal.unknown < 0 or seat == deal.picker:
        return True
    return any(deal.unknown in t.cards and t.winner == seat for t in deal.tricks)


def check_unknown_not_deducible(deal: Deal, seat: int, shown: set[str], result: Any) -> None:
    """After the deal, a seat that may not know the unknown cannot work it out either: at
    least two cards stay unseen, and the sides' card points are not given."""
    if deal.phase is not Phase.DONE or knows_unknown(deal, seat):
        return
    assert len(shown) <= 30, f"seat {seat} can deduce the unknown"
    assert result["side_points"] is None and result["defender_points"] is None


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
        shown = seen_codes(previous)
        assert shown <= visible(state.history[-1], seat)
        check_partner_hidden(state.history[-1], seat, previous["partner"])
        check_unknown_not_deducible(state.history[-1], seat, shown, previous["deal_result"])
    for line, deal in zip(lines, state.history, strict=True):
        assert seen_codes(line) <= visible(deal, seat)
