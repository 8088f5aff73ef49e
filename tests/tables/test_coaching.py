"""Hint and review: the coach's advice for practice tables, computed by a task from the
person's own views, never for a daily."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from leaderboards.models import Entry
from tables import coaching, registry
from tables.models import Table
from tests.tables.conftest import Guest, table_of


def hint(guest: Guest, table_id: str, version: Any) -> Any:
    return guest.get(f"/api/tables/{table_id}/hint/?version={version}")


def test_a_hint_is_one_of_the_legal_actions_with_a_reason(guest: Guest,
                                                         person_first: str) -> None:
    data = guest.new_table()
    view = data["view"]
    response = hint(guest, data["id"], view["version"])
    assert response.status_code == 200, response.content
    found = response.json()["hint"]
    assert found["action"] in view["legal_actions"] and found["version"] == view["version"]
    verb = found["action"]["type"]  # pick or pass: the person decides first
    assert found["text"].startswith(f"{verb}: picking scores about ")
    again = hint(guest, data["id"], view["version"]).json()["hint"]
    assert again == found


def test_the_coach_sees_exactly_the_persons_view(guest: Guest, person_first: str,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[dict[str, Any]] = []
    spec = registry.get("sheepshead")

    def recording_coach(view: dict[str, Any], legal: Any, rng: Any, also: Any = None) -> Any:
        seen.append(view)
        return spec.coach(view, legal, rng, also)

    coached = replace(spec, coach=recording_coach)
    monkeypatch.setitem(registry._GAMES, "sheepshead", coached)
    data = guest.new_table()
    assert hint(guest, data["id"], data["view"]["version"]).status_code == 200
    table = table_of(data)
    state = spec.engine.decode_state(table.state)
    assert seen == [spec.engine.view(state, 0)]


def test_refusals_change_nothing(guest: Guest, other_guest: Guest, person_first: str) -> None:
    data = guest.new_table()
    table_id, version = data["id"], data["view"]["version"]
    assert hint(guest, table_id, version + 1).status_code == 409
    assert hint(guest, table_id, "x").status_code == 400
    assert hint(other_guest, table_id, version).status_code == 403
    assert hint(guest, "00000000-0000-0000-0000-000000000000", version).status_code == 404
    assert guest.get(f"/api/tables/{table_id}/review/?deal=0").status_code == 400  # not over
    assert guest.get(f"/api/tables/{table_id}/review/?deal=-1").status_code == 400
    assert guest.client.post(f"/api/tables/{table_id}/hint/?version={version}",
                             HTTP_X_CSRFTOKEN=guest.csrf).status_code == 405
    assert table_of(data).version == version


def test_no_hints_or_reviews_in_a_daily(guest: Guest) -> None:
    response = guest.client.post("/daily/sheepshead/play/", HTTP_X_CSRFTOKEN=guest.csrf)
    table = Table.objects.get(pk=response["Location"].split("/")[-2])
    assert Entry.objects.get(table=table).ranked
    refused = hint(guest, str(table.pk), table.version)
    assert refused.status_code == 403 and "practice" in refused.json()["error"]["message"]
    assert guest.get(f"/api/tables/{table.pk}/review/?deal=0").status_code == 403


def test_with_a_worker_the_request_only_schedules(guest: Guest, person_first: str,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    scheduled: list[tuple[str, int]] = []
    monkeypatch.setattr("tables.tasks.compute_hint.delay",
                        lambda *args: scheduled.append(args))
    data = guest.new_table()
    table_id, version = data["id"], data["view"]["version"]
    assert hint(guest, table_id, version).status_code == 202
    assert hint(guest, table_id, version).status_code == 202
    assert scheduled == [(table_id, version)]  # once, however often asked
    coaching.compute_hint(*scheduled[0])  # what the worker does
    assert hint(guest, table_id, version).status_code == 200


def play_deal_badly(guest: Guest, data: dict[str, Any]) -> dict[str, Any]:
    """Finish deal 1 taking the last legal action each time (often a poor one)."""
    view = data["view"]
    while view["deal"] == 1 and view["status"] == "active":
        legal = view["legal_actions"]
        view = guest.act(data["id"], view["version"], legal[-1]).json()["view"]
    return view


def real_decisions_in_first_deal(table: Table) -> int:
    """The person's actions in deal 1 that were not forced, counted from the log."""
    from tables import services

    engine = registry.get("sheepshead").engine
    count = 0
    for row in table.actions.filter(seat=0).order_by("seq"):
        state = services.replay(table, upto=row.seq - 1)
        if state.deal.number == 0 and len(engine.legal_actions(state, 0)) > 1:
            count += 1
    return count


def test_the_review_lists_costly_choices_of_a_finished_deal(guest: Guest) -> None:
    data = guest.new_table()
    view = play_deal_badly(guest, data)
    assert view["deal"] == 2
    response = guest.get(f"/api/tables/{data['id']}/review/?deal=0")
    assert response.status_code == 200, response.content
    review = response.json()["review"]
    assert review["decisions"] == real_decisions_in_first_deal(table_of(data))
    for item in review["items"]:
        assert item["played"] != item["suggested"] and item["gain"] >= coaching.REVIEW_MIN_GAIN
        assert item["text"] and 1 <= item["trick"] <= 6
    assert guest.get(f"/api/tables/{data['id']}/review/?deal=1").status_code == 400
