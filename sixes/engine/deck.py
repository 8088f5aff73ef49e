"""The 54-card pack as integer indices (X1, X2).

A card's index is ``4 * rank + suit`` with ranks in ``cards.codes.RANKS`` order (2 3 4 … K A)
and suits in ``SUITS`` order; 52 is the joker ``X1`` and 53 ``X2``. ``RANK_OF`` gives the
rank X3 matches by: the two jokers share one (``JOKER``), suits play no part.
"""

from __future__ import annotations

from cards import Card
from cards.codes import JOKERS, RANKS, SUITS

N_CARDS = 54
N_RANKS = 14  # the thirteen ranks and the jokers' one
JOKER = 13
CODES: tuple[str, ...] = (*(f"{rank}{suit}" for rank in RANKS for suit in SUITS), *JOKERS)
INDEX: dict[str, int] = {code: i for i, code in enumerate(CODES)}
RANK_OF: tuple[int, ...] = (*(i >> 2 for i in range(52)), JOKER, JOKER)

# X2: A 1, 2–10 their number, J 11, Q 12, K 0; jokers 0. By rank index (2 … A, joker).
RANK_VALUES = (2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 1, 0)
VALUE: tuple[int, ...] = tuple(RANK_VALUES[r] for r in RANK_OF)


def card_index(code: object) -> int:
    """The index of a card code; ``InvalidAction`` (from ``Card.parse``) for anything else."""
    return INDEX[str(Card.parse(code))]


def indices(text: str) -> list[int]:
    """Space-separated codes as indices, in order: for tests and tools."""
    return [card_index(code) for code in text.split()]


def symbol(card: int) -> str:
    """A card as the table draws it, ``Q♣``: the same in every language."""
    return Card.parse(CODES[card]).symbol

