"""``view(state, seat)``: the one place where hidden information is removed.

A seat sees its own hand, every pile (every table card is face up), the other hands' sizes
and the stock's size, never their cards or the stock's order. A finished round's hands are
public (its scoring shows them). The events follow the same rule: a shakipesh shows its two
drawn cards to the drawer alone, its face-up card to all. Everything returned is plain JSON.
"""

from __future__ import annotations

import bisect
from typing import Any

from shakipesh.engine import game
from shakipesh.engine.deck import CODES, codes
from shakipesh.engine.state import Event, GameState

EventData = dict[str, Any]


def view(state: GameState, seat: int, since: int | None = None) -> dict[str, Any]:
    """Everything ``seat`` may know about ``state``, as JSON-ready data, with the events
    after version ``since`` (none when ``since`` is None)."""
    over = state.finished
    to_act = list(game.to_act(state))
    return {
        "game": "shakipesh",
        "seat": seat,
        "seats": state.seats,
        "status": "finished" if over else "active",
        "phase": state.phase,
        "round": state.round,
        "dealer": state.dealer,
        "turn": None if over else state.turn,
        "to_act": to_act,
        "may_act": to_act,
        "legal_actions": [a.to_json() for a in game.legal_actions(state, seat)],
        "hand": codes(state.hands[seat]),
        "hand_sizes": [hand.bit_count() for hand in state.hands],
        "stock": len(state.stock),
        "piles": [{"id": pid, "cards": [CODES[c] for c in pile]}
                  for pid, pile in zip(state.pile_ids, state.piles, strict=True)],
        "turn_state": {"started": state.started, "laid": state.laid, "rights": state.rights},
        "passes": state.passes,
        "limit": state.limit,
        "totals": list(state.totals),
        "turns": list(state.turns),
        "rounds": [{"round": r.round, "scores": list(r.scores),
                    "winner": r.winner if r.winner >= 0 else None, "reason": r.reason,
                    "hands": [[CODES[c] for c in hand] for hand in r.hands]}
                   for r in state.history],
        "result": result_view(state) if over else None,
        "events": [] if since is None else events_view(state, seat, since),
        "events_since": since,
    }


def result_view(state: GameState) -> dict[str, Any]:
    outcome = game.outcome(state)
    assert outcome is not None
    best = min(state.totals)
    return {"totals": list(state.totals), "places": list(outcome.places),
            "winners": [s for s, t in enumerate(state.totals) if t == best]}


def events_view(state: GameState, seat: int, since: int) -> list[EventData]:
    """The events after version ``since`` as ``seat`` saw them, oldest first."""
    events = state.events
    start = bisect.bisect_right(events, since, key=lambda e: e.v)
    return [event_view(e, seat, state.seats) for e in events[start:]]


def event_view(event: Event, seat: int, seats: int) -> EventData:
    """One event as ``seat`` saw it."""
    kind = event.kind
    data: EventData = {"v": event.v, "kind": kind}
    if kind == "deal":
        data.update(round=event.number, dealer=event.seat,
                    piles=[[CODES[c] for c in pile] for pile in event.groups],
                    replaced=[CODES[c] for c in event.cards],
                    hand_sizes=list(event.counts[:-1]), stock=event.counts[-1])
    elif kind == "round_over":
        data.update(round=event.number, reason=event.detail,
                    winner=event.seat if event.seat >= 0 else None,
                    scores=list(event.counts[:seats]), totals=list(event.counts[seats:]),
                    hands=[[CODES[c] for c in hand] for hand in event.groups])
    elif kind == "match_over":
        best = min(event.counts)
        data.update(totals=list(event.counts),
                    winners=[s for s, t in enumerate(event.counts) if t == best])
    else:
        data["seat"] = event.seat
        if kind in ("lay", "new_pile"):
            data.update(card=CODES[event.cards[0]], pile=event.pile)
        elif kind == "combine":
            data.update(pile=event.pile, onto=event.onto, rights=event.number)
        elif kind == "complete":
            data["pile"] = event.pile
        elif kind == "shakipesh":  # the drawn cards are the drawer's alone (K11)
            drawn = event.cards[:2]
            data.update(drawn=[CODES[c] for c in drawn] if seat == event.seat else [None, None],
                        card=CODES[event.cards[2]], pile=event.pile)
    return data
