"""Decision-time benchmark for Shakipesh's computer players, on one core.

    python -m shakipesh.players.bench [--level hard] [--decisions 500] [--seats 2]
        [--seed bench]

Single rounds are played with the level in every seat through the State API, each from its
own seed, until that many real decisions (more than one legal action) are timed. Printed per
level: decisions timed, p50, mean, p95 and max in milliseconds of wall time, the CPU time's
p95 beside them (``time.process_time``: on a machine shared with other work, wall time far
above CPU time is contention, not the decision's own cost); and per whole-turn plan (a
turn's first real decision, where Hard searches and plays out the whole turn; its later
steps follow the plan it keeps) the same figures.
"""

from __future__ import annotations

import argparse
import platform
import random
import time
from collections.abc import Sequence
from typing import NamedTuple

from cards.measure import percentile
from shakipesh.engine import ENGINE
from shakipesh.players import PLAYERS
from shakipesh.players.games import new


class Timing(NamedTuple):
    first: bool  # the turn's first decision: Hard's whole-turn plan
    wall: float
    cpu: float


def timings(level: str, decisions: int, seats: int = 2, seed: str = "bench") -> list[Timing]:
    """The first ``decisions`` real decisions of ``level`` in rounds dealt from ``seed``."""
    found: list[Timing] = []
    number = 0
    while len(found) < decisions:
        players = [PLAYERS[level]() for _ in range(seats)]
        state = new(f"{seed}-{number}", seats, 1)
        while ENGINE.to_act(state) and len(found) < decisions:
            seat = ENGINE.to_act(state)[0]
            legal = ENGINE.legal_actions(state, seat)
            seen = ENGINE.view(state, seat)
            rng = random.Random(f"{seed}-{number}/{state.version}/{seat}")
            start, start_cpu = time.perf_counter(), time.process_time()
            action = players[seat].choose(seen, legal, rng)
            wall, cpu = time.perf_counter() - start, time.process_time() - start_cpu
            if len(legal) > 1:
                found.append(Timing(not state.started, wall, cpu))
            assert action is not None
            state = ENGINE.apply(state, seat, action)
        number += 1
    return found


def line(label: str, found: Sequence[Timing]) -> str:
    ms = [1000.0 * t.wall for t in found]
    cpu = [1000.0 * t.cpu for t in found]
    if not ms:
        return f"{label:22} {0:9d}"
    return (f"{label:22} {len(ms):9d} {percentile(ms, 0.5):8.2f} {sum(ms) / len(ms):8.2f} "
            f"{percentile(ms, 0.95):8.2f} {max(ms):8.2f} {percentile(cpu, 0.95):8.2f}")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--level", action="append", choices=sorted(PLAYERS),
                        help="a level to time (repeatable; default easy, normal, hard)")
    parser.add_argument("--decisions", type=int, default=500)
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--seed", default="bench")
    args = parser.parse_args(argv)
    print(f"Python {platform.python_version()} on {platform.machine()}, one process, "
          f"{args.seats} seats")
    print(f"{'level':22} {'decisions':>9} {'p50 ms':>8} {'mean ms':>8} {'p95 ms':>8} "
          f"{'max ms':>8} {'cpu p95':>8}")
    for level in args.level or ["easy", "normal", "hard"]:
        found = timings(level, args.decisions, args.seats, args.seed)
        print(line(f"{level}", found))
        print(line(f"{level} per turn plan", [t for t in found if t.first]), flush=True)


if __name__ == "__main__":
    main()
