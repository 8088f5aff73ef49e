"""Whole games between computer players through the engine's State API: the tournament's,
the benchmark's and the tests' one loop.

Only the seat on turn is asked (every level declines out of turn). Each decision's rng is
seeded as the tables layer seeds it: the game's seed, the version, the seat.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from cards.protocol import Outcome, Player
from sixes.engine import ENGINE, Action, GameState

Timer = Callable[[int, float, int], None]  # seat, seconds, legal actions


def new(seed: str, seats: int, double: bool = False, starter: int = 0,
        turn_limit: int | None = None, games: int = 1) -> GameState:
    """A new table: one game, or a match of ``games`` games (``play`` plays them all; the
    players see only the game being played)."""
    options: dict[str, Any] = {"variant": "double" if double else "sixes",
                               "starter": starter}
    if turn_limit is not None:
        options["turn_limit"] = turn_limit
    if games != 1:
        options["games"] = games
    return ENGINE.new_game(seed, seats, options)


def play(players: Sequence[Player[Action]], state: GameState, seed: str,
         timer: Timer | None = None) -> GameState:
    """Play ``state`` to its end (a match: every game of it); ``timer`` hears every
    decision's wall time."""
    while True:
        acting = ENGINE.to_act(state)
        if not acting:
            return state
        seat = acting[0]
        legal = ENGINE.legal_actions(state, seat)
        seen = ENGINE.view(state, seat)
        rng = random.Random(f"{seed}/{state.version}/{seat}")
        start = time.perf_counter()
        action = players[seat].choose(seen, legal, rng)
        if timer is not None:
            timer(seat, time.perf_counter() - start, len(legal))
        if action is None or action not in legal:
            raise RuntimeError(f"seat {seat} chose {action}, not one of {legal}")
        state = ENGINE.apply(state, seat, action)


def result(state: GameState) -> Outcome:
    outcome = ENGINE.outcome(state)
    if outcome is None:
        raise RuntimeError("the game is not over")
    return outcome
