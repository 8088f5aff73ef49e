"""Rate limits: django-ratelimit's counters, keyed by the player and the client's address.

``settings.RATE_LIMITS`` names each group's rates per key kind (``player``, ``address``,
``username``). :func:`count` counts one use under every key and says how long to wait if
any limit is passed; :func:`limited` wraps a view with it. A refusal is a 429 with
Retry-After: the API's JSON error (``rate_limited``) under /api/, a plain page elsewhere;
the WebSocket consumer sends the same error as a message. The counters live in the default
cache (Redis when ``REDIS_URL`` is set), so every process counts together.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Mapping
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.utils.translation import ngettext
from django_ratelimit.core import get_usage
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
    wait: int | None = None
    for kind, value in keys.items():
        rate = settings.RATE_LIMITS.get(group, {}).get(kind)
        if not rate or not value:
            continue
        try:
            usage = get_usage(None, group=f"{group}.{kind}",
                              key=_constant(f"{kind}:{value}"), rate=rate,
                              increment=not peek)
        except CACHE_ERRORS as exc:
            log.warning("rate limit %s.%s not counted (the cache failed: %r)", group, kind,
                        exc)
            continue
        if usage is not None and (usage["count"] >= usage["limit"] if peek
                                  else usage["should_limit"]):
            # time_left is 0 in the window's last second: the next one starts a new window.
            wait = max(wait or 1, int(usage["time_left"]) + 1)
    return wait


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


def _constant(value: str) -> Callable[[str, object], str]:
    # django-ratelimit asks a key function for the value; ours is known beforehand (and there
    # may be no request at all: the WebSocket's actions).
    return lambda _group, _request: value
