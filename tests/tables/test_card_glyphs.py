"""``{% card_glyph %}``, the shared card of every game's rules page: any card of the pack and
the jokers, named in the reader's language, trumps marked only when the game says so."""

from __future__ import annotations

import pytest
from django.template import Context, Template, TemplateSyntaxError
from django.utils import translation


def render(source: str) -> str:
    return Template("{% load card_glyphs %}" + source).render(Context())


def test_any_card_and_a_joker() -> None:
    assert render('{% card_glyph "2C" %}') == (
        '<span class="card-glyph suit-C" role="img" aria-label="two of clubs">'
        '<span aria-hidden="true">2♣\ufe0e</span></span>')
    assert 'class="card-glyph suit-H is-trump"' in render('{% card_glyph "10H" trump=True %}')
    assert 'aria-label="joker"' in render('{% card_glyph "X2" %}')


def test_the_name_is_in_the_readers_language() -> None:
    with translation.override("da"):
        joker = translation.pgettext("card name", "joker")
        assert f'aria-label="{joker}"' in render('{% card_glyph "X1" %}')
        assert 'aria-label="two of clubs"' not in render('{% card_glyph "2C" %}')


@pytest.mark.parametrize("code", ["1C", "10X", "", "XX"])
def test_a_code_that_is_no_card_is_refused(code: str) -> None:
    with pytest.raises(TemplateSyntaxError):
        render(f'{{% card_glyph "{code}" %}}')
