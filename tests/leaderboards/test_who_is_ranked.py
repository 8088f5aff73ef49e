"""Who is ranked on the public boards: a player first seen on an earlier day than the daily's.
A fresh identity's ranked daily (a private window, cleared cookies, a new account) counts for
it alone, provisional; established players sharing one address all rank."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
import time_machine
from django.contrib.auth import get_user_model
from django.core.management import call_command

from accounts.models import Player
from leaderboards import boards, periods
from leaderboards.models import DailyChallenge, Result
from tables.models import Table
from tests.leaderboards.conftest import (
    Guest,
    at,
    established,
    established_player,
    finish,
    play_daily,
    play_low,
)

DAY = dt.date(2026, 11, 24)  # a Tuesday
NEXT = DAY + dt.timedelta(days=1)


def sign_up(guest: Guest, username: str) -> None:
    response = guest.client.post("/accounts/signup/", {
        "username": username, "password1": "pinochle-sheep-42",
        "password2": "pinochle-sheep-42"}, HTTP_X_CSRFTOKEN=guest.csrf)
    assert response.status_code == 302, response.content
    guest.client.get("/")  # logging in rotated the CSRF token
    guest.csrf = guest.client.cookies["csrftoken"].value


def fresh_guest_plays(choose: int = 0, address: str = "10.0.0.7") -> Result:
    """A browser with no cookies plays today's daily first thing: a new guest."""
    guest = Guest()
    response = guest.client.post("/daily/sheepshead/play/", HTTP_X_CSRFTOKEN=guest.csrf,
                                 REMOTE_ADDR=address)
    assert response.status_code == 302, response.content
    return Result.objects.get(table=finish(guest, response["Location"], choose))


def test_a_first_day_guest_is_provisional_and_on_no_public_board(transactional_db: None
                                                                   ) -> None:
    with time_machine.travel(at(DAY, 10), tick=False):
        for choose in (0, 1):
            play_daily(established(Guest()), choose)
        fresh = fresh_guest_plays(choose=0)
        challenge = DailyChallenge.objects.get(game="sheepshead", date=DAY)
        assert fresh.provisional
        assert challenge.players == 2 and sum(challenge.histogram.values()) == 2
        names = [row.nickname for row in boards.rows(challenge, 0, 50, None)]
        assert len(names) == 2 and fresh.player.nickname not in names
        for period in (periods.week("sheepshead", DAY), periods.all_time("sheepshead")):
            assert fresh.player_id not in {line.player_id for line in
                                           periods.provisional(period, 50)}
            assert periods.line(period, fresh.player_id) is None
        # For the guest: a result, a streak and where it would stand, counting itself in.
        stand = boards.standing(challenge, fresh.player)
        assert stand is not None and stand.provisional and stand.players == 3
        twin = Result.objects.get(provisional=False, total=fresh.total, challenge=challenge)
        assert stand.rank == boards.standing(challenge, twin.player).rank
        assert stand.provisional_text == f"You would be {stand.rank_text}"
        assert boards.streak(fresh.player, "sheepshead", DAY).current == 1


def test_the_same_guest_ranks_from_the_next_day(transactional_db: None) -> None:
    guest = Guest()
    with time_machine.travel(at(DAY, 22), tick=False):
        response = guest.client.post("/daily/sheepshead/play/", HTTP_X_CSRFTOKEN=guest.csrf)
        first = Result.objects.get(table=finish(guest, response["Location"]))
    with time_machine.travel(at(NEXT, 9), tick=False):
        second = Result.objects.get(table=play_daily(guest))
    assert (first.provisional, second.provisional) == (True, False)
    assert first.player_id == second.player_id
    assert DailyChallenge.objects.get(date=NEXT, game="sheepshead").players == 1
    # A result is public or provisional for good: the first day's stays off the board.
    assert DailyChallenge.objects.get(date=DAY, game="sheepshead").players == 0


def test_a_new_account_is_provisional_on_its_first_day(transactional_db: None) -> None:
    """A new account costs a second look as little as a private window: it ranks from the
    day after its player was first seen, like a guest."""
    with time_machine.travel(at(DAY, 9), tick=False):
        guest = Guest()
        sign_up(guest, "fresh")
        assert Result.objects.get(table=play_daily(guest)).provisional
    with time_machine.travel(at(NEXT, 9), tick=False):
        assert not Result.objects.get(table=play_daily(guest)).provisional


def test_an_account_claiming_an_earlier_guest_ranks_at_once(transactional_db: None) -> None:
    guest = established(Guest())
    sign_up(guest, "keeper")
    assert get_user_model().objects.get(username="keeper").player.created_at < at(DAY, 0)
    assert not Result.objects.get(table=play_daily(guest)).provisional


def test_thirty_established_players_behind_one_address_all_rank(transactional_db: None,
                                                                 low_game: Any) -> None:
    """An office, a school, a phone carrier's shared address: nobody is turned away. (The
    fake game, finished in one action: thirty Sheepshead games would take minutes.)"""
    for n in range(30):
        guest = established(Guest())
        response = guest.client.post(f"/daily/{low_game.name}/play/",
                                     HTTP_X_CSRFTOKEN=guest.csrf, REMOTE_ADDR="198.51.100.30")
        assert response.status_code == 302, (n, response.content)
        table = Table.objects.get(pk=response["Location"].rstrip("/").rsplit("/", 1)[1])
        done = guest.post(f"/api/tables/{table.pk}/actions/",
                          {"version": table.version, "action": {"rounds": [n], "turns": 0}})
        assert done.status_code == 200, done.content
    assert Result.objects.filter(provisional=False).count() == 30
    assert DailyChallenge.objects.get(game=low_game.name).players == 30


