"""The public event log of a game, as one seat may see it (the ``cards.Engine`` protocol).

The snapshot format holds no log, and must not change (stored games and replays compare
snapshots), so the events are derived from the state: every finished deal is in ``history``
with its passes, pick, bury, call, unknown and tricks, and the current deal is ``deal``.
Each event carries ``v``, the number of actions applied when it happened; the same hiding
rules as ``views.py`` apply at that moment (S10: the unknown, S12: the partner, the bury).
"""

from __future__ import annotations

from typing import Any

from sheepshead.engine import views
from sheepshead.engine.deck import CODES, POINTS, codes
from sheepshead.engine.state import Deal, GameState, Phase, Trick

Event = dict[str, Any]


def public_events(state: GameState, seat: int, since: int) -> list[Event]:
    """The events after version ``since`` that ``seat`` may see, oldest first."""
    deals = state.history if state.finished else (*state.history, state.deal)
    out: list[Event] = []
    start = 0
    for deal in deals:
        end = start + actions_in(deal)
        # A deal that ended by ``since`` has no event after it (the next deal's "deal" event
        # belongs to the next deal), so it is skipped without building its events.
        if end > since:
            out.extend(e for e in deal_events(deal, seat, start) if e["v"] > since)
        start = end
    if state.finished and start > since:
        out.append({"v": start, "type": "game_over", "totals": list(state.totals)})
    return out


def actions_in(deal: Deal) -> int:
    """How many actions ``deal`` has taken: each pass and the pick, the bury, the call or
    alone, the unknown, and each card played."""
    if deal.phase is Phase.PICK:
        return (deal.turn - deal.leader) % 5
    # Everyone passed in a leaster; otherwise the seats before the picker, and his pick.
    bids = 5 if deal.picker < 0 else (deal.picker - deal.leader) % 5 + 1
    declared = (deal.bury != 0) + (deal.called >= 0 or deal.alone) + (deal.unknown >= 0)
    return bids + declared + sum(len(t.cards) for t in _tricks(deal))


def deal_events(deal: Deal, seat: int, v: int) -> list[Event]:
    """Every event of ``deal`` as ``seat`` sees it, the deal having begun at version ``v``."""
    out: list[Event] = [{"v": v, "type": "deal", "deal": deal.number + 1, "dealer": deal.dealer}]
    for passer in views.passed(deal):
        v += 1
        out.append({"v": v, "type": "pass", "seat": passer})
    if deal.phase is Phase.PICK:
        return out
    picker = deal.picker
    if picker < 0:
        out.append({"v": v, "type": "leaster"})
    else:
        v += 1
        out.append({"v": v, "type": "pick", "seat": picker})
        v = _declarations(deal, seat, v, out)
    for number, trick in enumerate(_tricks(deal), 1):
        v = _trick_events(deal, trick, number, seat, v, out)
    if deal.result is not None:
        out.append(_deal_over(deal, seat, v))
    return out


def _declarations(deal: Deal, seat: int, v: int, out: list[Event]) -> int:
    """The picker's bury, call or alone, and unknown, as far as they went; the last version."""
    picker = deal.picker
    if deal.bury:
        v += 1
        bury: Event = {"v": v, "type": "bury", "seat": picker}
        if seat == picker:  # the bury stays face down for the others
            bury["cards"] = codes(deal.bury)
        out.append(bury)
    if deal.called >= 0:
        v += 1
        # Public at once: the picker must then choose an unknown, and everyone sees he must.
        with_unknown = deal.unknown >= 0 or deal.phase is Phase.UNKNOWN
        out.append({"v": v, "type": "call", "seat": picker, "card": CODES[deal.called],
                    "unknown": with_unknown})
    elif deal.alone:
        v += 1
        out.append({"v": v, "type": "alone", "seat": picker})
    if deal.unknown >= 0:
        v += 1
        unknown: Event = {"v": v, "type": "unknown", "seat": picker}
        if seat == picker:
            unknown["card"] = CODES[deal.unknown]
        out.append(unknown)
    return v


def _trick_events(deal: Deal, trick: Trick, number: int, seat: int, v: int,
                  out: list[Event]) -> int:
    """The plays of ``trick`` (the partner's reveal after the called card), and the trick
    itself once complete; returns the version of its last play."""
    for at, card in enumerate(trick.cards):
        v += 1
        is_unknown = at == trick.unknown_at
        # While the trick is played only the picker knows the unknown; its winner learns it
        # with the trick (S10), so the play itself never shows it to anyone else.
        shown = None if is_unknown and seat != deal.picker else CODES[card]
        player = trick.seat_at(at)
        out.append({"v": v, "type": "play", "seat": player, "card": shown,
                    "unknown": is_unknown})
        if card == deal.called and not is_unknown:
            out.append({"v": v, "type": "partner", "seat": player})  # S12: now public
    if trick.winner >= 0:
        knows = seat in (deal.picker, trick.winner)
        out.append({
            "v": v,
            "type": "trick",
            "seat": trick.winner,
            "number": number,
            "points": None if trick.unknown_at >= 0 and not knows
            else sum(POINTS[c] for c in trick.cards),
            "cards": [None if at == trick.unknown_at and not knows else CODES[c]
                      for at, c in enumerate(trick.cards)],
        })
    return v


def _deal_over(deal: Deal, seat: int, v: int) -> Event:
    """The result, with the blind and bury as ``views.deal_view`` shows a finished deal."""
    result = deal.result
    assert result is not None
    # With an unknown, a seat that may not know it sees neither: they would give it away.
    shown = views.sees_unknown(deal, seat)
    return {
        "v": v,
        "type": "deal_over",
        "deal": deal.number + 1,
        "scores": list(result.scores),
        "result": views.result_view(deal, seat),
        "blind": codes(deal.blind) if shown else None,
        "bury": codes(deal.bury) if deal.bury and shown else None,
    }


def _tricks(deal: Deal) -> tuple[Trick, ...]:
    return (*deal.tricks, deal.trick) if deal.trick is not None else deal.tricks
