"""Fixtures for a game on the site (its daily, its words, its statistics), imported by a
game's conftest. Neither is autouse: a game's engine and player tests need no database."""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from accounts.guests import player_from_session
from tables import registry
from tables.models import Table
from tests.tables.conftest import Guest, established


@pytest.fixture
def on_site(eager_celery: None, quick_search: None, settings: Any) -> Iterator[None]:
    """Computer turns inside the test (Hard on a small budget), and boards of the test's own
    (parallel workers share one Redis when REDIS_URL is set)."""
    from leaderboards import ranks

    settings.LEADERBOARD_REDIS_PREFIX = f"test-game-{uuid.uuid4().hex[:12]}"
    yield
    if settings.REDIS_URL:
        client = ranks._client(settings.REDIS_URL)
        keys = list(client.scan_iter(f"{settings.LEADERBOARD_REDIS_PREFIX}:*"))
        if keys:
            client.delete(*keys)


@pytest.fixture
def guest(transactional_db: None, on_site: None) -> Guest:
    """A browser whose player was first seen long ago: its dailies are ranked."""
    return established(Guest())


@contextmanager
def daily_format(game: str, key: str) -> Iterator[None]:
    """The game's daily played in its format ``key`` for a while (a test of the days played
    in an earlier format, say): its spec registered again with that format chosen."""
    spec = registry.get(game)
    registry.register(dataclasses.replace(spec, daily_format_key=key))
    try:
        yield
    finally:
        registry.register(spec)


def ranked_table(guest: Guest, game: str) -> Table:
    """The guest's ranked daily table of ``game``, opened by the lobby's Play button."""
    response = guest.client.post(f"/daily/{game}/play/", HTTP_X_CSRFTOKEN=guest.csrf)
    assert response.status_code == 302, response.content
    return Table.objects.get(pk=response["Location"].rstrip("/").split("/")[-1])


def error_of(response: Any) -> dict[str, Any]:
    """The error object of a refused API request."""
    error: dict[str, Any] = response.json()["error"]
    return error


def person_of(guest: Guest) -> Any:
    """The guest's player (its session's)."""
    return player_from_session(guest.client.session)
