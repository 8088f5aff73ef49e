"""Hint and review: the coach's advice for practice tables, computed by a task from the
person's own views, never for a daily."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest
from django.conf import settings
from django.core.cache import cache

from cards import Phrase
from leaderboards.models import Entry
from tables import coaching, registry, services
from tables.models import Table
from tests.catalogue import add_translations
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
    # In words, naming the trumps held, not the search's figures.
    assert found["text"].startswith(f"{verb.title()}: ") and "trump" in found["text"]
    assert "about" not in found["text"] and not found["text"].endswith(".")
    again = hint(guest, data["id"], view["version"]).json()["hint"]
    assert again == found


def test_the_cache_keeps_the_reason_as_a_phrase_worded_for_each_reader(
        guest: Guest, person_first: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """One cached answer for every language: the API says it in the request's."""
    data = guest.new_table()
    version = data["view"]["version"]
    english = hint(guest, data["id"], version).json()["hint"]
    cached = cache.get(f"coach:hint:{data['id']}:{version}:0")
    reason = Phrase.from_json(cached["reason"])
    assert "text" not in cached and english["text"] == str(reason)
    add_translations(monkeypatch, "nb", {reason.msgid: "NB " + reason.msgid})
    guest.client.cookies[settings.LANGUAGE_COOKIE_NAME] = "nb"
    norwegian = hint(guest, data["id"], version).json()["hint"]
    assert norwegian["text"] == "NB " + english["text"]
    assert {**norwegian, "text": ""} == {**english, "text": ""}
    assert cache.get(f"coach:hint:{data['id']}:{version}:0") == cached


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
    assert scheduled == [(table_id, version, 0)]  # once, however often asked; seat 0's
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
    response = guest.get(f"/api/tables/{data['id']}/review/?round=0")
    assert response.status_code == 200, response.content
    review = response.json()["review"]
    assert review["decisions"] == real_decisions_in_first_deal(table_of(data))
    for item in review["items"]:
        assert item["played"] != item["suggested"]
        assert item["gain"] >= round(coaching.REVIEW_MIN_GAIN, 1)  # shown to one decimal
        assert item["text"] and 1 <= item["trick"] <= 6
    assert guest.get(f"/api/tables/{data['id']}/review/?deal=1").status_code == 400


def test_refusals_name_the_round_as_the_game_does(guest: Guest,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    spec = registry.get("sheepshead")
    monkeypatch.setitem(registry._GAMES, "sheepshead", replace(spec, round_label="Hand"))
    data = guest.new_table()
    response = guest.get(f"/api/tables/{data['id']}/review/?deal=0")
    assert response.status_code == 400
    assert response.json()["error"]["message"] == "That hand is not over yet."
    table = table_of(data)
    with pytest.raises(services.Invalid, match=r"^Name the hand by its number\.$"):
        coaching.review(table.owner, str(table.pk), "first")


class _Option:
    def __init__(self, action: Any, value: float) -> None:
        self.action, self.value = action, value


class _Advice:
    def __init__(self, options: list[_Option]) -> None:
        self.options, self.reason = options, "because"


class _LowerIsBetter:
    """Sheepshead's engine, but counted the other way round (as in Sixes, say)."""

    better = "lower"

    def __getattr__(self, name: str) -> Any:
        return getattr(registry.get("sheepshead").engine, name)


@pytest.mark.parametrize("better", ["higher", "lower"])
def test_the_review_gain_follows_the_games_direction(better: str) -> None:
    """The coach lists its options best first; the gain is how much better the best is, in
    the game's own direction, and the position comes from the game."""
    spec = registry.get("sheepshead")
    engine = spec.engine if better == "higher" else _LowerIsBetter()
    state = spec.engine.new_game("gain-direction", 5)
    seat = spec.engine.to_act(state)[0]
    legal = spec.engine.legal_actions(state, seat)
    best, worse = (3.0, 1.0) if better == "higher" else (1.0, 3.0)

    def coach(view: Any, legal: Any, rng: Any, also: Any = None) -> _Advice:
        return _Advice([_Option(legal[0], best), _Option(legal[1], worse)])

    game = replace(spec, engine=engine, coach=coach)
    if better == "lower":  # another game's position; Sheepshead's names the trick
        game = replace(game, review_position=lambda view: {"hand": 2})
    rng = random.Random(1)
    item = coaching._review_item(game, state, seat, legal, legal[1], rng)
    assert item is not None and item["gain"] == 2.0
    position = {"trick": 1} if better == "higher" else {"hand": 2}
    assert {key: item[key] for key in ("trick", "hand") if key in item} == position
    assert item["suggested"] == spec.engine.encode_action(legal[0])
    assert coaching._review_item(game, state, seat, legal, legal[0], rng) is None


def test_the_view_says_whether_the_coach_may_be_asked(guest: Guest,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The renderer shows Hint and the review only when the view says so: a practice table
    of a game with a coach, never a daily, never a game without one."""
    practice = guest.new_table()["view"]
    assert practice["coach"] is True
    response = guest.client.post("/daily/sheepshead/play/", HTTP_X_CSRFTOKEN=guest.csrf)
    daily = Table.objects.get(pk=response["Location"].split("/")[-2])
    assert services.seat_view(daily)["coach"] is False
    spec = registry.get("sheepshead")
    monkeypatch.setitem(registry._GAMES, "sheepshead", replace(spec, coach=None))
    uncoached = guest.new_table()
    assert uncoached["view"]["coach"] is False
    assert hint(guest, uncoached["id"], uncoached["view"]["version"]).status_code == 400
