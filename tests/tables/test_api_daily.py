"""POST /api/tables/ {"mode": "daily"}: today's ranked attempt through the API, under the
lobby's rules (one attempt, the address limit), and plain words for every refusal. Starting,
resuming and the day's own settings are every game's: tests/contract/test_daily_site.py."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator
from typing import Any

import pytest
import time_machine

from leaderboards.models import DailyChallenge, Entry
from tables import registry
from tables.models import Table
from tests.tables.conftest import Guest

DAY = dt.date(2026, 12, 1)
DAILY = {"game": "sheepshead", "mode": "daily"}
# Every registered game, as a refusal lists them: "sheepshead, shiesta, sixes or shakipesh".
_NAMES = [spec.name for spec in registry.games()]
GAME_NAMES = f"{', '.join(_NAMES[:-1])} or {_NAMES[-1]}"


@pytest.fixture(autouse=True)
def _frozen() -> Iterator[None]:
    """Every test on one fixed day, whatever the date it runs on."""
    with time_machine.travel(dt.datetime(2026, 12, 1, 12, tzinfo=dt.UTC), tick=False):
        yield


def error_of(response: Any) -> dict[str, Any]:
    error: dict[str, Any] = response.json()["error"]
    return error


def assert_plain(message: str) -> None:
    """Plain words: no Python reprs (quoted names, lists, dicts, enum members)."""
    assert not re.search(r"Table\.|Mode\.|[\[\]{}]|'\w+'|\"\w+\"", message), message
    assert not message[0].islower() and message.endswith("."), message


def test_the_api_resumes_an_attempt_the_lobby_started(guest: Guest) -> None:
    form = guest.client.post("/daily/sheepshead/play/", HTTP_X_CSRFTOKEN=guest.csrf)
    response = guest.post("/api/tables/", DAILY)
    assert response.status_code == 200 and response.json()["url"] == form["Location"]


def test_a_finished_attempt_is_refused_with_the_boards_address(guest: Guest) -> None:
    table_id = guest.post("/api/tables/", DAILY).json()["id"]
    Table.objects.filter(pk=table_id).update(status=Table.Status.FINISHED)
    response = guest.post("/api/tables/", DAILY)
    assert response.status_code == 403
    error = error_of(response)
    assert error["code"] == "played"
    assert error["message"] == ("You have played today's daily; see the board at "
                                "http://testserver/daily/sheepshead/")
    assert error["board"] == "http://testserver/daily/sheepshead/"
    assert Table.objects.count() == 1


def test_new_players_per_address_are_limited_through_the_api(guest: Guest, limits: Any
                                                             ) -> None:
    limits.RATE_LIMITS = {**limits.RATE_LIMITS, "newcomer": {"address": "1/d"}}
    assert guest.post("/api/tables/", DAILY).status_code == 201
    fresh = Guest()  # cookies cleared, same address: a second new player
    response = fresh.post("/api/tables/", DAILY)
    assert response.status_code == 429 and error_of(response)["code"] == "rate_limited"
    assert_plain(error_of(response)["message"])
    assert Table.objects.count() == 1
    assert guest.post("/api/tables/", DAILY).status_code == 200  # the first is no newcomer


@pytest.mark.parametrize(("fields", "named"), [
    ({"seats": 4}, "seats"),
    ({"options": {"deals": 3}}, "Deals"),
    ({"options": {"first_dealer": 2}}, "First dealer"),
    ({"options": {"deals": "10"}}, "Deals"),  # the daily's value, but not its type
    ({"options": {"colour": "red"}}, "colour"),
    ({"options": [1]}, "options"),
    ({"level": "easy"}, "level"),
    ({"levels": ["easy", "hard", "hard", "hard"]}, "levels"),
    ({"total": 99}, "total"),
])
def test_a_setting_unlike_the_dailys_is_refused_naming_it(guest: Guest, fields: dict[str, Any],
                                                          named: str) -> None:
    response = guest.post("/api/tables/", {**DAILY, **fields})
    assert response.status_code == 400, fields
    error = error_of(response)
    assert error["code"] == "invalid" and named in error["message"], error
    assert_plain(error["message"])
    # Refused before anything: no table, no entry, not even today's challenge row.
    assert not (Table.objects.exists() or Entry.objects.exists()
                or DailyChallenge.objects.exists())


@pytest.mark.parametrize(("body", "expected"), [
    ({"game": "sheepshead", "mode": "ranked"},
     "There is no mode called “ranked”: use practice, friends or daily."),
    ({"game": "sheepshead", "mode": ["daily"]},
     "Send mode as the name of a mode: practice, friends or daily."),
    ({"game": "chess", "mode": "daily"},
     f"There is no game called “chess”: use {GAME_NAMES}."),
    ({"game": 7}, f"Send game as the name of a game: {GAME_NAMES}."),
    ({}, f"Send game as the name of a game: {GAME_NAMES}."),
    ({"game": "sheepshead", "level": "expert"},
     "There is no level called “expert”: use easy, normal or hard."),
    ({"game": "sheepshead", "levels": ["easy"]},
     "Send levels as a list of 4 levels, one per computer seat."),
    ({"game": "sheepshead", "levels": [1, 2, 3, 4]},
     "Send each level as the name of a level: easy, normal or hard."),
])
def test_refusals_read_as_plain_words(guest: Guest, body: dict[str, Any], expected: str
                                      ) -> None:
    response = guest.post("/api/tables/", body)
    assert response.status_code == 400
    assert error_of(response) == {"code": "invalid", "message": expected}
    assert not Table.objects.exists()


def test_practice_creation_still_answers_201(guest: Guest) -> None:
    response = guest.post("/api/tables/", {"game": "sheepshead"})
    assert response.status_code == 201 and response.json()["view"]["mode"] == "practice"
    assert not Entry.objects.exists()
