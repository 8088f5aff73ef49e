"""One ranked attempt per player per day."""

from __future__ import annotations

import pytest

from leaderboards.models import Entry, Result
from tables.models import Table
from tests.leaderboards.conftest import Guest, finish, play_daily


def post(guest: Guest, url: str, address: str = "127.0.0.1"):
    return guest.client.post(url, HTTP_X_CSRFTOKEN=guest.csrf, REMOTE_ADDR=address)


def test_play_resumes_the_one_ranked_table(guest: Guest) -> None:
    first = post(guest, "/daily/sheepshead/play/")
    second = post(guest, "/daily/sheepshead/play/")
    assert first.status_code == second.status_code == 302
    assert first["Location"] == second["Location"]
    assert Entry.objects.filter(ranked=True).count() == 1


def test_a_second_ranked_attempt_is_refused_and_changes_nothing(guest: Guest) -> None:
    play_daily(guest)
    tables = Table.objects.count()
    response = post(guest, "/daily/sheepshead/play/")
    assert response.status_code == 403
    assert "one ranked attempt a day" in response.content.decode()
    assert Table.objects.count() == tables and Result.objects.count() == 1


def test_play_needs_post_and_a_real_game(guest: Guest) -> None:
    assert guest.get("/daily/sheepshead/play/").status_code == 405
    assert post(guest, "/daily/chess/play/").status_code == 404
    assert Table.objects.count() == 0 and Entry.objects.count() == 0


def test_replaying_unranked_needs_a_finished_ranked_attempt(guest: Guest) -> None:
    assert post(guest, "/daily/sheepshead/replay/").status_code == 403
    post(guest, "/daily/sheepshead/play/")
    assert post(guest, "/daily/sheepshead/replay/").status_code == 403  # not finished yet


def test_an_unranked_replay_deals_the_same_cards_and_counts_nowhere(guest: Guest) -> None:
    ranked = play_daily(guest)
    response = post(guest, "/daily/sheepshead/replay/")
    assert response.status_code == 302
    replay = finish(guest, response["Location"], choose=1)
    assert replay.seed == ranked.seed and replay.mode == "daily"
    assert Result.objects.count() == 1 and Result.objects.get().table == ranked
    assert not Entry.objects.get(table=replay).ranked


def test_deleting_the_ranked_table_does_not_free_a_second_attempt(guest: Guest) -> None:
    from django.db.models import RestrictedError

    response = post(guest, "/daily/sheepshead/play/")
    table = Table.objects.get(pk=response["Location"].split("/")[-2])
    with pytest.raises(RestrictedError):
        table.delete()
    assert post(guest, "/daily/sheepshead/play/")["Location"] == response["Location"]
