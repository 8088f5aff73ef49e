"""Presence through the sockets themselves: a friend's socket closing shows her away on the
host's screen at once, and opening one again gives her the seat back."""

from __future__ import annotations

from typing import Any

import pytest
from channels.db import database_sync_to_async as sync_to_async

from tables.models import Table
from tests.tables.conftest import Guest
from tests.tables.test_presence import friends_table
from tests.tables.test_websocket import connect

pytestmark = [pytest.mark.asyncio]


async def view_where(ws: Any, check: Any) -> dict[str, Any]:
    """The first view the socket receives for which ``check`` holds."""
    for _ in range(20):
        message = await ws.receive_json_from(timeout=5)
        if message["type"] == "view" and check(message["view"]):
            return dict(message["view"])
    pytest.fail("no such view came")


async def test_a_closed_socket_is_away_and_a_new_one_is_back(transactional_db: None) -> None:
    host, ann = await sync_to_async(Guest)(), await sync_to_async(Guest)()
    table = await sync_to_async(friends_table)(host, ann)
    host_ws = await connect(host, table)
    await view_where(host_ws, lambda v: True)
    ann_ws = await connect(ann, table)
    await view_where(ann_ws, lambda v: v["seat"] == 1)
    await ann_ws.disconnect()
    view = await view_where(host_ws, lambda v: v["players"][1]["away"])
    assert not view["players"][1]["standin"] and not view["players"][0]["away"]
    stored = await sync_to_async(Table.objects.get)(pk=table)
    assert stored.seats[1]["away"]
    ann_ws = await connect(ann, table)
    await view_where(host_ws, lambda v: not v["players"][1]["away"])
    stored = await sync_to_async(Table.objects.get)(pk=table)
    assert "away" not in stored.seats[1]
    await ann_ws.disconnect()
    await host_ws.disconnect()


async def test_the_waiting_rooms_last_read_does_not_outlive_the_tables_socket(
        transactional_db: None) -> None:
    host, ann = await sync_to_async(Guest)(), await sync_to_async(Guest)()
    table = await sync_to_async(friends_table)(host, ann, start=False)
    assert (await sync_to_async(ann.get)(f"/tables/{table}/")).status_code == 200
    await sync_to_async(host.post)(f"/api/tables/{table}/start/", {})
    host_ws = await connect(host, table)
    await view_where(host_ws, lambda v: True)
    ann_ws = await connect(ann, table)
    await view_where(ann_ws, lambda v: v["seat"] == 1)
    await ann_ws.disconnect()  # her tab closed moments after the waiting room's last read
    await view_where(host_ws, lambda v: v["players"][1]["away"])
    await host_ws.disconnect()
