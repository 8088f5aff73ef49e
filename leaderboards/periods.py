"""Weekly and all-time boards: players ranked by their average daily total over the days they
played in the period, once they have played a minimum number of days. The game's
``engine.better`` says which way: highest average first, or lowest; a best day is the highest
or the lowest total likewise.

A period board ranks one daily format (``GameSpec.daily_formats``): by default the one played
now; results of an earlier format are on boards of their own, never mixed in. Provisional
results (``Result.provisional``) count on no period board.

Equal averages share a rank; ties list by more days, then the better best day, then the
earlier player. A period's board moves slowly, so with ``REDIS_URL`` it is recomputed from
the database every few minutes (a beat task, or the first read that finds it missing) into
one Redis sorted set, swapped in whole; a reader's own figures always come from the database.
The embedded setup aggregates the results table on each read.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Protocol

import redis
from django.conf import settings
from django.db.models import Avg, Count, F, Max, Min, QuerySet, Sum

from leaderboards.models import Result
from leaderboards.ranking import Better, better_of
from leaderboards.ranks import _client
from tables import registry

REFRESH_SECONDS = 300


@dataclass(frozen=True)
class Period:
    game: str
    kind: str  # "week" or "all"
    first: dt.date | None = None  # None: since the beginning
    last: dt.date | None = None  # inclusive; None: open
    format: str = ""  # the daily format ranked; "" is the game's current one

    @property
    def format_key(self) -> str:
        return self.format or registry.get(self.game).daily_format.key

    @property
    def key(self) -> str:
        when = f"week-{self.first}" if self.kind == "week" else "all"
        return f"{when}:{self.format_key}"

    @property
    def min_days(self) -> int:
        return int(settings.LEADERBOARD_MIN_DAYS[self.kind])

    @property
    def better(self) -> Better:
        return better_of(self.game)


def week(game: str, day: dt.date, format_key: str = "") -> Period:
    """The ISO week (Monday to Sunday) holding ``day``, of one daily format."""
    monday = day - dt.timedelta(days=day.weekday())
    return Period(game, "week", monday, monday + dt.timedelta(days=6), format_key)


def all_time(game: str, format_key: str = "") -> Period:
    return Period(game, "all", format=format_key)


@dataclass(frozen=True)
class Line:
    """One player's figures in a period."""

    player_id: int
    total: int  # the sum of the daily totals
    days: int
    best: int

    @property
    def average(self) -> float:
        return self.total / self.days


def _results(period: Period) -> QuerySet[Result]:
    results = Result.objects.filter(game=period.game, format=period.format_key,
                                    provisional=False)
    if period.first is not None:
        results = results.filter(date__gte=period.first)
    if period.last is not None:
        results = results.filter(date__lte=period.last)
    return results


def _best(period: Period) -> Max | Min:
    return Max("total") if period.better == "higher" else Min("total")


def _qualified(period: Period) -> QuerySet[Result, dict[str, object]]:
    return (_results(period).values("player")
            .annotate(sum=Sum("total"), days=Count("id"), best=_best(period))
            .filter(days__gte=period.min_days))


def _line(row: dict[str, object]) -> Line:
    return Line(*(int(row[k]) for k in ("player", "sum", "days", "best")))  # type: ignore[call-overload]


def line(period: Period, player_id: int) -> Line | None:
    """A player's own figures, fresh from the database (qualified or not)."""
    agg = _results(period).filter(player_id=player_id).aggregate(
        sum=Sum("total"), days=Count("id"), best=_best(period))
    if not agg["days"]:
        return None
    return Line(player_id, int(agg["sum"]), int(agg["days"]), int(agg["best"]))


class Periods(Protocol):
    def top(self, period: Period, limit: int) -> list[Line]:
        """The best ``limit`` qualified players, best first."""

    def count(self, period: Period) -> int:
        """Qualified players."""

    def rank(self, period: Period, mine: Line) -> int:
        """1 + the qualified players with a better average than ``mine``."""


def _order(period: Period) -> tuple[str, ...]:
    return (("-average", "-days", "-best", "player") if period.better == "higher"
            else ("average", "-days", "best", "player"))


def provisional(period: Period, limit: int) -> list[Line]:
    """The best ``limit`` players with fewer days than the board needs, in the board's
    order. From the database on every read: the page asks only while the ranked board is
    short (a new site, a new week), when there are few results to add up."""
    rows = (_results(period).values("player")
            .annotate(sum=Sum("total"), days=Count("id"), best=_best(period))
            .filter(days__lt=period.min_days)
            .annotate(average=Avg("total")).order_by(*_order(period))[:limit])
    return [_line(row) for row in rows]


