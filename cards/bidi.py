"""Card codes in a right-to-left sentence: "Q♣" and "10♦" read left to right in every
language, but the Unicode bidi algorithm turns them round in a Hebrew sentence ("♣Q",
"♦10"), the suit being a neutral character. Isolated (U+2066 LEFT-TO-RIGHT ISOLATE …
U+2069 POP DIRECTIONAL ISOLATE) they read as drawn. The table's JavaScript does the same
(``leftToRight`` in ``static/tables/i18n.js``); HTML isolates its card glyphs itself.

Pure code writes card codes as they are (``Card.symbol``: logs and tests read them so); the
site isolates them where it renders a phrase in a right-to-left language
(``tables.phrases.render``), so every game's hints, reviews and refusals are covered at once.
"""

from __future__ import annotations

import re

from cards.codes import RANKS, SUIT_SYMBOLS
from cards.phrase import Param, Phrase

LRI = "\u2066"  # LEFT-TO-RIGHT ISOLATE
PDI = "\u2069"  # POP DIRECTIONAL ISOLATE

# One card as ``Card.symbol`` writes it: rank and suit glyph ("10♦"), or the joker "🃏".
_RANK = "|".join(RANKS)
_SUIT = "".join(SUIT_SYMBOLS.values())
_CARD = re.compile(f"(?:{_RANK})[{_SUIT}]|🃏")


def isolate(text: str) -> str:
    """``text`` as a left-to-right isolate: it reads the same inside a right-to-left
    sentence."""
    return f"{LRI}{text}{PDI}"


def is_card(text: str) -> bool:
    """Whether ``text`` is one card code as drawn, "Q♣", "10♦" or "🃏"."""
    return _CARD.fullmatch(text) is not None


def isolating_cards(phrase: Phrase) -> Phrase:
    """``phrase`` with every parameter that is a card code isolated, nested phrases too."""
    return Phrase(phrase.msgid, {name: _isolated(value) for name, value in phrase.params.items()})


def _isolated(value: Param | Phrase) -> Param | Phrase:
    if isinstance(value, Phrase):
        return isolating_cards(value)
    if isinstance(value, str) and is_card(value):
        return isolate(value)
    return value


__all__ = ["LRI", "PDI", "is_card", "isolate", "isolating_cards"]
