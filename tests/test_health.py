"""Probes: /healthz says the process answers; /readyz checks the database, and with Redis
also Redis and a live worker for each queue (a heartbeat the workers refresh)."""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import pytest
from django.core.cache import cache
from django.db import OperationalError
from django.test import Client

from config import health
from config.celery import Heartbeat

pytestmark = pytest.mark.usefixtures("local_cache")


def beat(*queues: str) -> None:
    """What a worker consuming ``queues`` does on its timer."""
    consumer = SimpleNamespace(hostname="celery@box", app=SimpleNamespace(
        amqp=SimpleNamespace(queues=SimpleNamespace(consume_from={q: None for q in queues}))))
    Heartbeat.beat(Heartbeat.__new__(Heartbeat), consumer)


@pytest.fixture
def with_redis(settings: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """As with REDIS_URL (the cache stays local memory); Redis answers unless told."""
    settings.REDIS_URL = "redis://redis.invalid:6379/0"
    down: list[str] = []

    def ping() -> None:
        if down:
            raise ConnectionError(down[0])

    monkeypatch.setattr(health, "_redis", ping)
    cache.clear()
    yield down
    cache.clear()


def test_healthz_answers_ok(client: Client) -> None:
    response = client.get("/healthz")
    assert response.status_code == 200 and response.content == b"ok"
    assert "no-cache" in response["Cache-Control"]


@pytest.mark.django_db
def test_readyz_embedded_checks_the_database_and_says_the_rest_is_embedded(
        client: Client, settings: Any) -> None:
    settings.REDIS_URL = ""
    response = client.get("/readyz")
    assert response.status_code == 200
    data = response.json()
    assert data["ready"] is True and data["failed"] == []
    assert data["checks"]["database"]["ok"] is True
    assert "embedded" in data["checks"]["tasks"]["note"]
    assert "redis" not in data["checks"]


@pytest.mark.django_db
def test_readyz_with_redis_wants_a_worker_for_each_queue(client: Client,
                                                         with_redis: list[str]) -> None:
    response = client.get("/readyz")
    assert response.status_code == 503
    assert response.json()["failed"] == ["worker:turns", "worker:coach"]
    beat("turns")
    response = client.get("/readyz")
    assert response.status_code == 503 and response.json()["failed"] == ["worker:coach"]
    beat("coach", "celery")
    response = client.get("/readyz")
    assert response.status_code == 200, response.content
    checks = response.json()["checks"]
    assert set(checks) == {"database", "redis", "worker:turns", "worker:coach"}
    assert checks["worker:turns"] == {"ok": True, "worker": "celery@box"}


@pytest.mark.django_db
def test_readyz_names_redis_when_it_is_down(client: Client, with_redis: list[str]) -> None:
    beat("turns", "coach")
    with_redis.append("Connection refused")
    response = client.get("/readyz")
    assert response.status_code == 503
    data = response.json()
    assert data["failed"] == ["redis"] and "Connection refused" in data["checks"]["redis"]["error"]


@pytest.mark.django_db
def test_readyz_names_the_database_when_it_is_down(
        client: Client, monkeypatch: pytest.MonkeyPatch, settings: Any) -> None:
    settings.REDIS_URL = ""

    def down() -> None:
        raise OperationalError("connection to server at 127.0.0.1 failed")

    monkeypatch.setattr(health, "_database", down)
    response = client.get("/readyz")
    assert response.status_code == 503
    assert response.json()["failed"] == ["database"]
    assert "OperationalError" in response.json()["checks"]["database"]["error"]


def test_a_heartbeat_expires(settings: Any) -> None:
    import datetime as dt

    import time_machine

    cache.clear()
    with time_machine.travel(dt.datetime(2026, 12, 1, tzinfo=dt.UTC), tick=False) as clock:
        beat("turns")
        assert cache.get(health.heartbeat_key("turns"))["worker"] == "celery@box"
        clock.shift(settings.WORKER_HEARTBEAT_SECONDS + 1)  # the worker stopped beating
        assert cache.get(health.heartbeat_key("turns")) is None
