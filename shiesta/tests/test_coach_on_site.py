"""Shiesta's coach on the site: Hint and the after-game review of a practice game, asked
over the API as the table asks, and the engine's refusals as the API says them."""

from __future__ import annotations

import pytest

from shiesta.tests.played import person
from tables import coaching
from tables.models import Table
from tests.played import play_out
from tests.tables.conftest import Guest

pytestmark = pytest.mark.django_db(transaction=True)


def new_practice(guest: Guest, seats: int = 3) -> dict[str, object]:
    response = guest.post("/api/tables/", {"game": "shiesta", "seats": seats})
    assert response.status_code == 201, response.content
    data: dict[str, object] = response.json()
    return data


def test_a_hint_is_a_legal_move_with_a_reason(guest: Guest) -> None:
    data = new_practice(guest)
    view = data["view"]
    assert isinstance(view, dict) and view["phase"] == "swap" and view["coach"]
    response = guest.get(f"/api/tables/{data['id']}/hint/?version={view['version']}")
    assert response.status_code == 200, response.content
    found = response.json()["hint"]
    assert found["action"] in view["legal_actions"]
    assert found["text"] and "%(" not in found["text"]


def test_the_review_of_a_finished_game_names_turns_and_better_moves(guest: Guest) -> None:
    data = new_practice(guest)
    table = play_out(guest, str(data["id"]), person(-1))  # the last legal play: often poor
    assert table.status == Table.Status.FINISHED
    response = guest.get(f"/api/tables/{data['id']}/review/?round=0")
    assert response.status_code == 200, response.content
    review = response.json()["review"]
    assert review["decisions"] > 0
    for item in review["items"]:
        assert item["played"] != item["suggested"]
        assert item["gain"] >= round(coaching.REVIEW_MIN_GAIN, 1)  # shown to one decimal
        assert item["turn"] >= 0 and item["text"]
    # The game is its one round: there is no second to review.
    assert guest.get(f"/api/tables/{data['id']}/review/?round=1").status_code == 400


def test_an_illegal_move_names_the_rule_and_changes_nothing(guest: Guest) -> None:
    data = new_practice(guest)
    view = data["view"]
    assert isinstance(view, dict)
    response = guest.act(str(data["id"]), view["version"], {"type": "pickup"})
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == "illegal" and error["message"].endswith("(H4)")  # the swap phase
    after = guest.get(f"/api/tables/{data['id']}/").json()["view"]
    assert after["version"] == view["version"] and after["hand"] == view["hand"]
