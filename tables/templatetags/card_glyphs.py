"""``{% card_glyph "10H" %}``: a card in a page's prose, as every game's rules page draws it:
its glyph, named in the reader's language with the table's own words (``static/cards/cards.js``
says them the same way: one whole pattern, "%(rank)s of %(suit)s", so that a language may put
the suit first). A game marks its own trumps (``trump=True``): this layer knows no rules."""

from __future__ import annotations

from django import template
from django.utils.html import format_html
from django.utils.safestring import SafeString
from django.utils.translation import pgettext, pgettext_lazy

from cards.codes import JOKERS, RANKS, SUIT_SYMBOLS, SUITS

register = template.Library()

RANK_WORDS = {
    "2": pgettext_lazy("card rank", "two"), "3": pgettext_lazy("card rank", "three"),
    "4": pgettext_lazy("card rank", "four"), "5": pgettext_lazy("card rank", "five"),
    "6": pgettext_lazy("card rank", "six"), "7": pgettext_lazy("card rank", "seven"),
    "8": pgettext_lazy("card rank", "eight"), "9": pgettext_lazy("card rank", "nine"),
    "10": pgettext_lazy("card rank", "ten"), "J": pgettext_lazy("card rank", "jack"),
    "Q": pgettext_lazy("card rank", "queen"), "K": pgettext_lazy("card rank", "king"),
    "A": pgettext_lazy("card rank", "ace"),
}
SUIT_WORDS = {
    "C": pgettext_lazy("card suit", "clubs"), "D": pgettext_lazy("card suit", "diamonds"),
    "H": pgettext_lazy("card suit", "hearts"), "S": pgettext_lazy("card suit", "spades"),
}


@register.simple_tag
def card_glyph(code: str, trump: bool = False) -> SafeString:
    """The glyph of a card code ("QC", "10D", "X1"); a wrong code is a template error."""
    if code in JOKERS:
        return format_html('<span class="card-glyph is-joker joker-{}" role="img" '
                           'aria-label="{}"><span aria-hidden="true">★</span></span>',
                           code[1:], pgettext("card name", "joker"))
    rank, suit = code[:-1], code[-1:]
    if rank not in RANKS or suit not in SUITS:
        raise template.TemplateSyntaxError(f"not a card code: {code!r}")
    name = pgettext("card name", "%(rank)s of %(suit)s") % {
        "rank": RANK_WORDS[rank], "suit": SUIT_WORDS[suit]}
    # U+FE0E keeps the suit a text glyph: no font may draw it as an emoji.
    return format_html('<span class="card-glyph suit-{}{}" role="img" aria-label="{}">'
                       '<span aria-hidden="true">{}{}\ufe0e</span></span>',
                       suit, " is-trump" if trump else "", name, rank, SUIT_SYMBOLS[suit])
