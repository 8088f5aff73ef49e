"""The host closes a friends' table before its start (issue 33, tables/friends.py close): the
table is closed, the friends waiting are told and read "The host closed this table", and the
invitation, the code and the start no longer lead anywhere. Anyone but the host, a started
table and any other table are refused in words, and nothing changes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tables import layer_send
from tables.models import Table
from tests.tables.conftest import Guest

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("eager_celery")]

CLOSED_WORDS = "The host closed this table."


def open_friends(host: Guest, others: list[str] | None = None) -> dict[str, Any]:
    response = host.post("/api/tables/", {"game": "sheepshead", "mode": "friends",
                                          "others": others or ["friend", "friend", "hard",
                                                               "hard"]})
    assert response.status_code == 201, response.content
    return response.json()


def join(guest: Guest, table: dict[str, Any]) -> Any:
    return guest.post(f"/api/tables/{table['id']}/join/", {"invite": table["invite"]})


def close(guest: Guest, table: dict[str, Any]) -> Any:
    return guest.post(f"/api/tables/{table['id']}/close/", {})


def error_of(response: Any) -> tuple[int, str, str]:
    error = response.json()["error"]
    return response.status_code, error["code"], error["message"]


def stored(table: dict[str, Any]) -> Table:
    return Table.objects.get(pk=table["id"])


def test_the_host_closes_and_the_invitation_stops_working() -> None:
    host, ann, bob = Guest(), Guest(), Guest()
    table = open_friends(host)
    assert join(ann, table).status_code == 200
    closed = close(host, table)
    assert closed.status_code == 200, closed.content
    assert closed.json() == {"table": table["id"], "status": "closed"}
    row = stored(table)
    assert (row.status, row.computer_due, row.version) == ("closed", False, 0)
    # Neither a new friend nor one already seated gets in; the code finds nothing.
    assert error_of(join(bob, table)) == (409, "conflict", CLOSED_WORDS)
    assert error_of(join(ann, table)) == (409, "conflict", CLOSED_WORDS)
    invitation = bob.get(table["invite_url"])
    assert invitation.status_code == 409 and CLOSED_WORDS in invitation.content.decode()
    assert bob.get(f"/join/?code={table['code']}").status_code == 404
    # Nor does anything else a waiting table takes.
    url = f"/api/tables/{table['id']}"
    assert error_of(host.post(f"{url}/start/", {}))[:2] == (409, "conflict")
    assert error_of(close(host, table))[:2] == (409, "conflict")
    assert [s.get("player") is not None for s in stored(table).seats] == [
        True, True, False, False, False]
    assert stored(table).status == "closed"


def test_the_friends_waiting_read_why_on_the_table_page() -> None:
    host, ann = Guest(), Guest()
    table = open_friends(host)
    assert join(ann, table).status_code == 200
    room = ann.get(table["url"]).content.decode()
    assert 'data-testid="waiting-room"' in room and 'data-action="close"' not in room
    assert 'data-action="close"' in host.get(table["url"]).content.decode()
    assert close(host, table).status_code == 200
    for guest in (ann, host):
        page = guest.get(table["url"])
        text = page.content.decode()
        assert page.status_code == 200 and CLOSED_WORDS in text
        # No seats list: the waiting room's script reloads into this page (waiting.js).
        assert 'data-testid="seats"' not in text and "renderer.js" not in text


def test_the_waiting_rooms_button_closes_and_leads_back_to_the_lobby() -> None:
    host = Guest()
    table = open_friends(host)
    answer = host.client.post(f"/tables/{table['id']}/close/", HTTP_X_CSRFTOKEN=host.csrf)
    assert answer.status_code == 302 and answer["Location"] == "/"
    assert stored(table).status == "closed"
    again = host.client.post(f"/tables/{table['id']}/close/", HTTP_X_CSRFTOKEN=host.csrf)
    assert again.status_code == 409 and "waiting for its start" in again.content.decode()


def test_the_sockets_are_told(monkeypatch: pytest.MonkeyPatch,
                              django_capture_on_commit_callbacks: Callable[..., Any]) -> None:
    host = Guest()
    table = open_friends(host)
    sent: list[tuple[str, dict[str, Any]]] = []
    monkeypatch.setattr(layer_send, "group_send", lambda group, message: sent.append(
        (group, message)))
    with django_capture_on_commit_callbacks(execute=True):
        assert close(host, table).status_code == 200
    assert sent == [(f"table-{table['id']}", {"type": "table.updated", "seating": True})]


def test_only_the_host_closes_only_a_waiting_friends_table() -> None:
    host, ann, eve = Guest(), Guest(), Guest()
    table = open_friends(host)
    assert join(ann, table).status_code == 200
    assert error_of(close(ann, table)) == (403, "forbidden",
                                           "Only the host can close the table.")
    assert error_of(close(eve, table))[:2] == (403, "forbidden")  # no seat, no guest
    eve.new_table()
    assert error_of(close(eve, table))[:2] == (403, "forbidden")  # a guest, not seated
    assert error_of(eve.post("/api/tables/nonsense/close/", {}))[:2] == (404, "not_found")
    assert error_of(host.post(f"/api/tables/{table['id']}/close/", "[]"))[:2] == (
        400, "invalid")
    assert stored(table).status == "waiting"
    practice = eve.new_table()
    refused = eve.post(f"/api/tables/{practice['id']}/close/", {})
    assert error_of(refused) == (403, "forbidden", "Only the host can close the table.")
    assert Table.objects.get(pk=practice["id"]).status == "active"
    assert host.post(f"/api/tables/{table['id']}/start/", {}).status_code == 200
    assert error_of(close(host, table)) == (
        409, "conflict", "Only a table still waiting for its start can be closed.")
    assert stored(table).status == "active"


def test_a_table_nobody_came_back_to_says_so_not_the_host() -> None:
    # Closed by tables.presence, not by its host: the invitation gives that reason.
    host, ann = Guest(), Guest()
    table = open_friends(host)
    Table.objects.filter(pk=table["id"]).update(status=Table.Status.CLOSED)
    assert error_of(join(ann, table)) == (
        409, "conflict", "This table was closed: nobody was at it any more.")


def test_the_refusal_is_translated() -> None:
    host, ann = Guest(), Guest()
    table = open_friends(host)
    assert close(host, table).status_code == 200
    ann.client.cookies["django_language"] = "nb"
    message = error_of(join(ann, table))[2]
    assert message and message != CLOSED_WORDS
