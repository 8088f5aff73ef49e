"""Every JSON entry point refuses what web.json_input refuses, clearly, changing nothing:
POST /api/tables/, POST /api/tables/<id>/actions/, POST /api/me/ and the WebSocket."""

from __future__ import annotations

import json
from typing import Any

import pytest
from channels.db import database_sync_to_async as sync_to_async
from channels.testing import WebsocketCommunicator

from accounts.models import Player
from config.asgi import application
from tables.models import Action, Table
from tests.tables.conftest import Guest
from web.json_input import MAX_BYTES, MAX_DEPTH

pytestmark = pytest.mark.usefixtures("person_first")

NESTED = "[" * 100_000 + "]" * 100_000  # the body: over the size limit as well
DEEP = "[" * 5_000 + "]" * 5_000  # under the size limit, past Python's recursion limit
TOO_DEEP = "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1)
LONG = json.dumps({"game": "sheepshead", "pad": "x" * MAX_BYTES})
CODECS = ("utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-8-sig")


def encoded(value: object) -> list[bytes]:
    """``value`` as JSON in every encoding but plain UTF-8 (``-sig``: with a BOM)."""
    return [json.dumps(value).encode(codec) for codec in CODECS]


def post(guest: Guest, url: str, body: str | bytes, content_type: str = "application/json",
         ) -> Any:
    return guest.client.post(url, body, content_type=content_type,
                             HTTP_X_CSRFTOKEN=guest.csrf)


def refused(response: Any, status: int = 400, words: str = "") -> str:
    assert response.status_code == status, response.content
    error = response.json()["error"]
    assert error["code"] == ("invalid" if status == 400 else "unsupported_media_type")
    assert words in error["message"]
    return str(error["message"])


def snapshot() -> tuple[int, int, list[tuple[str, int]], list[str]]:
    return (Table.objects.count(), Action.objects.count(),
            sorted(Table.objects.values_list("id", "version")),
            sorted(Player.objects.values_list("nickname", flat=True)))


def action_bodies(version: int) -> list[str]:
    """The bodies to refuse, each also as an action: nested inside the action object."""
    inner = "[" * 5_000 + "]" * 5_000
    return [NESTED, DEEP, TOO_DEEP, LONG,
            f'{{"version": {version}, "action": {inner}}}',
            f'{{"version": {version}, "action": {{"type": "pick", "x": {TOO_DEEP}}}}}']


def test_table_creation_refuses_deep_long_and_foreign_bodies(guest: Guest) -> None:
    before = snapshot()
    assert "too long" in refused(post(guest, "/api/tables/", NESTED))
    assert "nested too deeply" in refused(post(guest, "/api/tables/", DEEP))
    assert "nested too deeply" in refused(post(guest, "/api/tables/", TOO_DEEP))
    refused(post(guest, "/api/tables/", f'{{"game": "sheepshead", "options": {TOO_DEEP}}}'))
    refused(post(guest, "/api/tables/", LONG), words=str(MAX_BYTES))
    for body in encoded({"game": "sheepshead"}):
        refused(post(guest, "/api/tables/", body), words="UTF-8")
    for constant in ("NaN", "Infinity", "-Infinity", "1e999"):
        refused(post(guest, "/api/tables/", f'{{"game": "sheepshead", "seats": {constant}}}'))
    assert snapshot() == before


def test_nesting_up_to_the_limit_reaches_the_view(guest: Guest) -> None:
    at_limit = "[" * (MAX_DEPTH - 1) + "]" * (MAX_DEPTH - 1)
    body = f'{{"game": "sheepshead", "levels": {at_limit}}}'
    message = refused(post(guest, "/api/tables/", body))
    assert "levels" in message  # the view's own refusal, not the reader's
    quoted = json.dumps({"game": "sheepshead", "name": "[" * 1000 + "\\\"{" * 1000})
    # Brackets in a string are no nesting: the reader lets it through, and the view refuses
    # the field itself (a new table takes no "name").
    assert "takes no “name”" in refused(post(guest, "/api/tables/", quoted))


def test_declared_types_must_be_json_in_utf8(guest: Guest) -> None:
    body = json.dumps({"game": "sheepshead"})
    for content_type in ("text/plain", "application/x-www-form-urlencoded",
                         "application/json; charset=utf-16"):
        refused(post(guest, "/api/tables/", body, content_type), 415)
    assert Table.objects.count() == 0
    for content_type in ("application/json; charset=UTF-8", "application/vnd.api+json"):
        assert post(guest, "/api/tables/", body, content_type).status_code == 201


def test_actions_refuse_deep_long_and_foreign_bodies(guest: Guest) -> None:
    data = guest.new_table()
    url = f"/api/tables/{data['id']}/actions/"
    version = data["view"]["version"]
    before = snapshot()
    for body in action_bodies(version):
        refused(post(guest, url, body))
    for body in encoded({"version": version, "action": {"type": "pass"}}):
        refused(post(guest, url, body), words="UTF-8")
    refused(post(guest, url, json.dumps({"version": version, "action": {"type": "pass"}}),
                 "text/plain"), 415)
    assert snapshot() == before
    assert guest.act(data["id"], version, {"type": "pass"}).status_code == 200  # still works


def test_the_nickname_refuses_deep_long_and_foreign_bodies(guest: Guest) -> None:
    before = snapshot()
    for body in (NESTED, DEEP, TOO_DEEP, json.dumps({"nickname": "Otter" + "x" * MAX_BYTES}),
                 f'{{"nickname": {TOO_DEEP}}}'):
        refused(post(guest, "/api/me/", body))
    for body in encoded({"nickname": "Euchre Fan"}):
        refused(post(guest, "/api/me/", body), words="UTF-8")
    refused(post(guest, "/api/me/", json.dumps({"nickname": "Euchre Fan"}), "text/plain"), 415)
    assert snapshot() == before


async def connect(guest: Guest, table_id: str) -> Any:
    communicator = WebsocketCommunicator(
        application, f"/ws/tables/{table_id}/",
        headers=[(b"cookie", f"sessionid={guest.session_cookie}".encode()),
                 (b"origin", b"http://testserver"), (b"host", b"testserver")],
    )
    connected, _ = await communicator.connect()
    assert connected
    return communicator


@pytest.mark.asyncio
async def test_websocket_refusals_keep_the_connection(guest: Guest) -> None:
    data = await sync_to_async(guest.new_table)()
    version = data["view"]["version"]
    ws = await connect(guest, data["id"])
    assert (await ws.receive_json_from())["type"] == "view"
    before = await sync_to_async(snapshot)()
    words = []
    for text in action_bodies(version):
        await ws.send_to(text_data=text)
        message = await ws.receive_json_from(timeout=5)
        assert message["type"] == "error" and message["code"] == "invalid", text[:40]
        words.append(message["message"])
    assert "too long" in words[0] and "nested too deeply" in words[1]
    await ws.send_to(bytes_data=b'{"type": "action"}')  # a binary frame
    assert (await ws.receive_json_from(timeout=5))["code"] == "invalid"
    await ws.send_to(text_data='{"type": "action", "version": NaN, "action": {}}')
    assert (await ws.receive_json_from(timeout=5))["message"] == "Messages must be JSON."
    assert await sync_to_async(snapshot)() == before
    await ws.send_json_to({"type": "action", "version": version, "action": {"type": "pass"}})
    after = await ws.receive_json_from(timeout=5)
    assert after["type"] == "view" and after["view"]["version"] > version
    await ws.disconnect()
