"""Daily Shiesta through the site: one deal, seats and starter a day for everybody, four
players and the daily's computers; a new deal the next day; one ranked attempt under the same
protections as Sheepshead's (tests/tables/test_api_daily.py, tests/leaderboards/); a result
only from a log that replays."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from typing import Any

import pytest
import time_machine

from leaderboards import daily, results
from leaderboards.models import DailyChallenge, Entry, Result
from leaderboards.ranking import pack_key
from shiesta.engine import ENGINE
from shiesta.tests.played import (
    place_and_turns,
    play_daily,
    play_out,
    player_of,
    start_daily,
    state_of,
    table_id_of,
)
from tables import registry
from tables.models import Action, Table
from tests import game_site
from tests.game_site import daily_format, error_of
from tests.tables.conftest import Guest

DAY = dt.date(2026, 12, 1)
DAILY = {"game": "shiesta", "mode": "daily"}


@pytest.fixture(autouse=True)
def _earlier_format() -> Iterator[None]:
    """The daily of one game, as it was played before matches: the days played so keep it
    (tests/leaderboards/test_daily_formats_play.py plays today's format)."""
    with daily_format("shiesta", "games-1"):
        yield


@pytest.fixture(autouse=True)
def _frozen() -> Iterator[None]:
    """Every test on one fixed day, whatever the date it runs on."""
    with time_machine.travel(dt.datetime(2026, 12, 1, 12, tzinfo=dt.UTC), tick=False):
        yield


def ranked_table(guest: Guest) -> Table:
    return game_site.ranked_table(guest, "shiesta")


# ---------------------------------------------------------------- the same deal for everybody


def test_two_guests_get_the_same_deal_seats_and_starter(guest: Guest) -> None:
    first, second = ranked_table(guest), ranked_table(Guest())
    assert first.owner_id != second.owner_id
    challenge = DailyChallenge.objects.get(game="shiesta")
    # The daily is one game (a match of one), started by the person (H5).
    assert challenge.date == DAY and (challenge.seats, challenge.options) == (
        4, {"game": 1, "turn_limit": 600, "games": 1})
    assert first.seed == second.seed == challenge.seed
    assert first.options == second.options == challenge.options
    level = registry.get("shiesta").daily_level
    for table in (first, second):
        assert [s["kind"] for s in table.seats] == ["person"] + ["computer"] * 3
        assert {s["level"] for s in table.seats[1:]} == {level}
    assert [s["name"] for s in first.seats[1:]] == [s["name"] for s in second.seats[1:]]
    # Cards in every row and the computers' swaps alike (they are seeded by the table's seed).
    assert first.state == second.state


def test_both_guests_open_the_same_game_after_the_swap(guest: Guest) -> None:
    other = Guest()
    tables = [ranked_table(guest), ranked_table(other)]
    for person, table in zip((guest, other), tables, strict=True):
        view = person.get(f"/api/tables/{table.pk}/").json()["view"]
        assert person.act(str(table.pk), view["version"], {"type": "ready"}).status_code == 200
    first, second = (state_of(t) for t in tables)
    assert first.phase.name == second.phase.name == "PLAY"
    assert first.starter == second.starter == 0  # the first game of a table: the person (H5)
    assert first == second  # the same opening, the same computers' first plays


def test_the_next_day_deals_other_cards(guest: Guest) -> None:
    today = ranked_table(guest)
    with time_machine.travel(dt.datetime(2026, 12, 2, 0, 0, 5, tzinfo=dt.UTC), tick=False):
        tomorrow = ranked_table(guest)  # a new day: a new ranked attempt
    assert tomorrow.pk != today.pk and tomorrow.seed != today.seed
    days = DailyChallenge.objects.filter(game="shiesta").order_by("date")
    assert [c.date for c in days] == [DAY, DAY + dt.timedelta(days=1)]
    hands = [state_of(t).hands for t in (today, tomorrow)]
    assert hands[0] != hands[1]
    assert daily.day_seed("shiesta", DAY) != daily.day_seed("sheepshead", DAY)


def test_the_seed_never_reaches_the_browser(guest: Guest) -> None:
    table = ranked_table(guest)
    for url in (table.get_absolute_url(), f"/api/tables/{table.pk}/", "/daily/shiesta/", "/"):
        assert table.seed not in guest.get(url).content.decode()


# ---------------------------------------------------------------- one ranked attempt


def test_play_resumes_the_one_ranked_table_until_it_is_finished(guest: Guest) -> None:
    first, again = start_daily(guest), start_daily(guest)
    assert first["Location"] == again["Location"]
    assert Entry.objects.filter(ranked=True).count() == 1
    play_out(guest, table_id_of(first["Location"]))
    refused = start_daily(guest)
    assert refused.status_code == 403
    assert "one ranked attempt a day" in refused.content.decode()
    assert Table.objects.count() == 1 and Result.objects.count() == 1


def test_the_api_starts_resumes_and_then_refuses(guest: Guest) -> None:
    created = guest.post("/api/tables/", DAILY)
    assert created.status_code == 201, created.content
    data = created.json()
    assert data["view"]["mode"] == "daily" and len(data["view"]["players"]) == 4
    levels = {p["level"] for p in data["view"]["players"] if p["kind"] == "computer"}
    assert levels == {registry.get("shiesta").daily_level}
    again = guest.post("/api/tables/", DAILY)
    assert again.status_code == 200 and again.json()["id"] == data["id"]
    # The lobby's form and the API are one path.
    assert start_daily(guest)["Location"] == data["url"]
    play_out(guest, data["id"])
    refused = guest.post("/api/tables/", DAILY)
    assert refused.status_code == 403
    assert error_of(refused)["code"] == "played"
    assert error_of(refused)["board"] == "http://testserver/daily/shiesta/"
    assert Table.objects.count() == 1


@pytest.mark.parametrize(("fields", "named"), [
    ({"seats": 3}, "seats"),
    ({"seats": 5}, "seats"),
    ({"options": {"turn_limit": 20}}, "Turn limit"),  # a shorter game would be another game
    ({"options": {"game": 2}}, "Game number"),  # another starter
    ({"level": "easy"}, "level"),
    ({"levels": ["easy", "easy", "easy"]}, "levels"),
    ({"total": 1}, "total"),
])
def test_a_setting_unlike_the_dailys_is_refused(guest: Guest, fields: dict[str, Any],
                                                named: str) -> None:
    response = guest.post("/api/tables/", {**DAILY, **fields})
    assert response.status_code == 400, fields
    assert error_of(response)["code"] == "invalid" and named in error_of(response)["message"]
    assert not (Table.objects.exists() or Entry.objects.exists()
                or DailyChallenge.objects.exists())


def test_the_dailys_own_settings_may_be_sent(guest: Guest) -> None:
    level = registry.get("shiesta").daily_level
    response = guest.post("/api/tables/", {**DAILY, "seats": 4, "level": level,
                                           "levels": [level] * 3,
                                           "options": {"game": 1, "turn_limit": 600}})
    assert response.status_code == 201, response.content


def test_an_unranked_replay_deals_the_same_cards_and_counts_nowhere(guest: Guest) -> None:
    csrf = {"HTTP_X_CSRFTOKEN": guest.csrf}
    assert guest.client.post("/daily/shiesta/replay/", **csrf).status_code == 403
    ranked = play_daily(guest)
    response = guest.client.post("/daily/shiesta/replay/", **csrf)
    assert response.status_code == 302
    replay = play_out(guest, table_id_of(response["Location"]), choose=1)
    assert replay.pk != ranked.pk and replay.seed == ranked.seed and replay.mode == "daily"
    assert not Entry.objects.get(table=replay).ranked
    assert Result.objects.count() == 1 and Result.objects.get().table == ranked


# ---------------------------------------------------------------- the result, verified


def test_the_result_is_the_replayed_games_place_and_turns(guest: Guest) -> None:
    table = play_daily(guest)
    place, turns = place_and_turns(table)
    result = Result.objects.get()
    assert (result.table, result.player) == (table, player_of(guest))
    assert (result.total, result.round_scores) == (place, [place])
    assert result.key == [place, turns] and result.rank_key == pack_key((place, turns))
    assert turns == state_of(table).turns[0] > 0
    challenge = DailyChallenge.objects.get()
    assert challenge.players == 1 and challenge.histogram == {str(place): 1}


def test_a_tampered_action_log_gives_no_result(guest: Guest) -> None:
    table = play_daily(guest)
    entry = Entry.objects.select_related("challenge", "table").get(table=table)
    Result.objects.all().delete()
    # The person's first play, rewritten behind the server's back into another legal one.
    state = ENGINE.new_game(table.seed, len(table.seats), table.options)
    rows = list(Action.objects.filter(table=table).order_by("seq"))
    for row in rows:
        if row.seat == 0 and row.action["type"] == "play":
            legal = [ENGINE.encode_action(a) for a in ENGINE.legal_actions(state, 0)]
            other = next((a for a in legal if a != row.action), None)
            if other is not None:
                Action.objects.filter(pk=row.pk).update(action=other)
                break
        state = ENGINE.apply(state, row.seat, ENGINE.decode_action(row.action))
    else:
        pytest.fail("the person never had a choice of plays")
    assert results.record_entry(entry.pk) is None
    entry.refresh_from_db()
    assert entry.failure.startswith("not verified: ") and not Result.objects.exists()
