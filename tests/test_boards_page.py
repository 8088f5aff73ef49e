"""The boards page (``/boards/``): every game's daily boards, today, this week and all time;
and the header's way to it and to the lobby's strip of dailies, on every page but a table."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from tables import registry

pytestmark = pytest.mark.django_db


def test_the_boards_page_links_every_games_three_boards(client: Client) -> None:
    response = client.get(reverse("boards"))
    assert response.status_code == 200
    assert reverse("boards") == "/boards/"
    body = response.content.decode()
    assert "<title>Boards · " in body
    games = [spec.name for spec in registry.games()]
    assert re.findall(r'<li class="game-card board-card" data-game="([\w-]+)">', body) == games
    for spec in registry.games():
        item = body.split(f'data-game="{spec.name}">')[1].split("</ul>")[0]
        assert f'<h2 id="boards-{spec.name}">{spec.title}</h2>' in item
        for name, text in (("daily-today", "Today"), ("daily-week", "This week"),
                           ("daily-all-time", "All time")):
            url = reverse(name, args=[spec.name])
            assert re.search(rf'<a [^>]*href="{url}"[^>]*>{text}</a>', item), (spec.name, name)
        assert "Nobody has played today" in item


def test_the_boards_page_counts_todays_players_and_creates_nothing(client: Client) -> None:
    from leaderboards import daily
    from leaderboards.models import DailyChallenge

    client.get("/boards/")
    assert not DailyChallenge.objects.exists()  # reading only
    challenge = daily.ensure_challenge("sheepshead", daily.today())
    DailyChallenge.objects.filter(pk=challenge.pk).update(players=3)
    body = client.get("/boards/").content.decode()
    sheepshead = body.split('data-game="sheepshead">')[1].split("</li>\n    \n")[0]
    assert "3 players today" in sheepshead


def test_the_boards_page_rejects_post(client: Client) -> None:
    assert client.post("/boards/").status_code == 405


@pytest.mark.parametrize("path", ["/", "/boards/", "/games/", "/rules/sheepshead/",
                                  "/daily/sheepshead/", "/daily/sheepshead/week/",
                                  "/me/stats/", "/accounts/login/", "/no/such/page/"])
def test_every_page_links_the_dailies_and_the_boards(client: Client, path: str) -> None:
    body = client.get(path).content.decode()
    header = body.split('<header class="site-header">')[1].split("</header>")[0]
    assert re.search(r'<a href="/#dailies" data-testid="header-daily">Daily</a>', header)
    boards = re.search(r'<a href="/boards/" data-testid="header-boards"( aria-current="page")?>'
                       r"Boards</a>", header)
    assert boards, header
    # The current page is marked as such: the boards page only.
    assert bool(boards.group(1)) == (path == "/boards/")


def test_a_table_keeps_its_header_to_itself(client: Client) -> None:
    client.get("/")
    created = client.post("/api/tables/", {"game": "sheepshead"}, content_type="application/json")
    assert created.status_code == 201
    body = client.get(created.json()["url"]).content.decode()
    header = body.split('<header class="site-header">')[1].split("</header>")[0]
    assert "header-daily" not in header and "header-boards" not in header
