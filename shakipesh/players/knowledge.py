"""What a Shakipesh player reads from its seat's view, as card masks and pile tuples.

Every table card is face up, so a seat knows its own hand and every pile; the other hands
and the stock are the *unseen* cards: all 52 less its hand and the piles (no card ever
leaves the table, so nothing else has been seen go). That pool does not change during the
seat's own turn (a card laid moves from its hand to a pile), which lets Hard seed its
sampled worlds from it and find the same worlds at every step of its turn.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from cards.protocol import JSON
from shakipesh.engine.deck import BIT, INDEX, N_CARDS

ALL_CARDS = (1 << N_CARDS) - 1


@dataclass(frozen=True, slots=True)
class Pile:
    """A pile as the search sees it: its id, bottom and top card and size (a pile is a
    falling run of one suit, K2, so these say everything the rules ask)."""

    id: int
    bottom: int
    top: int
    size: int


@dataclass(frozen=True, slots=True)
class Seen:
    """One seat's view read once."""

    seat: int
    seats: int
    hand: int  # a mask of card indices
    piles: tuple[Pile, ...]  # by id
    table: int  # every card in a pile, as a mask
    bottoms: int  # every pile's bottom card, as a mask
    stock: int
    hand_sizes: tuple[int, ...]
    on_turn: bool
    started: bool
    laid: int
    rights: int
    passes: int  # passes in a row just before (K13)
    limit: int
    totals: tuple[int, ...]
    turns: tuple[int, ...]
    round: int

    @property
    def unseen(self) -> int:
        """The cards in the other hands and the stock."""
        return ALL_CARDS & ~self.hand & ~self.table

    def turn_key(self) -> str:
        """What stays the same through one turn of this seat: a seed for its worlds."""
        others = [n for s, n in enumerate(self.hand_sizes) if s != self.seat]
        return (f"{self.round}/{self.seat}/{self.turns[self.seat]}/{self.unseen:x}/"
                f"{self.stock}/{others}/{self.totals}")


def _ints(value: object, length: int) -> tuple[int, ...]:
    if isinstance(value, list) and len(value) == length:
        return tuple(v if isinstance(v, int) and not isinstance(v, bool) else 0 for v in value)
    return (0,) * length


def _int(value: object, default: int = 0) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def mask_of_codes(codes: object) -> int:
    mask = 0
    if isinstance(codes, list):
        for code in codes:
            mask |= BIT[INDEX[str(code)]]
    return mask


def read(view: Mapping[str, JSON]) -> Seen:
    """The view as a :class:`Seen`."""
    seats = _int(view.get("seats"), 2)
    seat = _int(view.get("seat"))
    piles: list[Pile] = []
    table = bottoms = 0
    raw = view.get("piles")
    for pile in raw if isinstance(raw, list) else []:
        cards = [INDEX[str(code)] for code in pile["cards"]]
        piles.append(Pile(int(pile["id"]), cards[0], cards[-1], len(cards)))
        bottoms |= BIT[cards[0]]
        for card in cards:
            table |= BIT[card]
    state = view.get("turn_state")
    state = state if isinstance(state, dict) else {}
    turn = view.get("turn")
    return Seen(
        seat=seat, seats=seats, hand=mask_of_codes(view.get("hand")), piles=tuple(piles),
        table=table, bottoms=bottoms, stock=_int(view.get("stock")),
        hand_sizes=_ints(view.get("hand_sizes"), seats), on_turn=turn == seat,
        started=bool(state.get("started")), laid=_int(state.get("laid")),
        rights=_int(state.get("rights")), passes=_int(view.get("passes")),
        limit=_int(view.get("limit"), 25),
        totals=_ints(view.get("totals"), seats), turns=_ints(view.get("turns"), seats),
        round=_int(view.get("round"), 1))
