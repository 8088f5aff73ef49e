"""Benchmark: random full Shakipesh rounds per second on one core, for 2, 3 and 4 players.

    python -m shakipesh.engine.bench [--seconds 5]

Each round is dealt from its own seed (the seeded shuffle and K4 included) and played to its
end (a player out, K12, or blocked, K13) with uniformly random legal actions of the seat on
turn. The first figures use the fast playout that search players run (``playout.py``); the
last the immutable State API (``apply`` per action) for two players, whose rounds also give
the mean actions per round and how often a round is blocked.
"""

from __future__ import annotations

import argparse
import platform
import random
import time

from cards.measure import mean_interval, wilson
from shakipesh.engine import game
from shakipesh.engine.playout import random_playout
from shakipesh.engine.rules import BLOCKED


def playout_rate(seats: int, seconds: float) -> tuple[int, float]:
    """Rounds dealt and played by the fast playout in about ``seconds``, and the seconds
    taken."""
    rng = random.Random(2026)
    rounds, start = 0, time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(100):
            random_playout(game.new_game(f"bench-{seats}-{rounds}", seats, 1), rng)
            rounds += 1
    return rounds, time.perf_counter() - start


def api_rate(seats: int, seconds: float) -> tuple[list[int], int, float]:
    """The actions of each round played through ``game.apply`` in about ``seconds``, the
    rounds blocked, and the seconds taken."""
    rng = random.Random(2026)
    lengths: list[int] = []
    blocked, start = 0, time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        state = game.new_game(f"bench-api-{len(lengths)}", seats, 1)
        while not state.finished:
            seat = state.turn
            state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        lengths.append(state.version)
        blocked += state.history[-1].reason == BLOCKED
    return lengths, blocked, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time per measurement")
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}, one process")
    for seats in (2, 3, 4):
        rounds, elapsed = playout_rate(seats, args.seconds)
        print(f"fast playout, {seats} players: {rounds / elapsed:,.0f} random full rounds/s "
              f"({rounds:,} rounds in {elapsed:.1f} s)")
    lengths, blocked, elapsed = api_rate(2, args.seconds)
    mean, low, high = mean_interval(lengths)
    rate_low, rate_high = wilson(blocked, len(lengths))
    print(f"State API,    2 players: {len(lengths) / elapsed:,.0f} random full rounds/s "
          f"({len(lengths):,} rounds in {elapsed:.1f} s; immutable state per action); "
          f"{mean:.1f} actions a round (95% {low:.1f}–{high:.1f}), blocked "
          f"{blocked / max(1, len(lengths)):.2%} (95% {rate_low:.2%}–{rate_high:.2%})")


if __name__ == "__main__":
    main()
