"""Rule primitives on plain ints, shared by the immutable engine, the views and the fast
playout. Rule ids refer to ``shared/rules/sixes.md``.

A seat's cards are one flat tuple: packet ``p``'s position ``i`` is at ``6 * p + i``;
positions 0, 1, 2 are the top row left to right, 3, 4, 5 the bottom row (X4, D1). Sets of
positions are bit masks over those flat indices.
"""

from __future__ import annotations

from collections.abc import Sequence

from sixes.engine.deck import N_RANKS, RANK_OF, VALUE

SIXES, DOUBLE = "sixes", "double"
VARIANTS = (SIXES, DOUBLE)
MIN_SEATS, MAX_SEATS = 2, 6  # X1
DOUBLE_MAX_SEATS = 3  # D6
PACKET = 6  # cards in a packet (X4)
ROW = 3
TURN_LIMIT = 40  # [reading] a game in which only the open pile is taken would never end
MAX_TURN_LIMIT = 1000
MAX_GAMES = 20  # the longest match a table plays (the ``games`` option)

TOP_ROW = 0b000111  # positions 0, 1, 2 of a packet
BOTTOM_ROW = 0b111000  # positions 3, 4, 5 (X9: allowed until the seat goes up)


def packets_of(variant: str) -> int:
    """Packets per seat: one in Sixes, two in Double Sixes (D1)."""
    return 2 if variant == DOUBLE else 1


def peeked(n_packets: int) -> int:
    """The positions a seat knows after the peek: its bottom row(s) (X5, D1)."""
    return BOTTOM_ROW if n_packets == 1 else BOTTOM_ROW | BOTTOM_ROW << PACKET


def allowed_row(went_up: bool) -> range:
    """The positions a swap may go into (X9, X10)."""
    return range(0, ROW) if went_up else range(ROW, PACKET)


def zeroes(cards: Sequence[int]) -> list[bool]:
    """Which of a packet's cards count 0 for a match: their rank occurs twice or more (X3)."""
    counts = [0] * N_RANKS
    for card in cards:
        counts[RANK_OF[card]] += 1
    return [counts[RANK_OF[card]] >= 2 for card in cards]


def packet_score(cards: Sequence[int]) -> int:
    """One packet's score: its values, matched cards counting 0 (X2, X3, D5)."""
    counts = [0] * N_RANKS
    for card in cards:
        counts[RANK_OF[card]] += 1
    return sum(VALUE[card] for card in cards if counts[RANK_OF[card]] == 1)


def seat_scores(cards: Sequence[int]) -> list[int]:
    """Each packet's score of one seat's flat cards (D5: packets are scored separately)."""
    return [packet_score(cards[at:at + PACKET]) for at in range(0, len(cards), PACKET)]
