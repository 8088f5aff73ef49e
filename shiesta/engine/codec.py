"""Full-state snapshots as JSON, for storage only (they hold every hidden card).

Nothing built from a snapshot may leave the server: browsers get ``view(state, seat)``.

A single game (``games`` 1, no earlier games) is written exactly as before matches existed,
without the match's two keys, so that stored tables replay to their snapshots; a snapshot
without them reads as a single game.
"""

from __future__ import annotations

from typing import Any

from shiesta.engine.state import Event, FinishedGame, GameState, Phase


def state_to_json(state: GameState) -> dict[str, Any]:
    data = state._asdict()
    data["phase"] = state.phase.value
    for name in ("hands", "face_up", "draw", "pile", "ready", "turns"):
        data[name] = list(data[name])
    data["face_down"] = [list(row) for row in state.face_down]
    data["events"] = [[e.v, e.kind, e.seat, list(e.cards), e.detail, e.number]
                      for e in state.events]
    if state.games == 1 and not state.played:
        del data["games"], data["played"]
    else:
        data["played"] = [[g.version, list(g.places), list(g.turns), list(g.held), g.winner]
                          for g in state.played]
    return data


def state_from_json(data: dict[str, Any]) -> GameState:
    fields = dict(data)
    fields["phase"] = Phase(data["phase"])
    for name in ("hands", "face_up", "draw", "pile", "ready", "turns"):
        fields[name] = tuple(data[name])
    fields["face_down"] = tuple(tuple(row) for row in data["face_down"])
    fields["events"] = tuple(Event(v, kind, seat, tuple(cards), detail, number)
                             for v, kind, seat, cards, detail, number in data["events"])
    fields["played"] = tuple(
        FinishedGame(version, tuple(places), tuple(turns), tuple(held), winner)
        for version, places, turns, held, winner in data.get("played", ()))
    return GameState(**fields)
