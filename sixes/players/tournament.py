"""Tournament: one level in one seat against another level in all the others.

    python -m sixes.players.tournament --games 5000 [--seats 4] [--double] [--jobs N]
        [--seed S]

Two comparisons over the same deals: Hard against Normals, then Normal against Easys. Game
``i`` is dealt from the seed ``S-i``; the tested player sits in seat ``i mod seats`` and seat
``(i div seats) mod seats`` starts (X7), so every seat meets every starter. Each decision's
rng is seeded as the tables layer seeds it (:mod:`.games`). Printed per comparison: the
tested player's win rate (ties count as wins for all tied, X3) with a 95% Wilson interval,
and its average score difference (its score minus the others' mean: negative is better)
with a 95% normal interval; for Hard, its decision times (mean, p95, max over real
decisions, more than one legal action; wall time, so other work on the machine shows).
``--jobs`` runs chunks of games in that many processes; results do not depend on it.
"""

from __future__ import annotations

import argparse
import platform
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from cards.measure import mean_interval, percentile, wilson
from sixes.players import PLAYERS
from sixes.players.games import new, play, result

COMPARISONS = (("hard", "normal"), ("normal", "easy"))
WIN_TARGET, LOWER_TARGET = 0.35, 0.28  # issue 13, four seats: Hard against Normals
P95_TARGET = 0.250  # seconds


@dataclass
class Results:
    """One comparison's games: the tested player's wins, score differences and decision
    times."""

    wins: int = 0
    games: int = 0
    diffs: list[float] = field(default_factory=list)
    times: list[float] = field(default_factory=list)

    def merge(self, other: Results) -> None:
        self.wins += other.wins
        self.games += other.games
        self.diffs += other.diffs
        self.times += other.times


def play_game(number: int, seed: str, tested: str, other: str, seats: int, double: bool,
              results: Results) -> None:
    """Game ``number`` with ``tested`` in its seat of the rotation and ``other`` elsewhere."""
    game_seed = f"{seed}-{number}"
    mine = number % seats
    players = [PLAYERS[tested if s == mine else other]() for s in range(seats)]

    def timer(seat: int, seconds: float, legal: int) -> None:
        if seat == mine and legal > 1:
            results.times.append(seconds)

    state = play(players, new(game_seed, seats, double, starter=number // seats % seats),
                 game_seed, timer)
    outcome = result(state)
    results.games += 1
    results.wins += outcome.places[mine] == 1
    others = [outcome.scores[s] for s in range(seats) if s != mine]
    results.diffs.append(outcome.scores[mine] - sum(others) / len(others))


def run_chunk(args: tuple[str, str, int, bool, str, int, int]) -> Results:
    tested, other, seats, double, seed, first, last = args
    results = Results()
    for number in range(first, last):
        play_game(number, seed, tested, other, seats, double, results)
    return results


def run(tested: str, other: str, games: int, seed: str, seats: int = 4, double: bool = False,
        jobs: int = 1) -> Results:
    chunk = max(1, min(100, games // max(1, jobs * 4)))
    tasks = [(tested, other, seats, double, seed, f, min(games, f + chunk))
             for f in range(0, games, chunk)]
    results = Results()
    if jobs <= 1:
        for task in tasks:
            results.merge(run_chunk(task))
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for part in pool.map(run_chunk, tasks):
                results.merge(part)
    return results





def report(tested: str, other: str, seats: int, results: Results) -> list[str]:
    n = results.games
    low, high = wilson(results.wins, n)
    mean, dlow, dhigh = mean_interval(results.diffs)
    return [
        f"{tested} against {seats - 1} {other}: {n} games",
        f"  win rate {100 * results.wins / n:.1f}% (95% CI {100 * low:.1f}% .. "
        f"{100 * high:.1f}%; a fair share is {100 / seats:.1f}%, ties win for all)",
        f"  score difference {mean:+.2f} (95% CI {dlow:+.2f} .. {dhigh:+.2f}; "
        f"{tested} minus the others' mean, lower is better)",
    ]


def timing(times: Sequence[float]) -> str:
    ms = [1000 * t for t in times]
    if not ms:
        return "  no real decisions"
    return (f"  decision times ({len(ms)} real decisions): mean {sum(ms) / len(ms):.1f} ms, "
            f"p95 {percentile(ms, .95):.1f} ms, max {max(ms):.1f} ms (wall)")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--double", action="store_true", help="Double Sixes (2 or 3 seats)")
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--seed", default="tournament")
    args = parser.parse_args(argv)
    variant = "double" if args.double else "sixes"
    print(f"Python {platform.python_version()} on {platform.machine()}, {args.jobs} "
          f"process(es); {variant}, {args.seats} seats; seed {args.seed!r}")
    started = time.perf_counter()
    for tested, other in COMPARISONS:
        results = run(tested, other, args.games, args.seed, args.seats, args.double,
                      args.jobs)
        print("\n".join(report(tested, other, args.seats, results)), flush=True)
        if tested == "hard":
            print(timing(results.times))
            if args.seats == 4 and not args.double:
                low = wilson(results.wins, results.games)[0]
                rate = results.wins / results.games
                met = (rate >= WIN_TARGET and low > LOWER_TARGET
                       and percentile(results.times, .95) <= P95_TARGET)
                print(f"  targets (win rate >= 35%, its CI above 28%, p95 <= 250 ms): "
                      f"{'met' if met else 'NOT met'}")
    print(f"({time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
