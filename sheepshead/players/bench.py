"""Decision-time benchmark for the computer players, on one core.

    python -m sheepshead.players.bench --level hard --decisions 500
    python -m sheepshead.players.bench --level easy --level normal --level hard
    python -m sheepshead.players.bench --level hard --by-phase --decisions 2000

Deals are played with the level in all five seats, through the State API, each deal from
its own seed. Only real decisions are timed (more than one legal action: a forced play is
not a decision). Printed per level: decisions timed, p50, p95 and max, in milliseconds, and
the share of each phase among the timed decisions; with ``--by-phase``, p50/p90/max per
phase (pick, bury, call, unknown, play), each beside the CPU time the process spent
(``time.process_time``): on a machine shared with other work, wall time far above CPU time
is contention, not the decision's own cost.
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
from sheepshead.engine import apply, legal_actions, new_game, to_act, view
from sheepshead.players import PLAYERS

PHASES = ("pick", "bury", "call", "unknown", "play")


class Timing(NamedTuple):
    """One real decision: its phase, wall seconds and CPU seconds."""

    phase: str
    wall: float
    cpu: float



def timings(level: str, decisions: int, seed: str = "bench") -> list[Timing]:
    """The first ``decisions`` real decisions of ``level`` in deals dealt from ``seed``."""
    player = PLAYERS[level]()
    found: list[Timing] = []
    number = 0
    while len(found) < decisions:
        state = new_game(f"{seed}-{number}", {"deals": 1})
        step = 0
        while to_act(state) and len(found) < decisions:
            (seat,) = to_act(state)
            legal = legal_actions(state, seat)
            seen = view(state, seat)
            rng = random.Random(f"{seed}-{number}/{step}")
            start, start_cpu = time.perf_counter(), time.process_time()
            action = player.choose(seen, legal, rng)
            wall, cpu = time.perf_counter() - start, time.process_time() - start_cpu
            if len(legal) > 1:
                found.append(Timing(str(seen["phase"]), wall, cpu))
            state = apply(state, seat, action)
            step += 1
        number += 1
    return found


def time_decisions(
    level: str, decisions: int, seed: str = "bench"
) -> tuple[list[float], Counter[str]]:
    """Seconds taken by each of ``decisions`` real decisions of ``level``, and their phases."""
    found = timings(level, decisions, seed)
    return [t.wall for t in found], Counter(t.phase for t in found)


def phase_lines(found: Sequence[Timing]) -> list[str]:
    """A table of p50/p90/max per phase (and over all), wall and CPU milliseconds."""
    lines = [f"{'phase':8} {'n':>5} {'p50 ms':>8} {'p90 ms':>8} {'max ms':>8}"
             f"   {'cpu p50':>8} {'cpu p90':>8} {'cpu max':>8}"]
    groups = [(p, [t for t in found if t.phase == p]) for p in PHASES]
    for name, group in [*groups, ("all", list(found))]:
        if not group:
            continue
        wall = [1000.0 * t.wall for t in group]
        cpu = [1000.0 * t.cpu for t in group]
        lines.append(
            f"{name:8} {len(group):5d} {percentile(wall, 0.5):8.1f} {percentile(wall, 0.9):8.1f}"
            f" {max(wall):8.1f}   {percentile(cpu, 0.5):8.1f} {percentile(cpu, 0.9):8.1f}"
            f" {max(cpu):8.1f}"
        )
    return lines


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--level", action="append", choices=sorted(PLAYERS),
                        help="a level to time (repeatable; default easy, normal, hard)")
    parser.add_argument("--decisions", type=int, default=500)
    parser.add_argument("--seed", default="bench")
    parser.add_argument("--by-phase", action="store_true",
                        help="p50/p90/max per phase, with CPU time beside wall time")
    args = parser.parse_args(argv)
    print(f"Python {platform.python_version()} on {platform.machine()}, one process")
    if args.by_phase:
        for level in args.level or ["hard"]:
            print(f"{level}: {args.decisions} real decisions")
            for line in phase_lines(timings(level, args.decisions, args.seed)):
                print("  " + line, flush=True)
        return
    print(f"{'level':8} {'decisions':>9} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}  phases")
    for level in args.level or ["easy", "normal", "hard"]:
        times, phases = time_decisions(level, args.decisions, args.seed)
        ms = [1000.0 * t for t in times]
        mix = ", ".join(f"{k} {v}" for k, v in sorted(phases.items()))
        print(f"{level:8} {len(ms):9d} {percentile(ms, 0.5):8.2f} {percentile(ms, 0.95):8.2f} "
              f"{max(ms):8.2f}  {mix}", flush=True)


if __name__ == "__main__":
    main()
