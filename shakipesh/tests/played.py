"""Shakipesh played through the site as a browser would, for the tests of its daily and its
statistics: tables started over HTTP, the person's moves sent to the actions API."""

from __future__ import annotations

from typing import Any

from accounts.models import Player
from shakipesh.engine import ENGINE
from shakipesh.engine.state import GameState
from tables.models import Table
from tests.tables.conftest import Guest


def start_daily(guest: Guest, address: str = "127.0.0.1") -> Any:
    """POST the lobby's Play button of the Shakipesh daily."""
    return guest.client.post("/daily/shakipesh/play/", HTTP_X_CSRFTOKEN=guest.csrf,
                             REMOTE_ADDR=address)


def table_id_of(url: str) -> str:
    return url.rstrip("/").split("/")[-1]


def person_action(legal: list[dict[str, Any]], choose: int) -> dict[str, Any]:
    """The person's move: a lay, combination or new pile while there is one (the
    ``choose``-th, or the last), then End turn; a shakipesh only when nothing can be laid,
    else a pass."""
    moves = [a for a in legal if a["type"] in ("lay", "combine", "new_pile")]
    if moves:
        return moves[min(choose, len(moves) - 1)]
    for kind in ("end", "shakipesh", "pass"):
        if any(a["type"] == kind for a in legal):
            return {"type": kind}
    raise AssertionError(f"nothing to choose in {legal}")


def play_out(guest: Guest, table_id: str, choose: int = 0) -> Table:
    """Play the person's seat to the end of the match, as ``person_action`` says."""
    view = guest.get(f"/api/tables/{table_id}/").json()["view"]
    while view["status"] == "active":
        assert view["legal_actions"], "the person is waited for but has nothing to do"
        response = guest.act(table_id, view["version"],
                             person_action(view["legal_actions"], choose))
        assert response.status_code == 200, response.content
        view = response.json()["view"]
    return Table.objects.get(pk=table_id)


def play_daily(guest: Guest, choose: int = 0) -> Table:
    """The guest's ranked Shakipesh daily, started and played to the end."""
    response = start_daily(guest)
    assert response.status_code == 302, response.content
    return play_out(guest, table_id_of(response["Location"]), choose)


def play_practice(guest: Guest, choose: int = 0, seats: int = 2,
                  options: dict[str, Any] | None = None) -> Table:
    response = guest.post("/api/tables/", {"game": "shakipesh", "seats": seats,
                                           "options": options or {"limit": 1}})
    assert response.status_code == 201, response.content
    return play_out(guest, response.json()["id"], choose)


def state_of(table: Table) -> GameState:
    table.refresh_from_db()
    state: GameState = ENGINE.decode_state(table.state)
    return state


def player_of(guest: Guest) -> Player:
    return guest.me()  # made by its first action if it has not acted yet
