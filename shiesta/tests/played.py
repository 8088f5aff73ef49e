"""Shiesta's own way of playing the person's seat at the site's tables (tests/played.py
plays any game there), and its daily results as the tests make them."""

from __future__ import annotations

import datetime as dt
from typing import Any

from accounts.models import Player
from leaderboards.models import DailyChallenge, Result
from shiesta.engine import ENGINE
from tables.models import Table
from tests import played
from tests.leaderboards.conftest import add_result
from tests.played import Chooser, state_of
from tests.tables.conftest import Guest


def person(choose: int = 0) -> Chooser:
    """Ready at once in the swap (H4), then always legal play number ``choose`` (or the
    last, when there are fewer): the same inputs give the same game."""

    def action(view: dict[str, Any]) -> dict[str, Any]:
        legal = view["legal_actions"]
        ready = [a for a in legal if a["type"] == "ready"]
        return ready[0] if ready else legal[min(choose, len(legal) - 1)]

    return action


def play_daily(guest: Guest, choose: int = 0) -> Table:
    """The guest's ranked Shiesta daily, played to the end as ``person(choose)`` plays."""
    return played.play_daily(guest, "shiesta", person(choose))


def place_and_turns(table: Table) -> tuple[int, int]:
    """The person's (seat 0's) place and turns, from the engine's outcome of the table."""
    outcome = ENGINE.outcome(state_of(table))
    assert outcome is not None, "the game is not over"
    place, turns = outcome.keys[0]
    return place, turns


def shiesta_result(challenge: DailyChallenge, place: int, turns: int,
                   player: Player | None = None, finished: dt.datetime | None = None
                   ) -> Result:
    """A Shiesta result on ``challenge``'s board as a verified daily leaves it: the place
    is the total and the one round's score, the key is (place, turns)."""
    return add_result(challenge, place, finished, player, [place], (place, turns))
