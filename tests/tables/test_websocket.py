"""WebSocket /ws/tables/<id>/: views on connect and after changes, the same refusals as the API."""

from __future__ import annotations

import json
import uuid
from typing import Any

import pytest
from channels.db import database_sync_to_async as sync_to_async
from channels.testing import WebsocketCommunicator

from config.asgi import application
from tables import consumers, fanout
from tables.models import Action
from tests.tables.conftest import Guest

pytestmark = [pytest.mark.asyncio, pytest.mark.usefixtures("person_first")]


async def connect(guest: Guest, table_id: str, origin: bytes = b"http://testserver") -> Any:
    communicator = WebsocketCommunicator(
        application, f"/ws/tables/{table_id}/",
        headers=[(b"cookie", f"sessionid={guest.session_cookie}".encode()), (b"origin", origin),
                 (b"host", b"testserver")],
    )
    connected, _ = await communicator.connect()
    assert connected
    return communicator


async def new_table(guest: Guest) -> dict[str, Any]:
    return await sync_to_async(guest.new_table)()


async def test_connect_sends_the_view_and_actions_answer_with_views(guest: Guest) -> None:
    data = await new_table(guest)
    ws = await connect(guest, data["id"])
    message = await ws.receive_json_from()
    assert message["type"] == "view" and message["view"]["version"] == data["view"]["version"]
    await ws.send_json_to({"type": "action", "version": data["view"]["version"],
                           "action": {"type": "pick"}})
    message = await ws.receive_json_from(timeout=5)
    assert message["type"] == "view"
    assert message["view"]["version"] > data["view"]["version"]
    assert message["view"]["picker"] == 0 and len(message["view"]["hand"]) == 8
    await ws.disconnect()


async def test_an_action_and_the_view_answering_it_take_one_trip_to_a_thread(
        guest: Guest, monkeypatch: pytest.MonkeyPatch) -> None:
    """The rate limit's count, the move and its view in one trip: each trip costs a thread
    handover and a check of the database connection before and after."""
    data = await new_table(guest)
    ws = await connect(guest, data["id"])
    await ws.receive_json_from()
    trips: list[str] = []

    def counted(fn: Any, **options: Any) -> Any:
        trips.append(getattr(fn, "__name__", repr(fn)))
        return sync_to_async(fn, **options)

    monkeypatch.setattr(consumers, "database_sync_to_async", counted)
    monkeypatch.setattr(fanout, "database_sync_to_async", counted)
    await ws.send_json_to({"type": "action", "version": data["view"]["version"],
                           "action": {"type": "pick"}})
    message = await ws.receive_json_from(timeout=5)
    assert message["type"] == "view" and message["view"]["picker"] == 0
    assert trips == ["_answer"]
    await ws.disconnect()


async def test_refusals_are_error_messages_that_change_nothing(guest: Guest) -> None:
    data = await new_table(guest)
    ws = await connect(guest, data["id"])
    await ws.receive_json_from()
    count = await sync_to_async(Action.objects.filter(table_id=data["id"]).count)()
    version = data["view"]["version"]
    cases = [
        ("not json at all", "invalid"),
        (json.dumps([1, 2]), "invalid"),
        (json.dumps({"type": "chat", "text": "hi"}), "invalid"),
        (json.dumps({"type": "action", "version": version}), "invalid"),
        (json.dumps({"type": "action", "version": "x", "action": {"type": "pick"}}), "invalid"),
        (json.dumps({"type": "action", "version": version, "action": {"type": "zap"}}), "invalid"),
        (json.dumps({"type": "action", "version": version,
                     "action": {"type": "play", "card": "QC"}}), "illegal"),
    ]
    for text, code in cases:
        await ws.send_to(text_data=text)
        message = await ws.receive_json_from(timeout=5)
        assert message == {"type": "error", "code": code, "message": message["message"]}, text
    await ws.send_json_to({"type": "action", "version": version - 1, "action": {"type": "pick"}})
    error = await ws.receive_json_from(timeout=5)
    assert error["type"] == "error" and error["code"] == "stale"
    resync = await ws.receive_json_from(timeout=5)
    assert resync["type"] == "view" and resync["view"]["version"] == version
    assert await sync_to_async(Action.objects.filter(table_id=data["id"]).count)() == count
    await ws.disconnect()


