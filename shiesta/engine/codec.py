"""Full-state snapshots as JSON, for storage only (they hold every hidden card).

Nothing built from a snapshot may leave the server: browsers get ``view(state, seat)``.
"""

from __future__ import annotations

from typing import Any

from shiesta.engine.state import Event, GameState, Phase


def state_to_json(state: GameState) -> dict[str, Any]:
    data = state._asdict()
    data["phase"] = state.phase.value
    for name in ("hands", "face_up", "draw", "pile", "ready", "turns"):
        data[name] = list(data[name])
    data["face_down"] = [list(row) for row in state.face_down]
    data["events"] = [[e.v, e.kind, e.seat, list(e.cards), e.detail, e.number]
                      for e in state.events]
    return data


def state_from_json(data: dict[str, Any]) -> GameState:
    fields = dict(data)
    fields["phase"] = Phase(data["phase"])
    for name in ("hands", "face_up", "draw", "pile", "ready", "turns"):
        fields[name] = tuple(data[name])
    fields["face_down"] = tuple(tuple(row) for row in data["face_down"])
    fields["events"] = tuple(Event(v, kind, seat, tuple(cards), detail, number)
                             for v, kind, seat, cards, detail, number in data["events"])
    return GameState(**fields)
