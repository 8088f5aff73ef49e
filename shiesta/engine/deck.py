"""The 52-card pack as integer indices and bitmasks (H1, H2).

A card's index is ``4 * rank + suit`` with ranks in ``cards.codes.RANKS`` order (2 3 4 … K A)
and suits in ``SUITS`` order. So the four cards of a rank are one nibble of a mask, a set of
cards is one ``int``, and ranks compare by index: the normal ranks (H2) are in rank order
once the 10 (a special card) is left out.
"""

from __future__ import annotations

from cards import Card, InvalidAction, Phrase, gettext_noop
from cards.codes import RANKS, SUITS
from cards.masks import indices as indices  # re-exported: the engine takes it from here

N_CARDS = 52
N_RANKS = 13
CODES: tuple[str, ...] = tuple(f"{rank}{suit}" for rank in RANKS for suit in SUITS)
INDEX: dict[str, int] = {code: i for i, code in enumerate(CODES)}
BIT: tuple[int, ...] = tuple(1 << i for i in range(N_CARDS))
ALL_CARDS = (1 << N_CARDS) - 1

TWO, THREE, FOUR, FIVE, SIX, SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(N_RANKS)
SPECIAL_RANKS = (TWO, THREE, TEN)  # H2, H7
NORMAL_RANKS = tuple(r for r in range(N_RANKS) if r not in SPECIAL_RANKS)  # 4 … 9, J … A
RANK_MASK: tuple[int, ...] = tuple(0xF << (4 * r) for r in range(N_RANKS))
RANK_OF: tuple[int, ...] = tuple(i >> 2 for i in range(N_CARDS))
SPECIAL_MASK = RANK_MASK[TWO] | RANK_MASK[THREE] | RANK_MASK[TEN]


def rank_name(rank: int) -> str:
    return RANKS[rank]



def codes(mask: int) -> list[str]:
    """The card codes in ``mask``, lowest rank first (2s first, aces last)."""
    return [CODES[i] for i in indices(mask)]


def mask_of(card_codes: str | list[str] | tuple[str, ...]) -> int:
    """Parse codes (a list, or one space-separated string) into a mask; for tests and tools."""
    items = card_codes.split() if isinstance(card_codes, str) else card_codes
    mask = 0
    for code in items:
        mask |= BIT[INDEX[str(Card.parse(code))]]
    return mask


def card_index(code: object) -> int:
    """The index of a card code; ``InvalidAction`` (from ``Card.parse``) for anything else.

    Every code but a joker's is in the pack (H1: no jokers).
    """
    card = Card.parse(code)
    index = INDEX.get(str(card))
    if index is None:
        raise InvalidAction(Phrase(gettext_noop("Shiesta is played without jokers (H1)")))
    return index


def symbol(card: int) -> str:
    """A card as the table draws it, ``Q♣``: the same in every language."""
    return Card.parse(CODES[card]).symbol
