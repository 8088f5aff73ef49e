"""Guests: made by the person's first action (a new game, the daily, a nickname), never by
reading a page; kept with the session, no form (issue 15)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
import time_machine
from django.conf import settings
from django.contrib.sessions.models import Session
from django.test import Client

from accounts.guests import create_guest
from accounts.models import Player
from leaderboards import daily
from tables import services
from tables.models import Table

pytestmark = pytest.mark.django_db


def new_game(client: Client, **body: Any) -> Any:
    return client.post("/api/tables/", {"game": "sheepshead", **body},
                       content_type="application/json")


def assert_nothing_made(response: Any, players: int = 0) -> None:
    """No player, no session row, no session cookie."""
    assert Player.objects.count() == players
    assert not Session.objects.exists()
    assert settings.SESSION_COOKIE_NAME not in response.cookies


@pytest.fixture
def pages() -> list[str]:
    """Every kind of page a visitor or a crawler reads, someone else's table among them."""
    owner = create_guest()
    table = services.create_table(owner, "sheepshead")
    today = daily.ensure_challenge("sheepshead", daily.today()).date.isoformat()
    return [
        "/", "/games/", "/rules/sheepshead/", "/rules/shiesta/",
        "/daily/sheepshead/", f"/daily/sheepshead/{today}/", "/daily/sheepshead/week/",
        "/daily/sheepshead/all-time/", f"/api/daily/sheepshead/{today}/board/",
        f"/api/daily/sheepshead/{today}/me/",
        table.get_absolute_url(), f"/api/tables/{table.pk}/",
        "/api/me/", "/me/stats/", "/me/nickname/", "/accounts/signup/", "/accounts/login/",
        "/accounts/logout/",
    ]


@pytest.mark.parametrize("method", ["get", "head"])
def test_reading_any_page_makes_no_guest_and_no_session(pages: list[str], method: str) -> None:
    for url in pages:
        response = getattr(Client(), method)(url)
        assert response.status_code < 500, url
        assert_nothing_made(response, players=1)  # only the table's owner


def test_the_lobby_before_the_first_game() -> None:
    response = Client().get("/")
    html = response.content.decode()
    assert response.context["nickname"] == ""
    assert 'data-testid="no-nickname"' in html and "when you start your first game" in html
    assert 'data-testid="nickname"' not in html
    assert 'data-testid="header-guest"' in html and 'href="/me/nickname/"' not in html
    assert 'href="/me/stats/"' not in html
    # The daily card still says what it is and offers it; New game is there.
    assert "The same cards for everybody today" in html and 'data-action="play-daily"' in html
    assert 'data-new-game="sheepshead"' in html


def test_the_first_new_game_makes_exactly_one_guest() -> None:
    client = Client()
    client.get("/")
    response = new_game(client)
    assert response.status_code == 201
    player = Player.objects.get()
    assert Table.objects.get().owner_id == player.pk
    assert client.session["player_id"] == player.pk
    new_game(client)
    assert Player.objects.count() == 1 and Table.objects.count() == 2
    html = client.get("/").content.decode()
    assert f'data-testid="nickname">{player.nickname}<' in html
    assert 'href="/me/nickname/"' in html and 'href="/me/stats/"' in html


def test_playing_the_daily_first_makes_the_guest() -> None:
    client = Client()
    response = client.post("/daily/sheepshead/play/")
    assert response.status_code == 302
    player = Player.objects.get()
    assert Table.objects.get().owner_id == player.pk and player.daily_entries.count() == 1


def test_a_refused_first_action_makes_nobody_and_uses_up_no_new_player(limits: Any) -> None:
    """Only a player made counts against the address's new players: bad requests (which a
    prankster could send by the hundred) turn no newcomer away."""
    limits.RATE_LIMITS = {**limits.RATE_LIMITS, "newcomer": {"address": "1/d"}}
    client = Client()
    for body in ({"level": "grandmaster"}, {"seats": 9}, {"mode": "daily", "seats": 3}):
        response = new_game(client, **body)
        assert response.status_code == 400, body
        assert_nothing_made(response)
    assert client.post("/daily/chess/play/").status_code == 404
    assert client.post("/daily/sheepshead/play/").status_code == 302  # the one new player
    assert Player.objects.count() == 1
    response = Client().post("/daily/sheepshead/play/")  # a second new player today
    assert response.status_code == 429
    assert settings.SESSION_COOKIE_NAME not in response.cookies
    assert Player.objects.count() == 1 and Table.objects.count() == 1


@pytest.mark.slow  # about 20 s: the lobby a thousand times
def test_a_thousand_cookieless_visits_make_no_guest() -> None:
    for _ in range(1000):
        assert Client().get("/").status_code == 200
    assert not Player.objects.exists() and not Session.objects.exists()


def test_the_session_keeps_the_same_guest() -> None:
    client, other = Client(), Client()
    new_game(client)
    client.get("/")
    new_game(client)
    assert Player.objects.count() == 1
    new_game(other)
    assert Player.objects.count() == 2
    assert len(set(Player.objects.values_list("nickname", flat=True))) == 2


def test_the_language_chosen_before_comes_with_the_guest() -> None:
    client = Client()
    response = client.post("/i18n/setlang/", {"language": "nb", "next": "/"})
    assert response.status_code == 302 and response.cookies[settings.LANGUAGE_COOKIE_NAME]
    assert_nothing_made(response)  # kept in the cookie only
    new_game(client)
    assert Player.objects.get().language == "nb"


def test_a_guest_is_marked_seen_at_most_once_a_day() -> None:
    with time_machine.travel(dt.datetime(2026, 5, 1, 9, tzinfo=dt.UTC), tick=False):
        client = Client()
        new_game(client)
        player = Player.objects.get()
        assert player.last_seen == dt.datetime(2026, 5, 1, 9, tzinfo=dt.UTC)
    with time_machine.travel(dt.datetime(2026, 5, 20, 10, tzinfo=dt.UTC), tick=False):
        client.get("/rules/sheepshead/")  # any page that finds the player
        player.refresh_from_db()
        assert player.last_seen == dt.datetime(2026, 5, 20, 10, tzinfo=dt.UTC)
    with time_machine.travel(dt.datetime(2026, 5, 20, 18, tzinfo=dt.UTC), tick=False):
        client.get("/")
        player.refresh_from_db()
        assert player.last_seen == dt.datetime(2026, 5, 20, 10, tzinfo=dt.UTC)  # same day
