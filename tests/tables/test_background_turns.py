"""The embedded setup (eager Celery, no worker) runs computer turns on the served event loop:
the message that caused them is answered at once, and each computer move reaches the
browser as it is applied, as it does with a worker. The thinking itself happens off the
loop's thread (in worker processes when served), holding no database lock."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import pytest
from channels.db import database_sync_to_async as sync_to_async
from channels.layers import get_channel_layer

from accounts.models import Player
from sheepshead.engine import ENGINE
from sheepshead.players import PLAYERS, HardPlayer
from tables import background, registry, services, turns
from tables.models import Action, Table
from tests.tables.conftest import Guest, seed_with_dealer
from tests.tables.test_websocket import connect, new_table

STEP_TIMEOUT = 10  # seconds a test waits for one step before failing (not a speed check)


class GatedPlayer:
    """The normal player, but each decision waits for a permit from the test, and records
    the thread it ran on."""

    permits = threading.Semaphore(0)
    calls = 0
    threads: set[int] = set()

    def __init__(self) -> None:
        self.inner = PLAYERS["heuristic"]()

    def choose(self, view: Mapping[str, Any], legal: Sequence[Any], rng: Any) -> Any:
        type(self).calls += 1
        type(self).threads.add(threading.get_ident())
        assert self.permits.acquire(timeout=STEP_TIMEOUT), "the test gave no permit"
        return self.inner.choose(view, legal, rng)

    @classmethod
    def open(cls, decisions: int = 1000) -> None:
        for _ in range(decisions):
            cls.permits.release()


@pytest.fixture
def on_loop(settings: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[type[GatedPlayer]]:
    """As under daphne (eager_celery turned it off), but thinking in the job's thread: the
    gate is a thread primitive, which a worker process would not share."""
    settings.TABLES_BACKGROUND_ON_LOOP = True
    settings.TABLES_SWEEP_ON_LOOP = False  # its reads would meet these tests' writes
    settings.TABLES_THINK_IN_PROCESSES = False
    GatedPlayer.permits = threading.Semaphore(0)
    GatedPlayer.calls = 0
    GatedPlayer.threads = set()
    monkeypatch.setitem(PLAYERS, "normal", GatedPlayer)
    yield GatedPlayer
    GatedPlayer.open()  # never leave a worker thread waiting
    quiet()


def quiet() -> None:
    """Wait until no job runs on the loop: a job left running would write into the next
    test's database. A job ends on the loop, so an async test must wait there (``settle``)
    before it returns: the fixture's teardown runs with the loop stopped."""
    deadline = time.monotonic() + STEP_TIMEOUT
    while background.busy():
        assert time.monotonic() < deadline, "a background job never finished"
        time.sleep(0.01)


@pytest.fixture
def in_processes(settings: Any) -> Iterator[None]:
    """As under daphne, thinking in worker processes."""
    settings.TABLES_BACKGROUND_ON_LOOP = True
    settings.TABLES_SWEEP_ON_LOOP = False
    settings.TABLES_THINK_IN_PROCESSES = True
    settings.TABLES_THINK_PROCESSES = 1
    yield
    quiet()
    background.stop_thinking()


async def settle(ws: Any, gate: type[GatedPlayer]) -> None:
    """Close the socket, let every computer decide and wait, with the loop running, until
    the last job has ended."""
    await ws.disconnect()
    gate.open()
    await asyncio.to_thread(quiet)


async def receive_view(ws: Any) -> dict[str, Any]:
    while True:
        message = await ws.receive_json_from(timeout=STEP_TIMEOUT)
        if message["type"] == "view":
            view: dict[str, Any] = message["view"]
            return view


async def pass_first(guest: Guest) -> tuple[dict[str, Any], Any, dict[str, Any]]:
    """A new table where the person, first to speak, passes over its socket: the table's
    data, the socket and the view that answers the pass."""
    data = await new_table(guest)
    ws = await connect(guest, data["id"])
    view = await receive_view(ws)
    await ws.send_json_to({"type": "action", "version": view["version"],
                           "action": {"type": "pass"}})
    return data, ws, await receive_view(ws)


def computer_to_act(view: dict[str, Any]) -> int | None:
    seats = [s for s in view["to_act"] if view["players"][s]["kind"] == "computer"]
    return seats[0] if seats else None


