"""Daily Sixes through the site: one deal a day for everybody (four players, Sixes, Hard
computers), a new deal the next day, one ranked attempt, a result only from a log that
replays, ranked by the person's score with the lowest first and ties sharing a place."""

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
from sixes.engine import ENGINE
from sixes.tests.played import play_daily, play_out, player_of, start_daily, state_of, table_id_of
from tables import registry
from tables.models import Action, Table
from tests import game_site
from tests.game_site import daily_format, error_of
from tests.leaderboards.conftest import add_result, at
from tests.tables.conftest import Guest

DAY = dt.date(2026, 12, 1)
DAILY = {"game": "sixes", "mode": "daily"}
OPTIONS = {"variant": "sixes", "memory": False, "games": 1, "starter": 0, "game": 1,
           "turn_limit": 40}


@pytest.fixture(autouse=True)
def _earlier_format() -> Iterator[None]:
    """The daily of one game, as it was played before matches: the days played so keep it
    (tests/leaderboards/test_daily_formats_play.py plays today's format)."""
    with daily_format("sixes", "games-1"):
        yield


@pytest.fixture(autouse=True)
def _frozen() -> Iterator[None]:
    """Every test on one fixed day, whatever the date it runs on."""
    with time_machine.travel(dt.datetime(2026, 12, 1, 12, tzinfo=dt.UTC), tick=False):
        yield


def ranked_table(guest: Guest) -> Table:
    return game_site.ranked_table(guest, "sixes")


def test_two_guests_get_the_same_deal_seats_and_computers(guest: Guest) -> None:
    other = Guest()
    first, second = ranked_table(guest), ranked_table(other)
    assert first.owner_id != second.owner_id
    challenge = DailyChallenge.objects.get(game="sixes")
    assert challenge.date == DAY and (challenge.seats, challenge.options) == (4, OPTIONS)
    assert first.seed == second.seed == challenge.seed
    level = registry.get("sixes").daily_level
    assert level == "hard"
    for table in (first, second):
        assert [s["kind"] for s in table.seats] == ["person"] + ["computer"] * 3
        assert {s["level"] for s in table.seats[1:]} == {level}
    assert [s["name"] for s in first.seats[1:]] == [s["name"] for s in second.seats[1:]]
    assert first.state == second.state  # the person starts (X7): nobody has moved yet
    # The same moves meet the same computers' answers.
    tables = [play_out(guest, str(first.pk)), play_out(other, str(second.pk))]
    assert state_of(tables[0]) == state_of(tables[1])


def test_the_next_day_deals_other_cards(guest: Guest) -> None:
    today = ranked_table(guest)
    with time_machine.travel(dt.datetime(2026, 12, 2, 0, 0, 5, tzinfo=dt.UTC), tick=False):
        tomorrow = ranked_table(guest)
    assert tomorrow.pk != today.pk and tomorrow.seed != today.seed
    assert state_of(today).packets != state_of(tomorrow).packets
    assert daily.day_seed("sixes", DAY) != daily.day_seed("shiesta", DAY)


def test_the_seed_never_reaches_the_browser(guest: Guest) -> None:
    table = ranked_table(guest)
    for url in (table.get_absolute_url(), f"/api/tables/{table.pk}/", "/daily/sixes/", "/"):
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
    ({"seats": 2}, "seats"),
    ({"options": {"variant": "double"}}, "Variant"),
    ({"options": {"memory": True}}, "Play from memory"),
    ({"options": {"starter": 1}}, "Starting seat"),
    ({"options": {"turn_limit": 5}}, "Turn limit"),
    ({"level": "easy"}, "level"),
])
def test_a_setting_unlike_the_dailys_is_refused(guest: Guest, fields: dict[str, Any],
                                                named: str) -> None:
    response = guest.post("/api/tables/", {**DAILY, **fields})
    assert response.status_code == 400, fields
    assert error_of(response)["code"] == "invalid" and named in error_of(response)["message"]
    assert not (Table.objects.exists() or Entry.objects.exists()
                or DailyChallenge.objects.exists())


def test_an_unranked_replay_deals_the_same_cards_and_counts_nowhere(guest: Guest) -> None:
    csrf = {"HTTP_X_CSRFTOKEN": guest.csrf}
    ranked = play_daily(guest)
    response = guest.client.post("/daily/sixes/replay/", **csrf)
    assert response.status_code == 302
    replay = play_out(guest, table_id_of(response["Location"]), choose=1)
    assert replay.pk != ranked.pk and replay.seed == ranked.seed and replay.mode == "daily"
    assert not Entry.objects.get(table=replay).ranked
    assert Result.objects.count() == 1 and Result.objects.get().table == ranked


def test_the_result_is_the_replayed_games_score(guest: Guest) -> None:
    table = play_daily(guest)
    outcome = ENGINE.outcome(state_of(table))
    assert outcome is not None
    score = outcome.scores[0]
    result = Result.objects.get()
    assert (result.table, result.player) == (table, player_of(guest))
    assert (result.total, result.round_scores) == (score, [score])
    assert result.key == [score] and result.rank_key == pack_key((score,))
    assert DailyChallenge.objects.get().histogram == {str(score): 1}


def test_a_tampered_action_log_gives_no_result(guest: Guest) -> None:
    table = play_daily(guest)
    entry = Entry.objects.select_related("challenge", "table").get(table=table)
    Result.objects.all().delete()
    # The person's first swap, rewritten behind the server's back into another legal one.
    state = ENGINE.new_game(table.seed, len(table.seats), table.options)
    for row in Action.objects.filter(table=table).order_by("seq"):
        if row.seat == 0 and row.action["type"] == "swap":
            legal = [ENGINE.encode_action(a) for a in ENGINE.legal_actions(state, 0)]
            other = next(a for a in legal if a["type"] == "swap" and a != row.action)
            Action.objects.filter(pk=row.pk).update(action=other)
            break
        state = ENGINE.apply(state, row.seat, ENGINE.decode_action(row.action))
    else:
        pytest.fail("the person never swapped")
    assert results.record_entry(entry.pk) is None
    entry.refresh_from_db()
    assert entry.failure.startswith("not verified: ") and not Result.objects.exists()


def test_the_board_ranks_the_lowest_score_first_and_ties_share(guest: Guest) -> None:
    challenge = daily.ensure_challenge("sixes", DAY)
    names = ("High", "Low", "Twin", "Other twin")
    high, low, twin, other = (Player.objects.create(nickname=n) for n in names)
    for player, score, hour in ((high, 27, 9), (twin, 14, 10), (low, 3, 11), (other, 14, 12)):
        add_result(challenge, score, at(DAY, hour), player, [score], (score,))
    rows = guest.get("/api/daily/sixes/today/board/").json()["rows"]
    assert [(r["rank"], r["nickname"], r["total"], r["total_text"], r["result_text"])
            for r in rows] == [
        (1, "Low", 3, "3", "3 points"),
        (2, "Twin", 14, "14", "14 points"),  # equal scores share a rank (X3),
        (2, "Other twin", 14, "14", "14 points"),  # the earlier finish listed first
        (4, "High", 27, "27", "27 points"),
    ]
