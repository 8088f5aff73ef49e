"""Migration 0002 on rows made before it: a result's key is -total (its game ranked higher
totals first), every round was counted by all players, and a challenge's setup is its
tables'."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from tests.migrating import migrated_back

BEFORE = [("leaderboards", "0001_daily_entries_results")]
AFTER = [("leaderboards", "0002_rank_key_setup_round_counts_failure")]


@pytest.fixture
def executor(transactional_db: None) -> Iterator[MigrationExecutor]:
    with migrated_back(BEFORE) as executor:
        yield executor


def test_existing_rows_are_filled_in(executor: MigrationExecutor) -> None:
    old = executor.loader.project_state(BEFORE).apps
    Player = old.get_model("accounts", "Player")
    Table = old.get_model("tables", "Table")
    Challenge = old.get_model("leaderboards", "DailyChallenge")
    Entry = old.get_model("leaderboards", "Entry")
    Result = old.get_model("leaderboards", "Result")
    day = dt.date(2026, 11, 20)
    played = Challenge.objects.create(game="sheepshead", date=day, seed="s", players=2,
                                      round_sums=[3, -1], round_best=[4, 2])
    unplayed = Challenge.objects.create(game="sheepshead", date=day + dt.timedelta(days=1),
                                        seed="t")
    for total in (7, -2):
        player = Player.objects.create(nickname=f"P{total}")
        table = Table.objects.create(game="sheepshead", mode="daily", owner=player,
                                     seats=[{}] * 5, seed="s", options={"deals": 10},
                                     state={}, status="finished")
        Entry.objects.create(challenge=played, player=player, table=table, ranked=True)
        Result.objects.create(challenge=played, player=player, table=table, game="sheepshead",
                              date=day, total=total, round_scores=[total],
                              finished_at=dt.datetime(2026, 11, 20, 12, tzinfo=dt.UTC))

    executor.loader.build_graph()
    executor.migrate(AFTER)
    new = MigrationExecutor(connection).loader.project_state(AFTER).apps
    Result = new.get_model("leaderboards", "Result")
    Challenge = new.get_model("leaderboards", "DailyChallenge")
    assert sorted(Result.objects.values_list("total", "rank_key")) == [(-2, 2), (7, -7)]
    played = Challenge.objects.get(pk=played.pk)
    assert played.round_counts == [2, 2]
    assert (played.seats, played.options) == (5, {"deals": 10})
    unplayed = Challenge.objects.get(pk=unplayed.pk)
    assert (unplayed.seats, unplayed.options, unplayed.round_counts) == (None, {}, [])
    assert new.get_model("leaderboards", "Entry").objects.filter(failure="").count() == 2
