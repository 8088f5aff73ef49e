"""Talk at a friends' table (issue 33, tables/talk.py): a phrase said by one seat reaches every
seat's socket as its id, over the WebSocket and the API alike; an unknown phrase, a flood,
someone without a seat, a practice table and a table where nobody else sits yet are refused
in words, and nothing reaches anybody."""

from __future__ import annotations

import asyncio
import datetime as dt
import re
from pathlib import Path
from typing import Any

import pytest
import time_machine
from channels.db import database_sync_to_async as sync_to_async
from channels.testing import WebsocketCommunicator
from django.utils import translation

from config.asgi import application
from tables import talk
from tests.tables.conftest import Guest

ROOT = Path(__file__).resolve().parents[2]
START = dt.datetime.now(dt.UTC).replace(microsecond=0)


def friends_table(*, start: bool = True) -> tuple[Guest, Guest, str]:
    """A Sheepshead table of two people (the host in seat 0, a friend in seat 1) and three
    computers, started unless told."""
    host, friend = Guest(), Guest()
    response = host.post("/api/tables/", {"game": "sheepshead", "mode": "friends",
                                          "others": ["friend", "hard", "hard", "hard"]})
    assert response.status_code == 201, response.content
    table = response.json()
    joined = friend.post(f"/api/tables/{table['id']}/join/", {"invite": table["invite"]})
    assert joined.status_code == 200, joined.content
    if start:
        assert host.post(f"/api/tables/{table['id']}/start/", {}).status_code == 200
    return host, friend, table["id"]


def say(guest: Guest, table_id: str, phrase: object) -> Any:
    return guest.post(f"/api/tables/{table_id}/phrase/", {"phrase": phrase})


def error_of(response: Any) -> tuple[int, str]:
    return response.status_code, response.json()["error"]["code"]


async def connect(guest: Guest, table_id: str, language: str = "") -> Any:
    cookie = f"sessionid={guest.session_cookie}"
    if language:
        cookie += f"; django_language={language}"
    communicator = WebsocketCommunicator(
        application, f"/ws/tables/{table_id}/",
        headers=[(b"cookie", cookie.encode()), (b"origin", b"http://testserver"),
                 (b"host", b"testserver")],
    )
    connected, _ = await communicator.connect()
    assert connected
    first = await communicator.receive_json_from(timeout=5)
    assert first["type"] == "view", first
    return communicator


async def next_not_view(ws: Any) -> dict[str, Any]:
    """The next message that is not a view (seating and computers' moves send views too)."""
    while True:
        message: dict[str, Any] = await ws.receive_json_from(timeout=5)
        if message["type"] != "view":
            return message


async def heard(ws: Any, wait: float = 0.5) -> list[dict[str, Any]]:
    """Every phrase the socket gets within ``wait`` seconds (views skipped)."""
    phrases = []
    loop = asyncio.get_running_loop()
    deadline = loop.time() + wait
    while (left := deadline - loop.time()) > 0:
        # receive_nothing, not a timed-out receive: that would cancel the consumer.
        if await ws.receive_nothing(timeout=left, interval=0.02):
            break
        message = await ws.receive_json_from()
        if message["type"] == "phrase":
            phrases.append(message)
    return phrases


# ---------------------------------------------------------------- through the WebSocket


@pytest.mark.asyncio
async def test_a_phrase_reaches_every_seat_as_its_id(transactional_db: None) -> None:
    host, friend, table_id = await sync_to_async(friends_table)()
    host_ws, friend_ws = await connect(host, table_id), await connect(friend, table_id, "he")
    await friend_ws.send_json_to({"type": "phrase", "phrase": "good_game"})
    said = {"type": "phrase", "seat": 1, "phrase": "good_game"}
    assert await next_not_view(host_ws) == said
    assert await next_not_view(friend_ws) == said  # the speaker's page shows it by its seat
    await host_ws.send_json_to({"type": "phrase", "phrase": "smile"})
    assert await next_not_view(friend_ws) == {"type": "phrase", "seat": 0, "phrase": "smile"}
    await host_ws.disconnect()
    await friend_ws.disconnect()


