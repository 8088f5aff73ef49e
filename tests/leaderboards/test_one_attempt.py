"""One ranked attempt per player per day: the lobby's Play for a real game only, and an
attempt no deletion frees. Resuming, refusing a second attempt and unranked replays are
every game's: tests/contract/test_daily_site.py."""

from __future__ import annotations

import pytest

from leaderboards.models import Entry
from tables.models import Table
from tests.leaderboards.conftest import Guest


def post(guest: Guest, url: str, address: str = "127.0.0.1"):
    return guest.client.post(url, HTTP_X_CSRFTOKEN=guest.csrf, REMOTE_ADDR=address)


def test_play_needs_post_and_a_real_game(guest: Guest) -> None:
    assert guest.get("/daily/sheepshead/play/").status_code == 405
    assert post(guest, "/daily/chess/play/").status_code == 404
    assert Table.objects.count() == 0 and Entry.objects.count() == 0


def test_deleting_the_ranked_table_does_not_free_a_second_attempt(guest: Guest) -> None:
    from django.db.models import RestrictedError

    response = post(guest, "/daily/sheepshead/play/")
    table = Table.objects.get(pk=response["Location"].split("/")[-2])
    with pytest.raises(RestrictedError):
        table.delete()
    assert post(guest, "/daily/sheepshead/play/")["Location"] == response["Location"]
