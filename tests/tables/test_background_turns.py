"""The embedded setup (eager Celery, no worker) runs computer turns on the served event loop:
the message that caused them is answered at once, and each computer move reaches the
browser as it is applied, as it does with a worker."""

from __future__ import annotations

import threading
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import pytest
from channels.db import database_sync_to_async as sync_to_async

from sheepshead.players import PLAYERS
from tables.models import Table
from tests.tables.conftest import Guest
from tests.tables.test_websocket import connect, new_table

pytestmark = [pytest.mark.asyncio, pytest.mark.usefixtures("person_first")]


class GatedPlayer:
    """The normal player, but each decision waits until the test opens the gate."""

    gate = threading.Event()
    calls = 0

    def __init__(self) -> None:
        self.inner = PLAYERS["heuristic"]()

    def choose(self, view: Mapping[str, Any], legal: Sequence[Any], rng: Any) -> Any:
        type(self).calls += 1
        assert self.gate.wait(timeout=10), "the test never opened the gate"
        return self.inner.choose(view, legal, rng)


@pytest.fixture
def on_loop(settings: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[type[GatedPlayer]]:
    settings.TABLES_BACKGROUND_ON_LOOP = True  # as under daphne; eager_celery turned it off
    GatedPlayer.gate.clear()
    GatedPlayer.calls = 0
    monkeypatch.setitem(PLAYERS, "normal", GatedPlayer)
    yield GatedPlayer
    GatedPlayer.gate.set()  # never leave a worker thread waiting


async def test_the_answer_comes_before_the_computers_move_one_by_one(
        guest: Guest, on_loop: type[GatedPlayer]) -> None:
    data = await new_table(guest)
    ws = await connect(guest, data["id"])
    first = (await ws.receive_json_from())["view"]
    assert first["to_act"] == [0]
    await ws.send_json_to({"type": "action", "version": first["version"],
                           "action": {"type": "pass"}})
    answer = (await ws.receive_json_from(timeout=5))["view"]
    # Answered while the first computer is still deciding: nothing else has moved.
    assert answer["version"] == first["version"] + 1
    assert answer["thinking"] == 1
    on_loop.gate.set()
    versions = [answer["version"]]
    while True:
        view = (await ws.receive_json_from(timeout=10))["view"]
        versions.append(view["version"])
        if 0 in view["to_act"] or view["status"] == "finished":
            break
    table = await sync_to_async(Table.objects.get)(pk=data["id"])
    assert versions == sorted(set(versions)) and versions[-1] == table.version
    assert len(versions) > 2  # the computers' moves came as separate views
    assert on_loop.calls >= table.version - first["version"] - 1
    await ws.disconnect()
