"""Translatable text made in pure code, which must not import Django.

A :class:`Phrase` is a message id (the English text, with ``{name}`` placeholders) and its
parameters, some of which may be phrases themselves ("{trumps}, and {aces}"). Pure code
builds phrases; the site translates them where the reader's language is known
(``tables.phrases.render``). ``str(phrase)`` is the English text, for logs and tests.

Mark each message id where it is written, ``gettext_noop("the game is over")``, so that
Django's ``makemessages`` (which passes ``--keyword=gettext_noop`` to xgettext) finds it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

Param = str | int  # a parameter's value, besides a nested Phrase


def gettext_noop(message: str) -> str:
    """``message`` itself: only a mark for the catalogue's extraction."""
    return message


@dataclass(frozen=True, slots=True)
class Phrase:
    """A message id with its parameters, translated later, nested phrases first.

    >>> str(Phrase("Play the {card}", {"card": "Q♣"}))
    'Play the Q♣'
    """

    msgid: str
    params: Mapping[str, Param | Phrase] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.render(lambda message: message)

    def __hash__(self) -> int:  # params is a mapping: hash its items
        return hash((self.msgid, tuple(sorted(self.params.items()))))

    def render(self, translate: Callable[[str], str]) -> str:
        """The text with ``translate(msgid)`` applied to this phrase and every nested one.

        A phrase without parameters is its (translated) text as it is: no braces to escape
        there. A translation whose placeholders do not fit falls back to the English.
        """
        text = translate(self.msgid)
        if not self.params:
            return text
        values = {name: value.render(translate) if isinstance(value, Phrase) else value
                  for name, value in self.params.items()}
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError):
            return self.msgid.format(**values)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON: ``{"msgid": ..., "params": {...}}``, nested phrases as objects."""
        return {"msgid": self.msgid, "params": {
            name: value.to_json() if isinstance(value, Phrase) else value
            for name, value in self.params.items()
        }}

    @classmethod
    def from_json(cls, data: object) -> Phrase:
        """The phrase ``to_json`` made; ``ValueError`` for anything else."""
        if not isinstance(data, Mapping) or not isinstance(data.get("msgid"), str):
            raise ValueError(f"not a phrase: {data!r:.80}")
        raw = data.get("params", {})
        if not isinstance(raw, Mapping):
            raise ValueError(f"not the parameters of a phrase: {raw!r:.80}")
        params: dict[str, Param | Phrase] = {}
        for name, value in raw.items():
            if isinstance(value, Mapping):
                params[str(name)] = cls.from_json(value)
            elif isinstance(value, str | int) and not isinstance(value, bool):
                params[str(name)] = value
            else:
                raise ValueError(f"not a phrase parameter: {value!r:.80}")
        return cls(data["msgid"], params)


# ---------------------------------------------------------------- lists and cards in words
# Every game's coach says them: one message id each, in every game.

# Translators: two items of a list, e.g. "the 5♥ and the K♠".
AND = gettext_noop("{first} and {second}")
# Translators: the items of a longer list before its last two, e.g. "the 5♥, the K♠" in
# "the 5♥, the K♠ and the 2♦".
LIST = gettext_noop("{rest}, {last}")
# Translators: one card by its glyph, as a noun phrase: "the 5♥".
ONE_CARD = gettext_noop("the {card}")


def listed(items: Sequence[str | Phrase], last: str = AND) -> str | Phrase:
    """``a``, ``a and b``, ``a, b and c``: the items as one phrase, ``last`` joining the
    last two (AND, or a game's "or")."""
    if not items:
        raise ValueError("nothing to list")
    head = items[0]
    for item in items[1:-1]:
        head = Phrase(LIST, {"rest": head, "last": item})
    return head if len(items) == 1 else Phrase(last, {"first": head, "second": items[-1]})


def the_card(symbol: str) -> Phrase:
    """``the Q♣``: a card by its glyph, as the tables draw it."""
    return Phrase(ONE_CARD, {"card": symbol})


def the_cards(symbols: Sequence[str]) -> str | Phrase:
    """``the 5♥``, ``the 5♥ and the K♠``, ``the 5♥, the K♠ and the 2♦``."""
    return listed([the_card(symbol) for symbol in symbols])


__all__ = ["AND", "LIST", "ONE_CARD", "Param", "Phrase", "gettext_noop", "listed", "the_card",
           "the_cards"]
