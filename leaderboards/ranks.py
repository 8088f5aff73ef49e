"""Where a result stands on its day's board.

The board order is: smaller ``rank_key`` first (the game's ranking key, packed: see
ranking.py), then earlier finish (whole seconds), then lower result id. Equal keys share a
rank (1, 2, 2, 4). With ``REDIS_URL`` set the reads come from one
Redis sorted set per challenge; the database stays the truth and ``rebuild`` refills a set from
it. The embedded setup ranks straight from the database. Only public results are ranked: a
provisional one (``Result.provisional``) is never added, and ``rank`` says where it would
stand.
"""

from __future__ import annotations

import datetime as dt
from functools import cache
from typing import Protocol

import redis
from django.conf import settings
from django.db.models import Q

from leaderboards.models import DailyChallenge, Result

# A member's score packs the key and the finish second: rank_key * 2**23 + seconds since the
# day began (capped), so ascending order is the board order and one key is one score band.
# |rank_key| < 2**28 (ranking.KEY_BITS), so the score needs at most 52 bits: a double holds it.
BAND = 2**23


class Ranks(Protocol):
    def add(self, result: Result) -> None: ...

    def rank(self, challenge: DailyChallenge, rank_key: int) -> int:
        """1 + the number of results with a smaller (better) ``rank_key``."""

    def position(self, result: Result) -> int:
        """0-based index of ``result`` in the board order."""

    def page(self, challenge: DailyChallenge, start: int, stop: int) -> list[int]:
        """Result ids at positions ``start`` to ``stop - 1``."""

    def remove(self, result_id: int, challenge_id: int) -> None: ...

    def rebuild(self, challenge: DailyChallenge) -> None: ...


PUBLIC = Result.objects.filter(provisional=False)


class DatabaseRanks:
    def add(self, result: Result) -> None:
        pass  # the results table is the board

    def rank(self, challenge: DailyChallenge, rank_key: int) -> int:
        return 1 + PUBLIC.filter(challenge=challenge, rank_key__lt=rank_key).count()

    def position(self, result: Result) -> int:
        key, finished = result.rank_key, result.finished_at
        ahead = Q(rank_key__lt=key) | Q(rank_key=key, finished_at__lt=finished)
        ahead |= Q(rank_key=key, finished_at=finished, id__lt=result.id)
        return PUBLIC.filter(ahead, challenge_id=result.challenge_id).count()

    def page(self, challenge: DailyChallenge, start: int, stop: int) -> list[int]:
        ordered = (PUBLIC.filter(challenge=challenge)
                   .order_by("rank_key", "finished_at", "id"))
        return list(ordered.values_list("id", flat=True)[start:stop])

    def remove(self, result_id: int, challenge_id: int) -> None:
        pass

    def rebuild(self, challenge: DailyChallenge) -> None:
        pass


class RedisRanks:
    def __init__(self, client: redis.Redis, prefix: str) -> None:
        self.client = client
        self.prefix = prefix

    def key(self, challenge_id: int) -> str:
        return f"{self.prefix}:daily:{challenge_id}"

    def add(self, result: Result) -> None:
        if result.provisional:
            return
        self.client.zadd(self.key(result.challenge_id), {_member(result.id): _score(result)})

    def rank(self, challenge: DailyChallenge, rank_key: int) -> int:
        return 1 + int(self.client.zcount(self.key(challenge.pk), "-inf", f"({rank_key * BAND}"))

    def position(self, result: Result) -> int:
        position = self.client.zrank(self.key(result.challenge_id), _member(result.id))
        if position is None:  # not there (yet): put it there, the database is the truth
            self.add(result)
            position = self.client.zrank(self.key(result.challenge_id), _member(result.id))
        return int(position)  # type: ignore[arg-type]

    def page(self, challenge: DailyChallenge, start: int, stop: int) -> list[int]:
        if stop <= start:
            return []
        return [int(m) for m in self.client.zrange(self.key(challenge.pk), start, stop - 1)]

    def remove(self, result_id: int, challenge_id: int) -> None:
        self.client.zrem(self.key(challenge_id), _member(result_id))

    def rebuild(self, challenge: DailyChallenge) -> None:
        """Make the set match the database: (re)add every result, which is idempotent (a
        result is always the same member with the same score), then drop the members whose
        result is gone. Results recorded meanwhile are never lost."""
        key = self.key(challenge.pk)
        rows = PUBLIC.filter(challenge=challenge).values_list(
            "id", "rank_key", "finished_at", "date")
        present: set[bytes] = set()
        batch: dict[str, float] = {}
        for result_id, rank_key, finished_at, date in rows.iterator(chunk_size=10_000):
            batch[_member(result_id)] = _pack(rank_key, finished_at, date)
            if len(batch) == 10_000:
                self.client.zadd(key, batch)
                present.update(m.encode() for m in batch)
                batch = {}
        if batch:
            self.client.zadd(key, batch)
            present.update(m.encode() for m in batch)
        members = (member for member, _ in self.client.zscan_iter(key))
        missing = [int(m) for m in members if m not in present]
        if missing:  # checked again: a result may have been recorded since the read above
            still = set(PUBLIC.filter(id__in=missing).values_list("id", flat=True))
            gone = [_member(i) for i in missing if i not in still]
            if gone:
                self.client.zrem(key, *gone)


def _member(result_id: int) -> str:
    # Zero-padded: equal scores order by member, so the lower id comes first, as in SQL.
    return f"{result_id:012d}"


def _score(result: Result) -> float:
    return _pack(result.rank_key, result.finished_at, result.date)


def _pack(rank_key: int, finished_at: dt.datetime, day: dt.date) -> float:
    start = dt.datetime.combine(day, dt.time(), tzinfo=dt.UTC)
    seconds = min(max(int((finished_at - start).total_seconds()), 0), BAND - 1)
    return float(rank_key * BAND + seconds)


@cache
def _client(url: str) -> redis.Redis:
    return redis.Redis.from_url(url)


def backend() -> Ranks:
    if settings.REDIS_URL:
        return RedisRanks(_client(settings.REDIS_URL), settings.LEADERBOARD_REDIS_PREFIX)
    return DatabaseRanks()