async def test_someone_elses_table_is_refused(guest: Guest, other_guest: Guest) -> None:
    data = await new_table(guest)
    await new_table(other_guest)  # a guest too, with a table of its own
    ws = await connect(other_guest, data["id"])
    message = await ws.receive_json_from()
    assert message["type"] == "error" and message["code"] == "forbidden"
    assert (await ws.receive_output())["type"] == "websocket.close"


async def test_unknown_table_is_not_found(guest: Guest) -> None:
    await new_table(guest)  # the first game makes the guest (and its session)
    for table_id in (str(uuid.uuid4()), "nope"):
        ws = await connect(guest, table_id)
        message = await ws.receive_json_from()
        assert message["type"] == "error" and message["code"] == "not_found"
        assert (await ws.receive_output())["type"] == "websocket.close"


async def test_foreign_origins_are_rejected(guest: Guest) -> None:
    data = await new_table(guest)
    communicator = WebsocketCommunicator(
        application, f"/ws/tables/{data['id']}/",
        headers=[(b"cookie", f"sessionid={guest.session_cookie}".encode()),
                 (b"origin", b"http://evil.example"), (b"host", b"testserver")],
    )
    connected, _ = await communicator.connect()
    assert not connected


async def test_changes_made_over_http_are_pushed(guest: Guest) -> None:
    data = await new_table(guest)
    ws = await connect(guest, data["id"])
    await ws.receive_json_from()
    response = await sync_to_async(guest.act)(data["id"], data["view"]["version"], {"type": "pass"})
    final = response.json()["view"]["version"]
    versions = []
    while not versions or versions[-1] < final:
        message = await ws.receive_json_from(timeout=5)
        assert message["type"] == "view"
        versions.append(message["view"]["version"])
    assert versions == sorted(set(versions))  # in order, each version at most once
    await ws.disconnect()


async def test_a_non_canonical_table_id_still_gets_updates(guest: Guest) -> None:
    data = await new_table(guest)
    ws = await connect(guest, data["id"].upper())
    view = (await ws.receive_json_from())["view"]
    response = await sync_to_async(guest.act)(data["id"], view["version"], {"type": "pass"})
    assert response.status_code == 200
    message = await ws.receive_json_from(timeout=5)
    assert message["type"] == "view" and message["view"]["version"] > view["version"]
    await ws.disconnect()
    braces = await connect(guest, "{" + data["id"] + "}")
    assert (await braces.receive_json_from())["type"] == "view"
    await braces.disconnect()


@pytest.mark.parametrize("header", [
    (b"cookie", b"django_language=nb"),
    (b"accept-language", b"nb-NO,nb;q=0.9,en;q=0.5"),
])
async def test_refusals_are_worded_in_the_persons_language(
    guest: Guest, header: tuple[bytes, bytes]
) -> None:
    """As on the pages: the language cookie, else the browser's Accept-Language."""
    from django.utils import translation

    with translation.override("nb"):
        norwegian = translation.gettext("Messages must be JSON.")
    assert norwegian != "Messages must be JSON."
    data = await new_table(guest)
    name, value = header
    cookie = f"sessionid={guest.session_cookie}".encode()
    if name == b"cookie":
        cookie += b"; " + value
    communicator = WebsocketCommunicator(
        application, f"/ws/tables/{data['id']}/",
        headers=[(b"cookie", cookie), (b"origin", b"http://testserver"), (b"host", b"testserver")]
        + ([header] if name != b"cookie" else []),
    )
    connected, _ = await communicator.connect()
    assert connected
    await communicator.receive_json_from()
    await communicator.send_to(text_data="not json")
    message = await communicator.receive_json_from(timeout=5)
    assert message == {"type": "error", "code": "invalid", "message": norwegian}
    await communicator.disconnect()
