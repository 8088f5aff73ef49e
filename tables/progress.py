"""No stalled table: the lease a turn job holds, and the sweep that finds lost turns.

A computer turn job can be lost: its worker killed, Redis restarted before the job was
delivered, the broker refusing it (``background.start`` logs that and goes on). The broker
gives an unacknowledged job back only after its visibility timeout, so nothing would notice
the table had stopped. The sweep does: every couple of seconds (a Celery beat entry; in the
embedded setup a loop on daphne's event loop) it looks for tables whose game waits for a
computer (``Table.computer_due``, a partial index) and that have not moved for
``TABLES_STALL_SECONDS``, and queues their turns again.

Duplicate jobs for one table are harmless: ``tables.turns`` applies a run of moves
only at the version it thought at. So that two workers do not think the same turn at once,
a job holds a short lease on the table in the cache, renewed while it plays (one thread a
process renews them all): a
second job finding it held goes away, and the sweep skips the table. A dead worker's lease
expires ``TABLES_TURN_LEASE_SECONDS`` after its last renewal.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta

from django.conf import settings
from django.core.cache import cache, caches
from django.core.cache.backends.redis import RedisCache
from django.utils import timezone

from tables import background
from tables.models import Table

log = logging.getLogger(__name__)

SWEEP_LIMIT = 500  # tables queued by one sweep at most; the next sweep takes the rest


def _lease_key(table_id: object) -> str:
    return f"turns:lease:{table_id}"


def _seconds(name: str, default: float) -> float:
    return float(getattr(settings, name, default))


class Lease:
    """The right to play a table's computer turns, held in the cache for a few seconds and
    renewed until released (by the process's renewer thread, which a dead worker's lease no
    longer has). The cache failing is no reason to stop a table: then the job plays without
    a lease (a duplicate is harmless, only wasteful).

    A job that finds the lease held leaves a mark asking the holder to look at the table
    again, in the same step as its attempt; the holder reads the mark as it lets go, in one
    step too. So a holder letting go at that moment either sees the mark or leaves the lease
    free for the asking job to take: no move waits for the sweep, and the holder need not
    read the table again to find out whether a person moved while it held the lease."""

    def __init__(self, table_id: object) -> None:
        self.key = _lease_key(table_id)
        self.asked_key = f"turns:asked:{table_id}"
        self.table = str(table_id)
        self.token = f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        self.seconds = _seconds("TABLES_TURN_LEASE_SECONDS", 3)

    def acquire(self, *, renewing: bool = True) -> bool:
        """Take the lease if it is free, else ask its holder to look again; ``renewing``
        (the default) keeps it until ``release``."""
        try:
            if not _store().take(self):
                return False
        except Exception as exc:
            log.warning("no lease for table %s (the cache failed: %r); playing without",
                        self.table, exc, extra={"table": self.table})
            return True
        if renewing:
            _renewer.hold(self)
        return True

    def renew(self) -> bool:
        """Extend the lease if it is still this job's; False if it is not."""
        try:
            if cache.get(self.key) != self.token:
                return False
            return bool(cache.touch(self.key, self.seconds))
        except Exception:  # the next renewal tries again
            return True

    def release(self) -> bool:
        """Let go of the lease; whether to look at the table again: another job asked while
        it was held, it was lost meanwhile, or the cache failed (to be safe)."""
        _renewer.drop(self)
        try:
            return _store().give_back(self)
        except Exception:  # it expires by itself
            return True


# A mark asking a holder to look again outlives any job (Celery's time limit ends one in
# 300 s); one left by a job whose holder died costs the next holder one more look.
ASKED_SECONDS = 600


class _LocalStore:
    """The lease in Django's cache API. Taking and marking, or letting go and reading the
    mark, are two steps each; a lock makes them one, which suffices because such a cache is
    this process's own (local memory: the embedded setup and tests)."""

    _lock = threading.Lock()

    def take(self, lease: Lease) -> bool:
        with self._lock:
            if cache.add(lease.key, lease.token, lease.seconds):
                return True
            cache.set(lease.asked_key, 1, ASKED_SECONDS)
            return False

    def give_back(self, lease: Lease) -> bool:
        with self._lock:
            if cache.get(lease.key) != lease.token:
                return True
            asked = cache.get(lease.asked_key) is not None
            cache.delete_many([lease.key, lease.asked_key])
            return asked


