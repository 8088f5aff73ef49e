"""Rate limits on the tables API and WebSocket (web/ratelimits.py): a limit is hit, the
refusal is a 429 with Retry-After (or a WebSocket error) that changes nothing, it recovers
when its window has passed, and another player is not affected."""

from __future__ import annotations

import datetime as dt
import logging
from typing import Any
from unittest.mock import patch

import pytest
import redis
import time_machine
from channels.db import database_sync_to_async as sync_to_async
from channels.testing import WebsocketCommunicator
from django.core.cache import cache
from django.test import Client

from config.asgi import application
from tables.models import Action, Table
from tests.tables.conftest import Guest

# Now, frozen: the guests' sessions (made outside the freeze) stay valid; which moment it is
# does not matter, since every wait is taken from the refusal's Retry-After.
START = dt.datetime.now(dt.UTC).replace(microsecond=0)
PRACTICE = {"game": "sheepshead", "mode": "practice"}


def rates(limits: Any, **groups: dict[str, str]) -> None:
    limits.RATE_LIMITS = {**limits.RATE_LIMITS, **groups}  # a new dict: the fixture restores


def assert_refused(response: Any) -> int:
    assert response.status_code == 429, response.content
    error = response.json()["error"]
    assert error["code"] == "rate_limited" and "wait" in error["message"]
    wait = int(response["Retry-After"])
    assert 1 <= wait <= 60 and error["retry_after"] == wait
    return wait


def test_table_creation_per_player_hits_and_recovers(guest: Guest, other_guest: Guest,
                                                     limits: Any) -> None:
    rates(limits, create={"player": "3/m", "address": "100/m"})
    # Its first game, in another minute, made the guest: a request without a player yet
    # counts by its address only.
    with time_machine.travel(START - dt.timedelta(minutes=5), tick=False):
        guest.me()
    with time_machine.travel(START, tick=False) as clock:
        for _ in range(3):
            guest.new_table()
        tables = Table.objects.count()
        wait = assert_refused(guest.post("/api/tables/", PRACTICE))
        assert_refused(guest.post("/api/tables/", PRACTICE))  # hammering on: still refused
        assert Table.objects.count() == tables
        other_guest.new_table()  # the same address, another player
        clock.shift(wait - 1)
        assert_refused(guest.post("/api/tables/", PRACTICE))
        clock.shift(1)
        guest.new_table()


def test_table_creation_per_address_covers_fresh_sessions(transactional_db: None,
                                                          limits: Any) -> None:
    """A client dropping its cookies is a new guest each time: the address still counts."""
    rates(limits, create={"player": "100/m", "address": "2/m"})

    def create(address: str) -> Any:
        return Client().post("/api/tables/", PRACTICE, content_type="application/json",
                             REMOTE_ADDR=address)

    with time_machine.travel(START, tick=False) as clock:
        assert [create("198.51.100.7").status_code for _ in range(2)] == [201, 201]
        wait = assert_refused(create("198.51.100.7"))
        assert create("198.51.100.8").status_code == 201  # another address
        clock.shift(wait)
        assert create("198.51.100.7").status_code == 201


def test_actions_per_player(guest: Guest, other_guest: Guest, person_first: str,
                            limits: Any) -> None:
    rates(limits, action={"player": "3/m", "address": "100/m"})
    with time_machine.travel(START, tick=False) as clock:
        mine, theirs = guest.new_table(), other_guest.new_table()
        version = mine["view"]["version"]
        for _ in range(3):  # refused actions count too: a flood of bad ones is still a flood
            assert guest.act(mine["id"], version, {"type": "zap"}).status_code == 400
        wait = assert_refused(guest.act(mine["id"], version, {"type": "pick"}))
        assert not Action.objects.filter(table_id=mine["id"], seat=0).exists()
        assert other_guest.act(theirs["id"], theirs["view"]["version"],
                               {"type": "pick"}).status_code == 200
        clock.shift(wait)
        assert guest.act(mine["id"], version, {"type": "pick"}).status_code == 200


def hint(guest: Guest, data: dict[str, Any]) -> Any:
    return guest.get(f"/api/tables/{data['id']}/hint/?version={data['view']['version']}")


def test_hints_per_player_every_ask(guest: Guest, other_guest: Guest, person_first: str,
                                    limits: Any) -> None:
    rates(limits, coach={"player": "3/m", "address": "100/m"})
    with time_machine.travel(START, tick=False) as clock:
        mine, theirs = guest.new_table(), other_guest.new_table()
        assert [hint(guest, mine).status_code for _ in range(3)] == [200, 200, 200]
        wait = assert_refused(hint(guest, mine))
        assert hint(other_guest, theirs).status_code == 200
        clock.shift(wait)
        assert hint(guest, mine).status_code == 200


def test_new_questions_to_the_coach_per_player(guest: Guest, person_first: str,
                                               limits: Any) -> None:
    """The search is what costs: asking an answered question again is not counted, a new
    question past the limit is refused before any search is scheduled."""
    rates(limits, coach_search={"player": "2/m", "address": "100/m"})
    with time_machine.travel(START, tick=False) as clock:
        tables = [guest.new_table() for _ in range(3)]
        assert [hint(guest, data).status_code for data in tables[:2]] == [200, 200]
        assert [hint(guest, tables[0]).status_code for _ in range(3)] == [200, 200, 200]
        wait = assert_refused(hint(guest, tables[2]))
        key = f"coach:hint:{tables[2]['id']}:{tables[2]['view']['version']}:0"  # seat 0's
        assert cache.get(key) is None and cache.get(f"{key}:scheduled") is None
        clock.shift(wait)
        assert hint(guest, tables[2]).status_code == 200


