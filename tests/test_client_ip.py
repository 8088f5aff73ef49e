"""The client's address (web/client.py): only what the trusted proxies wrote is believed,
whatever the client puts in the header itself; garbage falls back to REMOTE_ADDR."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import RequestFactory

from web.client import client_ip, counted_network, scope_client_ip

REMOTE = "10.0.0.2"  # the nearest proxy, as daphne sees it


def ip(settings: Any, proxies: int, header: str | None = None,
       name: str = "X-Forwarded-For", remote: str = REMOTE) -> str:
    settings.TRUSTED_PROXY_COUNT = proxies
    settings.CLIENT_IP_HEADER = name
    meta = {"REMOTE_ADDR": remote}
    if header is not None:
        meta["HTTP_" + name.upper().replace("-", "_")] = header
    return client_ip(RequestFactory().get("/", **meta))


def scope_ip(settings: Any, proxies: int, headers: list[tuple[bytes, bytes]],
             name: str = "X-Forwarded-For") -> str:
    settings.TRUSTED_PROXY_COUNT = proxies
    settings.CLIENT_IP_HEADER = name
    return scope_client_ip({"type": "websocket", "client": [REMOTE, 51000],
                            "headers": headers})


def test_one_proxy_takes_the_entry_it_appended_not_the_forged_one(settings: Any) -> None:
    assert ip(settings, 1, "203.0.113.66, 198.51.100.7") == "198.51.100.7"
    assert ip(settings, 1, "198.51.100.7") == "198.51.100.7"


def test_without_a_trusted_proxy_the_header_is_ignored(settings: Any) -> None:
    for forged in ("203.0.113.66", "203.0.113.66, 198.51.100.7", "garbage"):
        assert ip(settings, 0, forged) == REMOTE
        assert ip(settings, 0, forged, name="X-Real-IP") == REMOTE


def test_two_proxies_take_the_second_entry_from_the_right(settings: Any) -> None:
    # client forged 203.0.113.66; the CDN appended the client's 198.51.100.7, our proxy the
    # CDN's own address.
    assert ip(settings, 2, "203.0.113.66, 198.51.100.7, 192.0.2.10") == "198.51.100.7"


def test_fewer_entries_than_proxies_or_garbage_fall_back_to_remote_addr(settings: Any) -> None:
    assert ip(settings, 2, "198.51.100.7") == REMOTE  # not through both proxies
    assert ip(settings, 1, "203.0.113.66, not-an-address") == REMOTE
    assert ip(settings, 1, "") == REMOTE
    assert ip(settings, 1) == REMOTE
    assert ip(settings, 1, "203.0.113.66, ") == REMOTE


def test_x_real_ip_is_the_nearest_proxys_value(settings: Any) -> None:
    assert ip(settings, 1, "198.51.100.7", name="X-Real-IP") == "198.51.100.7"
    assert ip(settings, 1, "nonsense", name="X-Real-IP") == REMOTE


@pytest.mark.parametrize(("entry", "address"), [
    ("198.51.100.7:4711", "198.51.100.7"),
    ("[2001:db8::1]:443", "2001:db8::1"),
    ("[2001:db8::1]", "2001:db8::1"),
    ("2001:DB8:0::1", "2001:db8::1"),
])
def test_the_forms_proxies_write(settings: Any, entry: str, address: str) -> None:
    assert ip(settings, 1, f"203.0.113.66, {entry}") == address


def test_a_websocket_scope_reads_the_same_way(settings: Any) -> None:
    forged = [(b"x-forwarded-for", b"203.0.113.66, 198.51.100.7")]
    assert scope_ip(settings, 1, forged) == "198.51.100.7"
    assert scope_ip(settings, 0, forged) == REMOTE
    # A header on two lines is one list: the proxy's line comes last.
    lines = [(b"X-Forwarded-For", b"203.0.113.66"), (b"x-forwarded-for", b"198.51.100.7")]
    assert scope_ip(settings, 1, lines) == "198.51.100.7"
    assert scope_ip(settings, 1, [(b"x-real-ip", b"198.51.100.9")], name="X-Real-IP") == (
        "198.51.100.9")


def test_an_ipv6_household_counts_as_its_64() -> None:
    assert counted_network("2001:db8:1:2::5") == counted_network("2001:db8:1:2:ffff::1")
    assert counted_network("2001:db8:1:2::5") != counted_network("2001:db8:1:3::5")
    assert counted_network("::ffff:198.51.100.7") == "198.51.100.7"
    assert counted_network("198.51.100.7") == "198.51.100.7"
