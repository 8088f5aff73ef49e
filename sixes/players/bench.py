"""Decision-time benchmark for Sixes' computer players, on one core.

    python -m sixes.players.bench [--level hard] [--decisions 500] [--seats 4] [--double]
        [--seed bench]

Games are played with the level in every seat, each from its own seed. Only real decisions
are timed (more than one legal action). Printed per level: decisions timed, p50, mean, p95
and max in milliseconds of wall time, and the CPU time's p95 and max (``process_time``: on a
shared machine wall time far above CPU time is contention, not the decision's own cost).
"""

from __future__ import annotations

import argparse
import platform
import random
import time
from collections.abc import Sequence

from cards.measure import percentile
from sixes.engine import ENGINE
from sixes.players import PLAYERS
from sixes.players.games import new


def timings(level: str, decisions: int, seats: int = 4, double: bool = False,
            seed: str = "bench") -> list[tuple[float, float]]:
    """(wall, cpu) of the first ``decisions`` real decisions of ``level``."""
    player = PLAYERS[level]()
    found: list[tuple[float, float]] = []
    number = 0
    while len(found) < decisions:
        game_seed = f"{seed}-{number}"
        state = new(game_seed, seats, double, starter=number % seats)
        while ENGINE.to_act(state) and len(found) < decisions:
            seat = ENGINE.to_act(state)[0]
            legal = ENGINE.legal_actions(state, seat)
            seen = ENGINE.view(state, seat)
            rng = random.Random(f"{game_seed}/{state.version}/{seat}")
            start, start_cpu = time.perf_counter(), time.process_time()
            action = player.choose(seen, legal, rng)
            wall, cpu = time.perf_counter() - start, time.process_time() - start_cpu
            if len(legal) > 1:
                found.append((wall, cpu))
            assert action is not None
            state = ENGINE.apply(state, seat, action)
        number += 1
    return found


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--level", action="append", choices=sorted(PLAYERS),
                        help="a level to time (repeatable; default hard)")
    parser.add_argument("--decisions", type=int, default=500)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--double", action="store_true")
    parser.add_argument("--seed", default="bench")
    args = parser.parse_args(argv)
    print(f"Python {platform.python_version()} on {platform.machine()}, one process; "
          f"{'double' if args.double else 'sixes'}, {args.seats} seats")
    print(f"{'level':8} {'decisions':>9} {'p50 ms':>8} {'mean ms':>8} {'p95 ms':>8} "
          f"{'max ms':>8} {'cpu p95':>8} {'cpu max':>8}")
    for level in args.level or ["hard"]:
        found = timings(level, args.decisions, args.seats, args.double, args.seed)
        ms = [1000.0 * w for w, _ in found]
        cpu = [1000.0 * c for _, c in found]
        print(f"{level:8} {len(ms):9d} {percentile(ms, .5):8.2f} {sum(ms) / len(ms):8.2f} "
              f"{percentile(ms, .95):8.2f} {max(ms):8.2f} {percentile(cpu, .95):8.2f} "
              f"{max(cpu):8.2f}", flush=True)


if __name__ == "__main__":
    main()
