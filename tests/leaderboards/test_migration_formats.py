"""Migration 0004 on rows made before it: every day and its results are named by the format
whose table the day was set up as (a day stored with fewer options than its engine takes now
still matches), a game no longer offered by none, and every result stays public."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from tests.migrating import migrated_back

BEFORE = [("leaderboards", "0003_result_key")]
AFTER = [("leaderboards", "0004_formats_provisional")]


@pytest.fixture
def executor(transactional_db: None) -> Iterator[MigrationExecutor]:
    with migrated_back(BEFORE) as executor:
        yield executor


def test_earlier_days_keep_the_format_they_were_played_in(executor: MigrationExecutor) -> None:
    old = executor.loader.project_state(BEFORE).apps
    Player = old.get_model("accounts", "Player")
    Table = old.get_model("tables", "Table")
    Challenge = old.get_model("leaderboards", "DailyChallenge")
    Result = old.get_model("leaderboards", "Result")
    day = dt.date(2026, 11, 20)
    setups = {  # as each game's daily was stored before 0004, without a match's length
        "sheepshead": (5, {"deals": 10}),
        "sixes": (4, {"variant": "sixes", "memory": False, "starter": 0, "game": 1,
                      "turn_limit": 40}),
        "shiesta": (4, {"game": 1, "turn_limit": 600}),
        "shakipesh": (2, {"limit": 1}),
        "retired": (4, {}),
    }
    for n, (game, (seats, options)) in enumerate(setups.items()):
        challenge = Challenge.objects.create(game=game, date=day, seed="s", seats=seats,
                                             options=options)
        player = Player.objects.create(nickname=f"P{n}")
        table = Table.objects.create(game=game, mode="daily", owner=player, seats=[{}] * 4,
                                     seed="s", state={}, status="finished")
        Result.objects.create(challenge=challenge, player=player, table=table, game=game,
                              date=day, total=n, rank_key=n, round_scores=[n],
                              finished_at=dt.datetime(2026, 11, 20, 12, tzinfo=dt.UTC))

    executor.loader.build_graph()
    executor.migrate(AFTER)
    new = MigrationExecutor(connection).loader.project_state(AFTER).apps
    named = {"sheepshead": "deals-10", "sixes": "games-1", "shiesta": "games-1",
             "shakipesh": "limit-1", "retired": ""}
    challenges = new.get_model("leaderboards", "DailyChallenge").objects
    results = new.get_model("leaderboards", "Result").objects
    assert dict(challenges.values_list("game", "format")) == named
    assert dict(results.values_list("game", "format")) == named
    assert not results.filter(provisional=True).exists()
