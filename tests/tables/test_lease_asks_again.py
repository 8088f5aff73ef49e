"""A job that finds a table's turn lease held asks the holder to look again, in the same step;
the holder learns it as it lets go, in one step too, so no person's move waits for the sweep
and a holder nobody asked reads nothing more. On local memory and on Redis (one script a step)."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
import redis
from django.core.cache import cache, caches
from django.core.cache.backends.redis import RedisCache

from tables import progress


@pytest.fixture(params=["local", "redis"])
def store(request: pytest.FixtureRequest) -> Iterator[str]:
    """The lease in local memory, or in Redis (the site's production cache)."""
    if request.param == "local":
        request.getfixturevalue("local_cache")
    else:
        request.applymarker(pytest.mark.needs_services)
        if not os.environ.get("REDIS_URL"):
            pytest.skip("needs Redis (REDIS_URL)")
        assert isinstance(caches["default"], RedisCache)
    yield request.param


def table() -> str:
    return str(uuid.uuid4())  # a table of the test's own: Redis is shared by the workers


def test_the_holder_learns_that_a_job_asked_while_it_held_the_lease(store: str) -> None:
    held, asking = progress.Lease(t := table()), progress.Lease(t)
    assert held.acquire(renewing=False)
    assert not asking.acquire(renewing=False)
    assert held.release() is True  # look again: a person moved meanwhile
    # The mark went with the lease: the next holder, asked by nobody, is told nothing.
    again = progress.Lease(t)
    assert again.acquire(renewing=False)
    assert again.release() is False
    assert progress.lease_holder(t) is None


def test_a_holder_whose_lease_was_lost_looks_again_and_leaves_the_new_holders_mark(
        store: str) -> None:
    old, new, asking = progress.Lease(t := table()), progress.Lease(t), progress.Lease(t)
    assert old.acquire(renewing=False)
    cache.delete(old.key)  # it expired (its worker stalled past the lease)
    assert new.acquire(renewing=False)
    assert not asking.acquire(renewing=False)
    assert old.release() is True  # no longer its own: to be safe, it looks again
    assert progress.lease_holder(t) == new.token  # and takes nothing from the new holder
    assert new.release() is True


@pytest.mark.needs_services
def test_on_redis_taking_and_letting_go_are_one_round_trip_each() -> None:
    if not os.environ.get("REDIS_URL"):
        pytest.skip("needs Redis (REDIS_URL)")
    trips: list[Any] = []
    send = redis.Redis.execute_command

    def counted(self: redis.Redis, *args: Any, **options: Any) -> Any:
        trips.append(args[0])
        return send(self, *args, **options)

    lease = progress.Lease(table())
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(redis.Redis, "execute_command", counted)
        assert lease.acquire(renewing=False)
        assert lease.release() is False
    assert trips == ["EVALSHA", "EVALSHA"]
