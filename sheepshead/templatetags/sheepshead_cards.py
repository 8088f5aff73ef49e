"""Sheepshead's cards on its rules pages: ``{% card "QC" %}`` is the shared glyph
(``tables/templatetags/card_glyphs.py``) with Sheepshead's trumps marked (S3), and
``{% trump_order %}`` lists the fourteen trumps in the engine's own order."""

from __future__ import annotations

from django import template
from django.utils.html import format_html_join
from django.utils.safestring import SafeString

from sheepshead.engine.deck import CODES, INDEX, SUIT_OF, TRUMP
from tables.templatetags.card_glyphs import card_glyph

register = template.Library()


@register.simple_tag
def card(code: str) -> SafeString:
    """The glyph of a Sheepshead card code ("QC", "10D"); a wrong code is a template error."""
    if code not in INDEX:
        raise template.TemplateSyntaxError(f"not a Sheepshead card: {code!r}")
    return card_glyph(code, trump=SUIT_OF[INDEX[code]] == TRUMP)


@register.simple_tag
def trump_order() -> SafeString:
    """The fourteen trumps as list items, strongest first, in the engine's own order (S3)."""
    trumps = [code for code in CODES if SUIT_OF[INDEX[code]] == TRUMP]
    return format_html_join("", "<li>{}</li>", ((card(code),) for code in trumps))
