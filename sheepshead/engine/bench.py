"""Benchmark: random full Sheepshead deals per second on one core.

    python -m sheepshead.engine.bench [--seconds 5]

Each deal is dealt from its own seed, then picked, buried, called and played to its score
with uniformly random legal actions. The first figure uses the fast playout that search
players run (``playout.py``); the second the immutable State API (``apply`` per action).
"""

from __future__ import annotations

import argparse
import platform
import random
import time

from sheepshead.engine import game
from sheepshead.engine.playout import random_playout


def playout_rate(seconds: float) -> tuple[int, float]:
    rng = random.Random(2026)
    deals, start = 0, time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(500):
            hands, blind = game.deal_cards(f"bench-{deals}", 0)
            random_playout(game.start_deal(0, deals % 5, hands, blind), rng)
            deals += 1
    return deals, time.perf_counter() - start


def api_rate(seconds: float) -> tuple[int, float]:
    rng = random.Random(2026)
    deals, start = 0, time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        state = game.new_game(f"bench-api-{deals}", {"deals": 1})
        while not state.finished:
            seat = state.deal.turn
            state = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        deals += 1
    return deals, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time per measurement")
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}, one process")
    deals, elapsed = playout_rate(args.seconds)
    print(f"fast playout: {deals / elapsed:,.0f} random full deals/s "
          f"({deals:,} deals in {elapsed:.1f} s; target 10,000)")
    deals, elapsed = api_rate(args.seconds)
    print(f"State API:    {deals / elapsed:,.0f} random full deals/s "
          f"({deals:,} deals in {elapsed:.1f} s; immutable state per action)")


if __name__ == "__main__":
    main()
