"""Shakipesh actions as value objects, with a JSON codec and a short string codec.

JSON: ``{"type": "lay", "card": "9H", "pile": 2}``, ``{"type": "combine", "pile": 4,
"onto": 1}``, ``{"type": "new_pile", "card": "KS"}``, ``{"type": "end"}``,
``{"type": "shakipesh"}``, ``{"type": "pass"}``. Strings: ``"lay 9H 2"``, ``"combine 4 1"``,
``"new KS"``, ``"end"``, ``"shakipesh"``, ``"pass"``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cards import InvalidAction, Phrase, gettext_noop
from cards.actions import action_fields
from shakipesh.engine.deck import CODES, N_CARDS, card_index
from shakipesh.engine.rules import MAX_PILES

LAY, COMBINE, NEW_PILE, END, SHAKIPESH, PASS = (
    "lay", "combine", "new_pile", "end", "shakipesh", "pass")
FIELDS = {
    LAY: ("type", "card", "pile"),
    COMBINE: ("type", "pile", "onto"),
    NEW_PILE: ("type", "card"),
    END: ("type",),
    SHAKIPESH: ("type",),
    PASS: ("type",),
}
SHORT = {"new": NEW_PILE}  # the short form's words that differ from the JSON type


@dataclass(frozen=True, slots=True)
class Action:
    """One decision. ``card`` (an index) for a lay or a new pile, else -1; ``pile`` (an id)
    for a lay or a combine (the pile put on the other), else -1; ``onto`` for a combine,
    else -1."""

    type: str
    card: int = -1
    pile: int = -1
    onto: int = -1

    def to_json(self) -> dict[str, Any]:
        if self.type == LAY:
            return {"type": LAY, "card": CODES[self.card], "pile": self.pile}
        if self.type == COMBINE:
            return {"type": COMBINE, "pile": self.pile, "onto": self.onto}
        if self.type == NEW_PILE:
            return {"type": NEW_PILE, "card": CODES[self.card]}
        return {"type": self.type}

    @classmethod
    def from_json(cls, data: object) -> Action:
        """Parse a JSON action object; :class:`InvalidAction` for anything malformed."""
        kind, data = action_fields(data, FIELDS)
        if kind == LAY:
            return LAYS[card_index(data["card"])][_pile(data["pile"])]
        if kind == COMBINE:
            return COMBINES[_pile(data["pile"])][_pile(data["onto"])]
        if kind == NEW_PILE:
            return NEW_PILES[card_index(data["card"])]
        return SIMPLE[kind]

    @classmethod
    def parse(cls, text: str) -> Action:
        """Parse the short form, for example ``"lay 9H 2"`` or ``"new KS"``."""
        word, *rest = text.split() or [""]
        kind = SHORT.get(word, word)
        names = FIELDS.get(kind, ("type",))[1:]
        if len(rest) != len(names):
            raise InvalidAction(Phrase(gettext_noop("“{text}” is not a Shakipesh action"),
                                       {"text": text[:40]}))
        values: list[object] = [int(v) if v.isdigit() else v for v in rest]
        return cls.from_json({"type": kind, **dict(zip(names, values, strict=True))})

    def __str__(self) -> str:
        if self.type == LAY:
            return f"{LAY} {CODES[self.card]} {self.pile}"
        if self.type == COMBINE:
            return f"{COMBINE} {self.pile} {self.onto}"
        if self.type == NEW_PILE:
            return f"new {CODES[self.card]}"
        return self.type


def _pile(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < MAX_PILES:
        raise InvalidAction(Phrase(gettext_noop(
            "a pile is named by its number, from 0 to 51")))
    return value


def check_shape(action: Action) -> None:
    """``InvalidAction`` unless ``action`` has the shape ``from_json`` gives its type: the
    engine's boundary for actions built in code rather than parsed."""
    kind, card, pile, onto = action.type, action.card, action.pile, action.onto
    ok = (isinstance(kind, str) and kind in FIELDS
          and type(card) is int and type(pile) is int and type(onto) is int)
    if ok:
        ok = ((0 <= card < N_CARDS) if kind in (LAY, NEW_PILE) else card == -1) \
            and ((0 <= pile < MAX_PILES) if kind in (LAY, COMBINE) else pile == -1) \
            and ((0 <= onto < MAX_PILES) if kind == COMBINE else onto == -1)
    if not ok:
        raise InvalidAction(Phrase(gettext_noop("this is not a Shakipesh action")))


LAYS = tuple(tuple(Action(LAY, card, pile) for pile in range(MAX_PILES))
             for card in range(N_CARDS))
COMBINES = tuple(tuple(Action(COMBINE, pile=pile, onto=onto) for onto in range(MAX_PILES))
                 for pile in range(MAX_PILES))
NEW_PILES = tuple(Action(NEW_PILE, card) for card in range(N_CARDS))
END_ACTION, SHAKIPESH_ACTION, PASS_ACTION = Action(END), Action(SHAKIPESH), Action(PASS)
SIMPLE = {a.type: a for a in (END_ACTION, SHAKIPESH_ACTION, PASS_ACTION)}
