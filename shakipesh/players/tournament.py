"""Tournament: one level against another, in two-player matches or four-player rounds.

    python -m shakipesh.players.tournament --matches 1000 --seats 2 [--jobs N] [--seed S]
    python -m shakipesh.players.tournament --rounds 1000 --seats 4 [--jobs N] [--seed S]

``--matches``: whole matches to the limit (25 by default, K14) of the tested level (Hard)
against the other (Normal) at two seats; ``--rounds``: single rounds (limit 1) of the tested
level against three of the other at four seats (or as many as ``--seats`` says). Match or
round ``i`` is dealt from the seed ``S-i`` and the tested level sits in seat ``i mod
seats``; the person's seat 0 begins the first round (docs/shakipesh.md), so the seat that
starts rotates with it. Each decision's rng is seeded as the tables layer seeds it
(:mod:`.games`).

Printed: the tested level's win rate (matches: the lower total, K14, a tie counting as no
win; rounds: first place, out first or fewest cards and turns, K12, K13) with a 95% Wilson
interval, the cards left per round on average for each side (0 for the round's winner), and
the tested level's decision times: per whole-turn plan (a turn's first real decision, when
Hard plans the turn) and over every real decision (more than one legal action), wall time.
``--jobs`` runs chunks in that many processes; the results do not depend on it.
"""

from __future__ import annotations

import argparse
import platform
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from cards.measure import mean_interval, percentile, wilson
from shakipesh.engine import rules
from shakipesh.players import PLAYERS
from shakipesh.players.games import new, play, result

MATCH_TARGET = 0.65  # two seats: Hard wins at least this share of its matches against Normal
P95_TARGET = 0.250  # seconds per whole-turn plan


@dataclass
class Results:
    """The tested level's wins over its games (matches or rounds), the cards left in each
    round by it and by each of the others, and its decision times."""

    games: int = 0
    wins: int = 0
    ties: int = 0
    rounds: int = 0
    mine: list[int] = field(default_factory=list)  # cards left per round
    others: list[int] = field(default_factory=list)  # per round and other seat
    plans: list[float] = field(default_factory=list)
    times: list[float] = field(default_factory=list)

    def merge(self, other: Results) -> None:
        self.games += other.games
        self.wins += other.wins
        self.ties += other.ties
        self.rounds += other.rounds
        self.mine += other.mine
        self.others += other.others
        self.plans += other.plans
        self.times += other.times


def play_game(number: int, seed: str, tested: str, other: str, seats: int, limit: int,
              results: Results) -> None:
    """Game ``number``: ``tested`` in seat ``number mod seats``, ``other`` elsewhere."""
    game_seed = f"{seed}-{number}"
    mine = number % seats
    players = [PLAYERS[tested if s == mine else other]() for s in range(seats)]

    def timer(seat: int, seconds: float, legal: int, first: bool) -> None:
        if seat == mine and legal > 1:
            results.times.append(seconds)
            if first:
                results.plans.append(seconds)

    state = play(players, new(game_seed, seats, limit), game_seed, timer)
    outcome = result(state)
    results.games += 1
    if limit == 1:
        results.wins += outcome.places[mine] == 1 and outcome.places.count(1) == 1
    else:
        best = min(outcome.scores)
        alone = outcome.scores.count(best) == 1
        results.wins += outcome.scores[mine] == best and alone
        results.ties += outcome.scores[mine] == best and not alone
    for finished in state.history:
        results.rounds += 1
        results.mine.append(finished.scores[mine])
        results.others += [finished.scores[s] for s in range(seats) if s != mine]


def run_chunk(args: tuple[str, str, int, int, str, int, int]) -> Results:
    tested, other, seats, limit, seed, first, last = args
    results = Results()
    for number in range(first, last):
        play_game(number, seed, tested, other, seats, limit, results)
    return results


def run(tested: str, other: str, games: int, seed: str, seats: int = 2, limit: int = 25,
        jobs: int = 1) -> Results:
    chunk = max(1, min(25, games // max(1, jobs * 4)))
    tasks = [(tested, other, seats, limit, seed, f, min(games, f + chunk))
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


def report(tested: str, other: str, seats: int, limit: int, results: Results) -> list[str]:
    n = results.games
    low, high = wilson(results.wins, n)
    kind = f"matches to {limit}" if limit > 1 else "single rounds"
    fair = 100 / seats
    mine, mlow, mhigh = mean_interval(results.mine)
    theirs, tlow, thigh = mean_interval(results.others)
    lines = [
        f"{tested} against {seats - 1} {other}: {n} {kind}, {results.rounds} rounds",
        f"  win rate {100 * results.wins / n:.1f}% (95% CI {100 * low:.1f}% .. "
        f"{100 * high:.1f}%; a fair share is {fair:.1f}%)"
        + (f", ties {results.ties}" if limit > 1 else ""),
        f"  cards left per round: {tested} {mine:.2f} (95% CI {mlow:.2f} .. {mhigh:.2f}), "
        f"{other} {theirs:.2f} ({tlow:.2f} .. {thigh:.2f})",
    ]
    return lines


def timing(label: str, times: Sequence[float]) -> str:
    ms = [1000 * t for t in times]
    if not ms:
        return f"  {label}: none"
    return (f"  {label} ({len(ms)}): mean {sum(ms) / len(ms):.1f} ms, p50 "
            f"{percentile(ms, .5):.1f} ms, p95 {percentile(ms, .95):.1f} ms, max "
            f"{max(ms):.1f} ms (wall)")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    size = parser.add_mutually_exclusive_group()
    size.add_argument("--matches", type=int, help="whole matches to --limit")
    size.add_argument("--rounds", type=int, help="single rounds (limit 1)")
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--limit", type=int, default=rules.DEFAULT_LIMIT,
                        choices=[n for n in rules.LIMITS if n > 1], help="a match's limit (K14)")
    parser.add_argument("--tested", default="hard", choices=sorted(PLAYERS))
    parser.add_argument("--other", default="normal", choices=sorted(PLAYERS))
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--seed", default="tournament")
    args = parser.parse_args(argv)
    limit = 1 if args.rounds is not None else args.limit
    games = args.rounds if args.rounds is not None else args.matches or 200
    print(f"Python {platform.python_version()} on {platform.machine()}, {args.jobs} "
          f"process(es); {args.seats} seats; seed {args.seed!r}")
    started = time.perf_counter()
    results = run(args.tested, args.other, games, args.seed, args.seats, limit, args.jobs)
    print("\n".join(report(args.tested, args.other, args.seats, limit, results)))
    print(f"{args.tested}'s decision times:")
    print(timing("per whole-turn plan", results.plans))
    print(timing("every real decision", results.times))
    if args.seats == 2 and limit > 1 and (args.tested, args.other) == ("hard", "normal"):
        rate = results.wins / results.games
        met = rate >= MATCH_TARGET and percentile(results.plans, .95) <= P95_TARGET
        print(f"  targets (match win rate >= 65%, plan p95 <= 250 ms): "
              f"{'met' if met else 'NOT met'}")
    print(f"({time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