def test_fresh_guests_from_one_address_play_but_never_reach_the_board(
        transactional_db: None) -> None:
    play_daily(established(Guest()))
    looks = [fresh_guest_plays(choose=n) for n in range(5)]
    assert all(result.provisional for result in looks)
    challenge = DailyChallenge.objects.get(game="sheepshead")
    assert challenge.players == 1 and len(boards.rows(challenge, 0, 50, None)) == 1


def test_a_provisional_result_stays_off_the_boards_through_a_rebuild(
        transactional_db: None, low_game: Any) -> None:
    play_low(None, [3])
    fresh = play_low(Player.objects.create(nickname="Newcomer"), [1])
    result = Result.objects.get(table=fresh)
    assert result.provisional
    call_command("rebuild_leaderboards", verbosity=0)
    challenge = DailyChallenge.objects.get()
    assert challenge.players == 1 and challenge.histogram == {"3": 1}
    assert [row.total for row in boards.rows(challenge, 0, 50, None)] == [3]
    on_the_way = periods.provisional(periods.all_time(low_game.name), 50)
    assert [line.total for line in on_the_way] == [3]  # the established player's day alone


def test_no_request_puts_a_provisional_result_on_a_board(transactional_db: None) -> None:
    guest = Guest()
    response = guest.client.post("/daily/sheepshead/play/", HTTP_X_CSRFTOKEN=guest.csrf)
    result = Result.objects.get(table=finish(guest, response["Location"]))
    # The ranked start again: refused (played), with or without a forged field.
    again = guest.post("/api/tables/", {"game": "sheepshead", "mode": "daily"})
    assert (again.status_code, again.json()["error"]["code"]) == (403, "played")
    forged = guest.post("/api/tables/", {"game": "sheepshead", "mode": "daily",
                                         "provisional": False})
    assert forged.status_code == 400
    replay = guest.client.post("/daily/sheepshead/replay/", HTTP_X_CSRFTOKEN=guest.csrf)
    assert replay.status_code == 302  # a replay is unranked: it records nothing
    finish(guest, replay["Location"])
    assert Result.objects.filter(player=result.player).count() == 1
    result.refresh_from_db()
    assert result.provisional
    assert DailyChallenge.objects.get(game="sheepshead").players == 0


@pytest.mark.parametrize("proxies", [0, 1])
def test_new_players_per_address_are_limited_and_established_ones_are_not(
        transactional_db: None, limits: Any, proxies: int) -> None:
    """The one limit left per address: new players (guests and accounts), against a farm of
    guests aged for tomorrow's daily. Forged X-Forwarded-For entries buy none."""
    limits.RATE_LIMITS = {**limits.RATE_LIMITS, "newcomer": {"address": "2/d"}}
    limits.TRUSTED_PROXY_COUNT, limits.CLIENT_IP_HEADER = proxies, "X-Forwarded-For"

    def start(guest: Guest, n: int) -> int:
        forged = f"203.0.113.{n}"
        header = f"{forged}, 198.51.100.7" if proxies else forged
        remote = "10.0.0.2" if proxies else "198.51.100.7"
        return int(guest.client.post("/daily/sheepshead/play/", HTTP_X_CSRFTOKEN=guest.csrf,
                                     HTTP_X_FORWARDED_FOR=header,
                                     REMOTE_ADDR=remote).status_code)

    players = Player.objects.count()
    assert [start(Guest(), n) for n in range(4)] == [302, 302, 429, 429]
    assert Player.objects.count() == players + 2
    # Established people behind the same address are no newcomers: never refused.
    assert [start(established(Guest()), n) for n in range(3)] == [302] * 3


def test_new_players_from_one_ipv6_site_are_limited_across_its_64s(transactional_db: None,
                                                                    limits: Any) -> None:
    """A home given a /48 (65,536 /64s) makes no more new players than its site's limit."""
    limits.RATE_LIMITS = {**limits.RATE_LIMITS,
                          "newcomer": {"address": "2/d", "site": "3/d"}}

    def start(address: str) -> int:
        guest = Guest()
        return int(guest.client.post("/daily/sheepshead/play/", HTTP_X_CSRFTOKEN=guest.csrf,
                                     REMOTE_ADDR=address).status_code)

    spread = [start(f"2001:db8:7:{n:x}::1") for n in range(5)]  # each in its own /64
    assert spread == [302, 302, 302, 429, 429]
    assert start("2001:db8:8::1") == 302  # the next site is another home


def test_the_player_first_seen_earlier_is_established_at_utc_midnight(transactional_db: None
                                                                       ) -> None:
    from leaderboards.daily import established as is_established

    player = established_player(first_seen=at(DAY, 23, 59, 59))
    assert not is_established(player, DAY)
    assert is_established(player, NEXT)


def test_the_api_says_a_result_is_provisional_and_where_it_would_stand(transactional_db: None
                                                                      ) -> None:
    play_daily(established(Guest()))
    guest = Guest()
    response = guest.client.post("/daily/sheepshead/play/", HTTP_X_CSRFTOKEN=guest.csrf)
    finish(guest, response["Location"])
    me = guest.get("/api/daily/sheepshead/today/me/").json()
    assert (me["provisional"], me["players"], me["format"]) == (True, 2, "deals-10")
    assert me["rank"] in (1, 2) and me["format_label"] == "Ten deals"
