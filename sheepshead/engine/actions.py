"""Sheepshead actions as value objects, with a JSON codec and a short string codec.

JSON: ``{"type": "pick"}``, ``{"type": "pass"}``, ``{"type": "bury", "cards": ["QC", "7D"]}``,
``{"type": "call", "card": "AH"}``, ``{"type": "alone"}``, ``{"type": "unknown", "card": "7D"}``,
``{"type": "play", "card": "QC"}``. Strings: ``"pick"``, ``"bury QC 7D"``, ``"play QC"``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cards import InvalidAction, Phrase, gettext_noop
from sheepshead.engine.deck import CODES, card_index

PICK, PASS, BURY, CALL, ALONE, UNKNOWN, PLAY = (
    "pick", "pass", "bury", "call", "alone", "unknown", "play",
)
CARD_COUNT = {PICK: 0, PASS: 0, ALONE: 0, BURY: 2, CALL: 1, UNKNOWN: 1, PLAY: 1}


@dataclass(frozen=True, slots=True)
class Action:
    """One decision. ``cards`` holds card indices (sorted for a bury, so order never matters)."""

    type: str
    cards: tuple[int, ...] = ()

    @property
    def card(self) -> int:
        """The single card of a call, unknown or play."""
        return self.cards[0]

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.type}
        if self.type == BURY:
            data["cards"] = [CODES[i] for i in self.cards]
        elif self.cards:
            data["card"] = CODES[self.cards[0]]
        return data

    @classmethod
    def from_json(cls, data: object) -> Action:
        """Parse a JSON action object; :class:`InvalidAction` for anything malformed."""
        if not isinstance(data, dict):
            raise InvalidAction(Phrase(gettext_noop("an action must be a JSON object")))
        kind = data.get("type")
        if not isinstance(kind, str) or kind not in CARD_COUNT:
            raise InvalidAction(Phrase(gettext_noop("there is no action type “{type}”"),
                                       {"type": str(kind)[:40]}))
        expected = {"type", "cards"} if kind == BURY else {"type", "card"}
        if CARD_COUNT[kind] == 0:
            expected = {"type"}
        extra = set(data) - expected
        if extra:
            raise InvalidAction(Phrase(gettext_noop("unexpected field “{field}” in a “{type}” "
                                                    "action"),
                                       {"field": str(sorted(extra)[0])[:40], "type": kind}))
        if kind == BURY:
            raw = data.get("cards")
            if not isinstance(raw, list) or len(raw) != 2:
                raise InvalidAction(Phrase(gettext_noop("a bury names exactly two cards")))
            return cls.make(kind, *(card_index(code) for code in raw))
        if CARD_COUNT[kind] == 1:
            if "card" not in data:
                raise InvalidAction(Phrase(gettext_noop("a “{type}” action names a card"),
                                           {"type": kind}))
            return cls.make(kind, card_index(data["card"]))
        return cls(kind)

    @classmethod
    def make(cls, kind: str, *cards: int) -> Action:
        """Build an action from card indices; a bury of one card twice is invalid."""
        if kind == BURY:
            if len(set(cards)) != 2:
                raise InvalidAction(Phrase(gettext_noop("a bury names two different cards")))
            return cls(kind, tuple(sorted(cards)))
        return cls(kind, cards)

    @classmethod
    def parse(cls, text: str) -> Action:
        """Parse the short form, for example ``"bury QC 7D"`` or ``"play 10H"``."""
        kind, *rest = text.split()
        if kind == BURY:
            return cls.from_json({"type": kind, "cards": rest})
        if rest:
            return cls.from_json({"type": kind, "card": " ".join(rest)})
        return cls.from_json({"type": kind})

    def __str__(self) -> str:
        return " ".join([self.type, *(CODES[i] for i in self.cards)])
