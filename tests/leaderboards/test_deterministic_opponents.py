"""In a daily the computers' choices depend only on the day and the actions so far."""

from __future__ import annotations

from leaderboards.models import Result
from tables.models import Action
from tests.leaderboards.conftest import Guest, play_daily


def log_of(table) -> list[tuple[int, dict]]:
    return list(Action.objects.filter(table=table).order_by("seq").values_list("seat", "action"))


def test_identical_play_gives_identical_games_and_results(guest: Guest) -> None:
    first, second = play_daily(guest, choose=0), play_daily(Guest(), choose=0)
    assert log_of(first) == log_of(second)
    assert first.state == second.state
    results = Result.objects.order_by("id")
    assert [r.round_scores for r in results][0] == [r.round_scores for r in results][1]


def test_different_play_gets_different_answers(guest: Guest) -> None:
    first, second = play_daily(guest, choose=0), play_daily(Guest(), choose=1)
    computer_moves = [[a for s, a in log_of(t) if s != 0] for t in (first, second)]
    assert computer_moves[0] != computer_moves[1]