@pytest.mark.asyncio
@pytest.mark.parametrize("phrase", ["you are slow", "GOOD_GAME", "", None, 7, ["hello"],
                                    {"id": "hello"}])
async def test_an_unknown_phrase_is_refused_and_nothing_is_sent(transactional_db: None,
                                                               phrase: object) -> None:
    host, friend, table_id = await sync_to_async(friends_table)()
    host_ws, friend_ws = await connect(host, table_id), await connect(friend, table_id)
    await friend_ws.send_json_to({"type": "phrase", "phrase": phrase})
    error = await next_not_view(friend_ws)
    assert error["type"] == "error" and error["code"] == "invalid", error
    assert error["about"] == "phrase"
    assert all(each in error["message"] for each in talk.PHRASES)  # it names the choices
    assert await heard(host_ws) == [] and await heard(friend_ws, 0.1) == []
    await host_ws.disconnect()
    await friend_ws.disconnect()


@pytest.mark.asyncio
async def test_a_flood_is_limited(transactional_db: None, limits: Any) -> None:
    limits.RATE_LIMITS = {**limits.RATE_LIMITS, "phrase": {"player": "3/m", "address": "100/m"}}
    host, friend, table_id = await sync_to_async(friends_table)()
    with time_machine.travel(START, tick=False) as clock:
        host_ws, friend_ws = await connect(host, table_id), await connect(friend, table_id)
        for _ in range(5):
            await friend_ws.send_json_to({"type": "phrase", "phrase": "oops"})
        refusals = []
        for _ in range(5):
            message = await next_not_view(friend_ws)
            if message["type"] == "error":
                refusals.append(message)
        assert [m["code"] for m in refusals] == ["rate_limited", "rate_limited"]
        wait = refusals[0]["retry_after"]
        assert 1 <= wait <= 60 and "wait" in refusals[0]["message"]
        assert refusals[0]["about"] == "phrase"
        assert len(await heard(host_ws)) == 3  # the two past the limit reached nobody
        # The host counts for themselves; the friend, once the window has passed.
        await host_ws.send_json_to({"type": "phrase", "phrase": "rematch"})
        assert (await next_not_view(friend_ws))["phrase"] == "rematch"
        assert (await next_not_view(host_ws))["phrase"] == "rematch"
        clock.shift(wait)
        await friend_ws.send_json_to({"type": "phrase", "phrase": "oops"})
        assert await next_not_view(host_ws) == {"type": "phrase", "seat": 1, "phrase": "oops"}
        await host_ws.disconnect()
        await friend_ws.disconnect()


@pytest.mark.asyncio
async def test_a_practice_table_refuses_phrases_in_the_persons_language(
        transactional_db: None) -> None:
    with translation.override("nb"):
        norwegian = translation.gettext(
            "Phrases are for a friends' table: nobody else sits at this one to hear them.")
    assert "friends'" not in norwegian
    guest = await sync_to_async(Guest)()
    table = await sync_to_async(guest.new_table)()
    ws = await connect(guest, table["id"], "nb")
    await ws.send_json_to({"type": "phrase", "phrase": "hello"})
    assert await next_not_view(ws) == {"type": "error", "code": "invalid", "message": norwegian,
                                       "about": "phrase"}
    assert await heard(ws, 0.2) == []
    await ws.disconnect()


# ---------------------------------------------------------------- through the API


@pytest.mark.asyncio
async def test_a_phrase_sent_over_the_api_reaches_the_sockets(transactional_db: None) -> None:
    host, friend, table_id = await sync_to_async(friends_table)()
    host_ws = await connect(host, table_id)
    response = await sync_to_async(say)(friend, table_id, "thanks_partner")
    assert response.status_code == 200, response.content
    assert response.json() == {"seat": 1, "phrase": "thanks_partner"}
    assert await next_not_view(host_ws) == {"type": "phrase", "seat": 1,
                                            "phrase": "thanks_partner"}
    await host_ws.disconnect()


