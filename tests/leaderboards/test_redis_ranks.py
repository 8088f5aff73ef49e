"""Redis ranks agree with the database, and the rebuild refills them from it."""

from __future__ import annotations

import datetime as dt
import os
import random
from typing import Any

import pytest
from django.core.management import call_command

from leaderboards import periods, ranks
from leaderboards.models import DailyChallenge, Result
from tables import registry
from tests.leaderboards.conftest import add_result, at

pytestmark = [
    pytest.mark.needs_services,
    pytest.mark.skipif(not os.environ.get("REDIS_URL"), reason="REDIS_URL is not set"),
]
DAY = dt.date(2026, 11, 29)


@pytest.fixture
def redis_ranks(settings: Any, board_prefix: str) -> ranks.RedisRanks:
    settings.REDIS_URL = os.environ["REDIS_URL"]
    backend = ranks.backend()
    assert isinstance(backend, ranks.RedisRanks)
    return backend


def test_redis_and_database_agree_on_every_rank_and_page(
        transactional_db: None, redis_ranks: ranks.RedisRanks) -> None:
    challenge = DailyChallenge.objects.create(game="sheepshead", date=DAY, seed="s")
    rng = random.Random(7)
    # Few distinct totals and finish times, so ties of both kinds are everywhere.
    results = [add_result(challenge, rng.randint(-6, 6), at(DAY, 10, 0, rng.randint(0, 5)))
               for _ in range(150)]
    database = ranks.DatabaseRanks()
    for result in results:
        assert redis_ranks.rank(challenge, result.rank_key) == database.rank(
            challenge, result.rank_key)
        assert redis_ranks.position(result) == database.position(result)
    for start in (0, 37, 140):
        assert redis_ranks.page(challenge, start, start + 25) == database.page(
            challenge, start, start + 25)
    assert redis_ranks.rank(challenge, -7) == 1  # a total of 7: higher is better, key -7
    assert redis_ranks.rank(challenge, 7) == 151


def test_the_rebuild_command_refills_lost_sets(
        transactional_db: None, redis_ranks: ranks.RedisRanks) -> None:
    challenge = DailyChallenge.objects.create(game="sheepshead", date=DAY, seed="s")
    for total in (3, 9, 3, -1):
        add_result(challenge, total)
    expected = ranks.DatabaseRanks().page(challenge, 0, 10)
    redis_ranks.client.delete(redis_ranks.key(challenge.pk))
    DailyChallenge.objects.filter(pk=challenge.pk).update(players=0, histogram={})
    call_command("rebuild_leaderboards", "--from", DAY.isoformat())
    challenge.refresh_from_db()
    assert redis_ranks.page(challenge, 0, 10) == expected
    assert challenge.players == 4 and challenge.histogram == {"3": 2, "9": 1, "-1": 1}


def test_a_result_missing_from_redis_is_put_back_on_first_read(
        transactional_db: None, redis_ranks: ranks.RedisRanks) -> None:
    challenge = DailyChallenge.objects.create(game="sheepshead", date=DAY, seed="s")
    first = add_result(challenge, 5)
    redis_ranks.client.delete(redis_ranks.key(challenge.pk))
    assert redis_ranks.position(first) == 0
    assert redis_ranks.page(challenge, 0, 5) == [first.pk]


def test_redis_and_database_agree_on_the_period_boards(
        transactional_db: None, redis_ranks: ranks.RedisRanks, settings: Any) -> None:
    settings.LEADERBOARD_MIN_DAYS = {"week": 2, "all": 3}
    from accounts.models import Player

    rng = random.Random(3)
    players = [Player.objects.create(nickname=f"P{i}") for i in range(30)]
    for back in range(10):
        challenge = DailyChallenge.objects.create(
            game="sheepshead", date=DAY - dt.timedelta(days=back), seed=f"s{back}")
        for player in rng.sample(players, 20):
            add_result(challenge, rng.randint(-3, 3), player=player)
    redis_periods, database = periods.backend(), periods.DatabasePeriods()
    assert isinstance(redis_periods, periods.RedisPeriods)
    weeks = [periods.week("sheepshead", DAY - dt.timedelta(days=7 * n)) for n in (0, 1)]
    for period in [*weeks, periods.all_time("sheepshead")]:
        assert redis_periods.count(period) == database.count(period) > 0
        assert redis_periods.top(period, 50) == database.top(period, 50)  # ties in one order
        for player in players:
            line = periods.line(period, player.pk)
            if line is not None:
                assert redis_periods.rank(period, line) == database.rank(period, line)