_TAKE = """
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
return 0
"""
_GIVE_BACK = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 1 end
local asked = redis.call('GET', KEYS[2])
redis.call('DEL', KEYS[1], KEYS[2])
if asked then return 1 end
return 0
"""


class _RedisStore:
    """The lease on Redis: each of the two steps is one script, one round trip (Django's
    cache API took three for a job's lease, each through a new client object)."""

    def __init__(self, redis_cache: RedisCache) -> None:
        client = redis_cache._cache.get_client(write=True)  # its pool is thread-safe
        self._take = client.register_script(_TAKE)
        self._give_back = client.register_script(_GIVE_BACK)

    @staticmethod
    def _keys(lease: Lease) -> list[str]:
        return [cache.make_and_validate_key(lease.key),
                cache.make_and_validate_key(lease.asked_key)]

    @staticmethod
    def _token(lease: Lease) -> bytes:
        # As Django stores it, so that cache.get() (the renewal, the sweep) reads it back.
        return bytes(cache._cache._serializer.dumps(lease.token))

    def take(self, lease: Lease) -> bool:
        return bool(self._take(keys=self._keys(lease), args=[
            self._token(lease), int(lease.seconds * 1000), ASKED_SECONDS * 1000]))

    def give_back(self, lease: Lease) -> bool:
        return bool(self._give_back(keys=self._keys(lease), args=[self._token(lease)]))


_LOCAL = _LocalStore()
_redis_stores: dict[tuple[str, ...], _RedisStore] = {}


def _store() -> _LocalStore | _RedisStore:
    """The lease's store for the cache in use: one per Redis server for the process
    (Django makes a cache object per thread, each with a pool of its own)."""
    backend = caches["default"]  # ``cache`` is a proxy to it: isinstance sees the proxy
    if not isinstance(backend, RedisCache):
        return _LOCAL
    servers = tuple(backend._servers)
    store = _redis_stores.get(servers)
    if store is None:
        store = _redis_stores[servers] = _RedisStore(backend)
    return store


class _Renewer:
    """One thread a process renews every lease held in it, each a third of its lifetime
    after the last: a job of quick moves (most of them, a few milliseconds) starts no thread
    of its own."""

    def __init__(self) -> None:
        self.held: dict[Lease, float] = {}  # lease -> when it was last extended
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._pid = 0  # the process whose thread runs (a forked child starts its own)

    def hold(self, lease: Lease) -> None:
        with self._lock:
            self.held[lease] = time.monotonic()
            if self._pid != os.getpid():
                self._pid = os.getpid()
                self._wake = threading.Event()
                threading.Thread(target=self._run, name="lease-renewer", daemon=True).start()
        self._wake.set()  # a lease shorter than the renewer's sleep: it wakes to plan anew

    def drop(self, lease: Lease) -> None:
        with self._lock:
            self.held.pop(lease, None)

    def running(self) -> bool:
        return self._pid == os.getpid()

    def _run(self) -> None:
        while True:
            self._wake.clear()  # before planning: a lease held from here on wakes the wait
            with self._lock:
                now = time.monotonic()
                due = [lease for lease, at in self.held.items() if now - at >= lease.seconds / 3]
                wait = min((at + lease.seconds / 3 - now for lease, at in self.held.items()),
                           default=1.0)
            for lease in due:
                if lease.renew():
                    with self._lock:
                        if lease in self.held:
                            self.held[lease] = time.monotonic()
                else:
                    log.warning("lost the lease on table %s", lease.table,
                                extra={"table": lease.table})
                    self.drop(lease)
            self._wake.wait(max(0.01, min(wait, 1.0)))


_renewer = _Renewer()


class Held:
    """What ``leased`` yields: whether the lease is held for the block (``held``) and,
    once the block is over, whether to look at the table again (``again``)."""

    def __init__(self, held: bool) -> None:
        self.held = held
        self.again = False


@contextmanager
def leased(table_id: object) -> Iterator[Held]:
    """``with leased(id) as lease:`` the lease for the block if ``lease.held``; after it,
    ``lease.again`` says whether another job asked for the table meanwhile."""
    lease = Lease(table_id)
    outcome = Held(lease.acquire())
    try:
        yield outcome
    finally:
        if outcome.held:
            outcome.again = lease.release()


def lease_holder(table_id: object) -> str | None:
    """Who holds the table's lease ("host:pid:…"), if anyone."""
    holder = cache.get(_lease_key(table_id))
    return holder if isinstance(holder, str) else None


def sweep() -> list[str]:
    """Queue the turns of every table whose computer is due and that has not moved for
    ``TABLES_STALL_SECONDS``, unless a job holds its lease; returns their ids.

    One query on the partial index, one cache round trip for the leases; a table is queued
    again at the same version only after another ``TABLES_STALL_SECONDS``, so a backlog of
    jobs does not grow by one per table at every sweep.
    """
    stall = _seconds("TABLES_STALL_SECONDS", 5)
    cutoff = timezone.now() - timedelta(seconds=stall)
    rows = list(Table.objects.filter(computer_due=True, updated_at__lt=cutoff)
                .order_by("updated_at").values_list("pk", "version")[:SWEEP_LIMIT])
    if not rows:
        return []
    try:
        held = cache.get_many([_lease_key(pk) for pk, _ in rows])
    except Exception:  # the cache is away: queue them all, the jobs sort it out
        held = {}
    queued = []
    for pk, version in rows:
        if _lease_key(pk) in held:
            continue  # a job is playing it (a long decision): not stalled
        try:
            if not cache.add(f"turns:swept:{pk}:{version}", 1, max(1, round(stall))):
                continue  # queued by a sweep moments ago: give that job its time
        except Exception:
            pass
        log.warning("table %s has not moved for %ss though a computer is to act at version "
                    "%s: queueing its turns again", pk, stall, version,
                    extra={"table": str(pk), "version": version})
        if background.start("turns", str(pk)):
            queued.append(str(pk))
    return queued
