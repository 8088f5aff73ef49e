"""A result that cannot be recorded for an unexpected reason is never lost quietly: it is
logged as an error with its table, retried after commit by a task, and swept up by a
periodic task; a record that does not verify is reported once and left alone."""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Callable
from typing import Any

import pytest
import time_machine

from accounts.guests import create_guest
from leaderboards import aggregates, daily, results, tasks
from leaderboards.models import DailyChallenge, Entry, Result
from tables import registry, services
from tables.models import Action, Table
from tests.leaderboards.conftest import Guest, at, play_daily, play_low


class Broken:
    """``aggregates.count`` failing its first ``times`` calls (None: always), as a bug or a
    lost database connection in the result hook would."""

    def __init__(self, times: int | None) -> None:
        self.times, self.calls = times, 0
        self.real: Callable[..., None] = aggregates.count

    def __call__(self, *args: Any) -> None:
        self.calls += 1
        if self.times is None or self.calls <= self.times:
            raise RuntimeError("the database went away")
        self.real(*args)


@pytest.fixture
def broken(monkeypatch: pytest.MonkeyPatch) -> Callable[[int | None], Broken]:
    def install(times: int | None) -> Broken:
        hook = Broken(times)
        monkeypatch.setattr(aggregates, "count", hook)
        return hook
    return install


def errors(caplog: pytest.LogCaptureFixture, words: str) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.levelno >= logging.ERROR and words in r.getMessage()]


def test_a_result_hook_that_fails_once_is_recorded_by_the_retry(
        guest: Guest, broken: Callable[[int | None], Broken],
        caplog: pytest.LogCaptureFixture) -> None:
    hook = broken(1)
    table = play_daily(guest)
    assert hook.calls == 2  # the hook inside the finishing action, then the retry task
    result = Result.objects.get()
    assert result.table == table and result.rank_key == -result.total
    assert DailyChallenge.objects.get().players == 1
    (logged,) = errors(caplog, "could not record the result")
    assert str(table.pk) in logged.getMessage() and logged.exc_info is not None


def test_the_task_retries_its_own_failure(
        transactional_db: None, low_game: registry.GameSpec,
        broken: Callable[[int | None], Broken], caplog: pytest.LogCaptureFixture) -> None:
    hook = broken(None)
    table = play_low(None, [2, 3])  # the hook, then the task (inline: it cannot wait) fail
    assert hook.calls == 2 and not Result.objects.exists()
    assert len(errors(caplog, "failed again; the sweep will retry it")) == 1
    hook.times = 3  # fails once more, then works
    caplog.clear()
    # As a worker runs it: a failure is retried (by Celery, inline when applied).
    tasks.record_entry.apply((Entry.objects.get(table=table).pk,), throw=False)
    assert hook.calls == 4 and Result.objects.get().table == table
    assert len(errors(caplog, "attempt 1 at recording daily entry")) == 1
    assert not errors(caplog, "attempt 2")


def test_the_sweep_records_a_result_the_retries_could_not(
        transactional_db: None, low_game: registry.GameSpec,
        broken: Callable[[int | None], Broken], monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    hook = broken(None)
    table = play_low(None, [2, 3])
    assert hook.calls == 2  # the hook, then the task
    assert not Result.objects.exists() and Entry.objects.get().failure == ""
    assert results.missing(daily.today()) == [Entry.objects.get().pk]
    monkeypatch.setattr(aggregates, "count", hook.real)  # fixed, say, by a deploy
    assert tasks.sweep_missing_results() == 1
    result = Result.objects.get()
    assert result.table == table and result.total == 5 and result.round_scores == [2, 3]
    assert DailyChallenge.objects.get(game=low_game.name).players == 1
    assert tasks.sweep_missing_results() == 0  # idempotent: the result is there
    assert results.record_entry(Entry.objects.get().pk) == result
    assert Result.objects.count() == 1 and DailyChallenge.objects.get().players == 1


def test_a_tampered_log_found_by_the_sweep_is_reported_once(
        transactional_db: None, low_game: registry.GameSpec,
        broken: Callable[[int | None], Broken], monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    hook = broken(None)
    table = play_low(None, [2, 3])
    Action.objects.filter(table=table).update(action={"rounds": [0, 0], "turns": 0})
    monkeypatch.setattr(aggregates, "count", hook.real)
    caplog.clear()
    assert tasks.sweep_missing_results() == 0
    assert tasks.sweep_missing_results() == 0
    assert len(errors(caplog, "not verified")) == 1
    assert str(table.pk) in errors(caplog, "not verified")[0].getMessage()
    assert Entry.objects.get().failure.startswith("not verified: the action log does not rebuild")
    assert not Result.objects.exists() and results.missing(daily.today()) == []


def test_the_sweep_takes_only_finished_ranked_attempts_of_two_days_in_time(
        transactional_db: None, low_game: registry.GameSpec,
        broken: Callable[[int | None], Broken]) -> None:
    broken(None)  # no result gets recorded: all of these would be missing
    today, yesterday = daily.today(), daily.today() - dt.timedelta(days=1)
    with time_machine.travel(at(today - dt.timedelta(days=2), 12), tick=False):
        play_low(None, [1])  # the day before yesterday: outside the sweep
    with time_machine.travel(at(yesterday, 23, 30), tick=False):
        in_time = play_low(None, [1])
        replay = daily.play_unranked(in_time.owner, low_game.name)  # unranked: never
        finish(replay, [1])
        late = daily.play_ranked(create_guest(), low_game.name)
        daily.play_ranked(create_guest(), low_game.name)  # never finished
    with time_machine.travel(at(today, 3), tick=False):  # after the grace period
        finish(late, [1])
        now = play_low(None, [1])
    Entry.objects.filter(table=late).update(failure="")  # as if never judged
    expected = Entry.objects.filter(table__in=[in_time, now]).values_list("pk", flat=True)
    assert sorted(results.missing(today)) == sorted(expected)


def finish(table: Table, rounds: list[int]) -> None:
    services.submit_action(table.owner, table.pk, table.version,
                           {"rounds": rounds, "turns": 0})


def test_too_late_and_not_verified_are_stored_on_the_entry(
        transactional_db: None, low_game: registry.GameSpec,
        caplog: pytest.LogCaptureFixture) -> None:
    today = daily.today()
    with time_machine.travel(at(today - dt.timedelta(days=1), 23, 30), tick=False):
        table = daily.play_ranked(create_guest(), low_game.name)
    with time_machine.travel(at(today, 2), tick=False):
        finish(table, [4])
    assert Entry.objects.get(table=table).failure.startswith("too late: finished")
    assert Table.objects.get(pk=table.pk).status == "finished" and not Result.objects.exists()
    assert not errors(caplog, "")  # too late is the player's doing, not an error
