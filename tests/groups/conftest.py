"""Fixtures for friends' groups: browsers (guests with sessions), a group made and joined
through the pages, and results written as a verified daily leaves them."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

import pytest

from accounts.models import Player
from groups.models import FriendGroup
from leaderboards import daily
from leaderboards.models import DailyChallenge, Result
from tests.leaderboards.conftest import add_result, at, board_prefix, low_game  # noqa: F401
from tests.tables.conftest import Guest, established, established_player

# A Wednesday: the week began on Monday the 7th. Tests that read a day freeze time here.
WEDNESDAY = dt.date(2026, 12, 9)
MONDAY = dt.date(2026, 12, 7)


@pytest.fixture
def guest(transactional_db: None) -> Guest:
    return Guest()


@pytest.fixture
def friend(transactional_db: None) -> Guest:
    return Guest()


def start_group(guest: Guest, name: str = "Friday club") -> FriendGroup:
    """The group ``guest`` starts on the groups page."""
    response = guest.client.post("/groups/", {"name": name}, HTTP_X_CSRFTOKEN=guest.csrf)
    assert response.status_code == 302, response.content
    group_id = re.fullmatch(r"/groups/([0-9a-f-]{36})/", response["Location"])
    assert group_id, response["Location"]
    return FriendGroup.objects.get(pk=group_id.group(1))


def join(guest: Guest, group: FriendGroup) -> Any:
    """Press Join on the page the group's link opens."""
    return guest.client.post(f"/groups/join/{group.token}/", HTTP_X_CSRFTOKEN=guest.csrf)


def player_of(guest: Guest) -> Player:
    return Player.objects.get(pk=guest.client.session["player_id"])


def result(player: Player, game: str, day: dt.date, total: int, *,
           provisional: bool = False, minute: int = 0) -> Result:
    """``player``'s verified result at ``game``'s daily of ``day``."""
    challenge = DailyChallenge.objects.filter(game=game, date=day).first() or \
        DailyChallenge.objects.create(game=game, date=day, seed=daily.day_seed(game, day))
    return add_result(challenge, total, at(day, 12, minute), player=player,
                      provisional=provisional)


__all__ = ["MONDAY", "WEDNESDAY", "Guest", "add_result", "at", "board_prefix", "established",
           "established_player", "join", "low_game", "player_of", "result", "start_group"]
