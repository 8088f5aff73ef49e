"""Pure code's phrases (``cards.Phrase``) in the language active now: the request's, or the
one a caller activated with ``translation.override``. In a right-to-left language the card
codes in them are isolated (``cards.bidi``), so that "Q♣" does not read "♣Q"."""

from __future__ import annotations

from typing import Any

from django.utils.translation import get_language_bidi, gettext

from cards import Phrase
from cards.bidi import isolating_cards


def render(phrase: Phrase) -> str:
    """The phrase translated, nested phrases first, then their values put in its place."""
    if get_language_bidi():
        phrase = isolating_cards(phrase)
    return phrase.render(_translated)


def _translated(message: str) -> str:
    return gettext(message) if message else message  # gettext("") is the catalogue header


def render_json(data: Any) -> str:
    """A phrase kept as JSON (``Phrase.to_json``: a cache, another process) translated; a
    plain string, as older entries hold, is shown as it is."""
    if isinstance(data, str):
        return data
    return render(Phrase.from_json(data))


__all__ = ["render", "render_json"]
