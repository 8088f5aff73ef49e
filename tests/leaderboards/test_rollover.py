"""Days are UTC days: the daily changes at midnight UTC, whatever the clock elsewhere says."""

from __future__ import annotations

import datetime as dt

import time_machine

from leaderboards import daily
from leaderboards.models import DailyChallenge, Result
from leaderboards.tasks import create_dailies
from tests.leaderboards.conftest import Guest, at, finish

DAY = dt.date(2026, 11, 29)
NEXT = DAY + dt.timedelta(days=1)


def test_today_changes_at_midnight_utc() -> None:
    with time_machine.travel(at(DAY, 23, 59, 59), tick=False):
        assert daily.today() == DAY
        assert daily.next_start() == at(NEXT, 0)
    with time_machine.travel(at(NEXT, 0), tick=False):
        assert daily.today() == NEXT
        assert daily.next_start() == at(NEXT + dt.timedelta(days=1), 0)
    # 20:00 in Chicago on the 29th is already the 30th in UTC.
    chicago = dt.datetime(2026, 11, 29, 20, 0, tzinfo=dt.timezone(dt.timedelta(hours=-6)))
    with time_machine.travel(chicago, tick=False):
        assert daily.today() == NEXT


def test_a_daily_started_before_midnight_counts_for_its_own_day(guest: Guest) -> None:
    with time_machine.travel(at(DAY, 23, 58), tick=False):
        response = guest.client.post("/daily/sheepshead/play/", HTTP_X_CSRFTOKEN=guest.csrf)
    with time_machine.travel(at(NEXT, 0, 5), tick=False):
        table = finish(guest, response["Location"])
        result = Result.objects.get(table=table)
        assert result.date == DAY and result.challenge.date == DAY
        # The new day has a new challenge, and a new ranked attempt.
        again = guest.client.post("/daily/sheepshead/play/", HTTP_X_CSRFTOKEN=guest.csrf)
        assert again.status_code == 302 and again["Location"] != response["Location"]
    assert set(DailyChallenge.objects.values_list("date", flat=True)) == {DAY, NEXT}


def test_the_lobby_shows_when_the_next_daily_starts(guest: Guest) -> None:
    with time_machine.travel(at(DAY, 21, 30), tick=False):
        page = guest.get("/").content.decode()
    assert at(NEXT, 0).isoformat() in page
    assert "2\xa0hours, 30\xa0minutes" in page


def test_the_beat_task_creates_today_and_tomorrow_idempotently(transactional_db: None) -> None:
    with time_machine.travel(at(DAY, 23, 0), tick=False):
        create_dailies()
        create_dailies()  # a doubled beat run
    with time_machine.travel(at(NEXT, 0, 30), tick=False):
        assert daily.ensure_challenge("sheepshead", daily.today()).date == NEXT  # on demand
    rows = DailyChallenge.objects.filter(game="sheepshead").order_by("date")
    assert [(c.date, c.seed) for c in rows] == [
        (DAY, daily.day_seed("sheepshead", DAY)), (NEXT, daily.day_seed("sheepshead", NEXT))]


def test_the_beat_schedule_names_real_tasks(settings) -> None:
    from config.celery import app

    app.loader.import_default_modules()
    for entry in settings.CELERY_BEAT_SCHEDULE.values():
        assert entry["task"] in app.tasks


def test_an_attempt_finished_after_the_grace_period_is_not_ranked(guest: Guest) -> None:
    with time_machine.travel(at(DAY, 23, 50), tick=False):
        response = guest.client.post("/daily/sheepshead/play/", HTTP_X_CSRFTOKEN=guest.csrf)
    with time_machine.travel(at(NEXT, 1, 1), tick=False):  # the grace is one hour
        finish(guest, response["Location"])
        assert not Result.objects.exists()
        page = guest.get(f"/daily/sheepshead/{DAY.isoformat()}/").content.decode()
        assert 'data-testid="too-late"' in page
