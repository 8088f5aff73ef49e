"""The WebSocket's Origin check (config/asgi.py, AllowedHostsOriginValidator): another site's
page cannot open a table's socket with the visitor's cookies; the site's own pages can."""

from __future__ import annotations

from typing import Any

import pytest
from channels.db import database_sync_to_async as sync_to_async
from channels.testing import WebsocketCommunicator

from config.asgi import application
from tests.tables.conftest import Guest

pytestmark = pytest.mark.asyncio


async def opened(guest: Guest, table_id: str, origin: bytes | None) -> bool:
    headers = [(b"cookie", f"sessionid={guest.session_cookie}".encode()),
               (b"host", b"testserver")]
    if origin is not None:
        headers.append((b"origin", origin))
    communicator = WebsocketCommunicator(application, f"/ws/tables/{table_id}/",
                                         headers=headers)
    connected, _ = await communicator.connect()
    if connected:
        message: Any = await communicator.receive_json_from()
        assert message["type"] == "view"  # the consumer itself answered
        await communicator.disconnect()
    return connected


@pytest.mark.parametrize("origin", [
    b"http://evil.example",
    b"https://testserver.evil.example",  # a look-alike host
    b"http://evil.example:80",
    b"null",  # a sandboxed frame or a file
    None,  # no Origin at all
])
async def test_a_foreign_origin_is_refused(guest: Guest, origin: bytes | None) -> None:
    data = await sync_to_async(guest.new_table)()
    assert not await opened(guest, data["id"], origin)


@pytest.mark.parametrize("origin", [
    b"http://testserver", b"https://testserver", b"http://localhost:8000",
])
async def test_the_sites_own_origin_is_accepted(guest: Guest, origin: bytes) -> None:
    data = await sync_to_async(guest.new_table)()
    assert await opened(guest, data["id"], origin)