def test_reviews_count_with_hints(guest: Guest, person_first: str, limits: Any) -> None:
    rates(limits, coach={"player": "2/m", "address": "100/m"})
    with time_machine.travel(START, tick=False):
        data = guest.new_table()
        assert hint(guest, data).status_code == 200
        # Round 0 is not over: a 400, counted all the same.
        assert guest.get(f"/api/tables/{data['id']}/review/?round=0").status_code == 400
        assert_refused(guest.get(f"/api/tables/{data['id']}/review/?round=0"))


async def connect(guest: Guest, table_id: str, address: str = "127.0.0.1") -> Any:
    communicator = WebsocketCommunicator(
        application, f"/ws/tables/{table_id}/",
        headers=[(b"cookie", f"sessionid={guest.session_cookie}".encode()),
                 (b"origin", b"http://testserver"), (b"host", b"testserver")],
    )
    communicator.scope["client"] = [address, 50000]
    connected, _ = await communicator.connect()
    assert connected
    await communicator.receive_json_from()  # the first view
    return communicator


@pytest.mark.usefixtures("person_first")
async def test_websocket_actions_count_with_the_apis(guest: Guest, other_guest: Guest,
                                                    limits: Any) -> None:
    rates(limits, action={"player": "3/m", "address": "100/m"})
    with time_machine.travel(START, tick=False) as clock:
        mine = await sync_to_async(guest.new_table)()
        theirs = await sync_to_async(other_guest.new_table)()
        version = mine["view"]["version"]
        for _ in range(2):
            await sync_to_async(guest.act)(mine["id"], version, {"type": "zap"})
        ws = await connect(guest, mine["id"])
        zap = {"type": "action", "version": version, "action": {"type": "zap"}}
        await ws.send_json_to(zap)
        assert (await ws.receive_json_from(timeout=5))["code"] == "invalid"  # the third
        await ws.send_json_to({**zap, "action": {"type": "pick"}})
        refusal = await ws.receive_json_from(timeout=5)
        assert refusal["type"] == "error" and refusal["code"] == "rate_limited"
        assert refusal["message"] and 1 <= refusal["retry_after"] <= 60
        assert await ws.receive_nothing()
        assert not await sync_to_async(
            Action.objects.filter(table_id=mine["id"], seat=0).exists)()
        other = await connect(other_guest, theirs["id"])
        await other.send_json_to({"type": "action", "version": theirs["view"]["version"],
                                  "action": {"type": "pick"}})
        assert (await other.receive_json_from(timeout=5))["type"] == "view"
        clock.shift(refusal["retry_after"])
        await ws.send_json_to({**zap, "action": {"type": "pick"}})
        assert (await ws.receive_json_from(timeout=5))["type"] == "view"
        await ws.disconnect()
        await other.disconnect()


@pytest.mark.usefixtures("person_first")
async def test_websocket_actions_per_address(guest: Guest, other_guest: Guest, settings: Any,
                                            limits: Any) -> None:
    """Behind one trusted proxy, two players at one address share its limit, whatever each
    forges in front of the proxy's entry."""
    rates(limits, action={"player": "100/m", "address": "1/m"})
    settings.TRUSTED_PROXY_COUNT = 1
    with time_machine.travel(START, tick=False):
        first = await sync_to_async(guest.new_table)()
        second = await sync_to_async(other_guest.new_table)()
        sockets = []
        for n, (who, data) in enumerate(((guest, first), (other_guest, second))):
            communicator = WebsocketCommunicator(
                application, f"/ws/tables/{data['id']}/",
                headers=[(b"cookie", f"sessionid={who.session_cookie}".encode()),
                         (b"origin", b"http://testserver"), (b"host", b"testserver"),
                         (b"x-forwarded-for", f"203.0.113.{n}, 198.51.100.7".encode())],
            )
            assert (await communicator.connect())[0]
            await communicator.receive_json_from()
            sockets.append(communicator)
        answers = []
        for ws, data in zip(sockets, (first, second), strict=True):
            await ws.send_json_to({"type": "action", "version": data["view"]["version"],
                                   "action": {"type": "pick"}})
            answers.append(await ws.receive_json_from(timeout=5))
        assert answers[0]["type"] == "view"
        assert answers[1]["code"] == "rate_limited"
        for ws in sockets:
            await ws.disconnect()


def test_with_the_cache_away_an_action_is_not_refused(guest: Guest, person_first: str,
                                                      limits: Any,
                                                      caplog: pytest.LogCaptureFixture) -> None:
    # Redis restarting: counting fails. The person's move goes through (no 500, as
    # bench_faults.py measured before), and the uncounted use is a warning.
    rates(limits, action={"player": "1/m", "address": "1/m"})
    data = guest.new_table()
    down = redis.exceptions.ConnectionError("Error 111 connecting to 127.0.0.1:6379.")
    with patch("web.ratelimits._counts", side_effect=down):
        acted = guest.act(data["id"], data["view"]["version"], {"type": "pass"})
    assert acted.status_code == 200, acted.content
    assert Action.objects.filter(table_id=data["id"], seat=0).count() == 1
    assert any("not counted" in r.getMessage() and r.levelno == logging.WARNING
               for r in caplog.records)
