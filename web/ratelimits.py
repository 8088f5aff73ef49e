"""Rate limits: fixed-window counters, keyed by the player and the client's address.

``settings.RATE_LIMITS`` names each group's rates per key kind (``player``, ``address``,
``username``). :func:`count` counts one use under every key and says how long to wait if
any limit is passed; :func:`limited` wraps a view with it. A refusal is a 429 with
Retry-After: the API's JSON error (``rate_limited``) under /api/, a plain page elsewhere;
the WebSocket consumer sends the same error as a message. The counters live in the cache
``settings.RATELIMIT_USE_CACHE`` (Redis when ``REDIS_URL`` is set), so every process counts
together. Every action passes here, so on Redis all of a use's counters are counted in one
round trip (a pipeline); django-ratelimit, used before, made three per key.
"""

from __future__ import annotations

import functools
import hashlib
import logging
import re
import time
import zlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.core.cache import BaseCache, caches
from django.core.cache.backends.redis import RedisCache
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.utils.translation import ngettext
from redis.exceptions import RedisError

from web.client import client_ip, counted_network, session_player_id

View = Callable[..., HttpResponse]
log = logging.getLogger(__name__)
# What the cache raises when Redis is away: the client's errors and the socket's own.
CACHE_ERRORS = (RedisError, OSError)


class Limited(Exception):
    """A limit is passed: wait ``retry_after`` seconds."""

    def __init__(self, retry_after: int) -> None:
        super().__init__(retry_after)
        self.retry_after = retry_after


def count(group: str, keys: Mapping[str, str | None], peek: bool = False) -> int | None:
    """Count one use of ``group`` under each of ``keys`` (kind -> value; None: no such key,
    e.g. no player yet) that has a rate; the seconds to wait if a limit is passed, else
    None. A refused use counts too: hammering on does not shorten the wait. ``peek``: count
    nothing, and say whether one more use would pass a limit.

    With the cache away (Redis restarting) nothing is counted and nothing refused, with a
    warning: a limit is there to shed abuse, not to fail a person's move (a 500 for every
    action while Redis restarted, measured by scripts/bench_faults.py).
    """
    if not getattr(settings, "RATELIMIT_ENABLE", True):
        return None
    now = int(time.time())
    windows = [Window.of(group, kind, value, rate, now) for kind, value in keys.items()
               if value and (rate := settings.RATE_LIMITS.get(group, {}).get(kind))]
    if not windows:
        return None
    try:
        counts = _counts(caches[settings.RATELIMIT_USE_CACHE], windows, peek)
    except CACHE_ERRORS as exc:
        log.warning("rate limit %s not counted (the cache failed: %r)", group, exc)
        return None
    wait: int | None = None
    for window, used in zip(windows, counts, strict=True):
        if used > window.limit or (peek and used >= window.limit):
            # The window's last second leaves 0: the next one starts a new window.
            wait = max(wait or 1, window.ends - int(time.time()) + 1)
    return wait


RATE = re.compile(r"([0-9]+)/([0-9]*)([smhd])")
SECONDS = {"s": 1, "m": 60, "h": 3600, "d": 86400}
EXPIRY_MARGIN = 5  # seconds a counter outlives its window (a clock a little behind)


@dataclass(frozen=True)
class Window:
    """One key's counter in its current window: ``limit`` uses until ``ends`` (epoch
    seconds), counted under the cache key ``key``."""

    limit: int
    period: int
    ends: int
    key: str

    @classmethod
    def of(cls, group: str, kind: str, value: str, rate: str, now: int) -> Window:
        match = RATE.fullmatch(rate)
        if match is None:
            raise ValueError(f"{rate!r} is no rate (e.g. 20/m)")
        limit, period = int(match[1]), int(match[2] or 1) * SECONDS[match[3]]
        # Each key's windows are offset by a jitter of its own, so that all of them do not
        # start afresh in the same second.
        start = now - now % period + zlib.crc32(value.encode()) % period
        ends = start if start >= now else start + period
        name = hashlib.sha256(f"{group}.{kind}:{value}".encode()).hexdigest()
        prefix = getattr(settings, "RATELIMIT_CACHE_PREFIX", "rl:")
        return cls(limit, period, ends, f"{prefix}{name}:{period}:{ends}")