class DatabasePeriods:
    def top(self, period: Period, limit: int) -> list[Line]:
        rows = _qualified(period).annotate(average=Avg("total")).order_by(*_order(period))
        return [_line(row) for row in rows[:limit]]

    def count(self, period: Period) -> int:
        return _qualified(period).count()

    def rank(self, period: Period, mine: Line) -> int:
        # In integers: sum/days > mine.total/mine.days (< for a lower-is-better game). A float
        # average would not compare exactly with PostgreSQL's numeric one.
        scaled = _qualified(period).alias(scaled=F("sum") * mine.days)
        if period.better == "higher":
            better = scaled.filter(scaled__gt=mine.total * F("days"))
        else:
            better = scaled.filter(scaled__lt=mine.total * F("days"))
        return 1 + better.count()


class RedisPeriods:
    """One sorted set per period, read highest score first: score = the average, negated for a
    lower-is-better game, so the set's order is the board's either way; the member carries
    days, best day and player, encoded so that Redis's order among equal scores is the
    database's tie order."""

    def __init__(self, client: redis.Redis, prefix: str) -> None:
        self.client = client
        self.prefix = prefix

    def key(self, period: Period) -> str:
        return f"{self.prefix}:period:{period.game}:{period.key}:{period.min_days}"

    def _ready(self, period: Period) -> str:
        key = self.key(period)
        if not self.client.exists(key):
            # Missing (never built, or the beat stopped): one reader computes, the others wait.
            with self.client.lock(f"{key}:lock", timeout=120, blocking_timeout=60):
                if not self.client.exists(key):
                    self.refresh(period)
        return key

    def top(self, period: Period, limit: int) -> list[Line]:
        ranked = self.client.zrevrange(self._ready(period), 0, limit - 1)
        return [_decode(member, period.better) for member in ranked if member != _EMPTY]

    def count(self, period: Period) -> int:
        key = self._ready(period)
        return int(self.client.zcard(key)) - int(self.client.zscore(key, _EMPTY) is not None)

    def rank(self, period: Period, mine: Line) -> int:
        # Exact: averages are ratios of small integers, which the nearest doubles keep apart.
        # Negating a double is exact, so the lower-is-better scores compare as exactly.
        score = _score(mine, period.better)
        return 1 + int(self.client.zcount(self._ready(period), f"({score!r}", "+inf"))

    def refresh(self, period: Period) -> None:
        """Recompute the set from the database and swap it in whole (readers see either)."""
        key, fresh = self.key(period), f"{self.key(period)}:fresh"
        self.client.delete(fresh)
        # A marker member keeps an empty board's key alive, so it is not recomputed per read.
        self.client.zadd(fresh, {_EMPTY: float("-inf")})
        pipe = self.client.pipeline(transaction=False)
        better = period.better
        for n, row in enumerate(_qualified(period).order_by().iterator(chunk_size=10_000)):
            found = _line(row)
            pipe.zadd(fresh, {_encode(found, better): _score(found, better)})
            if n % 5_000 == 4_999:
                pipe.execute()
        pipe.execute()
        self.client.rename(fresh, key)
        self.client.expire(key, 2 * REFRESH_SECONDS)  # a stopped beat cannot leave it stale


_EMPTY = b"-"
_BIG = 10**12


_OFFSET = 100_000  # keeps an encoded best day positive: totals lie within ±100,000


def _score(found: Line, better: Better) -> float:
    return found.average if better == "higher" else -found.average


def _encode(found: Line, better: Better) -> str:
    # Reverse lexicographic order (Redis, for equal scores) = more days, better best day,
    # lower player id: the database's order. A lower-is-better best day is stored mirrored,
    # so that a larger field is the better day either way. The sum rides along.
    best = found.best + _OFFSET if better == "higher" else _OFFSET - found.best
    return f"{found.days:06d}:{best:06d}:{_BIG - found.player_id:013d}:{found.total}"


def _decode(member: bytes, better: Better) -> Line:
    days, encoded, player, total = member.decode().split(":")
    best = int(encoded) - _OFFSET if better == "higher" else _OFFSET - int(encoded)
    return Line(_BIG - int(player), int(total), int(days), best)


def backend() -> Periods:
    if settings.REDIS_URL:
        return RedisPeriods(_client(settings.REDIS_URL), settings.LEADERBOARD_REDIS_PREFIX)
    return DatabasePeriods()


def refresh_recent(game: str, today: dt.date) -> None:
    """Recompute this week's, last week's and the all-time set (the beat task)."""
    periods = backend()
    if isinstance(periods, RedisPeriods):
        for period in (week(game, today), week(game, today - dt.timedelta(days=7)),
                       all_time(game)):
            periods.refresh(period)
