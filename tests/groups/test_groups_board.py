"""A group's board: every game's daily results of its members side by side, today and this
week, ranked and provisional results alike and each marked; on the group's page, in the
lobby's daily strip and in the JSON API. Time is frozen on a Wednesday (the week began on
Monday), results written as a verified daily leaves them."""

from __future__ import annotations

import datetime as dt
import html
import re
from collections.abc import Iterator
from typing import Any

import pytest
import time_machine

from accounts.models import Player
from groups import board
from groups.models import FriendGroup
from leaderboards.models import DailyChallenge, Entry
from tables import registry
from tables.models import Table
from tests.groups.conftest import (
    MONDAY,
    WEDNESDAY,
    Guest,
    at,
    join,
    player_of,
    result,
    start_group,
)

LOW = "lowgame"


@pytest.fixture(autouse=True)
def _wednesday() -> Iterator[None]:
    with time_machine.travel(at(WEDNESDAY, 15), tick=False):
        yield


class Friends:
    """Ann starts the group; Bob and Cid join; Dan is in no group of theirs."""

    def __init__(self) -> None:
        self.ann, self.bob, self.cid, self.dan = Guest(), Guest(), Guest(), Guest()
        self.group = start_group(self.ann)
        join(self.bob, self.group)
        join(self.cid, self.group)
        start_group(self.dan, "Dan's own")
        self.players = {name: player_of(getattr(self, name))
                        for name in ("ann", "bob", "cid", "dan")}

    def __getitem__(self, name: str) -> Player:
        return self.players[name]


@pytest.fixture
def friends(transactional_db: None) -> Friends:
    return Friends()


def section(body: str, game: str) -> str:
    """A game's part of the group's page."""
    return body.split(f'data-game="{game}"')[1].split("</section>")[0]


def rows(part: str) -> list[str]:
    """Each result row's words, tags stripped, spaces collapsed."""
    found = re.findall(r'<tr[^>]*data-testid="group-row">(.*?)</tr>', part, re.S)
    return [" ".join(html.unescape(re.sub(r"<[^>]+>", " ", row)).split()) for row in found]


def playing(player: Player, game: str, day: dt.date) -> None:
    """``player``'s ranked attempt at ``game``'s daily of ``day``, under way."""
    challenge = DailyChallenge.objects.get(game=game, date=day)
    table = Table.objects.create(game=game, mode="daily", owner=player, seats=[],
                                 seed=challenge.seed, state={}, status="active")
    Entry.objects.create(challenge=challenge, player=player, table=table, ranked=True)


def test_today_side_by_side_ranked_and_provisional_each_marked(friends: Friends) -> None:
    result(friends["ann"], "sheepshead", WEDNESDAY, 12, minute=5)
    result(friends["bob"], "sheepshead", WEDNESDAY, 12, provisional=True, minute=9)  # a tie
    result(friends["dan"], "sheepshead", WEDNESDAY, 40)  # no member: not here
    result(friends["cid"], "sheepshead", WEDNESDAY - dt.timedelta(days=1), 30)  # yesterday
    result(friends["bob"], "shiesta", WEDNESDAY, 2)
    playing(friends["cid"], "shiesta", WEDNESDAY)
    ann, bob, cid = (friends[n].nickname for n in ("ann", "bob", "cid"))

    response = friends.ann.get(f"/groups/{friends.group.pk}/")
    assert response.status_code == 200
    body = response.content.decode()
    # Every game, in the registry's order: a board each where somebody played, the others
    # one line together.
    games = re.findall(r'data-testid="group-game" data-game="([\w-]+)"', body)
    assert games == ["sheepshead", "shiesta"]
    quiet = body.split('data-testid="group-quiet"')[1].split("</section>")[0]
    assert re.findall(r'<li id="game-([\w-]+)"', quiet) == [
        spec.name for spec in registry.games() if spec.name not in games]
    assert '<a href="/daily/sixes/">Sixes: today\'s public board</a>' in quiet
    sheepshead = section(body, "sheepshead")
    assert rows(sheepshead) == [f"1 {ann} (you) Ranked +12", f"1 {bob} Provisional +12"]
    assert "2 of 3 played today" in sheepshead
    assert re.search(rf"Not played yet:\s*<bdi>{cid}</bdi>", sheepshead)
    shiesta = section(body, "shiesta")
    assert rows(shiesta)[1] == f"– {cid} Playing now"
    assert rows(shiesta)[0].startswith(f"1 {bob} Ranked ")
    assert "1 of 3 played today" in shiesta
    assert re.search(rf"Not played yet:\s*<bdi>{ann}</bdi>", shiesta)
    assert 'href="/daily/sheepshead/"' in sheepshead  # the public board of the day

    boards = {b.spec.name: b for b in board.day_boards(board.members(friends.group, None),
                                                       WEDNESDAY)}
    assert boards["sheepshead"].best is not None
    assert boards["sheepshead"].best.member.nickname == ann  # the earlier of a tie
    assert boards["shiesta"].played == 1 and not boards["sixes"].rows


