"""Shiesta played through the site as a browser would, for the tests of its daily, its words
and its statistics: tables started over HTTP, the person's moves sent to the actions API."""

from __future__ import annotations

import datetime as dt
from typing import Any

from accounts.models import Player
from leaderboards.models import DailyChallenge, Result
from shiesta.engine import ENGINE, GameState
from tables.models import Table
from tests.leaderboards.conftest import add_result
from tests.tables.conftest import Guest


def start_daily(guest: Guest, address: str = "127.0.0.1") -> Any:
    """POST the lobby's Play button of the Shiesta daily."""
    return guest.client.post("/daily/shiesta/play/", HTTP_X_CSRFTOKEN=guest.csrf,
                             REMOTE_ADDR=address)


def table_id_of(url: str) -> str:
    return url.rstrip("/").split("/")[-1]


def play_out(guest: Guest, table_id: str, choose: int = 0) -> Table:
    """Play the person's seat to the end: ready at once in the swap (H4), then always legal
    play number ``choose`` (or the last, when there are fewer): the same inputs give the
    same game."""
    view = guest.get(f"/api/tables/{table_id}/").json()["view"]
    while view["status"] == "active":
        legal = view["legal_actions"]
        ready = [a for a in legal if a["type"] == "ready"]
        action = ready[0] if ready else legal[min(choose, len(legal) - 1)]
        response = guest.act(table_id, view["version"], action)
        assert response.status_code == 200, response.content
        view = response.json()["view"]
    return Table.objects.get(pk=table_id)


def play_daily(guest: Guest, choose: int = 0) -> Table:
    """The guest's ranked Shiesta daily, started and played to the end."""
    response = start_daily(guest)
    assert response.status_code == 302, response.content
    return play_out(guest, table_id_of(response["Location"]), choose)


def play_practice(guest: Guest, choose: int = 0, seats: int = 4) -> Table:
    response = guest.post("/api/tables/", {"game": "shiesta", "seats": seats})
    assert response.status_code == 201, response.content
    return play_out(guest, response.json()["id"], choose)


def state_of(table: Table) -> GameState:
    table.refresh_from_db()
    state: GameState = ENGINE.decode_state(table.state)
    return state


def place_and_turns(table: Table) -> tuple[int, int]:
    """The person's (seat 0's) place and turns, from the engine's outcome of the table."""
    outcome = ENGINE.outcome(state_of(table))
    assert outcome is not None, "the game is not over"
    place, turns = outcome.keys[0]
    return place, turns


def shiesta_result(challenge: DailyChallenge, place: int, turns: int,
                   player: Player | None = None, finished: dt.datetime | None = None
                   ) -> Result:
    """A Shiesta result on ``challenge``'s board as a verified daily leaves it: the place
    is the total and the one round's score, the key is (place, turns)."""
    return add_result(challenge, place, finished, player, [place], (place, turns))


def player_of(guest: Guest) -> Player:
    return guest.me()  # made by its first action if it has not acted yet
