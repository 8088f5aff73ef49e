"""Decision-time benchmark for Shiesta's computer players, on one core.

    python -m shiesta.players.bench [--level hard] [--decisions 500] [--seed bench]

Four-player games are played with the level in every seat, through the State API, each game
from its own seed. Only real decisions are timed (more than one legal action: a forced
pick-up is not a decision). Printed per level: decisions timed, decisions per second, p50,
p95 and max in milliseconds of wall time, the CPU time's p95 and max beside them
(``time.process_time``: on a machine shared with other work, wall time far above CPU time is
contention, not the decision's own cost), and the share of swap, play and face-down
decisions among them.
"""

from __future__ import annotations

import argparse
import platform
import random
import time
from collections import Counter
from collections.abc import Sequence
from typing import NamedTuple

from cards.measure import percentile
from shiesta.engine import apply, legal_actions, new_game, to_act, view
from shiesta.players import PLAYERS

SEATS = 4


class Timing(NamedTuple):
    kind: str  # swap, play or face_down
    wall: float
    cpu: float


def timings(level: str, decisions: int, seed: str = "bench") -> list[Timing]:
    """The first ``decisions`` real decisions of ``level`` in games dealt from ``seed``."""
    player = PLAYERS[level]()
    found: list[Timing] = []
    number = 0
    while len(found) < decisions:
        state = new_game(f"{seed}-{number}", SEATS, 1 + number % SEATS)
        while to_act(state) and len(found) < decisions:
            seat = to_act(state)[0]
            legal = legal_actions(state, seat)
            seen = view(state, seat)
            rng = random.Random(f"{seed}-{number}/{state.version}/{seat}")
            start, start_cpu = time.perf_counter(), time.process_time()
            action = player.choose(seen, legal, rng)
            wall, cpu = time.perf_counter() - start, time.process_time() - start_cpu
            if len(legal) > 1:
                kind = "swap" if legal[-1].type == "ready" else legal[0].type
                found.append(Timing(kind, wall, cpu))
            state = apply(state, seat, action)
        number += 1
    return found


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--level", action="append", choices=sorted(PLAYERS),
                        help="a level to time (repeatable; default easy, normal, hard)")
    parser.add_argument("--decisions", type=int, default=500)
    parser.add_argument("--seed", default="bench")
    args = parser.parse_args(argv)
    print(f"Python {platform.python_version()} on {platform.machine()}, one process")
    print(f"{'level':8} {'decisions':>9} {'per s':>9} {'p50 ms':>8} {'p95 ms':>8} "
          f"{'max ms':>8} {'cpu p95':>8} {'cpu max':>8}  kinds")
    for level in args.level or ["easy", "normal", "hard"]:
        found = timings(level, args.decisions, args.seed)
        ms = [1000.0 * t.wall for t in found]
        cpu = [1000.0 * t.cpu for t in found]
        rate = len(ms) / (sum(ms) / 1000.0) if sum(ms) else float("inf")
        kinds = ", ".join(f"{k} {v}" for k, v in sorted(Counter(t.kind for t in found).items()))
        print(f"{level:8} {len(ms):9d} {rate:9,.0f} {percentile(ms, 0.5):8.2f} "
              f"{percentile(ms, 0.95):8.2f} {max(ms):8.2f} {percentile(cpu, 0.95):8.2f} "
              f"{max(cpu):8.2f}  {kinds}", flush=True)


if __name__ == "__main__":
    main()
