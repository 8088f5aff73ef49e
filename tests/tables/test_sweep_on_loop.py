"""The embedded setup has no beat: the sweep runs on daphne's event loop instead, and a table
whose computer turn was lost moves again without a reload."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest
from channels.db import database_sync_to_async as sync_to_async
from django.db import OperationalError

from tables import background
from tables.models import Table
from tests.tables.conftest import Guest, seed_with_dealer


@pytest.mark.asyncio
async def test_a_lost_turn_moves_again_on_the_served_loop(
        guest: Guest, settings: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    seed = seed_with_dealer(1)  # a computer speaks first
    monkeypatch.setattr("tables.services.secrets.token_hex", lambda nbytes=None: seed)
    with monkeypatch.context() as lost:  # the table's first job never runs
        lost.setattr(background, "start", lambda name, *args: True)
        data = (await sync_to_async(guest.post)("/api/tables/", {"game": "sheepshead"})).json()
    table = await sync_to_async(Table.objects.get)(pk=data["id"])
    assert table.computer_due and table.version == 0
    settings.TABLES_BACKGROUND_ON_LOOP = True  # as served by daphne (eager, no worker)
    settings.TABLES_THINK_IN_PROCESSES = False
    settings.TABLES_SWEEP_ON_LOOP = True
    settings.TABLES_SWEEP_SECONDS = 0.1
    settings.TABLES_STALL_SECONDS = 0
    background.bind_loop(asyncio.get_running_loop())
    deadline = time.monotonic() + 30
    while True:
        await asyncio.sleep(0.1)
        if background.busy():
            continue
        try:  # SQLite's shared-cache test database may refuse a read meeting a write
            table = await sync_to_async(Table.objects.get)(pk=data["id"])
        except OperationalError:
            continue
        if table.version > 0 and not table.computer_due:
            break
        assert time.monotonic() < deadline, "the loop's sweep did not move the table"
    settings.TABLES_SWEEP_ON_LOOP = False
    while background.busy():
        await asyncio.sleep(0.05)