# SQLite's shared-cache test database refuses (rather than waits for) a read that meets an
# open write: so that the consumer's reads never meet the job's writes, these tests let the
# gated computers decide one at a time, once the view before has arrived.


@pytest.mark.asyncio
@pytest.mark.usefixtures("person_first")
async def test_the_answer_comes_before_the_computers_move_one_by_one(
        guest: Guest, on_loop: type[GatedPlayer]) -> None:
    data = await new_table(guest)
    ws = await connect(guest, data["id"])
    first = await receive_view(ws)
    assert first["to_act"] == [0]
    await ws.send_json_to({"type": "action", "version": first["version"],
                           "action": {"type": "pass"}})
    answer = await receive_view(ws)
    # Answered while the first computer is still deciding: nothing else has moved.
    assert answer["version"] == first["version"] + 1
    assert answer["thinking"] == 1
    view, versions = answer, [answer["version"]]
    while computer_to_act(view) is not None:
        on_loop.open(1)
        view = await receive_view(ws)
        versions.append(view["version"])
    table = await sync_to_async(Table.objects.get)(pk=data["id"])
    assert versions == sorted(set(versions)) and versions[-1] == table.version
    assert len(versions) > 2  # the computers' moves came as separate views
    assert on_loop.calls >= table.version - first["version"] - 1
    # The computers thought in worker threads, never on the event loop's own thread.
    assert on_loop.threads and threading.get_ident() not in on_loop.threads
    await settle(ws, on_loop)


@pytest.mark.asyncio
@pytest.mark.usefixtures("person_first")
async def test_each_computer_move_is_committed_and_pushed_as_its_own_version(
        guest: Guest, on_loop: type[GatedPlayer]) -> None:
    data, ws, view = await pass_first(guest)
    moves = 0
    while (thinking := computer_to_act(view)) is not None:
        # The seat the game waits for is shown as thinking while its decision is pending.
        assert view["thinking"] == thinking
        actions = await sync_to_async(Action.objects.filter(table_id=data["id"]).count)()
        assert actions == view["version"]  # nothing is held back: the view is the table
        on_loop.open(1)  # exactly one decision
        pushed = await receive_view(ws)
        # One computer action: one committed version, pushed with only its own events.
        assert pushed["version"] == view["version"] + 1
        assert pushed["events_since"] == view["version"]
        assert pushed["events"] and {e["v"] for e in pushed["events"]} == {pushed["version"]}
        row = await sync_to_async(Action.objects.get)(table_id=data["id"],
                                                      seq=pushed["version"])
        assert row.seat == thinking
        view, moves = pushed, moves + 1
    assert moves >= 4  # the four computers' picking decisions at least
    assert view["thinking"] is None and (0 in view["to_act"] or view["status"] != "active")
    await settle(ws, on_loop)


@pytest.mark.asyncio
@pytest.mark.usefixtures("person_first")
async def test_a_thinking_computer_holds_no_database_lock(
        guest: Guest, on_loop: type[GatedPlayer]) -> None:
    data, ws, view = await pass_first(guest)
    assert view["thinking"] == 1
    while on_loop.calls == 0:  # the first computer is now inside its decision
        await asyncio.sleep(0.01)
    # Meanwhile other writes go through: a New game (SQLite locks the whole database for a
    # write transaction, so a decision made inside one would refuse or hold this up).
    other = await sync_to_async(guest.post)("/api/tables/", {"game": "sheepshead"})
    assert other.status_code == 201, other.content
    read = await sync_to_async(guest.get)(f"/api/tables/{data['id']}/")
    assert read.json()["view"]["version"] == view["version"]
    assert read.json()["view"]["thinking"] == 1
    await settle(ws, on_loop)


