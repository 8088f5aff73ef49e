"""How far Sixes' coach agrees with Hard, on one core.

    python -m sixes.players.coach_bench [--positions 1000] [--seats 4] [--double]
        [--seed coach]

Games are played by Hard and Normal in turn round the table (seat 0 Hard, seat 1 Normal, …;
the starter moves from game to game), and every real decision of the seat on turn (more than
one legal action) is a position: the coach's hint (:func:`.coach.advise`, its rng seeded as
a table seeds it) is set against Hard's own choice there (a full-budget ``HardPlayer`` with
the rng the table gives a computer's decision). Printed: the share of positions where the
hint is Hard's choice (95% Wilson interval), by phase, beside how often Hard with another
rng repeats its own choice (its search's noise); how often Hard's choice is within the
coach's ``REVIEW_MIN_GAIN`` of the hint by the coach's values (a review would not fault
it); and, where the two differ, both valued again on fresh worlds: how often the hint is at
least as good there, and its mean gain (points as the coach counts them: the score less the
others' mean, a win counting 20). Then the coach's time per hint.
"""

from __future__ import annotations

import argparse
import platform
import random
import time
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cards.measure import percentile, wilson
from sixes.engine import ENGINE
from sixes.engine.rules import DOUBLE, SIXES
from sixes.players import HardPlayer, NormalPlayer
from sixes.players.coach import REVIEW_MIN_GAIN, Option, advise, evaluate


@dataclass
class Tally:
    positions: int = 0
    agree: int = 0
    hard_again: int = 0  # Hard's choice with another rng is its first one
    near: int = 0  # Hard's choice within REVIEW_MIN_GAIN of the hint by the coach's values
    differ: int = 0
    fresh_as_good: int = 0  # where they differ: the hint at least as good on fresh worlds
    fresh_gain: float = 0.0
    by_phase: Counter[str] = field(default_factory=Counter)
    agree_by_phase: Counter[str] = field(default_factory=Counter)
    seconds: list[float] = field(default_factory=list)


def measure(positions: int, seats: int = 4, double: bool = False, seed: str = "coach"
            ) -> Tally:
    hard, normal = HardPlayer(), NormalPlayer()
    tally = Tally()
    number = 0
    while tally.positions < positions:
        game = f"{seed}-{number}"
        state = ENGINE.new_game(game, seats, {"variant": DOUBLE if double else SIXES,
                                              "starter": number % seats})
        while ENGINE.to_act(state) and tally.positions < positions:
            seat = ENGINE.to_act(state)[0]
            legal = ENGINE.legal_actions(state, seat)
            view = ENGINE.view(state, seat)
            rng = random.Random(f"{game}/{state.version}/{seat}")
            chosen = hard.choose(view, legal, rng)
            assert chosen is not None
            if len(legal) > 1:
                start = time.process_time()
                advice = advise(view, legal, random.Random(f"{game}/coach/hint/{state.version}"))
                tally.seconds.append(time.process_time() - start)
                _count(tally, view, legal, advice.options, chosen, game, state.version)
                again = hard.choose(view, legal, random.Random(f"{game}/again/{state.version}"))
                tally.hard_again += again == chosen
            if seat % 2:
                chosen = normal.choose(view, legal, rng)
                assert chosen is not None
            state = ENGINE.apply(state, seat, chosen)
        number += 1
    return tally


def _count(tally: Tally, view: Mapping[str, Any], legal: Sequence[Any],
           options: Sequence[Option], chosen: Any, game: str, version: int) -> None:
    best = options[0]
    mine = next(o for o in options if o.action == chosen)
    phase = str(view.get("phase"))
    tally.positions += 1
    tally.by_phase[phase] += 1
    if best.action == chosen:
        tally.agree += 1
        tally.agree_by_phase[phase] += 1
    if mine.value - best.value < REVIEW_MIN_GAIN:
        tally.near += 1
    if best.action != chosen:
        tally.differ += 1
        fresh = {o.action: o.value for o in evaluate(
            view, legal, random.Random(f"{game}/fresh/{version}"))}
        gain = fresh[chosen] - fresh[best.action]
        tally.fresh_gain += gain
        tally.fresh_as_good += gain >= 0


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--positions", type=int, default=1000)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--double", action="store_true")
    parser.add_argument("--seed", default="coach")
    args = parser.parse_args(argv)
    print(f"Python {platform.python_version()} on {platform.machine()}, one process; "
          f"{'double' if args.double else 'sixes'}, {args.seats} seats (Hard and Normal in "
          f"turn), seed {args.seed}", flush=True)
    t = measure(args.positions, args.seats, args.double, args.seed)
    low, high = wilson(t.agree, t.positions)
    print(f"positions {t.positions}: the hint is Hard's choice in {t.agree} "
          f"({100 * t.agree / t.positions:.1f}%, 95% CI {100 * low:.1f}% … {100 * high:.1f}%)")
    low, high = wilson(t.hard_again, t.positions)
    print(f"Hard against itself (another rng): the same choice in {t.hard_again} "
          f"({100 * t.hard_again / t.positions:.1f}%, {100 * low:.1f}% … {100 * high:.1f}%)")
    for phase, count in sorted(t.by_phase.items()):
        print(f"  {phase:8} {t.agree_by_phase[phase]:5d} of {count:5d} "
              f"({100 * t.agree_by_phase[phase] / count:.1f}%)")
    print(f"Hard's choice within {REVIEW_MIN_GAIN} points of the hint by the coach's values "
          f"(a review would not fault it): {t.near} ({100 * t.near / t.positions:.1f}%)")
    if t.differ:
        print(f"where they differ ({t.differ}), valued again on fresh worlds: the hint at least "
              f"as good in {t.fresh_as_good} ({100 * t.fresh_as_good / t.differ:.1f}%), "
              f"better by {t.fresh_gain / t.differ:+.2f} points on average")
    ms = [1000 * s for s in t.seconds]
    print(f"the coach's hint: p50 {percentile(ms, .5):.0f} ms, p95 {percentile(ms, .95):.0f} ms, "
          f"max {max(ms):.0f} ms CPU", flush=True)


if __name__ == "__main__":
    main()
