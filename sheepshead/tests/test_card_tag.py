"""``{% card %}`` on the rules pages: the glyph, named in the reader's language with the
table's words, trumps marked (S3), a wrong code refused when the page is built."""

from __future__ import annotations

import pytest
from django.template import Context, Template, TemplateSyntaxError
from django.utils import translation


def render(source: str) -> str:
    return Template("{% load sheepshead_cards %}" + source).render(Context())


def test_a_trump_and_a_fail_card() -> None:
    assert render('{% card "QC" %}') == (
        '<span class="card-glyph suit-C is-trump" role="img" aria-label="queen of clubs">'
        '<span aria-hidden="true">Q♣\ufe0e</span></span>')
    assert 'class="card-glyph suit-H"' in render('{% card "7H" %}')
    assert "is-trump" in render('{% card "7D" %}')  # every diamond is a trump


def test_the_name_is_in_the_readers_language() -> None:
    with translation.override("nb"):
        name = translation.pgettext("card name", "%(rank)s of %(suit)s") % {
            "rank": translation.pgettext("card rank", "queen"),
            "suit": translation.pgettext("card suit", "clubs")}
        assert name != "queen of clubs"
        assert f'aria-label="{name}"' in render('{% card "QC" %}')


def test_a_card_not_in_the_pack_is_refused() -> None:
    with pytest.raises(TemplateSyntaxError):
        render('{% card "2C" %}')


def test_the_trump_order_is_the_engines() -> None:
    items = render("{% trump_order %}").split("</li>")[:-1]
    assert len(items) == 14
    assert 'aria-label="queen of clubs"' in items[0]
    assert 'aria-label="seven of diamonds"' in items[-1]
    assert all("is-trump" in item for item in items)
