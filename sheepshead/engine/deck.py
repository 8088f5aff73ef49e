"""The 32-card Sheepshead pack as integer indices and bitmasks (S2–S4).

Index order is power order: the fourteen trumps first, highest first (S3), then each fail
suit ♣ ♠ ♥ from ace down. So within a suit a lower index always beats a higher one, a hand
sorts trump-first by sorting its indices, and a set of cards is one ``int`` bitmask.
"""

from __future__ import annotations

from cards import Card, InvalidAction, Phrase, gettext_noop
from cards.masks import indices as indices  # re-exported: the engine takes it from here

CODES: tuple[str, ...] = (
    "QC", "QS", "QH", "QD", "JC", "JS", "JH", "JD", "AD", "10D", "KD", "9D", "8D", "7D",
    "AC", "10C", "KC", "9C", "8C", "7C",
    "AS", "10S", "KS", "9S", "8S", "7S",
    "AH", "10H", "KH", "9H", "8H", "7H",
)
N_CARDS = 32
INDEX: dict[str, int] = {code: i for i, code in enumerate(CODES)}

# Suits as the game sees them: all fourteen trumps are one suit (S13).
TRUMP, CLUBS, SPADES, HEARTS = 0, 1, 2, 3
FAIL_SUITS = (CLUBS, SPADES, HEARTS)
SUIT_LETTER = ("T", "C", "S", "H")

SUIT_MASK: tuple[int, ...] = (
    (1 << 14) - 1,
    ((1 << 6) - 1) << 14,
    ((1 << 6) - 1) << 20,
    ((1 << 6) - 1) << 26,
)
ALL_CARDS = (1 << N_CARDS) - 1
SUIT_OF: tuple[int, ...] = tuple(
    next(s for s in range(4) if SUIT_MASK[s] >> i & 1) for i in range(N_CARDS)
)
ACE_OF = {CLUBS: INDEX["AC"], SPADES: INDEX["AS"], HEARTS: INDEX["AH"]}
TEN_OF = {CLUBS: INDEX["10C"], SPADES: INDEX["10S"], HEARTS: INDEX["10H"]}
FAIL_ACES = (1 << ACE_OF[CLUBS]) | (1 << ACE_OF[SPADES]) | (1 << ACE_OF[HEARTS])

_RANK_POINTS = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2}
POINTS: tuple[int, ...] = tuple(_RANK_POINTS.get(code[:-1], 0) for code in CODES)
BIT: tuple[int, ...] = tuple(1 << i for i in range(N_CARDS))

# Cards that can take a trick whose led suit is s: trumps, and the led suit itself (S14).
CAN_WIN: tuple[int, ...] = tuple(SUIT_MASK[TRUMP] | SUIT_MASK[s] for s in range(4))


def card_index(code: object) -> int:
    """The index of a Sheepshead card code; :class:`InvalidAction` for anything else."""
    card = Card.parse(code)
    index = INDEX.get(str(card))
    if index is None:
        raise InvalidAction(Phrase(gettext_noop(
            "the {card} is not in the 32-card Sheepshead pack (S2)"), {"card": card.symbol}))
    return index



def codes(mask: int) -> list[str]:
    """The card codes in ``mask``, sorted trump first by power, then ♣ ♠ ♥ by rank."""
    return [CODES[i] for i in indices(mask)]


def mask_of(card_codes: str | list[str] | tuple[str, ...]) -> int:
    """Parse codes (a list, or one space-separated string) into a mask; for tests and tools."""
    items = card_codes.split() if isinstance(card_codes, str) else card_codes
    mask = 0
    for code in items:
        mask |= BIT[card_index(code)]
    return mask


def points(mask: int) -> int:
    """Card points in ``mask`` (S4)."""
    return sum(POINTS[i] for i in indices(mask))
