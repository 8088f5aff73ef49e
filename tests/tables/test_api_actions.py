"""POST /api/tables/<id>/actions/: validation, versions, errors that change nothing."""

from __future__ import annotations

import uuid

import pytest
from django.conf import settings

from tables.models import Action, Table
from tests.catalogue import add_translations
from tests.tables.conftest import Guest, table_of

pytestmark = pytest.mark.usefixtures("person_first")


def unchanged(table: Table) -> tuple[int, int, object]:
    table.refresh_from_db()
    return table.version, Action.objects.filter(table=table).count(), table.state


def test_a_legal_action_is_applied(guest: Guest) -> None:
    data = guest.new_table()
    view = data["view"]
    response = guest.act(data["id"], view["version"], {"type": "pass"})
    assert response.status_code == 200
    after = response.json()["view"]
    assert after["version"] > view["version"]
    assert 0 in after["passed"] or after["picker"] is not None
    row = Action.objects.get(table_id=data["id"], seq=view["version"] + 1)
    assert (row.seat, row.action) == (0, {"type": "pass"})


def test_the_same_action_twice_is_applied_once(guest: Guest) -> None:
    data = guest.new_table()
    version = data["view"]["version"]
    first = guest.act(data["id"], version, {"type": "pick"})
    assert first.status_code == 200
    rows = Action.objects.filter(table_id=data["id"]).count()
    second = guest.act(data["id"], version, {"type": "pick"})
    assert second.status_code == 409
    body = second.json()
    assert body["error"]["code"] == "stale"
    assert body["view"]["version"] == first.json()["view"]["version"]
    assert Action.objects.filter(table_id=data["id"]).count() == rows
    assert Action.objects.filter(table_id=data["id"], action={"type": "pick"}).count() == 1


def test_illegal_action_names_the_rule_and_changes_nothing(guest: Guest) -> None:
    data = guest.new_table()
    table = table_of(data)
    before = unchanged(table)
    response = guest.act(data["id"], data["view"]["version"], {"type": "play", "card": "QC"})
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == "illegal" and "(S" in error["message"]
    assert unchanged(table) == before


def test_the_engines_reason_is_said_in_the_readers_language(
        guest: Guest, monkeypatch: pytest.MonkeyPatch) -> None:
    add_translations(monkeypatch, "nb", {
        "“{action}” is not possible now: pick or pass": "«{action}» går ikke nå: ta opp eller pass",
    })
    data = guest.new_table()
    play = {"type": "play", "card": "QC"}
    english = guest.act(data["id"], data["view"]["version"], play).json()["error"]
    assert english["message"] == "“play” is not possible now: pick or pass (S6)"
    guest.client.cookies[settings.LANGUAGE_COOKIE_NAME] = "nb"
    norwegian = guest.act(data["id"], data["view"]["version"], play).json()["error"]
    assert norwegian == {"code": "illegal",
                         "message": "«play» går ikke nå: ta opp eller pass (S6)"}


def test_invalid_actions_change_nothing(guest: Guest) -> None:
    data = guest.new_table()
    table = table_of(data)
    before = unchanged(table)
    version = data["view"]["version"]
    for action in ({"type": "fly"}, {"type": "play", "card": "ZZ"}, "pick", [1], None,
                   {"type": "pick", "extra": 1}):
        response = guest.act(data["id"], version, action)
        assert response.status_code == 400, action
        assert response.json()["error"]["code"] == "invalid"
    for body in ("nonsense", '{"action": {"type": "pick"}}', '{"version": "1", "action": {}}',
                 '{"version": true, "action": {"type": "pick"}}', '{"version": 1}'):
        response = guest.post(f"/api/tables/{data['id']}/actions/", body)
        assert response.status_code == 400, body
        assert response.json()["error"]["code"] == "invalid"
    assert unchanged(table) == before


def test_someone_elses_table_is_forbidden(guest: Guest, other_guest: Guest) -> None:
    data = guest.new_table()
    table = table_of(data)
    before = unchanged(table)
    assert other_guest.get(f"/api/tables/{data['id']}/").status_code == 403
    response = other_guest.act(data["id"], data["view"]["version"], {"type": "pick"})
    assert response.status_code == 403
    assert response.json()["error"]["code"] == "forbidden"
    assert other_guest.get(f"/tables/{data['id']}/").status_code == 403
    assert unchanged(table) == before


def test_unknown_tables_are_not_found(guest: Guest) -> None:
    for table_id in (uuid.uuid4(), "not-a-uuid", "12"):
        response = guest.get(f"/api/tables/{table_id}/")
        assert response.status_code == 404
        assert response.json()["error"]["code"] == "not_found"
        assert guest.act(str(table_id), 0, {"type": "pick"}).status_code == 404
        assert guest.get(f"/tables/{table_id}/").status_code == 404


def test_get_returns_the_seat_view(guest: Guest) -> None:
    data = guest.new_table()
    response = guest.get(f"/api/tables/{data['id']}/")
    assert response.status_code == 200
    assert response.json()["view"] == data["view"]