def test_a_lower_is_better_game_ranks_the_lowest_first(friends: Friends,
                                                       low_game: registry.GameSpec) -> None:
    result(friends["ann"], LOW, WEDNESDAY, 9)
    result(friends["bob"], LOW, WEDNESDAY, 3)
    result(friends["cid"], LOW, WEDNESDAY, 5, provisional=True)
    found = {b.spec.name: b for b in board.day_boards(board.members(friends.group, None),
                                                      WEDNESDAY)}[LOW]
    assert [(r.rank, r.member.nickname, r.provisional) for r in found.rows] == [
        (1, friends["bob"].nickname, False), (2, friends["cid"].nickname, True),
        (3, friends["ann"].nickname, False)]


def test_this_week_averages_in_each_games_order(friends: Friends, settings: Any) -> None:
    settings.LEADERBOARD_MIN_DAYS = {"week": 3, "all": 7}
    for offset, total in enumerate((10, 2, -3)):  # Ann: average 3.0 over 3 days
        result(friends["ann"], "sheepshead", MONDAY + dt.timedelta(days=offset), total)
    for offset in range(3):  # Bob: 5.0 over 3 days, Tuesday's provisional
        result(friends["bob"], "sheepshead", MONDAY + dt.timedelta(days=offset), 5,
               provisional=offset == 1)
    result(friends["cid"], "sheepshead", WEDNESDAY, 40)  # one day: listed, not ranked
    result(friends["cid"], "sheepshead", MONDAY - dt.timedelta(days=1), 90)  # last week
    ann, bob, cid = (friends[n].nickname for n in ("ann", "bob", "cid"))

    response = friends.bob.get(f"/groups/{friends.group.pk}/week/")
    assert response.status_code == 200
    body = response.content.decode()
    assert "Week of 7 December 2026" in body
    assert "Play 3 dailies in a week to be ranked on its board." in body
    assert rows(section(body, "sheepshead")) == [
        f"1 {bob} (you) 1 day provisional +5.0 3 +5",
        f"2 {ann} Ranked +3.0 3 +10",
        f"– Not ranked yet {cid} Ranked +40.0 1 +40",
    ]
    quiet = body.split('data-testid="group-quiet"')[1].split("</section>")[0]
    assert "Nobody in the group has played these this week" in quiet
    assert 'id="game-shiesta"' in quiet and 'href="/daily/shiesta/week/"' in quiet
    assert 'href="/daily/sheepshead/week/"' in section(body, "sheepshead")

    weeks = {b.spec.name: b for b in board.week_boards(board.members(friends.group, None),
                                                       WEDNESDAY)}
    assert [r.mark for r in weeks["sheepshead"].rows] == [
        "1 day provisional", "Ranked", "Ranked"]


def test_equal_averages_share_a_rank_and_provisional_weeks_say_so(friends: Friends,
                                                                  settings: Any) -> None:
    settings.LEADERBOARD_MIN_DAYS = {"week": 1, "all": 7}
    result(friends["ann"], "sheepshead", MONDAY, 4, provisional=True)
    result(friends["bob"], "sheepshead", MONDAY, 2)
    result(friends["bob"], "sheepshead", WEDNESDAY, 6)
    week = {b.spec.name: b for b in board.week_boards(board.members(friends.group, None),
                                                      WEDNESDAY)}["sheepshead"]
    assert [(r.rank, r.member.nickname, r.mark) for r in week.rows] == [
        (1, friends["bob"].nickname, "Ranked"),  # more days first among equals
        (1, friends["ann"].nickname, "Provisional")]


def test_an_earlier_daily_format_is_not_averaged_with_todays(friends: Friends,
                                                             settings: Any) -> None:
    settings.LEADERBOARD_MIN_DAYS = {"week": 1, "all": 7}
    old = result(friends["ann"], "sixes", MONDAY, 50)
    type(old).objects.filter(pk=old.pk).update(format="an-earlier-one")
    result(friends["ann"], "sixes", WEDNESDAY, 10)
    week = {b.spec.name: b for b in board.week_boards(board.members(friends.group, None),
                                                      WEDNESDAY)}["sixes"]
    assert [(r.days, r.total) for r in week.rows] == [(1, 10)]


