"""Full-state snapshots as JSON, for storage only (they hold every hidden card).

Nothing built from a snapshot may leave the server: browsers get ``view(state, seat)``.
"""

from __future__ import annotations

from typing import Any

from sixes.engine.state import Event, GameState

_FLAT = ("known", "public", "up", "done", "stock", "open_pile", "turns", "final_turns")


def state_to_json(state: GameState) -> dict[str, Any]:
    data = state._asdict()
    for name in _FLAT:
        data[name] = list(data[name])
    data["packets"] = [list(cards) for cards in state.packets]
    data["events"] = [[e.v, e.kind, e.seat, e.packet, e.position, list(e.cards), e.detail]
                      for e in state.events]
    return data


def state_from_json(data: dict[str, Any]) -> GameState:
    fields = dict(data)
    for name in _FLAT:
        fields[name] = tuple(data[name])
    fields["packets"] = tuple(tuple(cards) for cards in data["packets"])
    fields["events"] = tuple(Event(v, kind, seat, packet, position, tuple(cards), detail)
                             for v, kind, seat, packet, position, cards, detail
                             in data["events"])
    return GameState(**fields)
