"""A view per seat per version, built once in a server process (tables/fanout.py): the
sockets at a table share one read of each version and each seat's view message; every seat
still gets its own view, and a socket whose seat was given away is refused."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from channels.db import database_sync_to_async as sync_to_async

from tables import background, fanout, services, turns
from tables.models import Table
from tests.tables.conftest import Guest
from tests.tables.test_presence import friends_table
from tests.tables.test_websocket import connect

pytestmark = [pytest.mark.asyncio]


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch, settings: Any) -> dict[str, list[Any]]:
    """The tables read for the sockets and the view messages built, in this process; no
    computer turn is queued (the test plays them)."""
    fanout.forget()
    calls: dict[str, list[Any]] = {"reads": [], "views": []}
    load, build = fanout._load, fanout.view_message

    def counted_load(table_id: str) -> Any:
        calls["reads"].append(table_id)
        return load(table_id)

    def counted_build(table: Table, seat: int, since: int | None) -> str:
        calls["views"].append((table.version, seat))
        return build(table, seat, since)

    settings.TABLES_RECHECK_SECONDS = 60  # no looking again: every read is counted here
    monkeypatch.setattr(fanout, "_load", counted_load)
    monkeypatch.setattr(fanout, "view_message", counted_build)
    monkeypatch.setattr(background, "start", lambda *args: True)
    return calls


async def next_view(ws: Any) -> dict[str, Any]:
    while True:
        message = await ws.receive_json_from(timeout=5)
        if message["type"] == "view":
            return dict(message["view"])


@pytest.mark.usefixtures("person_first")
async def test_two_sockets_of_one_seat_share_one_view_and_read_no_row_they_were_sent(
        guest: Guest, counted: dict[str, list[Any]], monkeypatch: pytest.MonkeyPatch) -> None:
    data = await sync_to_async(guest.new_table)()
    tabs = [await connect(guest, data["id"]), await connect(guest, data["id"])]
    for ws in tabs:
        await next_view(ws)
    counted["reads"].clear(), counted["views"].clear()
    player = await sync_to_async(guest.me)()
    await sync_to_async(services.submit_action)(player, data["id"], data["view"]["version"],
                                                {"type": "pass"})
    passed = [await next_view(ws) for ws in tabs]
    assert passed[0] == passed[1] and passed[0]["version"] == data["view"]["version"] + 1
    assert counted["reads"] == []  # the change came with its row
    # A change told without its row (as a seat handed over is): one read for both tabs.
    tell = services.tell
    monkeypatch.setattr(services, "tell", lambda table_id, version, *, wake=False, row=None:
                        tell(table_id, version, wake=wake))
    await sync_to_async(turns.play_computer_run)(data["id"])  # the computers, in one run
    answered = [await next_view(ws) for ws in tabs]
    assert answered[0] == answered[1] and answered[0]["version"] > passed[0]["version"]
    # Every computer's move is in it, for the client to show one by one.
    assert [e["v"] for e in answered[0]["events"]] == list(
        range(passed[0]["version"] + 1, answered[0]["version"] + 1))
    assert counted["reads"] == [data["id"]]
    assert counted["views"] == [(passed[0]["version"], 0), (answered[0]["version"], 0)]
    for ws in tabs:
        await ws.disconnect()


@pytest.mark.usefixtures("person_first")
async def test_each_person_at_a_friends_table_gets_their_own_seat_from_the_row_sent(
        transactional_db: None, counted: dict[str, list[Any]]) -> None:
    host, ann, bo = [await sync_to_async(Guest)() for _ in range(3)]
    table_id = await sync_to_async(friends_table)(host, ann, bo)
    sockets = [await connect(guest, table_id) for guest in (host, ann, bo)]
    for ws in sockets:
        await next_view(ws)
    table = await sync_to_async(Table.objects.get)(pk=table_id)
    counted["reads"].clear(), counted["views"].clear()
    await sync_to_async(services.submit_action)(await sync_to_async(host.me)(), table_id,
                                                table.version, {"type": "pass"})  # host first
    views = [await next_view(ws) for ws in sockets]
    assert [view["seat"] for view in views] == [0, 1, 2]
    version = views[0]["version"]
    assert {view["version"] for view in views} == {version}
    for view in views:  # each its own hand, none another's
        assert view["hand"] and all(not set(view["hand"]) & set(other["hand"])
                                    for other in views if other is not view)
    assert version == table.version + 1
    assert counted["reads"] == []  # the row came with the change: none read
    assert sorted(counted["views"]) == [(version, 0), (version, 1), (version, 2)]
    for ws in sockets:
        await ws.disconnect()


async def test_a_socket_whose_seat_was_given_away_is_refused(
        transactional_db: None, counted: dict[str, list[Any]]) -> None:
    host, ann = await sync_to_async(Guest)(), await sync_to_async(Guest)()
    table_id = await sync_to_async(friends_table)(host, ann)
    ann_ws = await connect(ann, table_id)
    await next_view(ann_ws)
    response = await sync_to_async(host.post)(f"/api/tables/{table_id}/seats/1/",
                                              {"to": "computer"})
    assert response.status_code == 200, response.content
    message = await ann_ws.receive_json_from(timeout=5)
    while message["type"] == "view":  # a view kept from before may come first
        message = await ann_ws.receive_json_from(timeout=5)
    assert message["type"] == "error" and message["code"] == "forbidden"
    assert (await ann_ws.receive_output(timeout=5))["type"] == "websocket.close"


@pytest.mark.usefixtures("person_first")
async def test_a_move_whose_message_was_lost_still_reaches_the_screen(
        guest: Guest, counted: dict[str, list[Any]], settings: Any,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A worker killed between its run's commit and its message: while a computer is to act,
    the socket looks at the table again after TABLES_RECHECK_SECONDS."""
    settings.TABLES_RECHECK_SECONDS = 0.2
    data = await sync_to_async(guest.new_table)()
    ws = await connect(guest, data["id"])
    await next_view(ws)
    await ws.send_json_to({"type": "action", "version": data["view"]["version"],
                           "action": {"type": "pass"}})
    passed = await next_view(ws)  # the person's own move: the computers are to act
    assert passed["thinking"] is not None
    monkeypatch.setattr(services.layer_send, "group_send", lambda group, message: True)
    await sync_to_async(turns.play_computer_run)(data["id"])  # its message lost
    answered = await next_view(ws)
    assert answered["version"] > passed["version"] and answered["events_since"] == passed[
        "version"]
    await ws.disconnect()


