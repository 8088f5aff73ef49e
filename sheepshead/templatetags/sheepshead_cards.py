"""``{% card "QC" %}``: a card as the rules pages draw it, its glyph named in the reader's
language with the same words the table uses (a card name is one whole pattern, "%(rank)s of
%(suit)s", so that a language may put the suit first), trumps marked (S3)."""

from __future__ import annotations

from django import template
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString
from django.utils.translation import pgettext, pgettext_lazy

from sheepshead.engine.deck import CODES, INDEX, SUIT_OF, TRUMP

register = template.Library()

RANK_WORDS = {
    "A": pgettext_lazy("card rank", "ace"), "10": pgettext_lazy("card rank", "ten"),
    "K": pgettext_lazy("card rank", "king"), "Q": pgettext_lazy("card rank", "queen"),
    "J": pgettext_lazy("card rank", "jack"), "9": pgettext_lazy("card rank", "nine"),
    "8": pgettext_lazy("card rank", "eight"), "7": pgettext_lazy("card rank", "seven"),
}
SUIT_WORDS = {
    "C": pgettext_lazy("card suit", "clubs"), "S": pgettext_lazy("card suit", "spades"),
    "H": pgettext_lazy("card suit", "hearts"), "D": pgettext_lazy("card suit", "diamonds"),
}
SUIT_SYMBOLS = {"C": "♣", "S": "♠", "H": "♥", "D": "♦"}


@register.simple_tag
def card(code: str) -> SafeString:
    """The glyph of a Sheepshead card code ("QC", "10D"); a wrong code is a template error."""
    if code not in INDEX:
        raise template.TemplateSyntaxError(f"not a Sheepshead card: {code!r}")
    rank, suit = code[:-1], code[-1]
    name = pgettext("card name", "%(rank)s of %(suit)s") % {
        "rank": RANK_WORDS[rank], "suit": SUIT_WORDS[suit]}
    trump = " is-trump" if SUIT_OF[INDEX[code]] == TRUMP else ""
    # U+FE0E keeps the suit a text glyph: no font may draw it as an emoji.
    return format_html('<span class="card-glyph suit-{}{}" role="img" aria-label="{}">'
                       '<span aria-hidden="true">{}{}\ufe0e</span></span>',
                       suit, trump, name, rank, SUIT_SYMBOLS[suit])


@register.simple_tag
def trump_order() -> SafeString:
    """The fourteen trumps as list items, strongest first, in the engine's own order (S3)."""
    trumps = [code for code in CODES if SUIT_OF[INDEX[code]] == TRUMP]
    return format_html_join("", "<li>{}</li>", ((card(code),) for code in trumps))
