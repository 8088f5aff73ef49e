"""POST /api/tables/ with a game's own setup (issue 31): the table sizes a variant allows,
its default when none is asked for, and the lengths a game allows, each refused in words
that name the limit, before any table exists."""

from __future__ import annotations

from typing import Any

import pytest
from django.conf import settings

from leaderboards.models import DailyChallenge, Entry
from tables.models import Table
from tests.tables.conftest import Guest, table_of
from tests.tables.test_computer_turns import play_to_the_end


def refusal(guest: Guest, body: dict[str, Any]) -> str:
    """The message of a refused request, after checking that nothing was made."""
    before = Table.objects.count()
    response = guest.post("/api/tables/", body)
    assert response.status_code == 400, (body, response.content)
    error = response.json()["error"]
    assert error["code"] == "invalid", body
    assert Table.objects.count() == before, body
    message: str = error["message"]
    return message


# ---------------------------------------------------------------- Double Sixes' table sizes


def test_double_sixes_without_a_size_is_a_table_of_two(guest: Guest) -> None:
    data = guest.post("/api/tables/", {"game": "sixes", "options": {"variant": "double"}})
    assert data.status_code == 201, data.content
    view = data.json()["view"]
    assert view["variant"] == "double" and len(view["players"]) == 2
    assert len(table_of(data.json()).seats) == 2


def test_sixes_without_a_size_is_still_a_table_of_four(guest: Guest) -> None:
    for options in (None, {"variant": "sixes"}):
        body = {"game": "sixes", **({"options": options} if options else {})}
        data = guest.post("/api/tables/", body)
        assert data.status_code == 201, data.content
        assert len(data.json()["view"]["players"]) == 4


@pytest.mark.parametrize("seats", [2, 3])
def test_double_sixes_is_played_by_two_or_three(guest: Guest, seats: int) -> None:
    data = guest.post("/api/tables/", {"game": "sixes", "seats": seats,
                                       "options": {"variant": "double"}})
    assert data.status_code == 201, data.content
    assert len(data.json()["view"]["players"]) == seats


@pytest.mark.parametrize("seats", [4, 5, 6])
def test_double_sixes_for_more_is_refused_naming_the_limit(guest: Guest, seats: int) -> None:
    body = {"game": "sixes", "seats": seats, "options": {"variant": "double"}}
    assert refusal(guest, body) == "Double Sixes is played by two or three players."
    guest.client.cookies[settings.LANGUAGE_COOKIE_NAME] = "nb"
    assert refusal(guest, body) == "Dobbelt sekskort spilles av to eller tre spillere."


def test_a_value_that_is_no_variant_is_refused_as_such(guest: Guest) -> None:
    """No variant, no narrowed size: the bad value is what the refusal names."""
    for variant in ("triple", True, ["double"]):
        message = refusal(guest, {"game": "sixes", "options": {"variant": variant}})
        assert message.startswith("Variant must be "), message  # one of them, a text


# ---------------------------------------------------------------- Sheepshead's length


@pytest.mark.parametrize("deals", [1, 5, 10])
def test_a_practice_sheepshead_game_may_be_one_five_or_ten_deals(guest: Guest,
                                                                 deals: int) -> None:
    data = guest.post("/api/tables/", {"game": "sheepshead", "options": {"deals": deals}})
    assert data.status_code == 201, data.content
    assert data.json()["view"]["deals"] == deals
    assert table_of(data.json()).options["deals"] == deals


@pytest.mark.parametrize("deals", [0, 2, 3, 7, 11, 100, -1, 5.0, "5", True, None, [5]])
def test_another_length_is_refused_naming_the_allowed_ones(guest: Guest, deals: Any) -> None:
    message = refusal(guest, {"game": "sheepshead", "options": {"deals": deals}})
    assert "deals" in message.lower() and "{" not in message, message
    if isinstance(deals, int) and not isinstance(deals, bool):
        assert message == "Deals must be one of 1, 5, 10.", message


def test_the_refusal_of_a_length_is_translated(guest: Guest) -> None:
    guest.client.cookies[settings.LANGUAGE_COOKIE_NAME] = "nb"
    message = refusal(guest, {"game": "sheepshead", "options": {"deals": 3}})
    assert message == "Deals må være en av disse: 1, 5, 10.", message


@pytest.mark.parametrize("deals", [1, 5])
def test_the_daily_is_ten_deals_and_takes_no_other_length(guest: Guest, deals: int) -> None:
    body = {"game": "sheepshead", "mode": "daily", "options": {"deals": deals}}
    message = refusal(guest, body)
    assert message == "Deals must be 10 in the daily: leave it out, or send 10.", message
    assert not (Entry.objects.exists() or DailyChallenge.objects.exists())
    daily = guest.post("/api/tables/", {"game": "sheepshead", "mode": "daily"})
    assert daily.status_code == 201 and daily.json()["view"]["deals"] == 10


def test_a_game_of_one_deal_ends_after_it_with_its_result(guest: Guest) -> None:
    data = guest.post("/api/tables/", {"game": "sheepshead", "level": "easy",
                                       "options": {"deals": 1}}).json()
    assert data["view"]["deal"] == 1 and data["view"]["deals"] == 1
    view = play_to_the_end(guest, data, "one deal")
    assert view["status"] == "finished" and view["deal"] == 1
    assert len(view["history"]) == 1 and len(view["scores"]) == 1
    result = view["result"]
    assert sum(result["totals"]) == 0 and result["winners"]
    # The totals are that deal's scores: nothing more was dealt.
    assert result["totals"] == view["scores"][0]
    assert table_of(data).status == Table.Status.FINISHED
