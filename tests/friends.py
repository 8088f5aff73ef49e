"""A friends' table played through the site by its people, as their browsers would: the host
opens it and starts it once the friends have joined with the invitation, then each person
plays their own seat through the actions API while the computers move as the reads ask them
to (``eager_celery``). For the tests of what follows a friends' game: the rematch, the score
sheet, each person's history, the daily boards it never enters."""

from __future__ import annotations

from typing import Any

import pytest

from tables.models import Table
from tests.played import randomly
from tests.tables.conftest import Guest


def friends_table(host: Guest, friends: list[Guest], computers: list[str], game: str = "toy",
                  **options: Any) -> str:
    """A started friends' table of ``game``: the host in seat 0, then ``friends`` in order,
    then a computer of each level in ``computers``."""
    body = {"game": game, "mode": "friends", "options": options,
            "others": ["friend"] * len(friends) + computers}
    response = host.post("/api/tables/", body)
    assert response.status_code == 201, response.content
    table = response.json()
    for guest in friends:
        joined = guest.post(f"/api/tables/{table['id']}/join/", {"invite": table["invite"]})
        assert joined.status_code == 200, joined.content
    assert host.post(f"/api/tables/{table['id']}/start/", {}).status_code == 200
    return str(table["id"])


def view_of(guest: Guest, table_id: str) -> dict[str, Any]:
    response = guest.get(f"/api/tables/{table_id}/")
    assert response.status_code == 200, response.content
    view: dict[str, Any] = response.json()["view"]
    return view


def play_to_the_end(table_id: str, people: list[Guest], seed: str = "friends") -> Table:
    """Every person plays their own seat (a move the game waits for, drawn from their legal
    ones) until the table is over; the computers move as the reads ask them to."""
    choose = randomly(seed)
    for _ in range(3000):
        views = [view_of(guest, table_id) for guest in people]
        if views[0]["status"] != "active":
            return Table.objects.get(pk=table_id)
        waited = [i for i, view in enumerate(views)
                  if view["seat"] in view["to_act"] and view["legal_actions"]]
        assert waited, "nobody is waited for at an active table"
        view = views[waited[0]]
        response = people[waited[0]].act(table_id, view["version"], choose(view))
        assert response.status_code in (200, 409), response.content
    pytest.fail("the table did not end")
