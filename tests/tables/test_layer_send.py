"""A Celery worker's sends to the channel layer share one Redis connection pool
(tables.layer_send), instead of a new event loop, pool and connection per computer move."""

from __future__ import annotations

import asyncio
import os
import uuid
from typing import Any

import pytest
from django.conf import settings

from tables import layer_send

pytestmark = [
    pytest.mark.needs_services,
    pytest.mark.skipif(not os.environ.get("REDIS_URL"), reason="REDIS_URL is not set"),
]


@pytest.fixture
def layer(monkeypatch: pytest.MonkeyPatch) -> Any:
    """A channel layer of the test's own, as configured: the process's shared one keeps
    per-loop state (its receive lock, its pools) that these tests' extra loops must not
    touch."""
    from channels_redis.core import RedisChannelLayer

    own = RedisChannelLayer(**settings.CHANNEL_LAYERS["default"]["CONFIG"])
    monkeypatch.setattr(layer_send, "get_channel_layer", lambda: own)
    monkeypatch.setattr(layer_send, "_own_loop_wanted", False)
    return own


@pytest.fixture
def pools_made(layer: Any, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """channels_redis makes a connection pool for each event loop it is used on: count them."""
    made: list[int] = []
    create_pool = layer.create_pool

    def counted(index: int) -> Any:
        made.append(index)
        return create_pool(index)

    monkeypatch.setattr(layer, "create_pool", counted)
    return made


def test_a_workers_sends_share_one_pool_and_arrive(layer: Any, pools_made: list[int]) -> None:
    layer_send.use_own_loop()  # as config.celery does when a worker starts
    group = f"probe-{uuid.uuid4().hex}"
    loop = asyncio.new_event_loop()  # the reading side, as a consumer's would be

    async def join() -> str:
        channel: str = await layer.new_channel()
        await layer.group_add(group, channel)
        return channel

    async def read(count: int) -> list[int]:
        return [(await layer.receive(channel))["version"] for _ in range(count)]

    try:
        channel = loop.run_until_complete(join())
        before = len(pools_made)
        for version in range(20):
            assert layer_send.group_send(group, {"type": "table.updated", "version": version})
        sending_pools = len(pools_made) - before
        versions = loop.run_until_complete(asyncio.wait_for(read(20), 10))
        loop.run_until_complete(layer.group_discard(group, channel))
    finally:
        loop.close()
    assert versions == list(range(20))
    assert sending_pools <= 1  # the own loop's (none if an earlier test made it)


def test_without_a_loop_of_its_own_each_send_makes_a_pool(pools_made: list[int]) -> None:
    # What the worker's loop saves: async_to_sync runs each send on a fresh loop.
    group = f"probe-{uuid.uuid4().hex}"
    for version in range(5):
        layer_send.group_send(group, {"type": "table.updated", "version": version})
    assert len(pools_made) == 5
