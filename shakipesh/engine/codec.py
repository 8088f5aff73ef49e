"""Full-state snapshots as JSON, for storage only (they hold every hidden card).

Nothing built from a snapshot may leave the server: browsers get ``view(state, seat)``.
"""

from __future__ import annotations

from typing import Any

from shakipesh.engine.state import Event, GameState, RoundResult

_FLAT = ("hands", "pile_ids", "stock", "totals", "turns")


def state_to_json(state: GameState) -> dict[str, Any]:
    data = state._asdict()
    for name in _FLAT:
        data[name] = list(data[name])
    data["piles"] = [list(pile) for pile in state.piles]
    data["history"] = [[r.round, list(r.scores), r.winner, r.reason,
                        [list(hand) for hand in r.hands], list(r.turns)]
                       for r in state.history]
    data["events"] = [[e.v, e.kind, e.seat, list(e.cards), e.pile, e.onto, e.number,
                       [list(g) for g in e.groups], list(e.counts), e.detail]
                      for e in state.events]
    return data


def state_from_json(data: dict[str, Any]) -> GameState:
    fields = dict(data)
    for name in _FLAT:
        fields[name] = tuple(data[name])
    fields["piles"] = tuple(tuple(pile) for pile in data["piles"])
    fields["history"] = tuple(
        RoundResult(number, tuple(scores), winner, reason,
                    tuple(tuple(hand) for hand in hands), tuple(turns))
        for number, scores, winner, reason, hands, turns in data["history"])
    fields["events"] = tuple(
        Event(v, kind, seat, tuple(cards), pile, onto, number, tuple(tuple(g) for g in groups),
              tuple(counts), detail)
        for v, kind, seat, cards, pile, onto, number, groups, counts, detail
        in data["events"])
    return GameState(**fields)
