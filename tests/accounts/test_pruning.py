"""The daily prune: old idle guests with nothing worth keeping go, with their tables;
ranked results, ranked attempts, recent guests and accounts stay; expired sessions go."""

from __future__ import annotations

import datetime as dt
import io
from typing import Any

import pytest
import time_machine
from django.contrib.auth import get_user_model
from django.contrib.sessions.backends.db import SessionStore
from django.contrib.sessions.models import Session
from django.core.management import call_command
from django.test import Client
from django.utils import timezone

from accounts import tasks
from accounts.guests import create_guest
from accounts.models import Player
from accounts.pruning import prune_guests
from leaderboards.models import DailyChallenge, Entry, Result
from tables import services
from tables.models import Action, Table

pytestmark = pytest.mark.django_db

START = dt.datetime(2026, 3, 1, 12, tzinfo=dt.UTC)
LATER = START + dt.timedelta(days=100)  # past the 90 idle days


def at(moment: dt.datetime) -> Any:
    return time_machine.travel(moment, tick=False)


def challenge() -> DailyChallenge:
    return DailyChallenge.objects.get_or_create(game="sheepshead", date=START.date(),
                                                defaults={"seed": "s"})[0]


def with_result(player: Player) -> Player:
    table = services.create_table(player, "sheepshead")
    Result.objects.create(challenge=challenge(), player=player, table=table, game="sheepshead",
                          date=START.date(), total=7, round_scores=[7] + [0] * 9,
                          finished_at=timezone.now())
    return player


def with_entry(player: Player, ranked: bool) -> Player:
    table = services.create_table(player, "sheepshead")
    Entry.objects.create(challenge=challenge(), player=player, table=table, ranked=ranked)
    return player


@pytest.fixture
def players() -> dict[str, Player]:
    """Guests and an account, all made (and last seen) at START."""
    with at(START):
        idle = create_guest()
        for _ in range(2):
            table = services.create_table(idle, "sheepshead")
            Action.objects.create(table=table, seq=1, seat=0, action={"type": "pass"})
        with_entry(idle, ranked=False)  # an unranked replay counts nowhere: it goes too
        account = create_guest()
        account.user = get_user_model().objects.create_user("alice", password="x-9-long-pw")
        account.save()
        made = {
            "idle": idle, "nothing": create_guest(),
            "result": with_result(create_guest()),
            "ranked": with_entry(create_guest(), ranked=True),  # unfinished, no result yet
            "recent": create_guest(), "playing": create_guest(), "account": account,
        }
        playing_table = services.create_table(made["playing"], "sheepshead")
    with at(LATER - dt.timedelta(days=10)):
        Player.objects.filter(pk=made["recent"].pk).update(last_seen=timezone.now())
        playing_table.save()  # touched (a computer's move, say) without the person seen
    return made


def test_old_idle_guests_go_with_their_tables_and_the_rest_stays(
        players: dict[str, Player]) -> None:
    with at(LATER):
        pruned = prune_guests()
    gone = {players["idle"].pk, players["nothing"].pk}
    kept = {p.pk for name, p in players.items() if name not in ("idle", "nothing")}
    assert set(Player.objects.values_list("pk", flat=True)) == kept
    assert (pruned.guests, pruned.deleted) == (2, {"table": 3})
    assert not Table.objects.filter(owner__in=gone).exists()
    assert not Action.objects.exists() and not Entry.objects.filter(ranked=False).exists()
    # What a board or the address limit counts is untouched.
    assert Result.objects.get().player_id == players["result"].pk
    assert Entry.objects.get(ranked=True).player_id == players["ranked"].pk


def test_nothing_goes_before_the_idle_days_are_over(players: dict[str, Player],
                                                    settings: Any) -> None:
    with at(START + dt.timedelta(days=89)):
        assert prune_guests().guests == 0
    settings.GUEST_IDLE_DAYS = 200
    with at(LATER):
        assert prune_guests().guests == 0
    assert Player.objects.count() == len(players)


def test_a_guest_who_comes_back_is_kept() -> None:
    with at(START):
        client = Client()
        client.post("/api/tables/", {"game": "sheepshead"}, content_type="application/json")
    with at(START + dt.timedelta(days=60)):
        client.get("/")  # only looking: seen, nothing touched
    with at(LATER):
        assert prune_guests().guests == 0
    with at(LATER + dt.timedelta(days=60)):
        assert prune_guests().guests == 1
        assert not Player.objects.exists() and not Table.objects.exists()


def test_expired_sessions_are_cleared() -> None:
    with at(START):
        old, live = SessionStore(), SessionStore()
        old.set_expiry(3600)
        live.set_expiry(200 * 24 * 3600)
        for session in (old, live):
            session["player_id"] = 1
            session.save()
    with at(LATER):
        assert prune_guests().sessions == 1
    assert list(Session.objects.values_list("session_key", flat=True)) == [live.session_key]


def test_the_command_and_the_task_print_the_counts(players: dict[str, Player]) -> None:
    out = io.StringIO()
    with at(LATER):
        call_command("prune_guests", stdout=out)
        assert out.getvalue().strip() == (
            "deleted 2 idle guest(s) with 3 table(s); cleared 0 expired session(s)")
        assert tasks.prune_guests() == (
            "deleted 0 idle guest(s) with 0 table(s); cleared 0 expired session(s)")
