"""Daily Shiesta's own rules through the site: one game a day for four, started by the
person; both guests open the same game after the swap; a result of the replayed game's
place, then its turns. What every game's daily does (the same deal for everybody, one ranked
attempt, a verified result...) is the contract suite's (tests/contract/test_daily_site.py);
the board's words are tests/test_daily_board.py's and test_daily_words.py's."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest
import time_machine

from leaderboards.models import DailyChallenge, Result
from leaderboards.ranking import pack_key
from shiesta.tests.played import place_and_turns, play_daily
from tests.game_site import daily_format, ranked_table
from tests.played import player_of, state_of
from tests.tables.conftest import Guest


@pytest.fixture(autouse=True)
def _earlier_format() -> Iterator[None]:
    """The daily of one game, as it was played before matches: the days played so keep it
    (tests/contract/test_daily_formats.py plays today's format)."""
    with daily_format("shiesta", "games-1"):
        yield


@pytest.fixture(autouse=True)
def _frozen() -> Iterator[None]:
    """Every test on one fixed day, whatever the date it runs on."""
    with time_machine.travel(dt.datetime(2026, 12, 1, 12, tzinfo=dt.UTC), tick=False):
        yield


def test_the_daily_is_one_game_for_four_started_by_the_person(guest: Guest) -> None:
    ranked_table(guest, "shiesta")
    challenge = DailyChallenge.objects.get(game="shiesta")
    # The daily is one game (a match of one), started by the person (H5).
    assert (challenge.seats, challenge.options) == (
        4, {"game": 1, "turn_limit": 600, "games": 1})


def test_both_guests_open_the_same_game_after_the_swap(guest: Guest) -> None:
    other = Guest()
    tables = [ranked_table(guest, "shiesta"), ranked_table(other, "shiesta")]
    for person, table in zip((guest, other), tables, strict=True):
        view = person.get(f"/api/tables/{table.pk}/").json()["view"]
        assert person.act(str(table.pk), view["version"], {"type": "ready"}).status_code == 200
    first, second = (state_of(t) for t in tables)
    assert first.phase.name == second.phase.name == "PLAY"
    assert first.starter == second.starter == 0  # the first game of a table: the person (H5)
    assert first == second  # the same opening, the same computers' first plays


def test_the_result_is_the_replayed_games_place_and_turns(guest: Guest) -> None:
    table = play_daily(guest)
    place, turns = place_and_turns(table)
    result = Result.objects.get()
    assert (result.table, result.player) == (table, player_of(guest))
    assert (result.total, result.round_scores) == (place, [place])
    assert result.key == [place, turns] and result.rank_key == pack_key((place, turns))
    assert turns == state_of(table).turns[0] > 0
    challenge = DailyChallenge.objects.get()
    assert challenge.players == 1 and challenge.histogram == {str(place): 1}
