"""Sixes' coach on the site: Hint and the after-game review of a practice game, asked over
the API as the table asks, and the refusals (a daily, out of turn, a finished game) as the
API says them: translated, naming the limit, changing nothing."""

from __future__ import annotations

from typing import Any

import pytest
from django.conf import settings
from django.utils import translation

from sixes.players.coach import REVIEW_MIN_GAIN
from sixes.tests.played import person
from tables import background
from tables.models import Table
from tests.played import play_out, start_daily, table_id_of
from tests.tables.conftest import Guest

pytestmark = pytest.mark.django_db(transaction=True)

OWN_TURN = "Hints are for your own turn: ask again when it is your turn."


def new_practice(guest: Guest, seats: int = 3, **options: Any) -> dict[str, Any]:
    response = guest.post("/api/tables/", {"game": "sixes", "seats": seats,
                                           "options": options})
    assert response.status_code == 201, response.content
    data: dict[str, Any] = response.json()
    return data


def hint(guest: Guest, table_id: object, version: object) -> Any:
    return guest.get(f"/api/tables/{table_id}/hint/?version={version}")


def test_a_hint_is_a_legal_move_with_a_reason(guest: Guest) -> None:
    for variant in ("sixes", "double"):
        data = new_practice(guest, seats=2, variant=variant)
        view = data["view"]
        assert view["coach"] and view["turn"] == 0  # X7: the person starts
        response = hint(guest, data["id"], view["version"])
        assert response.status_code == 200, response.content
        found = response.json()["hint"]
        assert found["action"] in view["legal_actions"]
        text = found["text"]
        assert text and "{" not in text and not text.endswith(".")
        assert text.split(":")[0] in ("Draw from the stock", "Go up", "Go up with your left "
                                      "packet", "Go up with your right packet")
        # The hint is a move the table takes.
        assert guest.act(data["id"], view["version"], found["action"]).status_code == 200


def test_the_review_of_a_finished_game_names_turns_and_better_moves(guest: Guest) -> None:
    # The last place offered is often a poor choice; a few deals make one the review names.
    for _ in range(8):
        data = new_practice(guest)
        table = play_out(guest, str(data["id"]), person(2))
        assert table.status == Table.Status.FINISHED
        response = guest.get(f"/api/tables/{data['id']}/review/?round=0")
        assert response.status_code == 200, response.content
        review = response.json()["review"]
        assert review["decisions"] > 0
        if review["items"]:
            break
    assert review["items"], "eight games of poor choices and none reviewed"
    for item in review["items"]:
        assert item["played"] != item["suggested"]
        assert item["gain"] >= round(REVIEW_MIN_GAIN, 1)  # shown to one decimal
        assert item["turn"] >= 1 and item["text"] and "{" not in item["text"]
        if item["played"]["type"] in ("swap", "discard"):  # the card in hand, named
            assert isinstance(item["card"], str) and item["card"]
    # The game is its one round: there is no second to review.
    assert guest.get(f"/api/tables/{data['id']}/review/?round=1").status_code == 400


def test_no_hint_after_the_game(guest: Guest) -> None:
    data = new_practice(guest)
    table = play_out(guest, str(data["id"]), person())
    refused = hint(guest, table.pk, table.version)
    assert refused.status_code == 400
    assert refused.json()["error"]["message"] == "There is nothing for you to decide right now."


def test_no_hint_in_a_daily(guest: Guest) -> None:
    response = start_daily(guest, "sixes")
    table = Table.objects.get(pk=table_id_of(response["Location"]))
    refused = hint(guest, table.pk, table.version)
    assert refused.status_code == 403
    assert refused.json()["error"]["message"] == (
        "Hints and reviews are for practice games: a daily is played on your own.")
    assert guest.get(f"/api/tables/{table.pk}/review/?round=0").status_code == 403
    table.refresh_from_db()
    assert table.version == 0


@pytest.mark.parametrize("variant", ["sixes", "double"])
def test_no_hint_out_of_turn_said_in_the_readers_language(
        guest: Guest, variant: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A computer starts and has not moved yet: the person may go up (X10, in Double Sixes
    with either packet) but it is not his turn, so there is no hint, in English or
    Norwegian, and the table stays as it was."""
    monkeypatch.setattr(background, "start", lambda name, *args: False)
    data = new_practice(guest, seats=2, variant=variant, starter=1)
    view = data["view"]
    assert view["turn"] == 1 and {a["type"] for a in view["legal_actions"]} == {"up"}
    refused = hint(guest, data["id"], view["version"])
    assert refused.status_code == 400 and refused.json()["error"]["message"] == OWN_TURN
    guest.client.cookies[settings.LANGUAGE_COOKIE_NAME] = "nb"
    norwegian = hint(guest, data["id"], view["version"]).json()["error"]["message"]
    with translation.override("nb"):
        assert norwegian == translation.gettext(OWN_TURN) != OWN_TURN
    table = Table.objects.get(pk=data["id"])
    assert table.version == view["version"] and table.status == Table.Status.ACTIVE
