"""Whole matches between computer players through the engine's State API: the tournament's,
the benchmark's and the tests' one loop.

Each decision's rng is seeded as the tables layer seeds it: the match's seed, the version,
the seat. One player object per seat plays the whole match (Hard keeps its turn's plan).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence

from cards.protocol import Outcome, Player
from shakipesh.engine import ENGINE, Action, GameState

# seat, seconds, legal actions, whether the decision began a turn (nothing done yet)
Timer = Callable[[int, float, int, bool], None]


def new(seed: str, seats: int, limit: int) -> GameState:
    return ENGINE.new_game(seed, seats, {"limit": limit})


def play(players: Sequence[Player[Action]], state: GameState, seed: str,
         timer: Timer | None = None) -> GameState:
    """Play ``state`` to the match's end; ``timer`` hears every decision's wall time."""
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
            timer(seat, time.perf_counter() - start, len(legal), not state.started)
        if action is None or action not in legal:
            raise RuntimeError(f"seat {seat} chose {action}, not one of {legal}")
        state = ENGINE.apply(state, seat, action)


def result(state: GameState) -> Outcome:
    outcome = ENGINE.outcome(state)
    if outcome is None:
        raise RuntimeError("the match is not over")
    return outcome
