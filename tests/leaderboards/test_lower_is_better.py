"""A game where the lowest total wins: its day's board, its weekly and all-time boards and
everything shown come from its engine and spec (the fake game of fake_game.py)."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

import time_machine

from accounts.models import Player
from leaderboards import boards, daily, periods
from tables import registry
from tests.leaderboards.conftest import Guest, add_result, at, play_low

DAY = dt.date(2026, 11, 29)  # a Sunday


def board_section(html: str) -> str:
    """The leaderboards' own part of a page (the site's frame around it is not theirs)."""
    return html.split('class="board-page"')[1].rsplit("</section>", 1)[0]


def test_the_day_ranks_the_lowest_total_first_and_shows_it_the_games_way(
        guest: Guest, low_game: registry.GameSpec) -> None:
    me = guest.me()
    with time_machine.travel(at(DAY, 9), tick=False):
        play_low(None, [9, 9])
        play_low(me, [3, 4, 0])
        play_low(None, [1, 1, 1, 1])
        html = guest.get(f"/daily/{low_game.name}/").content.decode()
        me_json = guest.get(f"/api/daily/{low_game.name}/today/me/").json()
        board_json = guest.get(f"/api/daily/{low_game.name}/today/board/").json()
    assert [(r["rank"], r["total"], r["total_text"]) for r in board_json["rows"]] == [
        (1, 4, "4 strokes"), (2, 7, "7 strokes"), (3, 18, "18 strokes")]
    assert me_json["rank"] == 2 and me_json["total_text"] == "7 strokes"
    assert me_json["round_label"] == "Round" and me_json["better"] == "lower"
    assert me_json["round_scores"] == [3, 4, 0]
    assert me_json["round_scores_text"] == ["3 strokes", "4 strokes", "0 strokes"]
    share = html.split("data-share-text>")[1].split("</textarea>")[0]
    assert share.splitlines()[:3] == [
        "Lowgame daily, 29 November 2026", "Total 7 strokes, 2nd of 3",
        "Rounds: 3 strokes 4 strokes 0 strokes"]
    section = board_section(html)
    assert "Round by round" in section and ">7 strokes<" in section
    assert not re.search(r"deal|points|sheepshead", section, re.IGNORECASE)
    assert not re.search(r"(?<![\d:])\+\d", section)  # a signed total (not a UTC offset)


def test_the_histogram_bins_the_displayed_totals(transactional_db: None,
                                                 low_game: registry.GameSpec) -> None:
    for rounds in ([9, 9], [3, 4], [1, 1], [3, 4]):
        play_low(None, rounds)
    challenge = daily.existing_challenge(low_game.name, daily.today())
    assert challenge is not None
    bins = boards.histogram(challenge, 7)
    assert {b["low"]: b["count"] for b in bins if b["count"]} == {2: 1, 7: 2, 18: 1}
    assert [b["low"] for b in bins if b["mine"]] == [7]


def test_week_and_all_time_rank_the_lowest_average_first(
        guest: Guest, low_game: registry.GameSpec, settings: Any) -> None:
    settings.LEADERBOARD_MIN_DAYS = {"week": 2, "all": 2}
    names = ("Steady", "Lucky", "Short", "Even")
    steady, lucky, short, even = (Player.objects.create(nickname=n) for n in names)
    monday = dt.date(2026, 11, 23)
    with time_machine.travel(at(DAY, 12), tick=False):
        days = [daily.ensure_challenge(low_game.name, monday + dt.timedelta(days=i))
                for i in range(3)]
        for challenge, s, lk, e in zip(days, (4, 6, 5), (20, -10, 1), (5, 5, 5), strict=True):
            add_result(challenge, s, player=steady)
            add_result(challenge, lk, player=lucky)
            add_result(challenge, e, player=even)
        for challenge in days[:2]:
            add_result(challenge, 5, player=short)
        week = periods.week(low_game.name, DAY)
        rows = boards.period_rows(week)
        # Equal averages share a rank and list by more days, then the better (lower) best.
        assert [(r.rank, r.nickname, round(r.average, 2), r.days, r.best) for r in rows] == [
            (1, "Lucky", 3.67, 3, -10), (2, "Steady", 5.0, 3, 4), (2, "Even", 5.0, 3, 5),
            (2, "Short", 5.0, 2, 5)]
        assert rows[0].best_text == "-10 strokes"
        for player, rank in ((lucky, 1), (steady, 2), (short, 2)):
            mine = boards.own_period_row(week, player)
            assert mine is not None and mine.rank == rank
        assert periods.backend().rank(week, periods.Line(0, 5, 1, 5)) == 2
        assert periods.backend().rank(week, periods.Line(0, 3, 1, 3)) == 1
        page = guest.get(f"/daily/{low_game.name}/week/").content.decode()
        everything = boards.period_rows(periods.all_time(low_game.name))
    assert [r.nickname for r in everything] == ["Lucky", "Steady", "Even", "Short"]
    assert "lowest first" in page and "-10 strokes" in page
    assert not re.search(r"deal|points|(?<![\d:])\+\d", board_section(page), re.IGNORECASE)
