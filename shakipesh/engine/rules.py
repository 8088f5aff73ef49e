"""Rule primitives on plain ints, shared by the immutable engine, the views and the fast
playout. Rule ids refer to ``shared/rules/shakipesh.md``; the contract is
``docs/shakipesh.md``."""

from __future__ import annotations

from collections.abc import Sequence

from cards import shuffled
from shakipesh.engine.deck import FOLLOWER, N_CARDS, mask_of

MIN_SEATS, MAX_SEATS, DEFAULT_SEATS = 2, 4, 2  # K1
HAND = 9  # K3
TABLE = 4  # K3: the starting piles
SHAKE = 3  # K11: two cards drawn, a third face up
SUIT = 13  # K9: a pile of a whole suit
LIMITS = (1, 10, 25, 50)  # K14's limit, a table option
DEFAULT_LIMIT = 25
MAX_REPLACEMENTS = 1000  # K4: a deal that needs more is dealt again (never in practice)
MAX_PILES = N_CARDS  # each pile of a round starts with a card of its own: ids stay below 52

OUT, BLOCKED = "out", "blocked"  # why a round ended (K12, K13)


def dealer_of(number: int, seats: int) -> int:
    """Round ``number``'s dealer: the last seat deals round 1, so the person (seat 0)
    begins it (K5), and the deal passes clockwise (K14)."""
    return (number + seats - 2) % seats


def first_follower(table: Sequence[int]) -> int:
    """The position of the first table card that follows another table card (K4), or -1."""
    followers = {FOLLOWER[card] for card in table}
    for i, card in enumerate(table):
        if card in followers:
            return i
    return -1


Deal = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]


def deal_round(seed: str, seats: int, number: int) -> Deal:
    """Round ``number`` of the match with ``seed``: each seat's hand (a mask), the four
    starting table cards after K4, the stock (top first) and the cards K4 moved to the
    stock's bottom, in order. A pure function of its arguments (K3, K4)."""
    label = f"round {number}"
    again = 0
    while True:
        deck = shuffled(range(N_CARDS), seed, label)
        hands = tuple(mask_of(deck[s * HAND:(s + 1) * HAND]) for s in range(seats))
        at = seats * HAND
        table, stock = list(deck[at:at + TABLE]), deck[at + TABLE:]
        replaced: list[int] = []
        while (i := first_follower(table)) >= 0 and len(replaced) < MAX_REPLACEMENTS:
            # [reading, K4] the lower card goes to the bottom of the stock
            out, table[i] = table[i], stock.pop(0)
            stock.append(out)
            replaced.append(out)
        if i < 0:
            return hands, tuple(table), tuple(stock), tuple(replaced)
        again += 1
        label = f"round {number} again {again}"
