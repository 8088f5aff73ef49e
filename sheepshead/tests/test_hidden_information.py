"""Two hundred random Sheepshead deals through the API, with a WebSocket listening: no
response and no message for the person's seat shows a card or a partner that seat may not
know."""

from __future__ import annotations

import random
from typing import Any

import pytest
from channels.db import database_sync_to_async as sync_to_async
from channels.testing import WebsocketCommunicator

from sheepshead.engine import state_from_json
from sheepshead.tests.oracle import check_view
from tables import services
from tables.models import Table
from tests.tables.conftest import Guest
from tests.tables.test_websocket import connect

pytestmark = pytest.mark.asyncio
SHARDS, GAMES_PER_SHARD = 4, 5  # 4 × 5 games × 10 deals = 200 deals


@sync_to_async
def check_against_state(table_id: str, view: dict[str, Any]) -> None:
    table = Table.objects.get(pk=table_id)
    if view["version"] == table.version:
        state = state_from_json(table.state)
    else:
        state = services.replay(table, upto=view["version"])
    check_view(state, view["seat"], view)


async def drain(ws: WebsocketCommunicator, wait: float = 0.01) -> list[dict[str, Any]]:
    """Messages that have arrived; a late one is simply checked with the next batch."""
    messages = []
    while not await ws.receive_nothing(timeout=wait):
        messages.append(await ws.receive_json_from())
    return messages


@pytest.mark.parametrize("shard", range(SHARDS))
async def test_random_deals_never_show_hidden_cards(guest: Guest, shard: int) -> None:
    rng = random.Random(f"hidden/{shard}")
    deals = pushed = 0
    for _ in range(GAMES_PER_SHARD):
        data = await sync_to_async(guest.new_table)()
        ws = await connect(guest, data["id"])
        view = data["view"]
        await check_against_state(data["id"], view)
        while view["status"] == "active":
            action = rng.choice(view["legal_actions"])
            response = await sync_to_async(guest.act)(data["id"], view["version"], action)
            assert response.status_code == 200, response.content
            view = response.json()["view"]
            await check_against_state(data["id"], view)
            for message in await drain(ws):
                assert message["type"] == "view"
                await check_against_state(data["id"], message["view"])
                pushed += 1
        for message in await drain(ws, wait=0.2):
            await check_against_state(data["id"], message["view"])
        deals += len(view["history"])
        await ws.disconnect()
    assert deals == GAMES_PER_SHARD * 10
    assert pushed > 0
