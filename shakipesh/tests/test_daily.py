"""Daily Shakipesh through the site: one round a day, the same deal for everybody (two
players, the daily's computer), a new deal the next day, one ranked attempt, a result only
from a log that replays, ranked by cards left, then by turns taken, ties sharing a place."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from typing import Any

import pytest
import time_machine

from accounts.models import Player
from leaderboards import daily, results
from leaderboards.models import DailyChallenge, Entry, Result
from leaderboards.ranking import pack_key
from shakipesh.engine import ENGINE
from shakipesh.tests.played import (
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
from tests.leaderboards.conftest import add_result, at
from tests.tables.conftest import Guest

DAY = dt.date(2026, 12, 1)
DAILY = {"game": "shakipesh", "mode": "daily"}


@pytest.fixture(autouse=True)
def _earlier_format() -> Iterator[None]:
    """The daily of one round, as it was played before matches: the days played so keep it
    (tests/leaderboards/test_daily_formats_play.py plays today's format)."""
    with daily_format("shakipesh", "limit-1"):
        yield


@pytest.fixture(autouse=True)
def _frozen() -> Iterator[None]:
    """Every test on one fixed day, whatever the date it runs on."""
    with time_machine.travel(dt.datetime(2026, 12, 1, 12, tzinfo=dt.UTC), tick=False):
        yield


def ranked_table(guest: Guest) -> Table:
    return game_site.ranked_table(guest, "shakipesh")


def test_two_guests_get_the_same_deal_and_computer(guest: Guest) -> None:
    other = Guest()
    first, second = ranked_table(guest), ranked_table(other)
    assert first.owner_id != second.owner_id
    challenge = DailyChallenge.objects.get(game="shakipesh")
    assert challenge.date == DAY and (challenge.seats, challenge.options) == (2, {"limit": 1})
    assert first.seed == second.seed == challenge.seed
    level = registry.get("shakipesh").daily_level
    for table in (first, second):
        assert [s["kind"] for s in table.seats] == ["person", "computer"]
        assert table.seats[1]["level"] == level
    assert first.seats[1]["name"] == second.seats[1]["name"]
    assert first.state == second.state  # the person begins (K5): nobody has moved yet
    tables = [play_out(guest, str(first.pk)), play_out(other, str(second.pk))]
    assert state_of(tables[0]) == state_of(tables[1])  # the same moves, the same answers


def test_the_dailys_computer_is_the_strongest() -> None:
    spec = registry.get("shakipesh")
    assert spec.daily_level == spec.levels[-1]


def test_the_next_day_deals_other_cards(guest: Guest) -> None:
    today = ranked_table(guest)
    with time_machine.travel(dt.datetime(2026, 12, 2, 0, 0, 5, tzinfo=dt.UTC), tick=False):
        tomorrow = ranked_table(guest)
    assert tomorrow.pk != today.pk and tomorrow.seed != today.seed
    assert state_of(today).hands != state_of(tomorrow).hands
    assert daily.day_seed("shakipesh", DAY) != daily.day_seed("sixes", DAY)


def test_the_seed_never_reaches_the_browser(guest: Guest) -> None:
    table = ranked_table(guest)
    for url in (table.get_absolute_url(), f"/api/tables/{table.pk}/", "/daily/shakipesh/",
                "/"):
        assert table.seed not in guest.get(url).content.decode()


def test_play_resumes_the_one_ranked_table_until_it_is_finished(guest: Guest) -> None:
    first, again = start_daily(guest), start_daily(guest)
    assert first["Location"] == again["Location"]
    assert Entry.objects.filter(ranked=True).count() == 1
    play_out(guest, table_id_of(first["Location"]))
    refused = start_daily(guest)
    assert refused.status_code == 403
    assert "one ranked attempt a day" in refused.content.decode()
    assert Table.objects.count() == 1 and Result.objects.count() == 1


@pytest.mark.parametrize(("fields", "named"), [
    ({"seats": 3}, "seats"),
    ({"options": {"limit": 25}}, "Play until"),
    ({"level": "normal"}, "level"),
])
def test_a_setting_unlike_the_dailys_is_refused(guest: Guest, fields: dict[str, Any],
                                                named: str) -> None:
    response = guest.post("/api/tables/", {**DAILY, **fields})
    assert response.status_code == 400, fields
    assert error_of(response)["code"] == "invalid" and named in error_of(response)["message"]
    assert not (Table.objects.exists() or Entry.objects.exists()
                or DailyChallenge.objects.exists())


def test_an_unranked_replay_deals_the_same_cards_and_counts_nowhere(guest: Guest) -> None:
    ranked = play_daily(guest)
    response = guest.client.post("/daily/shakipesh/replay/", HTTP_X_CSRFTOKEN=guest.csrf)
    assert response.status_code == 302
    replay = play_out(guest, table_id_of(response["Location"]), choose=1)
    assert replay.pk != ranked.pk and replay.seed == ranked.seed and replay.mode == "daily"
    assert not Entry.objects.get(table=replay).ranked
    assert Result.objects.count() == 1 and Result.objects.get().table == ranked


def test_the_result_is_the_cards_left_then_the_turns(guest: Guest) -> None:
    table = play_daily(guest)
    state = state_of(table)
    outcome = ENGINE.outcome(state)
    assert outcome is not None and len(state.history) == 1  # one round (limit 1)
    cards, turns = outcome.scores[0], state.turns[0]
    assert outcome.keys[0] == (cards, turns) and cards == state.history[0].scores[0]
    result = Result.objects.get()
    assert (result.table, result.player) == (table, player_of(guest))
    assert (result.total, result.round_scores) == (cards, [cards])
    assert result.key == [cards, turns] and result.rank_key == pack_key((cards, turns))


def test_a_tampered_action_log_gives_no_result(guest: Guest) -> None:
    table = play_daily(guest)
    entry = Entry.objects.select_related("challenge", "table").get(table=table)
    Result.objects.all().delete()
    # The person's first move, rewritten behind the server's back into a pass, which the
    # stock's cards forbid then (K6).
    first = Action.objects.filter(table=table, seat=0).order_by("seq").first()
    assert first is not None and first.action["type"] != "pass"
    Action.objects.filter(pk=first.pk).update(action={"type": "pass"})
    assert results.record_entry(entry.pk) is None
    entry.refresh_from_db()
    assert entry.failure.startswith("not verified: ") and not Result.objects.exists()


def test_the_board_ranks_fewest_cards_then_fewest_turns_and_ties_share(guest: Guest) -> None:
    challenge = daily.ensure_challenge("shakipesh", DAY)
    names = ("Stuck", "Quick", "Slow", "Twin", "Other twin")
    stuck, quick, slow, twin, other = (Player.objects.create(nickname=n) for n in names)
    for player, cards, turns, hour in ((stuck, 7, 12, 9), (slow, 0, 14, 10), (twin, 3, 11, 11),
                                       (quick, 0, 9, 12), (other, 3, 11, 13)):
        add_result(challenge, cards, at(DAY, hour), player, [cards], (cards, turns))
    rows = guest.get("/api/daily/shakipesh/today/board/").json()["rows"]
    assert [(r["rank"], r["nickname"], r["total"], r["result_text"]) for r in rows] == [
        (1, "Quick", 0, "out in 9 turns"),
        (2, "Slow", 0, "out in 14 turns"),  # out too, in more turns
        (3, "Twin", 3, "3 cards left after 11 turns"),  # equal cards and turns share a rank,
        (3, "Other twin", 3, "3 cards left after 11 turns"),  # the earlier finish first
        (5, "Stuck", 7, "7 cards left after 12 turns"),
    ]
