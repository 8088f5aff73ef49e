"""A game's daily may change format (one game, then a match of several): each day keeps the
format it was played in, and no board ranks two formats together. The weekly and all-time
boards rank today's format and link to the earlier one's; a day's board names its format; the
statistics note an earlier format's days and chart only today's."""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Iterator

import pytest
import time_machine

from leaderboards import daily
from leaderboards.models import DailyChallenge, Result
from tables import registry
from tests.leaderboards.conftest import Guest, at, established, established_player, play_low
from tests.leaderboards.fake_game import NAME, SPEC

ONE = registry.DailyFormat("one", "One round", 2, {"variant": 1})
MATCH = registry.DailyFormat("match", "A match", 2, {"variant": 3},
                             format_total=lambda total: f"{total} in all")
DAY = dt.date(2026, 11, 23)  # a Monday: the change comes on Thursday


@pytest.fixture
def two_formats(transactional_db: None) -> Iterator[None]:
    """The fake game played in one format, then (from Thursday) in another."""
    registry.register(dataclasses.replace(SPEC, daily_formats=(ONE, MATCH)))
    try:
        yield
    finally:
        registry.unregister(NAME)


def changed_format() -> None:
    registry.register(dataclasses.replace(SPEC, daily_formats=(MATCH, ONE)))


def play_on(day: dt.date, player: object, total: int) -> None:
    with time_machine.travel(at(day, 10), tick=False):
        play_low(player, [total])  # type: ignore[arg-type]


def test_days_keep_their_format_and_boards_rank_one(two_formats: None) -> None:
    me, other = established_player(), established_player()
    for n in range(3):  # Monday to Wednesday: one round
        play_on(DAY + dt.timedelta(days=n), me, 2)
        play_on(DAY + dt.timedelta(days=n), other, 5)
    changed_format()
    for n in range(3, 6):  # Thursday to Saturday: the match
        play_on(DAY + dt.timedelta(days=n), me, 30)
    formats = dict(DailyChallenge.objects.values_list("date", "format"))
    assert [formats[DAY + dt.timedelta(days=n)] for n in range(6)] == ["one"] * 3 + ["match"] * 3
    assert set(Result.objects.values_list("format", flat=True)) == {"one", "match"}

    guest = Guest()
    with time_machine.travel(at(DAY + dt.timedelta(days=5), 12), tick=False):
        week = guest.get(f"/daily/{NAME}/week/").content.decode()
        earlier = guest.get(f"/daily/{NAME}/week/?format=one").content.decode()
        missing = guest.get(f"/daily/{NAME}/all-time/?format=nonsense")
        old_day = guest.get(f"/daily/{NAME}/{DAY.isoformat()}/").content.decode()
        boards_said = [guest.get(f"/api/daily/{NAME}/{day}/board/").json()
                       for day in (DAY.isoformat(), "today")]
    # This week's board: the match's three days alone (30 a day), the one-round days apart.
    assert 'data-testid="board-format">A match<' in week
    assert "30 in all" in week and "2 strokes" not in week
    assert f"/daily/{NAME}/week/?format=one" in week  # the link to the earlier format
    assert 'data-testid="board-format">One round<' in earlier
    assert "2 strokes" in earlier and "30 in all" not in earlier
    assert missing.status_code == 404
    assert 'data-testid="board-format">One round<' in old_day
    # The API's boards say their format too: a client comparing days tells them apart.
    assert [(b["format"], b["format_label"]) for b in boards_said] == [
        ("one", "One round"), ("match", "A match")]


def test_the_statistics_note_an_earlier_format_and_chart_todays(two_formats: None) -> None:
    guest = established(Guest())
    player = guest.me()
    play_on(DAY, player, 2)
    changed_format()
    play_on(DAY + dt.timedelta(days=1), player, 30)
    with time_machine.travel(at(DAY + dt.timedelta(days=1), 12), tick=False):
        html = guest.get("/me/stats/").content.decode()
    assert "30 in all" in html
    assert "2 strokes <span class=\"note\">(One round)</span>" in html


def test_a_new_challenge_takes_the_format_of_its_day(two_formats: None) -> None:
    challenge = daily.ensure_challenge(NAME, DAY)
    assert (challenge.format, challenge.options) == ("one", {"variant": 1})
    changed_format()
    assert daily.ensure_challenge(NAME, DAY).format == "one"  # made: it stays
    later = daily.ensure_challenge(NAME, DAY + dt.timedelta(days=1))
    assert (later.format, later.options) == ("match", {"variant": 3})
