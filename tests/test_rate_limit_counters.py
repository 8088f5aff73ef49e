"""The rate limits' counters (web/ratelimits.py): each key counts in a fixed window of its
own, a refusal's wait runs to that window's end, a peek counts nothing, and on Redis one use
of all its keys is a single round trip."""

from __future__ import annotations

import datetime as dt
import os
from typing import Any
from unittest.mock import patch

import pytest
import redis
import time_machine
from django.core.cache import caches
from django.core.cache.backends.redis import RedisCache

from web import ratelimits

START = dt.datetime(2026, 12, 7, 12, 0, 0, tzinfo=dt.UTC)
KEYS = {"player": "7", "address": "10.0.0.1"}


def uses(limits: Any, player: str, address: str) -> None:
    limits.RATE_LIMITS = {**limits.RATE_LIMITS, "test": {"player": player, "address": address}}


@pytest.mark.usefixtures("local_cache")
def test_a_key_past_its_limit_waits_to_the_end_of_its_window(limits: Any) -> None:
    uses(limits, player="2/m", address="100/m")
    with time_machine.travel(START, tick=False) as clock:
        now = int(START.timestamp())
        assert [ratelimits.count("test", KEYS) for _ in range(2)] == [None, None]
        assert ratelimits.count("test", KEYS, peek=True) is not None  # one more would pass it
        ends = ratelimits.Window.of("test", "player", "7", "2/m", now).ends
        assert now <= ends < now + 60
        assert ratelimits.count("test", KEYS) == ends - now + 1
        assert ratelimits.count("test", {**KEYS, "player": "8"}) is None  # another player
        clock.move_to(dt.datetime.fromtimestamp(ends + 1, dt.UTC))
        assert ratelimits.count("test", KEYS) is None  # a new window


@pytest.mark.usefixtures("local_cache")
def test_a_peek_counts_nothing(limits: Any) -> None:
    uses(limits, player="1/m", address="100/m")
    with time_machine.travel(START, tick=False):
        assert [ratelimits.count("test", KEYS, peek=True) for _ in range(3)] == [None] * 3
        assert ratelimits.count("test", KEYS) is None
        assert ratelimits.count("test", KEYS, peek=True) is not None


@pytest.mark.needs_services
def test_on_redis_a_use_of_every_key_is_one_round_trip(limits: Any) -> None:
    if not os.environ.get("REDIS_URL"):
        pytest.skip("needs Redis (REDIS_URL)")
    assert isinstance(caches["default"], RedisCache)
    uses(limits, player="2/m", address="100/m")
    direct: list[object] = []
    trips: list[object] = []
    send, execute = redis.Redis.execute_command, redis.client.Pipeline.execute

    def sent(client: Any, *args: Any, **kwargs: Any) -> Any:
        direct.append(args[0])
        return send(client, *args, **kwargs)

    def executed(pipeline: Any, *args: Any, **kwargs: Any) -> Any:
        trips.append(len(pipeline.command_stack))
        return execute(pipeline, *args, **kwargs)

    with patch.object(redis.Redis, "execute_command", sent), \
            patch.object(redis.client.Pipeline, "execute", executed):
        answers = [ratelimits.count("test", KEYS) for _ in range(3)]
    assert answers[:2] == [None, None] and answers[2] is not None
    assert direct == [] and trips == [4, 4, 4]  # per key: create if new, and count
