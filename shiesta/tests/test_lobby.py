"""Shiesta on the site's pages: the lobby's card and "Browse all games" list it with its
one-line description, its table sizes, its rules and its daily; its rules page opens."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from tables import registry

pytestmark = pytest.mark.django_db

BLURB = ("Shed your cards before the others: a 3 makes the next player pick up, a 7 turns "
         "play around, a 10 burns the pile.")


def test_browse_all_games_lists_shiesta() -> None:
    client = Client()
    lobby = client.get("/").content.decode()
    assert 'href="/games/"' in lobby  # the lobby's "Browse all games"
    page = client.get("/games/").content.decode()
    item = re.search(r'<li class="game-card" data-game="shiesta">(.*?)</li>\s*</ul>', page, re.S)
    assert item, "Shiesta is not on the list of games"
    text = item.group(1)
    assert re.search(r'<h2 id="games-shiesta"><a [^>]*href="/#game-shiesta">Shiesta</a></h2>',
                     text)
    assert f"<p>{BLURB}</p>" in text and "3 to 5 players" in text
    assert 'href="/rules/shiesta/">How to play Shiesta<' in text
    assert 'href="/daily/shiesta/">Today\'s Shiesta daily board<' in text
    # After Sheepshead, the registry's order.
    assert page.index('data-game="sheepshead"') < page.index('data-game="shiesta"')


def test_the_lobby_has_shiestas_card_with_its_daily() -> None:
    body = Client().get("/").content.decode()
    card = re.search(r'<article [^>]*data-game-card="shiesta"[^>]*>(.*?)</article>', body, re.S)
    assert card, "no Shiesta card in the lobby"
    text = card.group(1)
    assert f'<p class="blurb">{BLURB}</p>' in text
    assert 'href="/rules/shiesta/"' in text and 'data-new-game="shiesta"' in text
    # Its daily is in the strip of today's dailies above the games; its boards on /boards/.
    daily = body.split('data-testid="daily-card" data-game="shiesta">')[1].split("</section>")[0]
    assert 'action="/daily/shiesta/play/"' in daily and 'data-action="play-daily"' in daily
    boards = Client().get("/boards/").content.decode()
    for url in ("/daily/shiesta/", "/daily/shiesta/week/", "/daily/shiesta/all-time/"):
        assert f'href="{url}"' in boards, url


def test_the_rules_and_the_empty_boards_open() -> None:
    client = Client()
    rules = client.get(registry.get("shiesta").rules_url)
    assert rules.status_code == 200 and "Shiesta" in rules.content.decode()
    for url in ("/daily/shiesta/", "/daily/shiesta/week/", "/daily/shiesta/all-time/"):
        response = client.get(url)
        assert response.status_code == 200, url
        assert "Shiesta daily" in response.content.decode()
