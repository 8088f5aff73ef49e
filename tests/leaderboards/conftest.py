"""Fixtures for the daily challenge: guests, played dailies, results on a board, and a fake
lower-is-better game (tests/leaderboards/fake_game.py) played through the real stack."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
import time_machine
from django.conf import settings
from django.db import transaction
from django.utils import timezone

from accounts.guests import create_guest
from accounts.models import Player
from leaderboards import daily, ranks, results
from leaderboards.models import DailyChallenge, Result
from leaderboards.ranking import better_of, pack_key
from tables import registry, services
from tables.models import Table
from tests.leaderboards import fake_game
from tests.tables.conftest import Guest, established, established_player


@pytest.fixture(autouse=True)
def _eager(eager_celery: None, quick_search: None) -> None:
    """Every test here runs computer turns eagerly, Hard ones on a small budget."""


@pytest.fixture(autouse=True)
def _away_from_midnight() -> Iterator[None]:
    """Today's noon, the clock running: tests play a daily and then look it up as today's,
    which a run across 00:00 UTC would not find (a test that travels goes where it goes)."""
    noon = timezone.now().replace(hour=12, minute=0, second=0, microsecond=0)
    with time_machine.travel(noon, tick=True):
        yield


@pytest.fixture(autouse=True)
def board_prefix(settings: Any) -> Iterator[str]:
    """Each test its own Redis keys: the workers of a parallel run share one Redis."""
    settings.LEADERBOARD_REDIS_PREFIX = f"test-{uuid.uuid4().hex[:12]}"
    yield settings.LEADERBOARD_REDIS_PREFIX
    if settings.REDIS_URL:
        client = ranks._client(settings.REDIS_URL)
        keys = list(client.scan_iter(f"{settings.LEADERBOARD_REDIS_PREFIX}:*"))
        if keys:
            client.delete(*keys)


@pytest.fixture
def guest(transactional_db: None) -> Guest:
    """A browser whose player was first seen yesterday: its dailies are ranked."""
    return established(Guest())


def play_daily(guest: Guest, choose: int = 0) -> Table:
    """Start the guest's ranked daily and play it to the end, always taking legal action
    number ``choose`` (or the last when there are fewer): identical inputs, identical play."""
    response = guest.client.post("/daily/sheepshead/play/", HTTP_X_CSRFTOKEN=guest.csrf)
    assert response.status_code == 302, response.content
    return finish(guest, response["Location"], choose)


def finish(guest: Guest, url: str, choose: int = 0) -> Table:
    table_id = url.rstrip("/").split("/")[-1]
    view = guest.get(f"/api/tables/{table_id}/").json()["view"]
    while view["status"] == "active":
        legal = view["legal_actions"]
        response = guest.act(table_id, view["version"], legal[min(choose, len(legal) - 1)])
        assert response.status_code == 200, response.content
        view = response.json()["view"]
    return Table.objects.get(pk=table_id)


def add_result(challenge: DailyChallenge, total: int, finished: dt.datetime | None = None,
               player: Player | None = None, scores: list[int] | None = None,
               key: tuple[int, ...] | None = None, provisional: bool = False) -> Result:
    """A result written through ``results.save_result`` without a game played, as a verified
    daily would leave it. ``key`` is the engine's ranking key for the seat; by default the
    total alone ranks, in the game's direction (as ``Outcome.by_total`` gives it).
    (Only tests do this: the site records results after replaying the game.) A challenge
    made by hand without a format gets the game's of today, as ``daily.ensure_challenge``
    would have given it."""
    if not challenge.format:
        challenge.format = registry.get(challenge.game).daily_format.key
        challenge.save(update_fields=["format"])
    player = player or create_guest()
    if key is None:
        key = (-total,) if better_of(challenge.game) == "higher" else (total,)
    scores = scores if scores is not None else [total] + [0] * 9
    scored = results.Scored(total, pack_key(key), scores, key)
    with transaction.atomic():
        table = Table.objects.create(game=challenge.game, mode="daily", owner=player, seats=[],
                                     seed=challenge.seed, state={}, status="finished")
        result = results.save_result(challenge, player.pk, table, scored,
                                     (finished or timezone.now()).replace(microsecond=0),
                                     provisional=provisional)
    ranks.backend().add(result)
    challenge.refresh_from_db()
    return result


@pytest.fixture
def low_game() -> Iterator[registry.GameSpec]:
    """The fake lower-is-better game with any number of rounds, registered for one test."""
    registry.register(fake_game.SPEC)
    try:
        yield fake_game.SPEC
    finally:
        registry.unregister(fake_game.NAME)


def play_low(player: Player | None, rounds: list[int], turns: int = 0) -> Table:
    """The player's ranked daily of the fake game, started and finished through the real
    daily and tables services (so the table_finished signal records the result)."""
    player = player or established_player()
    table = daily.play_ranked(player, fake_game.NAME)
    services.submit_action(player, table.pk, table.version, {"rounds": rounds, "turns": turns})
    table.refresh_from_db()
    return table


def at(day: dt.date, hour: int = 12, minute: int = 0, second: int = 0) -> dt.datetime:
    return dt.datetime(day.year, day.month, day.day, hour, minute, second, tzinfo=dt.UTC)


__all__ = ["Guest", "add_result", "at", "established", "established_player", "finish",
           "play_daily", "play_low", "settings"]
