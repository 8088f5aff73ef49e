"""Weekly and all-time boards: players ranked by their average daily total over the days they
played in the period, once they have played a minimum number of days.

Equal averages share a rank. With ``REDIS_URL`` the reads come from Redis: per period, hashes
of each player's sum, days and best day, and a sorted set of the averages of the players with
enough days, all updated with every new result and rebuilt from the database by
``rebuild_leaderboards``. The embedded setup aggregates the results table directly.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Protocol

import redis
from django.conf import settings
from django.db.models import Avg, Count, Max, QuerySet, Sum

from leaderboards.models import Result


@dataclass(frozen=True)
class Period:
    game: str
    kind: str  # "week" or "all"
    first: dt.date | None = None  # None: since the beginning
    last: dt.date | None = None  # inclusive; None: open

    @property
    def key(self) -> str:
        return f"week-{self.first}" if self.kind == "week" else "all"

    @property
    def min_days(self) -> int:
        return int(settings.LEADERBOARD_MIN_DAYS[self.kind])


def week(game: str, day: dt.date) -> Period:
    """The ISO week (Monday to Sunday) holding ``day``."""
    monday = day - dt.timedelta(days=day.weekday())
    return Period(game, "week", monday, monday + dt.timedelta(days=6))


def all_time(game: str) -> Period:
    return Period(game, "all")


def periods_of(game: str, day: dt.date) -> list[Period]:
    return [week(game, day), all_time(game)]


@dataclass(frozen=True)
class Line:
    """One player's figures in a period."""

    player_id: int
    average: float
    days: int
    best: int


class Periods(Protocol):
    def add(self, result: Result) -> None: ...

    def top(self, period: Period, limit: int) -> list[Line]:
        """The best ``limit`` qualified players, best first."""

    def count(self, period: Period) -> int:
        """Qualified players."""

    def rank(self, period: Period, average: float) -> int:
        """1 + the qualified players with a higher average."""

    def line(self, period: Period, player_id: int) -> Line | None: ...

    def rebuild(self, period: Period) -> None: ...


def _results(period: Period) -> QuerySet[Result]:
    results = Result.objects.filter(game=period.game)
    if period.first is not None:
        results = results.filter(date__gte=period.first)
    if period.last is not None:
        results = results.filter(date__lte=period.last)
    return results


class DatabasePeriods:
    def add(self, result: Result) -> None:
        pass  # the results table is the board

    def _qualified(self, period: Period) -> QuerySet[Result, dict[str, object]]:
        return (_results(period).values("player")
                .annotate(days=Count("id"), average=Avg("total"), best=Max("total"))
                .filter(days__gte=period.min_days))

    def top(self, period: Period, limit: int) -> list[Line]:
        rows = self._qualified(period).order_by("-average", "-days", "-best", "player")[:limit]
        return [Line(int(r["player"]), float(r["average"]), int(r["days"]), int(r["best"]))
                for r in rows]  # type: ignore[arg-type, call-overload]

    def count(self, period: Period) -> int:
        return self._qualified(period).count()

    def rank(self, period: Period, average: float) -> int:
        return 1 + self._qualified(period).filter(average__gt=average).count()

    def line(self, period: Period, player_id: int) -> Line | None:
        agg = _results(period).filter(player_id=player_id).aggregate(
            days=Count("id"), average=Avg("total"), best=Max("total"))
        if not agg["days"]:
            return None
        return Line(player_id, float(agg["average"]), int(agg["days"]), int(agg["best"]))

    def rebuild(self, period: Period) -> None:
        pass


class RedisPeriods:
    def __init__(self, client: redis.Redis, prefix: str) -> None:
        self.client = client
        self.prefix = prefix

    def keys(self, period: Period) -> tuple[str, str, str, str]:
        base = f"{self.prefix}:period:{period.game}:{period.key}"
        return f"{base}:sum", f"{base}:days", f"{base}:best", f"{base}:avg"

    def add(self, result: Result) -> None:
        for period in periods_of(result.game, result.date):
            sums, days, best, averages = self.keys(period)
            pipe = self.client.pipeline()
            pipe.hincrby(sums, str(result.player_id), result.total)
            pipe.hincrby(days, str(result.player_id), 1)
            pipe.hget(best, str(result.player_id))
            total, played, best_so_far = pipe.execute()
            # One result per player and day: nobody else updates this player's fields now.
            pipe = self.client.pipeline()
            if best_so_far is None or int(best_so_far) < result.total:
                pipe.hset(best, str(result.player_id), result.total)
            if played >= period.min_days:
                pipe.zadd(averages, {str(result.player_id): total / played})
            pipe.execute()

    def top(self, period: Period, limit: int) -> list[Line]:
        _, days, best, averages = self.keys(period)
        ranked = self.client.zrevrange(averages, 0, limit - 1, withscores=True)
        if not ranked:
            return []
        ids = [member for member, _ in ranked]
        pipe = self.client.pipeline()
        pipe.hmget(days, ids)
        pipe.hmget(best, ids)
        played, bests = pipe.execute()
        return [Line(int(member), float(score), int(d), int(b))
                for (member, score), d, b in zip(ranked, played, bests, strict=True)]

    def count(self, period: Period) -> int:
        return int(self.client.zcard(self.keys(period)[3]))

    def rank(self, period: Period, average: float) -> int:
        return 1 + int(self.client.zcount(self.keys(period)[3], f"({average!r}", "+inf"))

    def line(self, period: Period, player_id: int) -> Line | None:
        sums, days, best, _ = self.keys(period)
        pipe = self.client.pipeline()
        for key in (sums, days, best):
            pipe.hget(key, str(player_id))
        total, played, best_day = pipe.execute()
        if not played:
            return None
        return Line(player_id, int(total) / int(played), int(played), int(best_day))

    def rebuild(self, period: Period) -> None:
        """Refill the period from the database and swap the keys in whole."""
        live = self.keys(period)
        fresh = tuple(f"{key}:rebuild" for key in live)
        self.client.delete(*fresh)
        rows = (_results(period).values_list("player").order_by()
                .annotate(sum=Sum("total"), days=Count("id"), best=Max("total")))
        pipe = self.client.pipeline(transaction=False)
        for n, (player_id, total, days, best) in enumerate(rows.iterator(chunk_size=10_000)):
            member = str(player_id)
            pipe.hset(fresh[0], member, total)
            pipe.hset(fresh[1], member, days)
            pipe.hset(fresh[2], member, best)
            if days >= period.min_days:
                pipe.zadd(fresh[3], {member: total / days})
            if n % 5_000 == 4_999:
                pipe.execute()
        pipe.execute()
        for old, new in zip(live, fresh, strict=True):
            if self.client.exists(new):
                self.client.rename(new, old)
            else:
                self.client.delete(old)


def backend() -> Periods:
    if settings.REDIS_URL:
        from leaderboards.ranks import _client

        return RedisPeriods(_client(settings.REDIS_URL), settings.LEADERBOARD_REDIS_PREFIX)
    return DatabasePeriods()
