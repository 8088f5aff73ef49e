"""Numbers in URLs (?since, ?version, ?round) are ASCII digits: anything else is read as
none (since) or refused (version, round), never a 500. ``"²".isdigit()`` is true and
``int()`` refuses it, as it refuses 5,000 digits: both were 500s on ?since."""

from __future__ import annotations

import pytest
from channels.db import database_sync_to_async as sync_to_async
from channels.testing import WebsocketCommunicator

from config.asgi import application
from tests.tables.conftest import Guest

pytestmark = pytest.mark.usefixtures("person_first")

ODD = ["²", "%C2%B2", "٣", "+1", "1_0", "%201", "9" * 5000, "-1", "", "%00"]


def test_since_that_is_not_a_version_means_no_events(guest: Guest) -> None:
    data = guest.new_table()
    assert guest.act(data["id"], data["view"]["version"], {"type": "pass"}).status_code == 200
    for since in ODD:
        response = guest.get(f"/api/tables/{data['id']}/?since={since}")
        assert response.status_code == 200, since
        view = response.json()["view"]
        assert view["events_since"] is None and view["events"] == [], since
    assert guest.get(f"/api/tables/{data['id']}/?since=0").json()["view"]["events"]


def test_version_and_round_must_be_whole_numbers(guest: Guest) -> None:
    data = guest.new_table()
    for value in ODD:
        for url in (f"/api/tables/{data['id']}/hint/?version={value}",
                    f"/api/tables/{data['id']}/review/?round={value}"):
            response = guest.get(url)
            assert response.status_code in (400, 409), url[-40:]
            code = response.json()["error"]["code"]
            assert code == ("stale" if value == "-1" and "hint" in url else "invalid"), url


@pytest.mark.asyncio
async def test_a_websocket_since_that_is_not_a_version_is_ignored(guest: Guest) -> None:
    data = await sync_to_async(guest.new_table)()
    for since in ("%C2%B2", "9" * 5000):
        ws = WebsocketCommunicator(
            application, f"/ws/tables/{data['id']}/?since={since}",
            headers=[(b"cookie", f"sessionid={guest.session_cookie}".encode()),
                     (b"origin", b"http://testserver"), (b"host", b"testserver")])
        connected, _ = await ws.connect()
        assert connected
        message = await ws.receive_json_from(timeout=5)
        assert message["type"] == "view" and message["view"]["events_since"] is None
        await ws.disconnect()