def test_period_boards_are_recomputed_not_patched(
        transactional_db: None, redis_ranks: ranks.RedisRanks, settings: Any) -> None:
    settings.LEADERBOARD_MIN_DAYS = {"week": 1, "all": 1}
    challenge = DailyChallenge.objects.create(game="sheepshead", date=DAY, seed="s")
    add_result(challenge, 4)
    board = periods.backend()
    period = periods.all_time("sheepshead")
    assert board.count(period) == 1  # built on first read
    add_result(challenge, 9)
    assert board.count(period) == 1  # until the next refresh…
    periods.refresh_recent("sheepshead", DAY)
    assert [line.best for line in board.top(period, 10)] == [9, 4]


def test_rebuilding_a_day_keeps_new_results_and_drops_deleted_ones(
        transactional_db: None, redis_ranks: ranks.RedisRanks) -> None:
    challenge = DailyChallenge.objects.create(game="sheepshead", date=DAY, seed="s")
    kept, deleted = add_result(challenge, 3), add_result(challenge, 5)
    Result.objects.filter(pk=deleted.pk).delete()  # behind the signal's back
    redis_ranks.rebuild(challenge)
    assert redis_ranks.page(challenge, 0, 10) == [kept.pk]


def test_deleting_a_player_takes_his_results_off_the_board(
        transactional_db: None, redis_ranks: ranks.RedisRanks) -> None:
    challenge = DailyChallenge.objects.create(game="sheepshead", date=DAY, seed="s")
    first, second = add_result(challenge, 8), add_result(challenge, 2)
    first.player.delete()
    challenge.refresh_from_db()
    assert challenge.players == 1 and challenge.histogram == {"2": 1}
    assert redis_ranks.page(challenge, 0, 10) == [second.pk]
    assert redis_ranks.rank(challenge, second.rank_key) == 1


def test_redis_and_database_agree_on_keys_of_two_components(
        transactional_db: None, redis_ranks: ranks.RedisRanks,
        low_game: registry.GameSpec) -> None:
    challenge = DailyChallenge.objects.create(game=low_game.name, date=DAY, seed="s", seats=2)
    rng = random.Random(11)
    results = []
    for _ in range(120):  # place-like first component, a tie-break second: ties everywhere
        key = (rng.randint(1, 4), rng.randint(-3, 3))
        results.append(add_result(challenge, key[0], at(DAY, 10, 0, rng.randint(0, 3)),
                                  key=key))
    database = ranks.DatabaseRanks()
    for result in results:
        assert redis_ranks.rank(challenge, result.rank_key) == database.rank(
            challenge, result.rank_key)
        assert redis_ranks.position(result) == database.position(result)
    assert redis_ranks.page(challenge, 0, 200) == database.page(challenge, 0, 200)
    best = min(results, key=lambda r: (r.rank_key, r.finished_at, r.pk))
    assert redis_ranks.page(challenge, 0, 1) == [best.pk]


def test_redis_and_database_agree_on_lower_is_better_period_boards(
        transactional_db: None, redis_ranks: ranks.RedisRanks, settings: Any,
        low_game: registry.GameSpec) -> None:
    settings.LEADERBOARD_MIN_DAYS = {"week": 2, "all": 3}
    from accounts.models import Player

    rng = random.Random(4)
    players = [Player.objects.create(nickname=f"P{i}") for i in range(30)]
    for back in range(10):
        challenge = DailyChallenge.objects.create(
            game=low_game.name, date=DAY - dt.timedelta(days=back), seed=f"s{back}", seats=2)
        for player in rng.sample(players, 20):
            add_result(challenge, rng.randint(-3, 3), player=player)
    redis_periods, database = periods.backend(), periods.DatabasePeriods()
    assert isinstance(redis_periods, periods.RedisPeriods)
    for period in (periods.week(low_game.name, DAY), periods.all_time(low_game.name)):
        top = redis_periods.top(period, 50)
        assert top == database.top(period, 50) and len(top) > 1
        assert [line.average for line in top] == sorted(line.average for line in top)
        for player in players:
            line = periods.line(period, player.pk)
            if line is not None:
                assert redis_periods.rank(period, line) == database.rank(period, line)
