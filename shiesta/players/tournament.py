"""Tournament: one player against three of another, in four-player Shiesta games.

    python -m shiesta.players.tournament --games 2000 [--jobs N] [--seed S]

Two comparisons, over the same games: Hard against three Normals, then Normal against three
Easy. Game ``i`` is dealt from the seed ``S-i``; the tested player sits in seat ``i mod 4``
and the game's number (so its starter, H5) is ``1 + (i div 4) mod 4``, so over sixteen games
it meets every seat with every starter. Each seat's rng is seeded as the tables layer seeds
it (the game's seed, the version, the seat). Printed per comparison: the tested player's
win rate (first place: out first, H14, or first by cards held at the turn limit, H15) with
a 95% Wilson interval, its average place (1 to 4; tied holdings share a place) and the
others' average; then the decision times of Hard: mean, p95 and max per real decision (more
than one legal action), wall and CPU time (``time.process_time``) of the deciding process.
``--jobs`` runs chunks of games in that many processes, each single-threaded; results do not
depend on it, timings do (the processes share the machine).
"""

from __future__ import annotations

import argparse
import platform
import random
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from cards.measure import percentile, wilson
from shiesta.engine import apply, legal_actions, new_game, outcome, to_act, view
from shiesta.players import PLAYERS

SEATS = 4
COMPARISONS = (("hard", "normal"), ("normal", "easy"))
WIN_TARGET, LOWER_TARGET = 0.40, 0.30  # issue 12: Hard against Normal
P95_TARGET, MAX_TARGET = 0.250, 1.0  # seconds


@dataclass
class Results:
    """One comparison's games: the tested player's place and win per game, the others'
    places, and the tested player's decision times."""

    places: list[int] = field(default_factory=list)
    wins: int = 0
    others: list[int] = field(default_factory=list)
    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)

    def merge(self, other: Results) -> None:
        self.places += other.places
        self.wins += other.wins
        self.others += other.others
        self.wall += other.wall
        self.cpu += other.cpu


def play_game(number: int, seed: str, tested: str, other: str, results: Results) -> None:
    """Game ``number`` with ``tested`` in its seat of the rotation and ``other`` elsewhere."""
    game_seed = f"{seed}-{number}"
    seat_of_tested = number % SEATS
    names = [other] * SEATS
    names[seat_of_tested] = tested
    players = [PLAYERS[name]() for name in names]
    state = new_game(game_seed, SEATS, 1 + number // SEATS % SEATS)
    clock, cpu = time.perf_counter, time.process_time
    while to_act(state):
        seat = to_act(state)[0]
        legal = legal_actions(state, seat)
        seen = view(state, seat)
        rng = random.Random(f"{game_seed}/{state.version}/{seat}")
        start, start_cpu = clock(), cpu()
        action = players[seat].choose(seen, legal, rng)
        wall, used = clock() - start, cpu() - start_cpu
        if action not in legal:
            raise RuntimeError(f"seat {seat} ({names[seat]}) chose {action}, not legal")
        if seat == seat_of_tested and len(legal) > 1:
            results.wall.append(wall)
            results.cpu.append(used)
        state = apply(state, seat, action)
    result = outcome(state)
    assert result is not None
    results.places.append(result.scores[seat_of_tested])
    results.wins += result.places[seat_of_tested] == 1
    results.others += [result.scores[s] for s in range(SEATS) if s != seat_of_tested]


def run_chunk(args: tuple[str, str, str, int, int]) -> Results:
    tested, other, seed, first, last = args
    results = Results()
    for number in range(first, last):
        play_game(number, seed, tested, other, results)
    return results


def run(tested: str, other: str, games: int, seed: str, jobs: int = 1) -> Results:
    chunk = max(1, min(50, games // max(1, jobs * 4)))
    tasks = [(tested, other, seed, f, min(games, f + chunk)) for f in range(0, games, chunk)]
    results = Results()
    if jobs <= 1:
        for task in tasks:
            results.merge(run_chunk(task))
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for part in pool.map(run_chunk, tasks):
                results.merge(part)
    return results




def report(tested: str, other: str, results: Results) -> list[str]:
    n = len(results.places)
    low, high = wilson(results.wins, n)
    mean = sum(results.places) / n
    others = sum(results.others) / len(results.others)
    return [
        f"{tested} against three {other}: {n} games",
        f"  win rate {100 * results.wins / n:.1f}% (95% CI {100 * low:.1f}% .. "
        f"{100 * high:.1f}%; an even match is 25%)",
        f"  average place {mean:.3f} ({other}: {others:.3f}; 1 is best, 4 worst)",
    ]


def timing(results: Results) -> list[str]:
    lines = []
    for label, values in (("wall", results.wall), ("cpu ", results.cpu)):
        ms = [1000 * v for v in values]
        lines.append(f"  {label}: mean {sum(ms) / len(ms):6.1f} ms, p95 {percentile(ms, .95):6.1f}"
                     f" ms, max {max(ms):6.1f} ms")
    return lines


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--seed", default="tournament")
    args = parser.parse_args(argv)
    print(f"Python {platform.python_version()} on {platform.machine()}, "
          f"{args.jobs} process(es); seed {args.seed!r}")
    started = time.perf_counter()
    hard: Results | None = None
    for tested, other in COMPARISONS:
        results = run(tested, other, args.games, args.seed, args.jobs)
        print("\n".join(report(tested, other, results)), flush=True)
        if tested == "hard":
            hard = results
    if hard is not None:
        print(f"hard's decision times ({len(hard.wall)} real decisions, one core each):")
        print("\n".join(timing(hard)))
        low = wilson(hard.wins, len(hard.places))[0]
        rate = hard.wins / len(hard.places)
        p95, worst = percentile(hard.wall, .95), max(hard.wall)
        checks = [rate >= WIN_TARGET, low > LOWER_TARGET, p95 <= P95_TARGET,
                  worst <= MAX_TARGET]
        print(f"targets (win rate >= 40%, its CI above 30%, p95 <= 250 ms, max <= 1 s): "
              f"{'met' if all(checks) else 'NOT met'}")
    print(f"({time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
