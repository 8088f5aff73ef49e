"""The 52-card pack as integer indices and bit masks, and the falling sequence (K1, K2).

A card's index is ``4 * rank + suit`` with ranks in ``cards.codes.RANKS`` order (2 3 4 … K A)
and suits in ``SUITS`` order (C D H S). One rank down in K2's wrapping cycle
(K Q J … 3 2 A K) is rank index minus one modulo 13: the 2's next is the A, the A's the K.
"""

from __future__ import annotations

from collections.abc import Iterable

from cards import Card, InvalidAction, Phrase, gettext_noop
from cards.codes import RANKS, SUITS
from cards.masks import indices as indices  # re-exported: the engine takes it from here

N_CARDS = 52
N_RANKS = 13
CODES: tuple[str, ...] = tuple(f"{rank}{suit}" for rank in RANKS for suit in SUITS)
INDEX: dict[str, int] = {code: i for i, code in enumerate(CODES)}
BIT: tuple[int, ...] = tuple(1 << i for i in range(N_CARDS))
SUIT_OF: tuple[int, ...] = tuple(i & 3 for i in range(N_CARDS))

# K2: FOLLOWER[t] is the one card that follows ``t`` (its suit, the next rank down).
FOLLOWER: tuple[int, ...] = tuple(4 * ((i >> 2) - 1) % (4 * N_RANKS) + (i & 3)
                                  for i in range(N_CARDS))


def follows(card: int, top: int) -> bool:
    """Whether ``card`` may go on ``top`` (K2): same suit, the next rank down, wrapping."""
    return FOLLOWER[top] == card


def mask_of(cards: Iterable[int]) -> int:
    mask = 0
    for card in cards:
        mask |= BIT[card]
    return mask


def hand_order(card: int) -> tuple[int, int]:
    """How a hand is shown: by suit, then by rank (2 … A)."""
    return card & 3, card >> 2


def codes(mask: int) -> list[str]:
    """The codes in ``mask`` as a hand is shown: by suit, then by rank."""
    return [CODES[c] for c in sorted(indices(mask), key=hand_order)]


def card_index(code: object) -> int:
    """The index of a card code; ``InvalidAction`` for anything else (no jokers, K1)."""
    card = Card.parse(code)
    index = INDEX.get(str(card))
    if index is None:
        raise InvalidAction(Phrase(gettext_noop("Shakipesh is played without jokers (K1)")))
    return index


def cards_of(text: str) -> list[int]:
    """Space-separated codes as indices, in order: for tests and tools."""
    return [card_index(code) for code in text.split()]


def symbol(card: int) -> str:
    """A card as the table draws it, ``Q♣``: the same in every language."""
    return Card.parse(CODES[card]).symbol
