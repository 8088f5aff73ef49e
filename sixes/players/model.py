"""The players' own compact model of a Sixes table: ranks as ints, knowledge as bit masks.

Independent of the engine's objects (its ``apply`` is far too slow for rollouts): a card is
known here only by its rank for X3's matches, ``0`` … ``12`` in ``cards.codes.RANKS`` order
(2 3 … K A) and ``13`` the jokers' shared rank. Actions are small ints (``DRAW``, ``TAKE``,
``DISCARD``, ``END``, ``PASS``, ``SWAP + flat position``, ``UP + packet``, ``KNOCK + packet``);
a seat's flat position is ``6 * packet + position`` (0–2 top row, 3–5 bottom row, X4).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cards.codes import JOKERS, RANKS

N_RANKS = 14
JOKER = 13
# X2: A 1, 2–10 their number, J 11, Q 12, K 0; jokers 0. By rank (2 … A, joker).
VALUES: tuple[int, ...] = (2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 1, 0)
FULL_POOL: tuple[int, ...] = (4,) * 13 + (2,)  # 52 cards and the two jokers (X1)
PACKET = 6
TOP, BOTTOM = (0, 1, 2), (3, 4, 5)

DRAW, TAKE, DISCARD, END, PASS = 0, 1, 2, 3, 4
SWAP, UP, KNOCK = 10, 100, 200  # plus a flat position, a packet, a packet
MOVE, HOLDING, AFTER, OVER = "move", "holding", "after", "over"

_RANK_OF_CODE = {rank: i for i, rank in enumerate(RANKS)}


def rank_of(code: str) -> int:
    """The matching rank of a card code (``"10D"`` → 8, ``"X1"`` → 13)."""
    if code in JOKERS:
        return JOKER
    return _RANK_OF_CODE[code[:-1]]


def packet_score(ranks: list[int] | tuple[int, ...]) -> int:
    """X3: the values of a packet's six cards, a rank occurring twice or more counting 0."""
    counts = [0] * N_RANKS
    for r in ranks:
        counts[r] += 1
    return sum(VALUES[r] for r in ranks if counts[r] == 1)


@dataclass(slots=True)
class Table:
    """A table as one seat's model of it (mutable: rollouts play on copies).

    ``cards`` holds every seat's flat positions (``seat * 6 * packets + flat``), ``-1`` where
    the modelling seat does not know the card; ``own[s]`` are the positions seat ``s`` knows,
    ``pub[s]`` those everyone knows (taken from the open pile, or face up). ``up`` and
    ``done`` are per seat bit masks of packets. ``stock`` is the stock's cards in drawing
    order when known (a sampled world), else empty with ``stock_left`` its size.
    """

    seats: int
    packets: int
    cards: list[int]
    own: list[int]
    pub: list[int]
    up: list[int]
    done: list[int]
    top: int  # the open pile's top rank, -1 when empty
    stock_left: int
    turn: int
    knocked: int = -1
    final: list[int] = field(default_factory=list)  # seats still to play their last turn
    turns: list[int] = field(default_factory=list)
    turn_limit: int = 40
    stock: list[int] = field(default_factory=list)

    def copy(self) -> Table:
        return Table(self.seats, self.packets, self.cards[:], self.own[:], self.pub[:],
                     self.up[:], self.done[:], self.top, self.stock_left, self.turn,
                     self.knocked, self.final[:], self.turns[:], self.turn_limit,
                     self.stock[:])

    def seat_cards(self, seat: int) -> list[int]:
        size = PACKET * self.packets
        return self.cards[seat * size:(seat + 1) * size]


@dataclass(frozen=True, slots=True)
class Stats:
    """What a seat expects of a card it has not seen: the unseen ranks' shares, their mean
    value, and its guess at a card another seat knows and it does not (kept: lower)."""

    probs: tuple[float, ...]
    mean: float
    owner: float
    var: float  # of an unseen card's value
    knock_p: float = 0.5  # the chance of winning that a seat knocks for

    @classmethod
    def of_pool(cls, pool: list[int] | tuple[int, ...], owner_discount: float,
                knock_p: float = 0.5) -> Stats:
        total = sum(pool)
        if total <= 0:
            pool, total = FULL_POOL, sum(FULL_POOL)
        probs = tuple(n / total for n in pool)
        mean = sum(p * v for p, v in zip(probs, VALUES, strict=True))
        var = sum(p * (v - mean) ** 2 for p, v in zip(probs, VALUES, strict=True))
        return cls(probs, mean, max(0.0, mean - owner_discount), var, knock_p)


def flat_positions(packets: int) -> range:
    return range(PACKET * packets)
