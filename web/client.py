"""The client: its address, as the site's own proxies saw it, and the player its session holds.

Behind proxies ``REMOTE_ADDR`` is the nearest proxy's address; the client's is in a header
the proxies write. ``X-Forwarded-For`` is a list every proxy appends to, so its left entries
are whatever the client sent: only the entry the nearest *trusted* proxy appended can be
believed. With ``TRUSTED_PROXY_COUNT = N`` proxies in front, that is the N-th entry from the
right (the N-th proxy from us appended the address it saw, the client's). ``X-Real-IP`` holds
one address, which the nearest proxy must set itself (overwriting any the client sent).

With no trusted proxy (the default) the header is ignored: ``REMOTE_ADDR`` whatever it says.
An entry that is not an address, or a header with fewer entries than proxies (the request
did not come through them all), falls back to ``REMOTE_ADDR`` too. One function serves the
rate limits, for requests and WebSocket scopes alike.

The session holds the player's id under :data:`SESSION_KEY`: accounts.guests puts it there
and reads it back as a player; the rate limits count by it without knowing players.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Mapping
from typing import Any

from django.conf import settings
from django.http import HttpRequest

SESSION_KEY = "player_id"


def session_player_id(session: object) -> int | None:
    """The id of the player ``session`` holds (None: nobody yet, or no session at all)."""
    player_id = session.get(SESSION_KEY) if hasattr(session, "get") else None
    return player_id if isinstance(player_id, int) else None


def client_ip(request: HttpRequest) -> str:
    """The client's address for an HTTP request ("" only if even REMOTE_ADDR is missing)."""
    meta_key = "HTTP_" + settings.CLIENT_IP_HEADER.upper().replace("-", "_")
    return _choose(str(request.META.get("REMOTE_ADDR") or ""),
                   str(request.META.get(meta_key) or ""))


def scope_client_ip(scope: Mapping[str, Any]) -> str:
    """The same for an ASGI scope (a WebSocket): ``client`` is the peer, headers as sent."""
    peer = scope.get("client") or ("", 0)
    wanted = settings.CLIENT_IP_HEADER.lower().encode("latin-1")
    # A header sent on several lines is one list, in order (as Django joins them for META).
    values = [value.decode("latin-1") for name, value in scope.get("headers") or ()
              if name.lower() == wanted]
    return _choose(str(peer[0] or ""), ",".join(values))


def counted_network(address: str, ipv6_prefix: int = 64) -> str:
    """What a limit per address counts: an IPv4 address, or an IPv6 address's /64 (one
    household or phone gets a whole /64 and could otherwise count as billions); with
    ``ipv6_prefix`` 48, an IPv6 site's (a provider may give one home a /56 or a /48: 256
    or 65,536 /64s)."""
    try:
        parsed = ipaddress.ip_address(address)
    except ValueError:
        return address
    if isinstance(parsed, ipaddress.IPv6Address) and parsed.ipv4_mapped:
        parsed = parsed.ipv4_mapped
    if parsed.version == 6:
        return str(ipaddress.ip_network(f"{parsed}/{ipv6_prefix}", strict=False))
    return str(parsed)


def _choose(remote: str, header: str) -> str:
    chosen = None
    count = settings.TRUSTED_PROXY_COUNT
    if count > 0 and header.strip():
        entries = [entry.strip() for entry in header.split(",")]
        if settings.CLIENT_IP_HEADER.lower() == "x-real-ip":
            chosen = _clean(entries[-1])  # one value, which the nearest proxy set
        elif len(entries) >= count:
            chosen = _clean(entries[-count])
    return chosen or _clean(remote) or remote


def _clean(raw: str) -> str | None:
    """``raw`` as a canonical address, or None if it is none. Accepts the forms proxies
    write: ``1.2.3.4``, ``1.2.3.4:5678``, ``::1``, ``[::1]`` and ``[::1]:80``."""
    text = raw.strip()
    if text.startswith("["):
        text = text[1:].split("]", 1)[0]
    elif text.count(":") == 1:  # IPv4 with a port (an IPv6 address has two colons or more)
        text = text.split(":", 1)[0]
    try:
        return str(ipaddress.ip_address(text))
    except ValueError:
        return None
