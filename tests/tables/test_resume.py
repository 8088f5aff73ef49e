"""Resume: reload, come back later, or restart the server mid-deal, and carry on."""

from __future__ import annotations

from unittest.mock import patch

import pytest
from django.test import Client

from tables import services
from tests.tables.conftest import Guest, table_of

pytestmark = pytest.mark.usefixtures("person_first")


def test_reloading_shows_the_same_view_and_play_continues(guest: Guest) -> None:
    data = guest.new_table()
    view = guest.act(data["id"], data["view"]["version"], {"type": "pick"}).json()["view"]
    # The action's answer carries the events since the version it was sent at; a reload
    # carries none (it draws the view as it is).
    assert [e["type"] for e in view["events"]] in ([], ["pick"])
    view.update(events=[], events_since=None)
    page = guest.get(f"/tables/{data['id']}/")
    assert page.status_code == 200
    assert page.context["view"] == view
    again = guest.get(f"/api/tables/{data['id']}/").json()["view"]
    assert again == view
    bury = view["legal_actions"][0]
    assert guest.act(data["id"], view["version"], bury).status_code == 200


def continue_url(guest: Guest) -> str | None:
    card = next(c for c in guest.get("/").context["cards"] if c.spec.name == "sheepshead")
    return card.continue_url


def test_the_lobby_offers_to_continue(guest: Guest) -> None:
    assert continue_url(guest) is None
    data = guest.new_table()
    assert continue_url(guest) == data["url"]
    assert 'data-testid="continue-game"' in guest.get("/").content.decode()


def test_a_lost_computer_turn_is_picked_up_again(guest: Guest) -> None:
    """As after a restart between a person's action and the computers' replies."""
    data = guest.new_table()
    with patch("tables.tasks.run_computer_turns.delay") as lost:
        response = guest.act(data["id"], data["view"]["version"], {"type": "pass"})
    assert lost.called
    stuck = response.json()["view"]
    assert stuck["thinking"] is not None and stuck["to_act"] == [1]
    view = guest.get(f"/api/tables/{data['id']}/").json()["view"]
    assert view["version"] > stuck["version"]
    assert view["thinking"] is None and services.computer_to_act(table_of(data)) is None


def test_a_new_browser_is_a_new_guest_without_access(guest: Guest) -> None:
    data = guest.new_table()
    stranger = Client()
    stranger.get("/")
    assert stranger.get(f"/api/tables/{data['id']}/").status_code == 403


def test_a_failing_task_queue_does_not_fail_the_committed_action(guest: Guest) -> None:
    data = guest.new_table()
    with patch("tables.tasks.run_computer_turns.delay", side_effect=ConnectionError("down")):
        response = guest.act(data["id"], data["view"]["version"], {"type": "pass"})
    assert response.status_code == 200
    assert response.json()["view"]["version"] == data["view"]["version"] + 1
    view = guest.get(f"/api/tables/{data['id']}/").json()["view"]
    assert view["thinking"] is None and view["to_act"] == [0]
