"""What a Shiesta player reads from its seat's view, as card masks (see ``engine.deck``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from cards.protocol import JSON
from shiesta.engine.deck import BIT, INDEX, RANK_OF, SEVEN, TEN, THREE, TWO

SPECIALS = (TWO, THREE, TEN)


def _mask(codes: object) -> int:
    mask = 0
    if isinstance(codes, list):
        for code in codes:
            mask |= BIT[INDEX[str(code)]]
    return mask


def _int(value: object, default: int = 0) -> int:
    return value if isinstance(value, int) else default


@dataclass(frozen=True, slots=True)
class Knowledge:
    """The seat's view as masks: its hand, every face-up row, the pile, and ``memory``: the
    cards out of the game and those known to be in each hand."""

    seat: int
    seats: int
    hand: int
    face_up: tuple[int, ...]
    face_down: tuple[int, ...]  # how many face-down cards each seat still has
    hand_sizes: tuple[int, ...]
    pile: tuple[int, ...]  # card indices, bottom first
    draw_pile: int
    direction: int
    out: int  # burned or removed cards the seat saw go (H7)
    known_hands: tuple[int, ...]  # cards known to be in each seat's hand

    @classmethod
    def from_view(cls, view: Mapping[str, JSON]) -> Knowledge:
        seats = _int(view.get("seats"), 4)
        memory = view.get("memory")
        memory = memory if isinstance(memory, dict) else {}
        hands = memory.get("hands")
        rows = view.get("face_down")
        pile = view.get("pile")
        sizes = view.get("hand_sizes")
        return cls(
            seat=_int(view.get("seat")),
            seats=seats,
            hand=_mask(view.get("hand")),
            face_up=tuple(_mask(row) for row in _list(view.get("face_up"), seats)),
            face_down=tuple(sum(1 for lies in row if lies is True) if isinstance(row, list)
                            else 0 for row in _list(rows, seats)),
            hand_sizes=tuple(_int(n) for n in _list(sizes, seats)),
            pile=tuple(INDEX[str(code)] for code in pile) if isinstance(pile, list) else (),
            draw_pile=_int(view.get("draw_pile")),
            direction=_int(view.get("direction"), 1),
            out=_mask(memory.get("out")),
            known_hands=tuple(_mask(h) for h in _list(hands, seats)),
        )

    @property
    def next_seat(self) -> int:
        return (self.seat + self.direction) % self.seats

    def held(self, seat: int) -> int:
        """Cards ``seat`` still holds in all three places (H14)."""
        return self.hand_sizes[seat] + self.face_up[seat].bit_count() + self.face_down[seat]

    @property
    def top(self) -> int:
        """The pile's top rank, -1 for an empty pile."""
        return RANK_OF[self.pile[-1]] if self.pile else -1


def _list(value: object, length: int) -> Sequence[object]:
    if isinstance(value, list) and len(value) == length:
        return value
    return [None] * length


def is_special(rank: int) -> bool:
    return rank in SPECIALS


def blocks_with_seven(known_hand: int) -> bool:
    """Whether a seat whose known cards are ``known_hand`` has shown nothing that may follow
    a 7 (H8: only a 4, 5, 6, 7 or a special card)."""
    return bool(known_hand) and all(
        RANK_OF[c] > SEVEN and RANK_OF[c] != TEN for c in range(52) if known_hand & BIT[c])
