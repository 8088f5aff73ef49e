"""POST /api/tables/: a new practice table with the person in seat 0."""

from __future__ import annotations

import pytest
from django.test import Client

from tables import registry
from tables.models import Action, Table
from tests.tables.conftest import Guest, seed_with_dealer, table_of


def test_create_returns_id_url_and_view(guest: Guest) -> None:
    data = guest.new_table()
    view = data["view"]
    assert data["url"] == f"/tables/{data['id']}/"
    assert view["game"] == "sheepshead" and view["mode"] == "practice"
    assert view["seat"] == 0 and view["status"] == "active"
    assert len(view["hand"]) == 6 and view["deal"] == 1
    assert [p["kind"] for p in view["players"]] == ["person"] + ["computer"] * 4


def test_the_person_decides_first_left_of_the_dealer(guest: Guest, person_first: str) -> None:
    view = guest.new_table()["view"]
    assert view["dealer"] == 4 and view["version"] == 0 and view["thinking"] is None
    assert view["to_act"] == [0]
    assert view["legal_actions"] == [{"type": "pick"}, {"type": "pass"}]


def test_computers_act_until_the_person_must(guest: Guest, monkeypatch: pytest.MonkeyPatch) -> None:
    seed = seed_with_dealer(1)  # seats 2, 3 and 4 decide before the person
    monkeypatch.setattr("tables.services.secrets.token_hex", lambda nbytes=None: seed)
    data = guest.new_table()
    table = table_of(data)
    assert data["view"]["to_act"] == [0] and data["view"]["thinking"] is None
    assert data["view"]["version"] == table.version == Action.objects.filter(table=table).count()
    assert table.version >= 1
    assert data["view"]["legal_actions"]


def test_unknown_game_and_mode_are_invalid(guest: Guest) -> None:
    for body in ({"game": "chess"}, {"game": "sheepshead", "mode": "ranked"}, {}):
        response = guest.post("/api/tables/", body)
        assert response.status_code == 400
        assert response.json()["error"]["code"] == "invalid"
    assert Table.objects.count() == 0


def test_garbage_json_is_invalid(guest: Guest) -> None:
    for body in ("{not json", "[1, 2]", b"\xff\xfe"):
        response = guest.post("/api/tables/", body)
        assert response.status_code == 400
        assert response.json()["error"]["code"] == "invalid"


def test_csrf_is_enforced_with_a_json_error(guest: Guest) -> None:
    response = guest.client.post(
        "/api/tables/", '{"game": "sheepshead"}', content_type="application/json"
    )
    assert response.status_code == 403
    assert response.json()["error"]["code"] == "forbidden"
    assert Table.objects.count() == 0


def test_get_is_not_allowed_on_create(transactional_db: None) -> None:
    assert Client().get("/api/tables/").status_code == 405


def test_unhashable_modes_and_games_are_invalid(guest: Guest) -> None:
    for body in ({"game": "sheepshead", "mode": []}, {"game": "sheepshead", "mode": {}},
                 {"game": ["sheepshead"]}, {"game": {"x": 1}}):
        response = guest.post("/api/tables/", body)
        assert response.status_code == 400, body
        assert response.json()["error"]["code"] == "invalid"


def test_the_person_chooses_the_computers_level(guest: Guest) -> None:
    spec = registry.get("sheepshead")
    for level in spec.levels:
        data = guest.post("/api/tables/", {"game": "sheepshead", "level": level}).json()
        levels = {p["level"] for p in data["view"]["players"] if p["kind"] == "computer"}
        assert levels == {level}
    default = guest.post("/api/tables/", {"game": "sheepshead"}).json()
    assert default["view"]["players"][1]["level"] == spec.default_level
    before = Table.objects.count()
    for level in ("impossible", "random", 3, ["hard"]):  # "random" exists, but is not offered
        response = guest.post("/api/tables/", {"game": "sheepshead", "level": level})
        assert response.status_code == 400 and response.json()["error"]["code"] == "invalid"
    assert Table.objects.count() == before


def test_each_computer_seat_may_have_its_own_level(guest: Guest) -> None:
    levels = ["easy", "hard", "normal", "easy"]
    data = guest.post("/api/tables/", {"game": "sheepshead", "levels": levels}).json()
    assert [p["level"] for p in data["view"]["players"][1:]] == levels
    assert [s.get("level") for s in table_of(data).seats[1:]] == levels
    before = Table.objects.count()
    for bad in (["easy"] * 3, ["easy"] * 5, "easy", ["easy", "hard", "normal", "random"]):
        response = guest.post("/api/tables/", {"game": "sheepshead", "levels": bad})
        assert response.status_code == 400, bad
        assert response.json()["error"]["code"] == "invalid"
    assert Table.objects.count() == before


def test_seats_and_options_are_checked_before_a_table_exists(guest: Guest) -> None:
    before = Table.objects.count()
    for body in ({"seats": 4}, {"seats": "5"}, {"seats": True}, {"options": {"deals": 0}},
                 {"options": {"deals": "10"}}, {"options": {"colour": "red"}},
                 {"options": [1, 2]}):
        response = guest.post("/api/tables/", {"game": "sheepshead", **body})
        assert response.status_code == 400, body
        error = response.json()["error"]
        assert error["code"] == "invalid" and "{" not in error["message"], body
    assert Table.objects.count() == before
    short = guest.post("/api/tables/", {"game": "sheepshead", "seats": 5,
                                        "options": {"deals": 5}}).json()
    assert short["view"]["deals"] == 5 and table_of(short).options["deals"] == 5


@pytest.mark.parametrize("body", [
    {"game": "sheepshead", "extra": 1},
    {"game": "sheepshead", "mode": "practice", "seed": "my own deal"},
    {"game": "sheepshead", "mode": "friends", "others": ["friend"] * 4, "seed": "x"},
])
def test_a_field_a_new_table_does_not_take_is_refused(body: dict[str, object], db: None) -> None:
    """As the daily's opener does: a seed or a misspelt field is refused, never ignored."""
    guest = Guest()
    response = guest.post("/api/tables/", body)
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == "invalid" and "takes no" in error["message"]
    assert not Table.objects.exists() and "player_id" not in guest.client.session


def test_a_friends_table_takes_seats_only_as_many_as_it_has(db: None) -> None:
    guest = Guest()
    body = {"game": "sheepshead", "mode": "friends", "others": ["friend"] * 4}
    refused = guest.post("/api/tables/", {**body, "seats": 4})
    assert refused.status_code == 400 and "5" in refused.json()["error"]["message"]
    assert not Table.objects.exists()
    assert guest.post("/api/tables/", {**body, "seats": 5}).status_code == 201
