"""The Shiesta daily's boards: the day ranked by place, then by the person's turns (fewer
first); the weekly and all-time boards by the average place, lowest first."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator
from typing import Any

import pytest
import time_machine

from accounts.models import Player
from leaderboards import boards, daily, periods
from leaderboards.models import Result
from shiesta.tests.played import place_and_turns, play_daily, shiesta_result
from tests.game_site import daily_format
from tests.leaderboards.conftest import at
from tests.played import player_of
from tests.tables.conftest import Guest, established

DAY = dt.date(2026, 12, 3)  # a Thursday


@pytest.fixture(autouse=True)
def _earlier_format() -> Iterator[None]:
    """The daily of one game, as it was played before matches: the days played so keep it
    (tests/leaderboards/test_daily_formats_play.py plays today's format)."""
    with daily_format("shiesta", "games-1"):
        yield


@pytest.fixture(autouse=True)
def _frozen() -> Iterator[None]:
    with time_machine.travel(at(DAY, 15), tick=False):
        yield


def board_rows(guest: Guest, day: str = "today") -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = guest.get(f"/api/daily/shiesta/{day}/board/").json()["rows"]
    return rows


def test_equal_places_rank_by_fewer_turns(guest: Guest) -> None:
    challenge = daily.ensure_challenge("shiesta", DAY)
    names = ("Slow", "Quick", "Winner", "Third", "Twin")
    slow, quick, winner, third, twin = (Player.objects.create(nickname=n) for n in names)
    # Finished in an order unlike the board's, so that finish times cannot explain it.
    for player, place, turns, hour in ((third, 3, 12, 9), (slow, 2, 40, 10),
                                       (quick, 2, 31, 11), (winner, 1, 60, 12),
                                       (twin, 2, 31, 13)):
        shiesta_result(challenge, place, turns, player, at(DAY, hour))
    rows = board_rows(guest)
    assert [(r["rank"], r["nickname"], r["total"], r["total_text"], r["result_text"])
            for r in rows] == [
        (1, "Winner", 1, "1st", "1st in 60 turns"),
        (2, "Quick", 2, "2nd", "2nd in 31 turns"),  # same key as Twin: one rank,
        (2, "Twin", 2, "2nd", "2nd in 31 turns"),   # the earlier finish listed first
        (4, "Slow", 2, "2nd", "2nd in 40 turns"),
        (5, "Third", 3, "3rd", "3rd in 12 turns"),  # fewest turns, but a worse place
    ]
    stand = boards.standing(challenge, slow)
    assert stand is not None and (stand.rank, stand.players, stand.behind) == (4, 5, 1)


def test_real_games_land_on_the_board_in_place_then_turns_order(guest: Guest) -> None:
    """Guests who play differently: the board agrees with their games' outcomes."""
    found: dict[str, tuple[int, int]] = {}
    for choose in (0, 1, 2, 3, 5, 8):
        person = established(Guest())
        found[player_of(person).nickname] = place_and_turns(play_daily(person, choose))
        if len(set(found.values())) >= 3:
            break
    assert len(set(found.values())) >= 2, "every guest had the same result"
    rows = board_rows(guest)
    assert [r["nickname"] for r in rows] == sorted(found, key=lambda n: found[n])
    expected = sorted(found.values())
    assert [r["rank"] for r in rows] == [1 + expected.index(key) for key in expected]
    assert all(r["total"] == found[r["nickname"]][0] for r in rows)


def test_week_and_all_time_rank_the_lowest_average_place_first(guest: Guest,
                                                               settings: Any) -> None:
    settings.LEADERBOARD_MIN_DAYS = {"week": 2, "all": 3}
    names = ("Steady", "Streaky", "Short", "Me")
    steady, streaky, short, me = (Player.objects.create(nickname=n) for n in names)
    monday = DAY - dt.timedelta(days=DAY.weekday())
    days = [daily.ensure_challenge("shiesta", monday + dt.timedelta(days=i)) for i in range(3)]
    for challenge, places in zip(days, ((2, 1, 1, 4), (2, 4, 1, 2), (2, 1, None, 3)),
                                 strict=True):
        for player, place in zip((steady, streaky, short, me), places, strict=True):
            if place is not None:
                shiesta_result(challenge, place, 30 + place, player)
    week = periods.week("shiesta", DAY)
    rows = boards.period_rows(week)
    # Averages 1.0 (Short, two days), 2.0 (Streaky and Steady: more days first, then the
    # better best day), 3.0 (Me); turns play no part in a week.
    assert [(r.rank, r.nickname, r.average_text, r.days, r.best_text) for r in rows] == [
        (1, "Short", "1.0", 2, "1st"), (2, "Streaky", "2.0", 3, "1st"),
        (2, "Steady", "2.0", 3, "2nd"), (4, "Me", "3.0", 3, "2nd")]
    everybody = boards.period_rows(periods.all_time("shiesta"))
    assert [r.nickname for r in everybody] == ["Streaky", "Steady", "Me"]  # Short: 2 days
    assert [r.nickname for r in boards.provisional_rows(periods.all_time("shiesta"))] == [
        "Short"]
    mine = boards.own_period_row(week, me)
    assert mine is not None and mine.rank == 4 and mine.best_text == "2nd"


def test_the_week_page_reads_as_places(guest: Guest, settings: Any) -> None:
    settings.LEADERBOARD_MIN_DAYS = {"week": 1, "all": 1}
    me = player_of(guest)
    for offset, place in ((0, 3), (1, 1)):
        challenge = daily.ensure_challenge("shiesta", DAY - dt.timedelta(days=offset))
        shiesta_result(challenge, place, 25, me)
    page = guest.get("/daily/shiesta/week/").content.decode()
    rule = re.search(r'data-testid="period-rule">(.*?)</p>', page, re.S)
    assert rule and rule.group(1).startswith(
        "Ranked by the average daily result over the days played (the place, or in a match "
        "the sum of the places), lowest first.")
    standing = re.search(r'data-testid="standing">(.*?)</p>', page, re.S)
    assert standing and "average <strong>2.0</strong> over 2 days, best day 1st." in \
        standing.group(1)
    section = page.split('class="board-page"')[1]
    assert not re.search(r"(?<![\d:])\+\d|daily total|points", section)
    all_time = guest.get("/daily/shiesta/all-time/").content.decode()
    assert ("Ranked by the average daily result over the days played (the place, or in a "
            "match the sum of the places), lowest first.") in all_time
    assert Result.objects.filter(game="shiesta").count() == 2