def test_a_move_made_while_a_computer_thought_is_not_applied_twice(
        guest: Guest, monkeypatch: pytest.MonkeyPatch) -> None:
    # A computer is to act first at the new table; nothing runs until the test says so.
    monkeypatch.setattr("tables.services.secrets.token_hex",
                        lambda nbytes=None: seed_with_dealer(1))
    monkeypatch.setattr(background, "start", lambda *args: None)
    table_id = guest.new_table()["id"]
    nested: list[bool] = []
    started = threading.Event()

    class Interrupted:
        """Decides as normal does, but the first time, the same turn is played meanwhile
        (another job, or the person, moving while this computer thinks)."""

        def choose(self, view: Mapping[str, Any], legal: Sequence[Any], rng: Any) -> Any:
            if not started.is_set():
                started.set()
                nested.append(turns.play_computer_turn(table_id))
            return PLAYERS["heuristic"]().choose(view, legal, rng)

    monkeypatch.setitem(PLAYERS, "normal", Interrupted)
    assert turns.play_computer_turn(table_id)  # "acted": the caller asks again
    assert nested == [True]
    table = Table.objects.get(pk=table_id)
    assert table.version == 1 and table.actions.count() == 1  # applied once
    assert ENGINE.encode_state(services.replay(table)) == table.state


@pytest.mark.asyncio
async def test_decisions_in_worker_processes_are_the_same_decisions(
        in_processes: None) -> None:
    background.bind_loop(asyncio.get_running_loop())
    assert await asyncio.to_thread(background.start_thinking, 30)
    elsewhere = await asyncio.to_thread(background.think, os.getpid)
    assert elsewhere != os.getpid()  # run by another process
    hard = HardPlayer(samples=6)
    state = ENGINE.new_game("processes", 5, {"deals": 1})
    compared = 0
    while ENGINE.to_act(state) and compared < 12:
        (seat,) = ENGINE.to_act(state)
        legal = ENGINE.legal_actions(state, seat)
        view = ENGINE.view(state, seat)
        there = await asyncio.to_thread(
            background.think, hard.choose, view, legal, random.Random(f"p/{compared}"))
        here = hard.choose(view, legal, random.Random(f"p/{compared}"))
        assert there == here
        state = ENGINE.apply(state, seat, here)
        compared += 1
    assert compared == 12


@pytest.mark.asyncio
@pytest.mark.usefixtures("person_first")
async def test_hard_computers_decide_in_worker_processes(
        guest: Guest, in_processes: None, settings: Any) -> None:
    background.bind_loop(asyncio.get_running_loop())
    assert await asyncio.to_thread(background.start_thinking, 30)
    response = await sync_to_async(guest.post)(
        "/api/tables/", {"game": "sheepshead", "level": "hard"})
    data = response.json()
    # Listen as the consumers do, on the table's group (no database reads meanwhile).
    layer = get_channel_layer()
    channel = await layer.new_channel()
    await layer.group_add(services.group_name(data["id"]), channel)
    player = await sync_to_async(Player.objects.get)(nickname=data["view"]["players"][0]["name"])
    await sync_to_async(services.submit_action)(player, data["id"], data["view"]["version"],
                                                {"type": "pass"})
    pushed: list[int] = []

    async def listen() -> None:
        # One receive after another, never cancelled midway: a channels_redis receive
        # cancelled by a timeout may drop the message it was taking.
        while True:
            pushed.append((await layer.receive(channel))["version"])

    listener = asyncio.create_task(listen())
    while background.busy() or pushed == []:
        await asyncio.sleep(0.05)
    table = await sync_to_async(Table.objects.get)(pk=data["id"])
    for _ in range(200):  # the last pushes may still be on their way (10 s at most)
        if pushed and pushed[-1] >= table.version:
            break
        await asyncio.sleep(0.05)
    listener.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await listener
    await layer.group_discard(services.group_name(data["id"]), channel)
    first = data["view"]["version"] + 1
    # The person's action, then the computers' in runs (tables.turns), in order.
    assert pushed == sorted(set(pushed)) and pushed[0] == first and pushed[-1] == table.version
    assert len(pushed) > 1
    assert services.computer_to_act(table) is None
    # Each computer action is what the same player decides here, in this process.
    settings.TABLES_THINK_IN_PROCESSES = False
    spec = registry.get("sheepshead")
    rows = await sync_to_async(list)(table.actions.order_by("seq"))
    state = ENGINE.new_game(table.seed, 5, table.options)
    for row in rows:
        action = ENGINE.decode_action(row.action)
        if row.seat != 0:
            legal = ENGINE.legal_actions(state, row.seat)
            assert turns.choose(spec, table, state, row.seq - 1, row.seat, legal,
                                required=True) == action
        state = ENGINE.apply(state, row.seat, action)
