"""Daily Sixes' own rules through the site: one game of Sixes a day for four, started by the
person; a result of the person's score, and a board ranked by it with the lowest first and
ties sharing a place. What every game's daily does (the same deal for everybody, one ranked
attempt, a verified result...) is the contract suite's (tests/contract/test_daily_site.py)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest
import time_machine

from accounts.models import Player
from leaderboards import daily
from leaderboards.models import DailyChallenge, Result
from leaderboards.ranking import pack_key
from sixes.engine import ENGINE
from sixes.tests.played import person
from tests.game_site import daily_format, ranked_table
from tests.leaderboards.conftest import add_result, at
from tests.played import play_daily, player_of, state_of
from tests.tables.conftest import Guest

DAY = dt.date(2026, 12, 1)
OPTIONS = {"variant": "sixes", "memory": False, "games": 1, "starter": 0, "game": 1,
           "turn_limit": 40}


@pytest.fixture(autouse=True)
def _earlier_format() -> Iterator[None]:
    """The daily of one game, as it was played before matches: the days played so keep it
    (tests/contract/test_daily_formats.py plays today's format)."""
    with daily_format("sixes", "games-1"):
        yield


@pytest.fixture(autouse=True)
def _frozen() -> Iterator[None]:
    """Every test on one fixed day, whatever the date it runs on."""
    with time_machine.travel(dt.datetime(2026, 12, 1, 12, tzinfo=dt.UTC), tick=False):
        yield


def test_the_daily_is_one_game_of_sixes_for_four_begun_by_the_person(guest: Guest) -> None:
    table = ranked_table(guest, "sixes")
    challenge = DailyChallenge.objects.get(game="sixes")
    assert (challenge.seats, challenge.options) == (4, OPTIONS)
    assert table.version == 0  # the person starts (X7): nobody has moved yet


def test_the_result_is_the_replayed_games_score(guest: Guest) -> None:
    table = play_daily(guest, "sixes", person())
    outcome = ENGINE.outcome(state_of(table))
    assert outcome is not None
    score = outcome.scores[0]
    result = Result.objects.get()
    assert (result.table, result.player) == (table, player_of(guest))
    assert (result.total, result.round_scores) == (score, [score])
    assert result.key == [score] and result.rank_key == pack_key((score,))
    assert DailyChallenge.objects.get().histogram == {str(score): 1}


def test_the_board_ranks_the_lowest_score_first_and_ties_share(guest: Guest) -> None:
    challenge = daily.ensure_challenge("sixes", DAY)
    names = ("High", "Low", "Twin", "Other twin")
    high, low, twin, other = (Player.objects.create(nickname=n) for n in names)
    for player, score, hour in ((high, 27, 9), (twin, 14, 10), (low, 3, 11), (other, 14, 12)):
        add_result(challenge, score, at(DAY, hour), player, [score], (score,))
    rows = guest.get("/api/daily/sixes/today/board/").json()["rows"]
    assert [(r["rank"], r["nickname"], r["total"], r["total_text"], r["result_text"])
            for r in rows] == [
        (1, "Low", 3, "3", "3 points"),
        (2, "Twin", 14, "14", "14 points"),  # equal scores share a rank (X3),
        (2, "Other twin", 14, "14", "14 points"),  # the earlier finish listed first
        (4, "High", 27, "27", "27 points"),
    ]
