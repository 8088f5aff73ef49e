"""Fit Hard's static value (:data:`features.WEIGHTS`) to the playouts of self-play positions.

    python -m shakipesh.players.fit_static [--positions 600] [--worlds 200] [--jobs 2]
        [--seed fit]

Rounds between Normal players at two to four seats give the positions: the start of a turn
with more than one way to play it. For each, up to ``ENDINGS`` of its turn's endings (the
best by the current static value, then others at random, and Normal's) are played out to the
round's end on the same ``--worlds`` sampled worlds, exactly as Hard's search plays them
(:func:`.search.value_on`). Least squares on the endings' features, each position's means
taken off (only the order within a position matters), gives the weights; printed with the
fit's R², on the positions it was fitted on and on a third held out, and the held-out regret
(how much worse, in playout utility, the ending with the best static value is than the best
of those played out). Paste the printed ``WEIGHTS`` into :mod:`.features`. Deterministic for
its arguments and the weights in place (they pick the endings played out, so a refit is one
step of an iteration); ``--jobs`` only shares the playouts out.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor

from shakipesh.engine import ENGINE
from shakipesh.players import NormalPlayer, features, search
from shakipesh.players.knowledge import read
from shakipesh.players.model import Ending, Position, endings
from shakipesh.players.rollout import sample

ENDINGS = 40  # endings played out per position
BEST = 15  # of them, the best by the current static value
RIDGE = 1e-3  # keeps the normal equations solvable when a feature never varies

Rows = list[tuple[list[float], float]]  # one position's endings: features, mean utility


def positions(count: int, seed: str) -> list[dict[str, object]]:
    """``count`` turn-start views from rounds of Normal players, every seat count."""
    found: list[dict[str, object]] = []
    rng = random.Random(seed)
    number = 0
    while len(found) < count:
        seats = (2, 2, 3, 4)[number % 4]
        state = ENGINE.new_game(f"{seed}-{number}", seats, {"limit": 1})
        player = NormalPlayer()
        while not state.finished:
            seat = state.turn
            legal = ENGINE.legal_actions(state, seat)
            view = ENGINE.view(state, seat)
            if not state.started and len(legal) > 2 and rng.random() < 0.3:
                found.append(view)
            action = player.choose(view, legal, rng)
            assert action is not None
            state = ENGINE.apply(state, seat, action)
        number += 1
    return found[:count]


def played(args: tuple[dict[str, object], int, str]) -> Rows:
    """One position's endings with their features and mean utility over the worlds."""
    view, worlds, seed = args
    seen = read(view)
    start = Position.of(seen)
    found = endings(start)
    if len(found) < 2 or not found[0].position.hand:
        return []
    rng = random.Random(f"{seed}/{seen.turn_key()}")
    ranked = sorted(found, key=lambda e: (-features.value(e.position, seen), e.moves))
    chosen = ranked[:BEST]
    rest = ranked[BEST:]
    chosen += rng.sample(rest, min(ENDINGS - BEST, len(rest)))
    normal = search.normal_ending(start, seen)
    if normal is not None and all(e.position != normal.position for e in chosen):
        chosen.append(normal)
    sampled = [sample(seen, rng) for _ in range(worlds)]
    return [(features.of(e.position, seen), search.value_on(seen, Ending(e.moves, e.position),
                                                            sampled) / worlds)
            for e in chosen]


def centred(groups: Sequence[Rows]) -> tuple[list[list[float]], list[float]]:
    xs: list[list[float]] = []
    ys: list[float] = []
    for rows in groups:
        n = len(rows)
        means = [sum(r[0][j] for r in rows) / n for j in range(len(rows[0][0]))]
        mean_y = sum(r[1] for r in rows) / n
        for x, y in rows:
            xs.append([a - m for a, m in zip(x, means, strict=True)])
            ys.append(y - mean_y)
    return xs, ys


def least_squares(xs: list[list[float]], ys: list[float]) -> list[float]:
    """The weights minimising the squared error (normal equations, a little ridge)."""
    k = len(xs[0])
    a = [[sum(x[i] * x[j] for x in xs) + (RIDGE if i == j else 0.0) for j in range(k)]
         + [sum(x[i] * y for x, y in zip(xs, ys, strict=True))] for i in range(k)]
    for col in range(k):  # Gauss–Jordan with partial pivoting
        pivot = max(range(col, k), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(k):
            if r != col and a[col][col]:
                f = a[r][col] / a[col][col]
                a[r] = [v - f * w for v, w in zip(a[r], a[col], strict=True)]
    return [a[i][k] / a[i][i] if a[i][i] else 0.0 for i in range(k)]


def r_squared(groups: Sequence[Rows], weights: Sequence[float]) -> float:
    xs, ys = centred(groups)
    residual = sum((y - sum(w * v for w, v in zip(weights, x, strict=True))) ** 2
                   for x, y in zip(xs, ys, strict=True))
    total = sum(y * y for y in ys)
    return 1 - residual / total if total else 0.0


def regret(groups: Sequence[Rows], weights: Sequence[float]) -> float:
    lost = 0.0
    for rows in groups:
        best = max(rows, key=lambda r: sum(w * v for w, v in zip(weights, r[0], strict=True)))
        lost += max(r[1] for r in rows) - best[1]
    return lost / len(groups)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--positions", type=int, default=600)
    parser.add_argument("--worlds", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", default="fit")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    tasks = [(view, args.worlds, args.seed) for view in positions(args.positions, args.seed)]
    if args.jobs > 1:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            groups = [g for g in pool.map(played, tasks, chunksize=4) if g]
    else:
        groups = [g for g in map(played, tasks) if g]
    held = groups[::3]
    fitted = [g for i, g in enumerate(groups) if i % 3]
    weights = least_squares(*centred(fitted))
    print(f"{len(groups)} positions, {sum(map(len, groups))} endings played out on "
          f"{args.worlds} worlds each ({time.perf_counter() - started:.0f} s)")
    for name, w in zip(features.NAMES, weights, strict=True):
        print(f"  {name:14} {w:+.3f}")
    print(f"R² fitted {r_squared(fitted, weights):.3f}, held out "
          f"{r_squared(held, weights):.3f}; held-out regret {regret(held, weights):.3f} "
          f"(the current weights: {regret(held, features.WEIGHTS):.3f})")
    print("WEIGHTS = (" + ", ".join(f"{w:.3f}" for w in weights) + ")")


if __name__ == "__main__":
    main()
