"""Decision-time benchmark for the computer players, on one core.

    python -m sheepshead.players.bench --level hard --decisions 500
    python -m sheepshead.players.bench --level easy --level normal --level hard

Deals are played with the level in all five seats, through the State API, each deal from
its own seed. Only real decisions are timed (more than one legal action: a forced play is
not a decision). Printed per level: decisions timed, p50, p95 and max, in milliseconds, and
the share of each phase among the timed decisions.
"""

from __future__ import annotations

import argparse
import math
import platform
import random
import time
from collections import Counter
from collections.abc import Sequence

from sheepshead.engine import apply, legal_actions, new_game, to_act, view
from sheepshead.players import PLAYERS


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values`` by the nearest-rank method."""
    ordered = sorted(values)
    rank = max(1, min(len(ordered), math.ceil(q * len(ordered))))
    return ordered[rank - 1]


def time_decisions(
    level: str, decisions: int, seed: str = "bench"
) -> tuple[list[float], Counter[str]]:
    """Seconds taken by each of ``decisions`` real decisions of ``level``, and their phases."""
    player = PLAYERS[level]()
    times: list[float] = []
    phases: Counter[str] = Counter()
    number = 0
    while len(times) < decisions:
        state = new_game(f"{seed}-{number}", {"deals": 1})
        step = 0
        while to_act(state) and len(times) < decisions:
            (seat,) = to_act(state)
            legal = legal_actions(state, seat)
            seen = view(state, seat)
            rng = random.Random(f"{seed}-{number}/{step}")
            start = time.perf_counter()
            action = player.choose(seen, legal, rng)
            spent = time.perf_counter() - start
            if len(legal) > 1:
                times.append(spent)
                phases[str(seen["phase"])] += 1
            state = apply(state, seat, action)
            step += 1
        number += 1
    return times, phases


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--level", action="append", choices=sorted(PLAYERS),
                        help="a level to time (repeatable; default easy, normal, hard)")
    parser.add_argument("--decisions", type=int, default=500)
    parser.add_argument("--seed", default="bench")
    args = parser.parse_args(argv)
    print(f"Python {platform.python_version()} on {platform.machine()}, one process")
    print(f"{'level':8} {'decisions':>9} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}  phases")
    for level in args.level or ["easy", "normal", "hard"]:
        times, phases = time_decisions(level, args.decisions, args.seed)
        ms = [1000.0 * t for t in times]
        mix = ", ".join(f"{k} {v}" for k, v in sorted(phases.items()))
        print(f"{level:8} {len(ms):9d} {percentile(ms, 0.5):8.2f} {percentile(ms, 0.95):8.2f} "
              f"{max(ms):8.2f}  {mix}", flush=True)


if __name__ == "__main__":
    main()
