"""The site in the reader's language (issue 11's plumbing): the browser's Accept-Language by
default, the header's switcher (cookie, and the player's choice, which follows an account to
any device at login), right to left for Hebrew, and the JavaScript catalogue."""

from __future__ import annotations

import uuid

import pytest
from django.conf import settings
from django.contrib.auth import get_user_model
from django.test import Client
from django.utils import translation

from accounts.models import Player
from leaderboards import words

pytestmark = pytest.mark.django_db

COOKIE = settings.LANGUAGE_COOKIE_NAME
PASSWORD = "pinochle-sheep-42"


def visitor(**headers: str) -> Client:
    """A browser that pressed New game: that first action made its guest."""
    client = Client(**headers)
    client.get("/")
    client.post("/api/tables/", {"game": "sheepshead"}, content_type="application/json")
    return client


def player_of(client: Client) -> Player:
    return Player.objects.get(pk=client.session["player_id"])


def switch(client: Client, language: str, next_url: str = "/games/") -> object:
    return client.post("/i18n/setlang/", {"language": language, "next": next_url})


def test_the_404_page_is_norwegian_for_a_norwegian_browser() -> None:
    response = Client(headers={"accept-language": "nb"}).get("/no-such-page/")
    assert response.status_code == 404
    page = response.content.decode()
    assert '<html lang="nb" dir="ltr">' in page
    assert "Her er det ingenting" in page
    assert "Denne adressen er ikke en side på Card Table." in page
    assert "There is nothing here" not in page


def test_an_english_browser_gets_english() -> None:
    page = Client(headers={"accept-language": "en-GB,en;q=0.9"}).get("/no-such-page/")
    assert "There is nothing here" in page.content.decode()


def test_an_api_error_is_norwegian_for_a_norwegian_browser() -> None:
    client = visitor(headers={"accept-language": "nb-NO,nb;q=0.9,en;q=0.5"})
    response = client.get(f"/api/tables/{uuid.uuid4()}/")
    assert response.status_code == 404
    assert response.json()["error"] == {"code": "not_found",
                                        "message": "Det finnes ikke noe slikt bord."}


def test_hebrew_reads_right_to_left() -> None:
    page = Client(headers={"accept-language": "he"}).get("/no-such-page/").content.decode()
    assert '<html lang="he" dir="rtl">' in page
    assert "אין כאן כלום" in page


def test_the_header_offers_every_language_named_in_itself() -> None:
    page = Client(headers={"accept-language": "he"}).get("/").content.decode()
    assert 'action="/i18n/setlang/"' in page
    for code, name in settings.LANGUAGES:
        assert f'value="{code}" lang="{code}" dir="auto" class="language-option" ' \
            f'data-language="{code}"' in page
        assert f">{name}</button>" in page  # "English" even on a Hebrew page


def test_the_switcher_sets_the_cookie_and_the_players_choice() -> None:
    client = visitor()
    response = switch(client, "he")
    assert response.status_code == 302
    assert response["Location"] == "/games/"
    assert client.cookies[COOKIE].value == "he"
    assert player_of(client).language == "he"
    # The cookie now outranks the browser's language.
    page = client.get("/games/", headers={"accept-language": "nb"}).content.decode()
    assert '<html lang="he" dir="rtl">' in page


def test_an_unknown_language_changes_nothing() -> None:
    client = visitor()
    switch(client, "xx")
    assert COOKIE not in client.cookies
    assert player_of(client).language == ""
    assert client.get("/i18n/setlang/").status_code == 405


def test_the_accounts_language_applies_at_login_on_another_device() -> None:
    phone = visitor()
    phone.post("/accounts/signup/", {"username": "alice", "password1": PASSWORD,
                                     "password2": PASSWORD})
    switch(phone, "sw")
    assert Player.objects.get(user__username="alice").language == "sw"

    laptop = visitor(headers={"accept-language": "da"})
    response = laptop.post("/accounts/login/", {"username": "alice", "password": PASSWORD})
    assert response.status_code == 302
    assert laptop.cookies[COOKIE].value == "sw"
    assert '<html lang="sw" dir="ltr">' in laptop.get("/").content.decode()


def test_a_choice_made_before_login_goes_to_an_account_without_one() -> None:
    user = get_user_model().objects.create_user("bob", password=PASSWORD)
    laptop = visitor()
    switch(laptop, "da")
    laptop.post("/accounts/login/", {"username": "bob", "password": PASSWORD})
    assert Player.objects.get(user=user).language == "da"
    assert laptop.cookies[COOKIE].value == "da"


def test_the_javascript_catalogue_defines_gettext_in_the_pages_language() -> None:
    page = Client(headers={"accept-language": "he"}).get("/").content.decode()
    assert '<script defer src="/static/jsi18n/he/djangojs.js"></script>' in page
    response = Client().get("/static/jsi18n/he/djangojs.js")  # a static file, the same for all
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/javascript")
    body = b"".join(response.streaming_content).decode()  # type: ignore[attr-defined]
    for name in ("gettext", "ngettext", "interpolate"):
        assert f"globals.{name} = " in body  # a global, for modules and plain scripts alike
    assert '"Keyboard": "\\u05de\\u05e7\\u05dc\\u05d3\\u05ea"' in body  # מקלדת


def test_every_page_loads_the_catalogue_before_its_scripts() -> None:
    """Deferred, as module scripts are: it runs before them, in the page's order, and holds
    up neither the page's parsing nor its first paint."""
    page = Client().get("/").content.decode()
    catalogue = page.index('<script defer src="/static/jsi18n/en/djangojs.js"></script>')
    assert catalogue < page.index('<script type="module" src="/static/lobby.js"')


def test_marked_account_and_board_strings_come_in_norwegian() -> None:
    """Strings marked in accounts/ and leaderboards/ reach the page translated once the
    catalogue has them (nb's django.po translates these few); English stays English."""
    norwegian = Client(headers={"accept-language": "nb"})
    stats = norwegian.get("/me/stats/").content.decode()
    assert '<h1 id="stats-title">Statistikken din</h1>' in stats
    assert "<h1 id=\"stats-title\">Your statistics" not in stats
    signup = norwegian.get("/accounts/signup/").content.decode()
    assert "Passord igjen" in signup and "Password again" not in signup
    english = Client(headers={"accept-language": "en"}).get("/me/stats/").content.decode()
    assert '<h1 id="stats-title">Your statistics</h1>' in english
    # The rank's pattern and the ordinal are per language: "3." in Norwegian, "3rd" in English.
    with translation.override("nb"):
        assert words.rank_text(3, 17) == "3. av 17"
    with translation.override("en"):
        assert words.rank_text(3, 17) == "3rd of 17"
