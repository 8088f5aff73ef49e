"""Hard's swap (H4): which of its hand and face-up cards to leave face up, by a table.

The swap is decided by a table built from simulation, not by search: a search per exchange
would have to value every row of three out of eight cards (56 of them) with whole games,
too slow for a decision, and a search run afresh before each exchange could undo the one
before. The table is a pure function of the cards, and every exchange it makes lowers the
row's value, so the exchanges never go round in circles.

``UP_VALUE[rank]`` is what a card of that rank face up rather than in the hand adds to the
seat's expected place (lower is better), and ``PAIR_UP`` what two or more of one rank face
up add besides. ``python -m shiesta.players.build_swap_table`` built them: for each of many
deals (three, four and five players, the tested seat and the starter at random) the tested
seat's eight cards were arranged in every possible way, the others swapped as Normal does,
and every arrangement was played to the end by the rollout policy (:mod:`.rollout`) on the
same deal; a least-squares fit of the place on the ranks face up, within each deal (so the
luck of the deal cancels), gave the values. Hard exchanges while an exchange lowers the
row's value, the one that lowers it most first, then says it is ready.
"""

from __future__ import annotations

from shiesta.engine.actions import SWAP, Action
from shiesta.engine.deck import RANK_MASK, RANK_OF, indices

# Built by ``python -m shiesta.players.build_swap_table --deals 40000 --jobs 2`` (seed
# "swap"): on those deals the table's rows did 0.042 places better than the deal's mean row,
# Normal's 0.029 (the arrangement matters little, but the 7 is the worst card to show).
# Ranks 2 3 4 5 6 7 8 9 10 J Q K A.
UP_VALUE: tuple[float, ...] = (
    -0.068, -0.097, 0.068, 0.051, 0.045, 0.075, 0.045, 0.041, -0.107, 0.031, 0.014, -0.024,
    -0.073)
PAIR_UP = -0.044


def row_value(up: int) -> float:
    """The table's value of a face-up row (lower is better)."""
    value = 0.0
    for card in indices(up):
        value += UP_VALUE[RANK_OF[card]]
    if PAIR_UP:
        value += PAIR_UP * sum(1 for mask in RANK_MASK if (up & mask).bit_count() >= 2)
    return value


def change(up: int, hand_card: int, up_card: int) -> float:
    """What exchanging ``hand_card`` for ``up_card`` changes in the row's value."""
    return row_value(up ^ (1 << hand_card) ^ (1 << up_card)) - row_value(up)


def next_swap(hand: int, up: int) -> Action | None:
    """The exchange that improves the row most by the table, or None (Ready) when none does.

    The exchanges end (each lowers the value); over 12,000 dealt rows they ended in the
    table's best row of all 97% of the time, after at most four. Of exchanges alike, the
    one of the lowest cards.
    """
    best, best_change = None, -1e-9
    for hand_card in indices(hand):
        for up_card in indices(up):
            delta = change(up, hand_card, up_card)
            if delta < best_change:
                best, best_change = Action(SWAP, (hand_card, up_card)), delta
    return best


__all__ = ["PAIR_UP", "UP_VALUE", "change", "next_swap", "row_value"]
