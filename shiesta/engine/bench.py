"""Benchmark: random full Shiesta games per second on one core, for 3, 4 and 5 players.

    python -m shiesta.engine.bench [--seconds 3]

Each game is dealt from its own seed, swapped and played to its end (a player out, H14, or
the 600 turns of H15) with random legal actions. The first figures use the fast playout
that search players run (``playout.py``); the last the immutable State API (``apply`` per
action, uniformly random legal actions) for four players.
"""

from __future__ import annotations

import argparse
import platform
import random
import time

from shiesta.engine import game
from shiesta.engine.playout import random_playout

TARGET = 1_000  # four-player games per second (issue 12)


def playout_rate(seats: int, seconds: float) -> tuple[int, float]:
    """Games played by the fast playout in about ``seconds``, and the seconds taken."""
    rng = random.Random(2026)
    games, start = 0, time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(100):
            random_playout(game.new_game(f"bench-{seats}-{games}", seats), rng)
            games += 1
    return games, time.perf_counter() - start


def api_rate(seats: int, seconds: float) -> tuple[int, float]:
    rng = random.Random(2026)
    games, start = 0, time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        state = game.new_game(f"bench-api-{games}", seats)
        while not state.finished:
            seat = rng.choice(game.to_act(state))
            state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        games += 1
    return games, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}, one process")
    for seats in (3, 4, 5):
        games, elapsed = playout_rate(seats, args.seconds)
        target = f"; target {TARGET:,}" if seats == 4 else ""
        print(f"fast playout, {seats} players: {games / elapsed:,.0f} random full games/s "
              f"({games:,} games in {elapsed:.1f} s{target})")
    games, elapsed = api_rate(4, args.seconds)
    print(f"State API,    4 players: {games / elapsed:,.0f} random full games/s "
          f"({games:,} games in {elapsed:.1f} s; immutable state per action)")


if __name__ == "__main__":
    main()
