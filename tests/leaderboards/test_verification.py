"""Results come only from finished ranked dailies whose action log replays to the game."""

from __future__ import annotations

import datetime as dt
import json

import pytest
import time_machine

from leaderboards import daily, results
from leaderboards.models import DailyChallenge, Entry, Result
from sheepshead.engine import state_from_json
from tables.models import Action, Table
from tests.leaderboards.conftest import Guest, at, finish, play_daily

FORCED_FIRST_DAY = dt.date(2026, 12, 4)


def test_a_finished_ranked_daily_records_its_verified_result(guest: Guest) -> None:
    table = play_daily(guest)
    result = Result.objects.get()
    state = state_from_json(table.state)
    assert result.table == table and result.player == table.owner
    assert result.total == state.totals[0] and result.rank_key == -result.total
    assert result.round_scores == [d.result.scores[0] for d in state.history]
    assert len(result.round_scores) == 10 and sum(result.round_scores) == result.total
    challenge = DailyChallenge.objects.get()
    assert challenge.players == 1 and challenge.histogram == {str(result.total): 1}
    assert challenge.round_best == result.round_scores and challenge.round_counts == [1] * 10


def test_a_tampered_action_log_gives_no_result(guest: Guest, caplog) -> None:
    """Frozen on a day whose deals make the seat's first logged action a forced one (the
    test once picked that action to rewrite, and failed on such days)."""
    with time_machine.travel(at(FORCED_FIRST_DAY, 12), tick=False):
        _tamper_and_finish(guest, caplog)


def _tamper_and_finish(guest: Guest, caplog) -> None:
    response = guest.client.post("/daily/sheepshead/play/", HTTP_X_CSRFTOKEN=guest.csrf)
    table_id = response["Location"].split("/")[-2]
    # Play to the last action, then rewrite an early logged action behind the server's back.
    view = guest.get(f"/api/tables/{table_id}/").json()["view"]
    while True:
        legal = view["legal_actions"]
        table = Table.objects.get(pk=table_id)
        last_deal = len(view["history"]) == 9 and len(view.get("tricks") or []) == 5
        if last_deal and len(legal) == 1:
            break
        view = guest.act(table_id, view["version"], legal[0]).json()["view"]
    # The first of the seat's logged actions that had another legal choice: which one that
    # is depends on the day's deals (the first can be forced).
    rows = Action.objects.filter(table=table, seat=0).order_by("seq")
    row, other = next((r, a) for r in rows for a in _legal_at(table, r.seq) if a != r.action)
    Action.objects.filter(pk=row.pk).update(action=other)
    finish(guest, f"/tables/{table_id}/")
    table.refresh_from_db()
    assert table.status == "finished"  # the game itself is not undone…
    assert not Result.objects.exists()  # …but it is not ranked
    reported = [r for r in caplog.records if "not verified" in r.getMessage()]
    assert len(reported) == 1 and reported[0].levelname == "ERROR"
    assert Entry.objects.get(table=table).failure.startswith("not verified: ")
    # Judged once: the sweep of missing results leaves it alone.
    assert results.sweep_missing(daily.today()) == 0
    assert len([r for r in caplog.records if "not verified" in r.getMessage()]) == 1


def _legal_at(table: Table, seq: int) -> list[dict]:
    from tables import services

    state = services.replay(table, upto=seq - 1)
    return [a.to_json() for a in services.registry.get("sheepshead").engine.legal_actions(state, 0)]


def test_practice_games_and_unranked_replays_give_no_result(guest: Guest) -> None:
    data = guest.new_table()
    finish(guest, data["url"])
    assert not Result.objects.exists()


@pytest.mark.parametrize("url", ["/api/tables/", "/api/daily/sheepshead/today/me/",
                                 "/api/daily/sheepshead/today/board/", "/daily/sheepshead/"])
def test_no_endpoint_takes_a_score(guest: Guest, url: str) -> None:
    body = json.dumps({"game": "sheepshead", "mode": "daily", "total": 99})
    response = guest.client.post(url, body, content_type="application/json",
                                 HTTP_X_CSRFTOKEN=guest.csrf)
    assert response.status_code in (400, 405)
    assert not Result.objects.exists()


def test_a_result_keeps_its_table_but_goes_with_its_player(guest: Guest) -> None:
    from django.db.models import RestrictedError

    table = play_daily(guest)
    with pytest.raises(RestrictedError):
        table.delete()
    table.owner.delete()
    assert not Result.objects.exists() and not Table.objects.exists()
