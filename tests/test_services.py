"""Round trips through the real services named by DATABASE_URL and REDIS_URL.

Each test skips when its variable is absent; with REQUIRE_SERVICES=1 (CI) a skip is a failure
(see conftest.py at the root).
"""

from __future__ import annotations

import os
import uuid

import pytest
from channels.layers import get_channel_layer
from django.conf import settings
from django.core.cache import cache
from django.db import connection

pytestmark = pytest.mark.needs_services

needs_database = pytest.mark.skipif(
    not os.environ.get("DATABASE_URL"), reason="DATABASE_URL is not set"
)
needs_redis = pytest.mark.skipif(not os.environ.get("REDIS_URL"), reason="REDIS_URL is not set")


@needs_database
@pytest.mark.django_db
def test_database_is_postgresql_and_round_trips() -> None:
    from django.contrib.auth.models import User

    assert connection.vendor == "postgresql"
    name = f"probe-{uuid.uuid4().hex[:12]}"
    created = User.objects.create(username=name)
    assert User.objects.get(pk=created.pk).username == name
    with connection.cursor() as cursor:
        cursor.execute("SELECT current_database()")
        (database,) = cursor.fetchone()
    assert database.startswith("test_")


@needs_redis
async def test_channel_layer_is_redis_and_group_send_round_trips() -> None:
    from channels_redis.core import RedisChannelLayer

    layer = get_channel_layer()
    assert isinstance(layer, RedisChannelLayer)
    group = f"probe-{uuid.uuid4().hex}"
    channel = await layer.new_channel()
    await layer.group_add(group, channel)
    try:
        await layer.group_send(group, {"type": "table.updated", "version": 7})
        message = await layer.receive(channel)
    finally:
        await layer.group_discard(group, channel)
        await layer.close_pools()
    assert message == {"type": "table.updated", "version": 7}


@needs_redis
def test_cache_is_redis_and_round_trips() -> None:
    assert settings.CACHES["default"]["BACKEND"] == "django.core.cache.backends.redis.RedisCache"
    key = f"probe:{uuid.uuid4().hex}"
    cache.set(key, {"n": 1}, timeout=30)
    try:
        assert cache.get(key) == {"n": 1}
    finally:
        cache.delete(key)


@needs_redis
def test_celery_broker_is_redis_and_reachable() -> None:
    from config import celery_app

    assert celery_app.conf.broker_url.startswith("redis://")
    assert celery_app.conf.task_always_eager is False or os.environ.get("CELERY_EAGER")
    with celery_app.connection_for_write() as conn:
        conn.ensure_connection(max_retries=1)
        assert conn.connected
