"""Sixes played through the site as a browser would, for the tests of its daily and its
statistics: tables started over HTTP, the person's moves sent to the actions API."""

from __future__ import annotations

from typing import Any

from accounts.models import Player
from sixes.engine import ENGINE, GameState
from tables.models import Table
from tests.tables.conftest import Guest


def start_daily(guest: Guest, address: str = "127.0.0.1") -> Any:
    """POST the lobby's Play button of the Sixes daily."""
    return guest.client.post("/daily/sixes/play/", HTTP_X_CSRFTOKEN=guest.csrf,
                             REMOTE_ADDR=address)


def table_id_of(url: str) -> str:
    return url.rstrip("/").split("/")[-1]


def person_action(legal: list[dict[str, Any]], choose: int, turns: int) -> dict[str, Any]:
    """The person's move: never going up; draws; swaps into place ``choose`` (or the last
    allowed); ends the turn, and knocks from his fourth turn on."""
    kinds = {a["type"] for a in legal}
    if "knock" in kinds and turns >= 3:
        return next(a for a in legal if a["type"] == "knock")
    if "end" in kinds:
        return {"type": "end"}
    if "draw" in kinds:
        return {"type": "draw"}
    swaps = [a for a in legal if a["type"] == "swap"]
    return swaps[min(choose, len(swaps) - 1)]


def play_out(guest: Guest, table_id: str, choose: int = 0) -> Table:
    """Play the person's seat to the end, as ``person_action`` says."""
    view = guest.get(f"/api/tables/{table_id}/").json()["view"]
    while view["status"] == "active":
        mine = [a for a in view["legal_actions"] if a["type"] != "up"]
        assert mine, "the person is waited for but has nothing to do"
        action = person_action(mine, choose, view["turns"][0])
        response = guest.act(table_id, view["version"], action)
        assert response.status_code == 200, response.content
        view = response.json()["view"]
    return Table.objects.get(pk=table_id)


def play_daily(guest: Guest, choose: int = 0) -> Table:
    """The guest's ranked Sixes daily, started and played to the end."""
    response = start_daily(guest)
    assert response.status_code == 302, response.content
    return play_out(guest, table_id_of(response["Location"]), choose)


def play_practice(guest: Guest, choose: int = 0, seats: int = 4,
                  options: dict[str, Any] | None = None) -> Table:
    response = guest.post("/api/tables/", {"game": "sixes", "seats": seats,
                                           "options": options or {}})
    assert response.status_code == 201, response.content
    return play_out(guest, response.json()["id"], choose)


def state_of(table: Table) -> GameState:
    table.refresh_from_db()
    state: GameState = ENGINE.decode_state(table.state)
    return state


def player_of(guest: Guest) -> Player:
    return guest.me()  # made by its first action if it has not acted yet
