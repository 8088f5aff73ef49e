"""Shakipesh's coach on the site: Hint and the review of a finished round of a practice
game, asked over the API as the table asks (Hard on the tests' small budget)."""

from __future__ import annotations

import pytest

from shakipesh.tests.played import person
from tables import coaching
from tables.models import Table
from tests.played import play_out
from tests.tables.conftest import Guest

pytestmark = pytest.mark.django_db(transaction=True)


def new_practice(guest: Guest) -> dict[str, object]:
    response = guest.post("/api/tables/", {"game": "shakipesh", "seats": 2,
                                           "options": {"limit": 1}})
    assert response.status_code == 201, response.content
    data: dict[str, object] = response.json()
    return data


def test_a_hint_is_a_legal_move_with_a_reason(guest: Guest) -> None:
    data = new_practice(guest)
    view = data["view"]
    assert isinstance(view, dict) and view["coach"]
    response = guest.get(f"/api/tables/{data['id']}/hint/?version={view['version']}")
    if len(view["legal_actions"]) < 2:
        assert response.status_code == 400  # nothing to decide: no hint
        return
    assert response.status_code == 200, response.content
    found = response.json()["hint"]
    assert found["action"] in view["legal_actions"]
    assert found["text"] and "{" not in found["text"] and not found["text"].endswith(".")


def test_the_review_of_a_finished_round_names_better_moves(guest: Guest) -> None:
    data = new_practice(guest)
    table = play_out(guest, str(data["id"]), person(99))  # the last move offered: often poor
    assert table.status == Table.Status.FINISHED
    response = guest.get(f"/api/tables/{data['id']}/review/?round=0")
    assert response.status_code == 200, response.content
    review = response.json()["review"]
    assert review["decisions"] > 0, review
    for item in review["items"]:
        assert item["played"] != item["suggested"] and item["text"]
        assert item["gain"] >= round(coaching.REVIEW_MIN_GAIN, 1)  # shown to one decimal
    assert guest.get(f"/api/tables/{data['id']}/review/?round=1").status_code == 400