def test_refusals_over_the_api(transactional_db: None) -> None:
    host, friend, table_id = friends_table()
    for body in ({}, {"phrase": "gg"}, {"phrase": 3}, {"phrase": None}):
        response = friend.post(f"/api/tables/{table_id}/phrase/", body)
        assert error_of(response) == (400, "invalid"), body
        assert "good_game" in response.json()["error"]["message"]
    assert error_of(friend.post(f"/api/tables/{table_id}/phrase/", [])) == (400, "invalid")
    stranger = Guest()
    stranger.new_table()  # a guest, with a table of its own
    assert error_of(say(stranger, table_id, "hello")) == (403, "forbidden")
    assert error_of(say(Guest(), table_id, "hello")) == (403, "forbidden")  # no guest yet
    assert error_of(say(friend, "00000000-0000-0000-0000-000000000000", "hello")) == (
        404, "not_found")
    practice = friend.new_table()
    response = say(friend, practice["id"], "hello")
    assert error_of(response) == (400, "invalid")
    assert "friends' table" in response.json()["error"]["message"]
    # The host who gave their seat up (a computer plays it) still reaches the table, but has
    # nobody to speak for.
    assert host.post(f"/api/tables/{table_id}/leave/", {}).status_code == 200
    response = say(host, table_id, "good_game")
    assert error_of(response) == (403, "forbidden")
    assert "seated" in response.json()["error"]["message"]


def test_nobody_else_to_hear_yet(transactional_db: None) -> None:
    host = Guest()
    table = host.post("/api/tables/", {"game": "sheepshead", "mode": "friends",
                                       "others": ["friend", "hard", "hard", "hard"]}).json()
    assert error_of(say(host, table["id"], "hello")) == (409, "conflict")
    friend = Guest()
    friend.post(f"/api/tables/{table['id']}/join/", {"invite": table["invite"]})
    assert say(host, table["id"], "hello").status_code == 200  # the waiting room may greet


def test_a_flood_over_the_api_is_a_429_with_retry_after(transactional_db: None,
                                                        limits: Any) -> None:
    limits.RATE_LIMITS = {**limits.RATE_LIMITS, "phrase": {"player": "2/m", "address": "100/m"}}
    _host, friend, table_id = friends_table()
    with time_machine.travel(START, tick=False):
        assert [say(friend, table_id, "oops").status_code for _ in range(2)] == [200, 200]
        response = say(friend, table_id, "oops")
        assert error_of(response) == (429, "rate_limited")
        assert response.json()["error"]["retry_after"] == int(response["Retry-After"]) >= 1


def test_the_page_words_every_phrase_the_server_takes() -> None:
    """static/tables/talk.js lists the same ids, in the same order, as tables/talk.py."""
    source = (ROOT / "static" / "tables" / "talk.js").read_text()
    block = re.search(r"export const PHRASES = \[(.*?)\n\];", source, re.S)
    assert block, "talk.js lost its PHRASES list"
    ids = re.findall(r'^\s*\{ id: "(\w+)"', block.group(1), re.M)
    assert tuple(ids) == talk.PHRASES


def test_the_phrases_are_translated_in_every_language() -> None:
    """Each phrase's words in the JavaScript catalogue of every language the site speaks."""
    words = re.findall(r'pgettext\("said at the table", "([^"]+)"\)',
                       (ROOT / "static" / "tables" / "talk.js").read_text())
    assert len(words) >= len(talk.PHRASES)
    for language in ("nb", "da", "he", "sw"):
        po = (ROOT / "locale" / language / "LC_MESSAGES" / "djangojs.po").read_text()
        for text in words:
            entry = re.search(r'msgctxt "said at the table"\nmsgid "' + re.escape(text)
                              + r'"\nmsgstr "([^"]*)"', po)
            assert entry and entry.group(1), (language, text)


def test_a_phrase_the_layer_cannot_pass_on_is_no_server_error(
        transactional_db: None, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    _host, friend, table_id = friends_table()

    def away(group: str, message: dict[str, Any]) -> bool:
        raise ConnectionError("redis away")

    monkeypatch.setattr("tables.talk.layer_send.group_send", away)
    assert say(friend, table_id, "hello").status_code == 200
    assert "could not pass phrase hello on" in caplog.text
