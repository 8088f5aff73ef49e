"""Sixes actions as value objects, with a JSON codec and a short string codec.

JSON: ``{"type": "draw"}``, ``{"type": "take"}``, ``{"type": "swap", "packet": 0,
"position": 3}``, ``{"type": "discard"}``, ``{"type": "up", "packet": 1}``,
``{"type": "knock", "packet": 0}``, ``{"type": "end"}``, ``{"type": "pass"}`` (a last turn
passed up, X11). ``packet`` is always named (0 in Sixes). Strings: ``"draw"``, ``"swap 0 3"``,
``"up 1"``, ``"knock 0"``, ``"pass"``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cards import InvalidAction, Phrase, gettext_noop
from cards.actions import action_fields
from sixes.engine.rules import PACKET

DRAW, TAKE, SWAP, DISCARD, UP, KNOCK, END, PASS = (
    "draw", "take", "swap", "discard", "up", "knock", "end", "pass")
FIELDS = {
    DRAW: ("type",),
    TAKE: ("type",),
    SWAP: ("type", "packet", "position"),
    DISCARD: ("type",),
    UP: ("type", "packet"),
    KNOCK: ("type", "packet"),
    END: ("type",),
    PASS: ("type",),
}


@dataclass(frozen=True, slots=True)
class Action:
    """One decision. ``packet`` (0 or 1) for a swap, up or knock, else -1; ``position``
    (0 to 5) for a swap, else -1."""

    type: str
    packet: int = -1
    position: int = -1

    def to_json(self) -> dict[str, Any]:
        if self.type == SWAP:
            return {"type": SWAP, "packet": self.packet, "position": self.position}
        if self.type in (UP, KNOCK):
            return {"type": self.type, "packet": self.packet}
        return {"type": self.type}

    @classmethod
    def from_json(cls, data: object) -> Action:
        """Parse a JSON action object; :class:`InvalidAction` for anything malformed."""
        kind, data = action_fields(data, FIELDS)
        if kind == SWAP:
            return SWAPS[_packet(data["packet"])][_position(data["position"])]
        if kind == UP:
            return UPS[_packet(data["packet"])]
        if kind == KNOCK:
            return KNOCKS[_packet(data["packet"])]
        return SIMPLE[kind]

    @classmethod
    def parse(cls, text: str) -> Action:
        """Parse the short form, for example ``"swap 0 3"`` or ``"up 1"``."""
        kind, *rest = text.split() or [""]
        names = FIELDS.get(kind, ("type",))[1:]
        if len(rest) != len(names):
            raise InvalidAction(Phrase(gettext_noop("“{text}” is not a Sixes action"),
                                       {"text": text[:40]}))
        values: list[object] = [int(v) if v.isdigit() else v for v in rest]
        return cls.from_json({"type": kind, **dict(zip(names, values, strict=True))})

    def __str__(self) -> str:
        if self.type == SWAP:
            return f"{SWAP} {self.packet} {self.position}"
        if self.type in (UP, KNOCK):
            return f"{self.type} {self.packet}"
        return self.type


def _packet(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value not in (0, 1):
        raise InvalidAction(Phrase(gettext_noop(
            "a packet is named by its number: 0 (left) or 1 (right)")))
    return value


def _position(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < PACKET:
        raise InvalidAction(Phrase(gettext_noop(
            "a position is a number from 0 to 5: 0, 1, 2 the top row, 3, 4, 5 the bottom")))
    return value


def check_shape(action: Action) -> None:
    """``InvalidAction`` unless ``action`` has the shape ``from_json`` gives its type: the
    engine's boundary for actions built in code rather than parsed."""
    kind, packet, position = action.type, action.packet, action.position
    ok = (isinstance(kind, str) and kind in FIELDS
          and type(packet) is int and type(position) is int)
    if ok:
        with_packet = kind in (SWAP, UP, KNOCK)
        ok = (packet in (0, 1)) if with_packet else packet == -1
        ok = ok and ((0 <= position < PACKET) if kind == SWAP else position == -1)
    if not ok:
        raise InvalidAction(Phrase(gettext_noop("this is not a Sixes action")))


DRAW_ACTION, TAKE_ACTION, DISCARD_ACTION, END_ACTION, PASS_ACTION = (
    Action(DRAW), Action(TAKE), Action(DISCARD), Action(END), Action(PASS))
SIMPLE = {a.type: a for a in (DRAW_ACTION, TAKE_ACTION, DISCARD_ACTION, END_ACTION,
                              PASS_ACTION)}
SWAPS = tuple(tuple(Action(SWAP, p, i) for i in range(PACKET)) for p in (0, 1))
UPS = (Action(UP, 0), Action(UP, 1))
KNOCKS = (Action(KNOCK, 0), Action(KNOCK, 1))
