"""Duplicate-style match between two computer players.

    python -m sheepshead.players.tournament --deals 2000 --a heuristic --b random
    python -m sheepshead.players.tournament --deals 2000 --a hard --b normal \
        --workers 2 --resume hard-normal.jsonl

Every deal is dealt from its own seed and replayed five times, with player A in each seat in
turn and player B in the four others, so A meets every hand and every position equally.
Printed: A's mean score per deal per seat with a 95% confidence interval (deals are the
independent units: each deal's five replays are averaged first; 0 is an even match, since
the scores of a deal sum to zero), how often each player picks, the leaster rate, the
players' win rates as picker, partner and defender, and their mean time per decision.

Levels: any key of ``PLAYERS`` (easy, normal, hard; heuristic is normal). ``--workers`` runs
chunks of deals in parallel processes; ``--resume FILE`` appends each finished chunk to FILE
(JSON lines) and skips chunks already there, so a long match can be stopped and restarted.
Results do not depend on the number of workers or on resuming.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Protocol

from cards.protocol import JSON
from sheepshead.engine import Action, apply, legal_actions, new_game, to_act, view
from sheepshead.engine.summary import deal_facts
from sheepshead.players import PLAYERS, sanity

SEATS = 5
ROLES = ("picker", "partner", "defender", "leaster")


class _Player(Protocol):
    def choose(
        self, view: dict[str, JSON], legal: Sequence[Action], rng: random.Random
    ) -> Action: ...


@dataclass
class SideStats:
    """Figures for one player (A or B) over all the seats it sat in."""

    decisions: int = 0
    seconds: float = 0.0
    pick_decisions: int = 0
    picks: int = 0
    seat_deals: int = 0
    played: dict[str, int] = field(default_factory=lambda: dict.fromkeys(ROLES, 0))
    won: dict[str, int] = field(default_factory=lambda: dict.fromkeys(ROLES, 0))
    points: dict[str, int] = field(default_factory=lambda: dict.fromkeys(ROLES, 0))
    sanity: dict[str, list[int]] = field(default_factory=sanity.empty)  # see sanity.py

    def merge(self, other: SideStats) -> None:
        self.decisions += other.decisions
        self.seconds += other.seconds
        self.pick_decisions += other.pick_decisions
        self.picks += other.picks
        self.seat_deals += other.seat_deals
        for role in ROLES:
            self.played[role] += other.played[role]
            self.won[role] += other.won[role]
            self.points[role] += other.points[role]
        for pattern, (met, chances) in other.sanity.items():
            mine = self.sanity.setdefault(pattern, [0, 0])
            mine[0] += met
            mine[1] += chances


@dataclass
class MatchStats:
    per_deal: list[float] = field(default_factory=list)  # A's mean score per seat, per deal
    replays: int = 0
    leasters: int = 0
    a: SideStats = field(default_factory=SideStats)
    b: SideStats = field(default_factory=SideStats)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> MatchStats:
        return cls(
            per_deal=list(data["per_deal"]), replays=data["replays"], leasters=data["leasters"],
            a=SideStats(**data["a"]), b=SideStats(**data["b"]),
        )

    def merge(self, other: MatchStats) -> None:
        self.per_deal.extend(other.per_deal)
        self.replays += other.replays
        self.leasters += other.leasters
        self.a.merge(other.a)
        self.b.merge(other.b)


def play_deal(
    seed: str, players: Sequence[_Player], stats: Sequence[SideStats], rng_label: str
) -> tuple[tuple[int, ...], bool]:
    """Play one deal with ``players[seat]``; record each seat's figures in ``stats[seat]``.

    Returns the deal's scores and whether it was a leaster. The sanity checks
    (:mod:`.sanity`) are counted outside the timed decisions.
    """
    state = new_game(seed, {"deals": 1})
    rngs = [random.Random(f"{rng_label}/{seat}") for seat in range(SEATS)]
    clock = time.perf_counter
    leaster_takes: list[sanity.LeasterTake] = []
    while to_act(state):
        (seat,) = to_act(state)
        legal = legal_actions(state, seat)
        seen = view(state, seat)
        start = clock()
        action = players[seat].choose(seen, legal, rngs[seat])
        stats[seat].seconds += clock() - start
        stats[seat].decisions += 1
        if action not in legal:
            raise RuntimeError(f"seat {seat} chose {action}, not a legal action")
        if action.type in ("pick", "pass"):
            stats[seat].pick_decisions += 1
            stats[seat].picks += action.type == "pick"
        sanity.check_decision(state.deal, seat, seen, legal, action, stats[seat].sanity,
                              leaster_takes)
        state = apply(state, seat, action)
    deal = state.history[-1]
    result = deal.result
    assert result is not None
    for seat in range(SEATS):
        facts = deal_facts(state, seat)[-1]
        side = stats[seat]
        side.seat_deals += 1
        side.played[facts.role] += 1
        side.won[facts.role] += facts.won
        side.points[facts.role] += facts.score
        sanity.check_deal(deal, seat, side.sanity, leaster_takes)
    return result.scores, result.leaster


def run_chunk(args: tuple[str, str, str, int, int]) -> MatchStats:
    """Deals ``first`` to ``last - 1`` of the match: each replayed with A in every seat."""
    name_a, name_b, seed, first, last = args
    player_a, player_b = PLAYERS[name_a](), PLAYERS[name_b]()
    stats = MatchStats()
    for number in range(first, last):
        deal_seed = f"{seed}-{number}"
        total = 0
        for a_seat in range(SEATS):
            players: list[_Player] = [player_b] * SEATS
            players[a_seat] = player_a
            sides = [stats.b] * SEATS
            sides[a_seat] = stats.a
            scores, leaster = play_deal(deal_seed, players, sides, f"{deal_seed}/{a_seat}")
            total += scores[a_seat]
            stats.replays += 1
            stats.leasters += leaster
        stats.per_deal.append(total / SEATS)
    return stats


def run_match(
    name_a: str, name_b: str, deals: int, seed: str = "tournament", jobs: int = 1,
    progress: Callable[[int], None] | None = None, resume: Path | None = None,
) -> MatchStats:
    """Play the match; with ``resume``, reuse the chunks saved there and save new ones."""
    chunk = max(1, min(50, deals // max(1, jobs * 4) or 1))
    if resume is not None:
        chunk = 10  # fixed, so that a saved file fits whatever ``jobs`` is next time
    tasks = [
        (name_a, name_b, seed, first, min(deals, first + chunk))
        for first in range(0, deals, chunk)
    ]
    done: dict[tuple[int, int], MatchStats] = {}
    if resume is not None and resume.exists():
        for line in resume.read_text().splitlines():
            row = json.loads(line)
            if (row["a"], row["b"], row["seed"]) == (name_a, name_b, seed):
                done[(row["first"], row["last"])] = MatchStats.from_json(row["stats"])
    todo = [task for task in tasks if (task[3], task[4]) not in done]

    def finished(task: tuple[str, str, str, int, int], part: MatchStats) -> None:
        done[(task[3], task[4])] = part
        if resume is not None:
            row = {"a": name_a, "b": name_b, "seed": seed, "first": task[3],
                   "last": task[4], "stats": part.to_json()}
            with resume.open("a") as out:
                out.write(json.dumps(row) + "\n")
        if progress:
            progress(sum(len(p.per_deal) for p in done.values()))

    if jobs <= 1:
        for task in todo:
            finished(task, run_chunk(task))
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for task, part in zip(todo, pool.map(run_chunk, todo), strict=True):
                finished(task, part)
    stats = MatchStats()
    for task in tasks:  # in deal order, however the chunks were run
        stats.merge(done[(task[3], task[4])])
    return stats


def mean_ci(values: Sequence[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% confidence interval (normal approximation)."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, math.inf
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def _pct(part: int, whole: int) -> str:
    return f"{100.0 * part / whole:.1f}%" if whole else "-"


def report(name_a: str, name_b: str, stats: MatchStats) -> str:
    mean, half = mean_ci(stats.per_deal)
    lines = [
        f"{len(stats.per_deal)} deals x 5 seats ({stats.replays} deals played): "
        f"A = {name_a}, B = {name_b}",
        f"A points per deal per seat: {mean:+.3f}  (95% CI {mean - half:+.3f} .. "  # i18n: keep
        f"{mean + half:+.3f})",
        f"leaster rate: {_pct(stats.leasters, stats.replays)} of deals played",
        "",
        f"{'':12} {'pick rate':>9} {'picked':>7} "
        + " ".join(f"{role + ' win':>21}" for role in ROLES)
        + f" {'ms/decision':>11}",
    ]
    for label, side in (("A " + name_a, stats.a), ("B " + name_b, stats.b)):
        cells = []
        for role in ROLES:
            n = side.played[role]
            avg = side.points[role] / n if n else 0.0
            cells.append(f"{_pct(side.won[role], n)} {avg:+6.2f} /{n:>6}".rjust(21))
        ms = 1000.0 * side.seconds / side.decisions if side.decisions else 0.0
        lines.append(
            f"{label:12.12} {_pct(side.picks, side.pick_decisions):>9} "
            f"{_pct(side.played['picker'], side.seat_deals):>7} " + " ".join(cells)
            + f" {ms:11.3f}"
        )
    lines += [
        "",
        sanity.table(name_a, stats.a.sanity, name_b, stats.b.sanity),
        "",
        "pick rate: picks per pick-or-pass decision; picked: share of the player's seat-deals",
        "in which it picked. Role cells: win rate, mean deal score / number of deals in that",
        "role (a defender or leaster 'wins' when its deal score is positive).",
    ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--a", default="heuristic", choices=sorted(PLAYERS))
    parser.add_argument("--b", default="random", choices=sorted(PLAYERS))
    parser.add_argument("--seed", default="tournament")
    parser.add_argument("--workers", "--jobs", dest="jobs", type=int, default=1,
                        help="worker processes (default 1)")
    parser.add_argument("--resume", type=Path, default=None,
                        help="JSON-lines file of finished chunks: reused, and extended")
    parser.add_argument("--progress", action="store_true", help="print deals done as they end")
    args = parser.parse_args(argv)
    started = time.perf_counter()

    def show(done: int) -> None:
        elapsed = time.perf_counter() - started
        print(f"  {done}/{args.deals} deals ({elapsed:.0f} s)", flush=True)

    stats = run_match(args.a, args.b, args.deals, args.seed, args.jobs,
                      show if args.progress else None, args.resume)
    print(report(args.a, args.b, stats))
    print(f"\n({time.perf_counter() - started:.1f} s)")


if __name__ == "__main__":
    main()