def _counts(cache: BaseCache, windows: list[Window], peek: bool) -> list[int]:
    """Each window's uses, with this one counted unless ``peek``."""
    if isinstance(cache, RedisCache):
        # Django's client makes three round trips of an add and an incr; a pipeline makes
        # one for all of them. Django stores an int as its digits, so get() reads these.
        client = cache._cache.get_client(write=True)
        with client.pipeline(transaction=False) as pipe:
            for window in windows:
                key = cache.make_and_validate_key(window.key)
                pipe.set(key, 0, nx=True, ex=window.period + EXPIRY_MARGIN)
                if peek:
                    pipe.get(key)
                else:
                    pipe.incr(key)
            replies = pipe.execute()
        return [int(reply or 0) for reply in replies[1::2]]
    counts = []
    for window in windows:
        cache.add(window.key, 0, window.period + EXPIRY_MARGIN)
        counts.append(int(cache.get(window.key, 0)) if peek else cache.incr(window.key))
    return counts


def check(group: str, keys: Mapping[str, str | None]) -> None:
    """:func:`count`, raising :class:`Limited` when a limit is passed."""
    wait = count(group, keys)
    if wait is not None:
        raise Limited(wait)


def request_keys(request: HttpRequest) -> dict[str, str | None]:
    """The player (from the session, without creating a guest) and the client's address."""
    player = session_player_id(getattr(request, "session", None))
    return {"player": str(player) if player is not None else None,
            "address": address_key(client_ip(request))}


def address_key(address: str) -> str | None:
    return counted_network(address) if address else None


def limited(group: str, methods: tuple[str, ...] = ("POST",),
            extra: Callable[[HttpRequest], Mapping[str, str | None]] | None = None
            ) -> Callable[[View], View]:
    """A view decorator: requests with one of ``methods`` count in ``group`` under the
    request's player and address (and whatever ``extra`` adds, e.g. the username); a request
    past a limit is refused before the view runs."""
    def decorator(view: View) -> View:
        @functools.wraps(view)
        def wrapped(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
            if request.method in methods:
                keys = request_keys(request)
                if extra is not None:
                    keys.update(extra(request))
                wait = count(group, keys)
                if wait is not None:
                    return refused(request, wait)
            return view(request, *args, **kwargs)
        return wrapped
    return decorator


def newcomer(request: HttpRequest) -> bool:
    """Whether the request's session holds no player yet: its action would make one (a
    guest, or an account's). Counted in ``newcomer`` per address, against mass creation of
    players: each new player is one more ranked attempt at tomorrow's daily."""
    return session_player_id(getattr(request, "session", None)) is None


def newcomers_limited(view: View) -> View:
    """A view whose POST may make a new player: refused when the address has made its
    ``newcomer`` limit of players, and counted only when the view did make one (a refused,
    invalid or failed request uses up none of the address's new players)."""
    @functools.wraps(view)
    def wrapped(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        if request.method != "POST" or not newcomer(request):
            return view(request, *args, **kwargs)
        address = client_ip(request)
        keys = {"address": address_key(address),
                "site": counted_network(address, 48) if address else None}
        wait = count("newcomer", keys, peek=True)
        if wait is not None:
            return refused(request, wait)
        response = view(request, *args, **kwargs)
        if not newcomer(request):  # the session holds the player the view made
            count("newcomer", keys)
        return response
    return wrapped


def login_username(request: HttpRequest) -> dict[str, str | None]:
    """The username a login form tries, as one key however it is capitalised."""
    name = str(request.POST.get("username", "")).strip().casefold()
    return {"username": name or None}


def message(wait: int) -> str:
    """The refusal in the person's words (the request's or the WebSocket's language)."""
    text: str = ngettext(
        "Too many requests: please wait %(seconds)s second and try again.",
        "Too many requests: please wait %(seconds)s seconds and try again.", wait,
    )
    return text % {"seconds": wait}


def refused(request: HttpRequest, wait: int) -> HttpResponse:
    """The 429: JSON on the API, the plain page elsewhere; Retry-After either way."""
    response: HttpResponse
    if request.path.startswith("/api/"):
        response = JsonResponse({"error": {"code": "rate_limited", "message": message(wait),
                                           "retry_after": wait}}, status=429)
    else:
        response = render(request, "429.html", {"message": message(wait)}, status=429)
    response["Retry-After"] = str(wait)
    return response
