"""A friends' group's pages in every language: the person's groups, the group's board today
and this week (a ranked and a provisional result on it), the page its link opens, a refusal,
and the lobby and boards pages with the groups' lines: no English left in their text or in
what they say to screen readers; Hebrew right to left."""

from __future__ import annotations

import pytest
import time_machine
from django.conf import settings

from tests.groups.conftest import WEDNESDAY, Guest, at, join, player_of, result, start_group
from tests.leaderboards.test_pages_in_every_language import LANGUAGES, english_in


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_groups_pages_read_in_the_language(transactional_db: None, language: str) -> None:
    with time_machine.travel(at(WEDNESDAY, 15), tick=False):
        ann, bob, stranger = Guest(), Guest(), Guest()
        group = start_group(ann, "Klubben")
        join(bob, group)
        result(player_of(ann), "sheepshead", WEDNESDAY, 12)
        result(player_of(bob), "sheepshead", WEDNESDAY, -3, provisional=True)
        keep = {settings.SITE_NAME, "Klubben", player_of(ann).nickname,
                player_of(bob).nickname, "UTC"}
        problems = {}
        for who, url in ((ann, "/groups/"), (ann, f"/groups/{group.pk}/"),
                         (bob, f"/groups/{group.pk}/week/"),
                         (stranger, f"/groups/join/{group.token}/"),
                         (stranger, "/groups/join/no-such-link-at-all/"),
                         (stranger, f"/groups/{group.pk}/"), (ann, "/"), (ann, "/boards/"),
                         (ann, "/daily/sheepshead/week/")):
            who.client.cookies[settings.LANGUAGE_COOKIE_NAME] = language
            response = who.client.get(url)
            assert response.status_code in (200, 404), (url, response.status_code)
            page = response.content.decode()
            direction = "rtl" if language == "he" else "ltr"
            assert f'<html lang="{language}" dir="{direction}">' in page, url
            if found := english_in(page, keep):
                problems[url] = sorted(found)
        assert not problems, problems
