"""Full-state snapshots as JSON, for storage only (they hold every hidden card).

Nothing built from a snapshot may leave the server: browsers get ``view(state, seat)``.

A single game's snapshot is exactly what it was before matches existed: ``games`` and
``match`` are written only for a match, an event's ``number`` only when it has one. The
daily's verification compares a replay's snapshot with the stored one, so a table stored
then must still encode to the same JSON (and its snapshot decode: the missing keys take
their defaults).
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
    data["events"] = [_event_to_json(e) for e in state.events]
    if state.games == 1 and not state.match:
        del data["games"], data["match"]
    else:
        data["match"] = [list(scores) for scores in state.match]
    return data


def _event_to_json(e: Event) -> list[Any]:
    data = [e.v, e.kind, e.seat, e.packet, e.position, list(e.cards), e.detail]
    if e.number:
        data.append(e.number)
    return data


def state_from_json(data: dict[str, Any]) -> GameState:
    fields = dict(data)
    for name in _FLAT:
        fields[name] = tuple(data[name])
    fields["packets"] = tuple(tuple(cards) for cards in data["packets"])
    fields["events"] = tuple(Event(v, kind, seat, packet, position, tuple(cards), detail,
                                   *number)
                             for v, kind, seat, packet, position, cards, detail, *number
                             in data["events"])
    if "match" in data:
        fields["match"] = tuple(tuple(scores) for scores in data["match"])
    return GameState(**fields)
