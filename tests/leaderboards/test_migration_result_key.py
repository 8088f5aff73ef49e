"""Migration 0003 on rows made before it: a result's engine key is [rank_key] (every result
so far was of a game ranked by one component, which packs to itself)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from tests.migrating import migrated_back

BEFORE = [("leaderboards", "0002_rank_key_setup_round_counts_failure")]
AFTER = [("leaderboards", "0003_result_key")]


@pytest.fixture
def executor(transactional_db: None) -> Iterator[MigrationExecutor]:
    with migrated_back(BEFORE) as executor:
        yield executor


def test_existing_results_get_their_key(executor: MigrationExecutor) -> None:
    old = executor.loader.project_state(BEFORE).apps
    Player = old.get_model("accounts", "Player")
    Table = old.get_model("tables", "Table")
    Challenge = old.get_model("leaderboards", "DailyChallenge")
    Result = old.get_model("leaderboards", "Result")
    day = dt.date(2026, 11, 20)
    challenge = Challenge.objects.create(game="sheepshead", date=day, seed="s", seats=5)
    for total in (7, -2, 0):
        player = Player.objects.create(nickname=f"P{total}")
        table = Table.objects.create(game="sheepshead", mode="daily", owner=player,
                                     seats=[{}] * 5, seed="s", state={}, status="finished")
        Result.objects.create(challenge=challenge, player=player, table=table,
                              game="sheepshead", date=day, total=total, rank_key=-total,
                              round_scores=[total],
                              finished_at=dt.datetime(2026, 11, 20, 12, tzinfo=dt.UTC))

    executor.loader.build_graph()
    executor.migrate(AFTER)
    new = MigrationExecutor(connection).loader.project_state(AFTER).apps
    Result = new.get_model("leaderboards", "Result")
    assert sorted(Result.objects.values_list("total", "rank_key", "key")) == [
        (-2, 2, [2]), (0, 0, [0]), (7, -7, [-7])]
