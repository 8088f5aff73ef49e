"""Migration 0003 on players made before it: each was last seen, as far as anybody knows,
when it was created."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from tests.migrating import migrated_back

BEFORE = [("accounts", "0002_player_language")]
AFTER = [("accounts", "0003_player_last_seen")]


@pytest.fixture
def executor(transactional_db: None) -> Iterator[MigrationExecutor]:
    with migrated_back(BEFORE) as executor:
        yield executor


def test_existing_players_were_last_seen_when_created(executor: MigrationExecutor) -> None:
    Player = executor.loader.project_state(BEFORE).apps.get_model("accounts", "Player")
    made = {}
    for days, name in ((400, "Old"), (3, "New")):
        player = Player.objects.create(nickname=name)
        when = dt.datetime(2026, 11, 30, tzinfo=dt.UTC) - dt.timedelta(days=days)
        Player.objects.filter(pk=player.pk).update(created_at=when)
        made[player.pk] = when

    executor.loader.build_graph()
    executor.migrate(AFTER)
    Player = MigrationExecutor(connection).loader.project_state(AFTER).apps.get_model(
        "accounts", "Player")
    assert dict(Player.objects.values_list("pk", "last_seen")) == made
