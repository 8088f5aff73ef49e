"""Shiesta actions as value objects, with a JSON codec and a short string codec.

JSON: ``{"type": "swap", "hand": "KC", "up": "4D"}``, ``{"type": "ready"}``,
``{"type": "play", "cards": ["4C", "4H"]}`` (from the hand, or from the face-up row once the
hand is empty: the engine knows which), ``{"type": "face_down", "position": 0}``,
``{"type": "pickup"}``. Strings: ``"swap KC 4D"``, ``"play 4C 4H"``, ``"face_down 0"``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cards import InvalidAction, Phrase, gettext_noop
from cards.actions import action_fields
from shiesta.engine.deck import CODES, N_CARDS, card_index
from shiesta.engine.rules import ROW

SWAP, READY, PLAY, FACE_DOWN, PICKUP = "swap", "ready", "play", "face_down", "pickup"
FIELDS = {
    SWAP: {"type", "hand", "up"},
    READY: {"type"},
    PLAY: {"type", "cards"},
    FACE_DOWN: {"type", "position"},
    PICKUP: {"type"},
}


@dataclass(frozen=True, slots=True)
class Action:
    """One decision. ``cards``: a play's cards, sorted (order never matters), or a swap's
    hand card then face-up card; ``position``: a face-down play's position (0 to 2)."""

    type: str
    cards: tuple[int, ...] = ()
    position: int = -1

    def to_json(self) -> dict[str, Any]:
        if self.type == SWAP:
            return {"type": SWAP, "hand": CODES[self.cards[0]], "up": CODES[self.cards[1]]}
        if self.type == PLAY:
            return {"type": PLAY, "cards": [CODES[c] for c in self.cards]}
        if self.type == FACE_DOWN:
            return {"type": FACE_DOWN, "position": self.position}
        return {"type": self.type}

    @classmethod
    def from_json(cls, data: object) -> Action:
        """Parse a JSON action object; :class:`InvalidAction` for anything malformed."""
        kind, data = action_fields(data, FIELDS)
        if kind == SWAP:
            return swap(card_index(data["hand"]), card_index(data["up"]))
        if kind == PLAY:
            raw = data["cards"]
            if not isinstance(raw, list) or not raw:
                raise InvalidAction(Phrase(gettext_noop(
                    "a play names its cards in a list of one or more card codes")))
            return play(*(card_index(code) for code in raw))
        if kind == FACE_DOWN:
            return face_down(data["position"])
        return cls(kind)

    @classmethod
    def parse(cls, text: str) -> Action:
        """Parse the short form, for example ``"play 4C 4H"`` or ``"face_down 2"``."""
        kind, *rest = text.split()
        if kind == SWAP and len(rest) == 2:
            return cls.from_json({"type": kind, "hand": rest[0], "up": rest[1]})
        if kind == PLAY:
            return cls.from_json({"type": kind, "cards": rest})
        if kind == FACE_DOWN and len(rest) == 1 and rest[0].isdigit():
            return cls.from_json({"type": kind, "position": int(rest[0])})
        return cls.from_json({"type": kind})

    def __str__(self) -> str:
        if self.type == FACE_DOWN:
            return f"{FACE_DOWN} {self.position}"
        return " ".join([self.type, *(CODES[c] for c in self.cards)])


def check_shape(action: Action) -> None:
    """``InvalidAction`` unless ``action`` has the shape ``from_json`` gives its type: the
    engine's boundary for actions built in code rather than parsed."""
    kind, cards = action.type, action.cards
    ok = kind in FIELDS and all(isinstance(c, int) and 0 <= c < N_CARDS for c in cards) and (
        (kind == PLAY and bool(cards) and list(cards) == sorted(set(cards)))
        or (kind == SWAP and len(cards) == 2 and cards[0] != cards[1])
        or (kind == FACE_DOWN and not cards and 0 <= action.position < ROW)
        or (kind in (READY, PICKUP) and not cards))
    if not ok or (kind != FACE_DOWN and action.position != -1):
        raise InvalidAction(Phrase(gettext_noop("this is not a Shiesta action")))


def play(*cards: int) -> Action:
    """A play of ``cards`` (indices); naming one card twice is malformed."""
    if len(set(cards)) != len(cards):
        raise InvalidAction(Phrase(gettext_noop("a play names each card once")))
    return Action(PLAY, tuple(sorted(cards)))


def swap(hand_card: int, up_card: int) -> Action:
    if hand_card == up_card:
        raise InvalidAction(Phrase(gettext_noop("a swap names two different cards")))
    return Action(SWAP, (hand_card, up_card))


def face_down(position: object) -> Action:
    if isinstance(position, bool) or not isinstance(position, int) or not 0 <= position < ROW:
        raise InvalidAction(Phrase(gettext_noop(
            "a face-down card is chosen by its position: 0, 1 or 2")))
    return Action(FACE_DOWN, position=position)


READY_ACTION = Action(READY)
PICKUP_ACTION = Action(PICKUP)
