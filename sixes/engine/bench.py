"""Benchmark: random full Sixes games per second on one core.

    python -m sixes.engine.bench [--seconds 5]

Each game is dealt from its own seed and played to its end (a knock and its final round,
X11, D4; the stock running out, X12; or the turn limit) with uniformly random legal actions
of the seat on turn, ``up`` included. The first figures use the fast playout that search
players run (``playout.py``): Sixes for 2, 4 and 6 players, Double Sixes for 2 and 3; the
last the immutable State API (``apply`` per action) for four players.
"""

from __future__ import annotations

import argparse
import platform
import random
import time

from sixes.engine import game
from sixes.engine.playout import random_playout
from sixes.engine.rules import DOUBLE, SIXES

TARGET = 2_000  # four-player games per second (issue 13)


def playout_rate(variant: str, seats: int, seconds: float) -> tuple[int, float]:
    """Games dealt and played by the fast playout in about ``seconds``, and the seconds
    taken (the deal, a seeded shuffle, included)."""
    rng = random.Random(2026)
    games, start = 0, time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(100):
            random_playout(game.new_game(f"bench-{seats}-{games}", seats, variant), rng)
            games += 1
    return games, time.perf_counter() - start


def api_rate(seats: int, seconds: float) -> tuple[int, float]:
    rng = random.Random(2026)
    games, start = 0, time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        state = game.new_game(f"bench-api-{games}", seats)
        while not state.finished:
            seat = state.turn
            state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        games += 1
    return games, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time per measurement")
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}, one process")
    for variant, seats in ((SIXES, 2), (SIXES, 4), (SIXES, 6), (DOUBLE, 2), (DOUBLE, 3)):
        games, elapsed = playout_rate(variant, seats, args.seconds)
        target = f"; target {TARGET:,}" if (variant, seats) == (SIXES, 4) else ""
        print(f"fast playout, {variant}, {seats} players: {games / elapsed:,.0f} random full "
              f"games/s ({games:,} games in {elapsed:.1f} s{target})")
    games, elapsed = api_rate(4, args.seconds)
    print(f"State API, sixes, 4 players: {games / elapsed:,.0f} random full games/s "
          f"({games:,} games in {elapsed:.1f} s; immutable state per action)")


if __name__ == "__main__":
    main()
