"""Daily Shakipesh's own rules through the site: one round of two players a day, a result of
the cards left, then the turns taken, and a board ranked by them, ties sharing a place.
What every game's daily does (the same deal for everybody, one ranked attempt, a verified
result...) is the contract suite's (tests/contract/test_daily_site.py)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest
import time_machine

from accounts.models import Player
from leaderboards import daily
from leaderboards.models import DailyChallenge, Result
from leaderboards.ranking import pack_key
from shakipesh.engine import ENGINE
from shakipesh.tests.played import person
from tests.game_site import daily_format, ranked_table
from tests.leaderboards.conftest import add_result, at
from tests.played import play_daily, player_of, state_of
from tests.tables.conftest import Guest

DAY = dt.date(2026, 12, 1)


@pytest.fixture(autouse=True)
def _earlier_format() -> Iterator[None]:
    """The daily of one round, as it was played before matches: the days played so keep it
    (tests/contract/test_daily_formats.py plays today's format)."""
    with daily_format("shakipesh", "limit-1"):
        yield


@pytest.fixture(autouse=True)
def _frozen() -> Iterator[None]:
    """Every test on one fixed day, whatever the date it runs on."""
    with time_machine.travel(dt.datetime(2026, 12, 1, 12, tzinfo=dt.UTC), tick=False):
        yield


def test_the_daily_is_one_round_of_two_begun_by_the_person(guest: Guest) -> None:
    table = ranked_table(guest, "shakipesh")
    challenge = DailyChallenge.objects.get(game="shakipesh")
    assert (challenge.seats, challenge.options) == (2, {"limit": 1})
    assert table.version == 0  # the person begins (K5): nobody has moved yet


def test_the_result_is_the_cards_left_then_the_turns(guest: Guest) -> None:
    table = play_daily(guest, "shakipesh", person())
    state = state_of(table)
    outcome = ENGINE.outcome(state)
    assert outcome is not None and len(state.history) == 1  # one round (limit 1)
    cards, turns = outcome.scores[0], state.turns[0]
    assert outcome.keys[0] == (cards, turns) and cards == state.history[0].scores[0]
    result = Result.objects.get()
    assert (result.table, result.player) == (table, player_of(guest))
    assert (result.total, result.round_scores) == (cards, [cards])
    assert result.key == [cards, turns] and result.rank_key == pack_key((cards, turns))


def test_the_board_ranks_fewest_cards_then_fewest_turns_and_ties_share(guest: Guest) -> None:
    challenge = daily.ensure_challenge("shakipesh", DAY)
    names = ("Stuck", "Quick", "Slow", "Twin", "Other twin")
    stuck, quick, slow, twin, other = (Player.objects.create(nickname=n) for n in names)
    for player, cards, turns, hour in ((stuck, 7, 12, 9), (slow, 0, 14, 10), (twin, 3, 11, 11),
                                       (quick, 0, 9, 12), (other, 3, 11, 13)):
        add_result(challenge, cards, at(DAY, hour), player, [cards], (cards, turns))
    rows = guest.get("/api/daily/shakipesh/today/board/").json()["rows"]
    assert [(r["rank"], r["nickname"], r["total"], r["result_text"]) for r in rows] == [
        (1, "Quick", 0, "out in 9 turns"),
        (2, "Slow", 0, "out in 14 turns"),  # out too, in more turns
        (3, "Twin", 3, "3 cards left after 11 turns"),  # equal cards and turns share a rank,
        (3, "Other twin", 3, "3 cards left after 11 turns"),  # the earlier finish first
        (5, "Stuck", 7, "7 cards left after 12 turns"),
    ]
