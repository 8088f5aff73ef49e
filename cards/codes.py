"""Card codes: rank then suit (``QC``, ``10D``, ``7H``), and the jokers ``X1`` and ``X2``."""

from __future__ import annotations

from dataclasses import dataclass

from cards.errors import InvalidAction
from cards.phrase import Phrase, gettext_noop

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("C", "D", "H", "S")
JOKERS = ("X1", "X2")

SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """A playing card; ``suit`` is empty for a joker, whose ``rank`` is ``X1`` or ``X2``."""

    rank: str
    suit: str

    @classmethod
    def parse(cls, code: object) -> Card:
        """Parse a card code such as ``"10D"``; raise :class:`InvalidAction` otherwise."""
        if not isinstance(code, str):
            raise InvalidAction(Phrase(gettext_noop("a card code must be a text, not {kind}"),
                                       {"kind": type(code).__name__}))
        text = code.strip().upper()
        if text in JOKERS:
            return cls(text, "")
        rank, suit = text[:-1], text[-1:]
        if rank not in RANKS or suit not in SUITS:
            raise InvalidAction(Phrase(gettext_noop("there is no card code “{code}”"),
                                       {"code": code[:40]}))
        return cls(rank, suit)

    @property
    def is_joker(self) -> bool:
        return not self.suit

    @property
    def symbol(self) -> str:
        """Short display form, for example ``10♦``; jokers show as ``🃏``."""
        return "🃏" if self.is_joker else f"{self.rank}{SUIT_SYMBOLS[self.suit]}"

    def __str__(self) -> str:
        return self.rank if self.is_joker else f"{self.rank}{self.suit}"
