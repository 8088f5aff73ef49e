"""The daily stores its setup (seats and options) when it is made, opens its tables with it
and verifies results against it, not against the game's setup of the moment."""

from __future__ import annotations

import dataclasses
import datetime as dt
from typing import Any

import pytest

from leaderboards import daily, results
from leaderboards.models import DailyChallenge, Entry, Result
from tables import registry
from tables.models import Table
from tests.leaderboards.conftest import play_low
from tests.leaderboards.fake_game import NAME, SPEC


@pytest.fixture
def set_daily(low_game: registry.GameSpec) -> Any:
    """Change the fake game's daily setup, as a new release of the game might. The changed
    spec replaces the registered one, and ``low_game`` removes it after the test: with
    monkeypatch, whose undo ran after that removal, the fake game came back and every later
    test of that worker saw it (the contract suite's oracle check failed in CI)."""
    def change(**setup: Any) -> None:
        registry.register(dataclasses.replace(SPEC, **setup))
    return change


def test_the_challenge_stores_the_setup_it_was_made_with(
        transactional_db: None, low_game: registry.GameSpec) -> None:
    assert daily.table_setup(low_game) == (2, {"variant": 1})
    challenge = daily.ensure_challenge(NAME, daily.today())
    assert (challenge.seats, challenge.options) == (2, {"variant": 1})
    sheepshead = daily.ensure_challenge("sheepshead", daily.today())
    assert (sheepshead.seats, sheepshead.options) == daily.table_setup(registry.get("sheepshead"))


def test_a_later_change_of_the_games_setup_leaves_the_day_alone(
        transactional_db: None, set_daily: Any) -> None:
    first = play_low(None, [3])
    set_daily(daily_formats=(registry.DailyFormat("seven", "Seven", 3, {"variant": 7}),))
    second = play_low(None, [4])  # opened from the day's row, not the game's new setup
    assert [(len(t.seats), t.options) for t in (first, second)] == [(2, {"variant": 1})] * 2
    assert Result.objects.count() == 2
    tomorrow = daily.ensure_challenge(NAME, daily.today() + dt.timedelta(days=1))
    assert (tomorrow.seats, tomorrow.options) == (3, {"variant": 7})


@pytest.mark.parametrize("change", [{"options": {"variant": 2}}, {"seats": 3}])
def test_a_table_not_set_up_as_the_day_is_not_verified(
        transactional_db: None, low_game: registry.GameSpec, change: dict[str, Any]) -> None:
    table = play_low(None, [3])
    Result.objects.all().delete()
    DailyChallenge.objects.update(**change)
    with pytest.raises(results.NotVerified, match="seed and setup"):
        results.record_result(Entry.objects.select_related("challenge", "table").get())
    assert Table.objects.get(pk=table.pk).status == "finished"


def test_a_challenge_made_without_a_setup_gets_the_games_before_play(
        transactional_db: None, low_game: registry.GameSpec) -> None:
    DailyChallenge.objects.create(game=NAME, date=daily.today(), seed="s")  # by hand
    play_low(None, [2])
    challenge = DailyChallenge.objects.get()
    assert (challenge.seats, challenge.options) == (2, {"variant": 1})
    assert Result.objects.get().total == 2


def test_a_day_made_before_an_option_existed_still_verifies(
        transactional_db: None, low_game: registry.GameSpec) -> None:
    """A day stored before its engine gained an option (Sixes' match length, say) opens its
    tables with the option's default; the result verifies against the day as completed."""
    challenge = daily.ensure_challenge(NAME, daily.today())
    DailyChallenge.objects.filter(pk=challenge.pk).update(options={})  # the option unknown
    table = play_low(None, [3])
    assert table.options == {"variant": 1}
    assert Result.objects.filter(table=table).exists()
    assert not Entry.objects.get(table=table).failure


@pytest.mark.parametrize(("formats", "key"), [
    ((registry.DailyFormat("one", "One", 2), registry.DailyFormat("one", "Again", 3)), ""),
    ((registry.DailyFormat("one", "One", 2),), "two"),
    ((registry.DailyFormat("one", "One", 2, prefix_of="three"),), ""),
    ((), ""),
])
def test_a_slip_in_a_games_formats_is_refused_when_it_is_declared(
        low_game: registry.GameSpec, formats: tuple[registry.DailyFormat, ...],
        key: str) -> None:
    with pytest.raises(ValueError, match="daily format"):
        dataclasses.replace(low_game, daily_formats=formats, daily_format_key=key)
