"""Every page in every language (issue 11): with a played daily behind it (so that the boards,
the standing and the statistics have something to say), each page a person can open reads in
the chosen language, with no English left in its text or in what it says to screen readers."""

from __future__ import annotations

import re
import uuid

import pytest
from django.conf import settings
from django.utils import timezone

from accounts.models import Player
from tests.leaderboards.conftest import play_daily
from tests.tables.conftest import Guest
from tools.messages_check import _TextFinder

# Words that give English away; none of them is also a word of the other four languages.
ENGLISH = {"the", "and", "your", "you", "of", "with", "this", "that", "today", "play",
           "game", "games", "new", "daily", "board", "rules", "points", "deal", "deals",
           "score", "scores", "rank", "week", "player", "players", "there", "here", "what",
           "when", "which", "will", "would", "has", "been", "not", "are", "was",
           "sign", "nickname", "password", "account", "continue", "average", "each",
           "every", "how", "trick", "tricks", "trump", "trumps", "hint", "settings", "close",
           "yet", "finished", "picked", "won", "lost", "statistics", "change", "why"}
LANGUAGES = [code for code, _name in settings.LANGUAGES if code != "en"]


def english_in(html: str, keep: set[str]) -> set[str]:
    finder = _TextFinder()
    finder.feed(html)
    finder.close()
    words = set()
    for _line, text in finder.found:
        for name in keep:
            text = text.replace(name, " ")
        text = re.sub(r"https?://\S+", " ", text)  # the share text's link: URLs stay as they are
        found = {w for w in re.findall(r"[a-z]+", text.lower()) if w in ENGLISH}
        if found:
            words |= {f"{w}: {text[:80]}" for w in found}
    return words


@pytest.fixture
def pages(guest: Guest) -> list[str]:
    table = play_daily(guest)
    today = timezone.localdate().isoformat()
    return ["/", "/games/", "/rules/sheepshead/", "/me/stats/", "/me/nickname/",
            "/accounts/signup/", "/accounts/login/", "/daily/sheepshead/",
            "/daily/sheepshead/week/", "/daily/sheepshead/all-time/",
            f"/daily/sheepshead/{today}/", "/no-such-page/", f"/tables/{table.pk}/",
            f"/tables/{uuid.uuid4()}/"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_reads_in_the_language(guest: Guest, pages: list[str],
                                          language: str) -> None:
    guest.client.cookies[settings.LANGUAGE_COOKIE_NAME] = language
    nickname = Player.objects.get(pk=guest.client.session["player_id"]).nickname
    keep = {"Sheepshead", settings.SITE_NAME, nickname}
    problems = {}
    for url in pages:
        response = guest.client.get(url)
        assert response.status_code in (200, 404), (url, response.status_code)
        html = response.content.decode()
        assert f'<html lang="{language}"' in html, url
        found = english_in(html, keep)
        if found:
            problems[url] = sorted(found)
    assert not problems, problems
