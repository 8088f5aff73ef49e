"""Fixtures for the daily challenge: guests, played dailies, results on a board."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from django.conf import settings
from django.db import transaction
from django.utils import timezone

from accounts.guests import create_guest
from accounts.models import Player
from leaderboards import ranks
from leaderboards.models import DailyChallenge, Result
from tables.models import Table
from tests.tables.conftest import Guest


@pytest.fixture(autouse=True)
def _eager(eager_celery: None, quick_search: None) -> None:
    """Every test here runs computer turns eagerly, Hard ones on a small budget."""


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
    return Guest()


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
               player: Player | None = None, scores: list[int] | None = None) -> Result:
    """A result written straight to the database, as a verified daily would leave it.
    (Only tests do this: the site records results in leaderboards.results alone.)"""
    player = player or create_guest()
    with transaction.atomic():
        result = _record(challenge, player, total, finished, scores)
    ranks.backend().add(result)
    challenge.refresh_from_db()
    return result


def _record(challenge: DailyChallenge, player: Player, total: int,
            finished: dt.datetime | None, scores: list[int] | None) -> Result:
    from leaderboards.results import _count

    table = Table.objects.create(game=challenge.game, mode="daily", owner=player, seats=[],
                                 seed=challenge.seed, state={}, status="finished")
    scores = scores if scores is not None else [total] + [0] * 9
    result = Result.objects.create(
        challenge=challenge, player=player, table=table, game=challenge.game,
        date=challenge.date, total=total, round_scores=scores,
        finished_at=(finished or timezone.now()).replace(microsecond=0),
    )
    _count(challenge, result)
    return result


def at(day: dt.date, hour: int = 12, minute: int = 0, second: int = 0) -> dt.datetime:
    return dt.datetime(day.year, day.month, day.day, hour, minute, second, tzinfo=dt.UTC)


__all__ = ["Guest", "add_result", "at", "finish", "play_daily", "settings"]
