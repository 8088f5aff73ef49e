"""Rules pages come from the registry: one URL for every game, 404 for any other."""

import re

import pytest
from django.conf import settings
from django.test import Client
from django.urls import reverse
from django.utils.translation.trans_real import DjangoTranslation

from tables import registry

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("name", [spec.name for spec in registry.games()])
def test_every_registered_game_has_its_rules_page(client: Client, name: str) -> None:
    spec = registry.get(name)
    assert reverse("rules", args=[name]) == spec.rules_url
    response = client.get(spec.rules_url)
    assert response.status_code == 200
    assert [t.name for t in response.templates][0] == f"{name}/rules.en.html"
    body = response.content.decode()
    assert f"How to play {spec.title}" in body
    # The page is about one game: its title names the game, then the site.
    assert f"<title>How to play {spec.title} · {settings.SITE_NAME}</title>" in body


@pytest.mark.parametrize("name", [spec.name for spec in registry.games()])
def test_a_rules_table_that_scrolls_can_be_reached_with_the_keyboard(
    client: Client, name: str
) -> None:
    """On a phone a wide table scrolls sideways in its wrapper: the wrapper must be a labelled
    region in the tab order, or keyboard users cannot scroll it (axe's
    scrollable-region-focusable)."""
    body = client.get(registry.get(name).rules_url).content.decode()
    tables = body.count("<table")
    wrappers = re.findall(r'<div class="table-scroll"([^>]*)>\s*<table', body)
    assert len(wrappers) == tables
    ids = set(re.findall(r'<caption id="([^"]+)"', body))
    for attributes in wrappers:
        assert 'role="region"' in attributes and 'tabindex="0"' in attributes
        labelled = re.search(r'aria-labelledby="([^"]+)"', attributes)
        assert labelled and labelled.group(1) in ids, attributes


@pytest.mark.parametrize("language", [code for code, _ in settings.LANGUAGES])
@pytest.mark.parametrize("name", [spec.name for spec in registry.games()])
def test_every_rules_page_is_written_in_every_language(
    client: Client, name: str, language: str
) -> None:
    """Each language has its own page (written anew, not glued from translated fragments),
    and the reader gets the one in his language, with the page's lang attribute."""
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = language
    response = client.get(registry.get(name).rules_url)
    assert response.status_code == 200
    assert [t.name for t in response.templates][0] == f"{name}/rules.{language}.html"
    assert f'<html lang="{language}"' in response.content.decode()


def test_sheepshead_is_among_them() -> None:
    assert "sheepshead" in [spec.name for spec in registry.games()]


@pytest.mark.parametrize("url", ["/rules/whist/", "/rules/Sheepshead/", "/rules/"])
def test_an_unknown_game_has_no_rules_page(client: Client, url: str) -> None:
    assert client.get(url).status_code == 404


def test_the_rules_page_only_answers_get(client: Client) -> None:
    assert client.post("/rules/sheepshead/").status_code == 405


def _section(body: str, section_id: str) -> str:
    found = re.search(rf'<section id="{section_id}".*?</section>', body, re.S)
    assert found, section_id
    return found.group(0)


def _js_label(language: str, context: str, message: str) -> str:
    """A button's label as the table shows it: from the compiled djangojs catalogue, so the
    page and the button cannot drift apart."""
    if language == settings.LANGUAGE_CODE:
        return message
    # As the JavaScript catalogue reads them: the site's and every installed app's (a game's).
    return DjangoTranslation(language, domain="djangojs").pgettext(context, message)


# How each page says, in running text, that a last turn may be passed up (X11, D4).
SIXES_PASS_WORDS = {"en": r"\bpass", "nb": r"\bstår? over\b", "da": r"\bpas\b", "he": "וותר",
                    "sw": r"pit(a|isha)\b"}


@pytest.mark.parametrize("language", [code for code, _ in settings.LANGUAGES])
def test_the_sixes_rules_say_a_last_turn_may_be_passed(client: Client, language: str) -> None:
    """X11: after a knock each other player may play his last turn or pass it up, and his
    cards are turned up after it; the page tells this where the end is explained, in the short
    version, for Double Sixes and in the tips, and names the table's Pass button."""
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = language
    body = client.get(registry.get("sixes").rules_url).content.decode()
    word = SIXES_PASS_WORDS[language]
    for section in ("quick", "end", "double"):
        assert re.search(word, _section(body, section).lower()), (language, section)
    tips = body[body.index('aria-labelledby="tips-title"'):]
    assert re.search(word, tips[:tips.index("</section>")].lower()), language
    button = _js_label(language, "Sixes: a last turn passed up", "Pass")
    assert language == "en" or button != "Pass", "the catalogue has no translation"
    assert f"<strong>{button}</strong>" in _section(body, "controls"), (language, button)