def test_the_lobby_strip_says_how_the_group_does(friends: Friends) -> None:
    result(friends["ann"], "sheepshead", WEDNESDAY, 3)
    result(friends["bob"], "sheepshead", WEDNESDAY, 12, provisional=True)
    body = html.unescape(friends.cid.get("/").content.decode())
    card = body.split('data-testid="daily-card" data-game="sheepshead"')[1].split("</section>")[0]
    line = " ".join(re.sub(r"<[^>]+>", "", card.split('data-testid="daily-group"')[1]
                           .split("</p>")[0]).split())
    assert line == (f">Friday club: 2 of 3 played today. "
                    f"Best: +12, {friends['bob'].nickname} (provisional)")
    assert f'href="/groups/{friends.group.pk}/#game-sheepshead"' in card
    sixes = body.split('data-game="sixes"')[1].split("</section>")[0]
    assert "Friday club" in sixes and "0 of 3 played today" in sixes and "Best:" not in sixes
    assert 'data-testid="lobby-groups"' in body and "Your friends' group<" in body
    # Somebody in no group sees none of it.
    lone = Guest().get("/").content.decode()
    assert 'data-testid="daily-group"' not in lone and 'data-testid="lobby-groups"' not in lone


def test_the_lobby_reads_the_groups_in_three_queries(friends: Friends,
                                                     django_assert_num_queries: Any) -> None:
    for name in ("Two", "Three", "Four"):
        join(friends.bob, start_group(friends.ann, name))
    result(friends["bob"], "sixes", WEDNESDAY, 7)
    with django_assert_num_queries(3):
        glances, in_groups = board.glances(friends["ann"], WEDNESDAY)
    assert in_groups == 4
    assert [g.name for g in glances["sixes"]] == ["Four", "Three", "Two"]  # the last 3 joined
    assert [(g.played, g.size) for g in glances["sixes"]] == [(1, 2)] * 3
    with django_assert_num_queries(0):
        assert board.glances(None, WEDNESDAY) == ({}, 0)


def test_the_api_gives_the_same_board(friends: Friends, settings: Any) -> None:
    settings.LEADERBOARD_MIN_DAYS = {"week": 2, "all": 7}
    result(friends["ann"], "sheepshead", MONDAY, -4)
    result(friends["ann"], "sheepshead", WEDNESDAY, 8, minute=3)
    result(friends["bob"], "sheepshead", WEDNESDAY, 8, provisional=True, minute=7)
    answer = friends.bob.get(f"/api/groups/{friends.group.pk}/")
    assert answer.status_code == 200 and answer["Cache-Control"] == "no-store"
    data = answer.json()
    assert data["name"] == "Friday club" and data["members"] == 3 and not data["keeper"]
    assert data["invite"] == friends.group.token
    assert data["invite_url"] == f"http://testserver/groups/join/{friends.group.token}/"
    assert data["date"] == "2026-12-09"
    assert data["week"] == {"first": "2026-12-07", "last": "2026-12-13", "min_days": 2}
    assert [p["nickname"] for p in data["people"]] == [friends[n].nickname
                                                       for n in ("ann", "bob", "cid")]
    assert [p["keeper"] for p in data["people"]] == [True, False, False]
    sheepshead = next(g for g in data["games"] if g["game"] == "sheepshead")
    assert sheepshead["better"] == "higher" and sheepshead["today"]["played"] == 2
    assert [(r["rank"], r["nickname"], r["provisional"], r["mark"], r["result_text"], r["me"])
            for r in sheepshead["today"]["rows"]] == [
        (1, friends["ann"].nickname, False, "Ranked", "+8", False),
        (1, friends["bob"].nickname, True, "Provisional", "+8", True)]
    assert [(r["rank"], r["days"], r["average"], r["average_text"], r["best_text"],
             r["provisional_days"]) for r in sheepshead["week"]["rows"]] == [
        (1, 2, 2.0, "+2.0", "+8", 0), (None, 1, 8.0, "+8.0", "+8", 1)]
    assert [g["game"] for g in data["games"]] == [s.name for s in registry.games()]


def test_a_member_gone_is_gone_from_the_board(friends: Friends) -> None:
    result(friends["cid"], "sheepshead", WEDNESDAY, 20)
    friends.cid.client.post(f"/groups/{friends.group.pk}/leave/",
                            HTTP_X_CSRFTOKEN=friends.cid.csrf)
    body = friends.ann.get(f"/groups/{friends.group.pk}/").content.decode()
    assert friends["cid"].nickname not in body
    assert FriendGroup.objects.get(pk=friends.group.pk).memberships.count() == 2