@pytest.mark.usefixtures("person_first")
async def test_views_go_out_in_order_while_the_socket_looks_again(
        guest: Guest, counted: dict[str, list[Any]], settings: Any,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The recheck runs beside the socket's handlers: a newer view never overtakes the one
    the recheck is still building, or the client would meet a gap (its events would follow
    a version it never got) and redraw without showing the moves between."""
    settings.TABLES_RECHECK_SECONDS = 0.2
    data = await sync_to_async(guest.new_table)()
    ws = await connect(guest, data["id"])
    await next_view(ws)
    await ws.send_json_to({"type": "action", "version": data["view"]["version"],
                           "action": {"type": "pass"}})
    passed = await next_view(ws)
    with monkeypatch.context() as lost:  # the first computer's move, its message lost
        lost.setattr(services.layer_send, "group_send", lambda group, message: True)
        await sync_to_async(turns.play_computer_run)(data["id"], limit=1)
    # The recheck finds that move and builds its view slowly; meanwhile the others move.
    building, built = asyncio.Event(), asyncio.Event()
    message = fanout.Kept.message

    async def slow_message(kept: fanout.Kept, seat: int, since: int | None) -> str:
        if kept.version == passed["version"] + 1:
            building.set()
            await built.wait()
        return await message(kept, seat, since)

    monkeypatch.setattr(fanout.Kept, "message", slow_message)
    await asyncio.wait_for(building.wait(), 5)
    asyncio.get_running_loop().call_later(0.5, built.set)
    run = await sync_to_async(turns.play_computer_run)(data["id"])
    assert run.played >= 2
    views = [await next_view(ws)]
    while views[-1]["version"] < passed["version"] + 1 + run.played:
        views.append(await next_view(ws))
    follows = [passed["version"]] + [view["version"] for view in views[:-1]]
    assert [view["events_since"] for view in views] == follows
    await ws.disconnect()
