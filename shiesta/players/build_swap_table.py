"""Build the swap table of :mod:`.swap` from simulation, and print it.

    python -m shiesta.players.build_swap_table --deals 40000 [--jobs 2] [--seed swap]

Each deal is dealt from its own seed with three, four or five players in turn, a random
tested seat and a random starter (H5). The other seats swap as Normal does (strongest cards
face up); the tested seat's hand and face-up cards are arranged in every possible way (56
rows with a hand of five, 35 with four), and each arrangement is played to the end by the
rollout policy on the same deal (the same face-down cards, the same draw pile). The place
is fitted by least squares on the number of face-up cards of each rank and the number of
ranks with two or more face up, after subtracting each deal's mean (so that the luck of the
deal, the same for all its arrangements, cancels). Printed: the coefficients (lower is
better: a negative value means "face up helps"), ready to paste into ``swap.py``, and how
the table's rows and Normal's do against the deal's mean arrangement.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from itertools import combinations

from shiesta.engine import game
from shiesta.engine.deck import RANK_MASK, codes
from shiesta.engine.state import GameState
from shiesta.players.rollout import arrange, policy_playout

FEATURES = 14  # 13 ranks face up, and the ranks with two or more face up
RIDGE = 1e-3  # the features sum to three in every row: a touch of ridge fixes the scale


def features(up: int) -> list[float]:
    out = [float((up & mask).bit_count()) for mask in RANK_MASK]
    out.append(float(sum(1 for mask in RANK_MASK if (up & mask).bit_count() >= 2)))
    return out


Deal = tuple[list[int], list[float], int]  # each row's face-up mask, its place; Normal's


def play_deal(seed: str, seats: int, rng: random.Random) -> Deal:
    """One deal: the tested seat's every face-up row with the place it got, and the index
    of Normal's row among them."""
    tested = rng.randrange(seats)
    state = game.new_game(seed, seats, rng.randrange(1, 6))
    hands, up = list(state.hands), list(state.face_up)
    for s in range(seats):
        if s != tested:
            hands[s], up[s] = arrange(hands[s], up[s])
    cards = hands[tested] | up[tested]
    normal_up = arrange(hands[tested], up[tested])[1]
    rows: list[int] = []
    places: list[float] = []
    for row in combinations([c for c in range(52) if cards >> c & 1], 3):
        mask = sum(1 << c for c in row)
        hands[tested], up[tested] = cards & ~mask, mask
        ready: GameState = state._replace(hands=tuple(hands), face_up=tuple(up),
                                          ready=(True,) * seats)
        places.append(float(policy_playout(ready)[tested]))
        rows.append(mask)
    return rows, places, rows.index(normal_up)


def run_chunk(args: tuple[str, int, int]) -> list[Deal]:
    """Deals ``first`` to ``last - 1``, with three, four and five players in turn."""
    seed, first, last = args
    return [play_deal(f"{seed}-{n}", 3 + n % 3, random.Random(f"{seed}/{n}"))
            for n in range(first, last)]


def fit(deals: Sequence[Deal]) -> list[float]:
    """Least squares of the place on the features, both centred within each deal."""
    xtx = [[0.0] * FEATURES for _ in range(FEATURES)]
    xty = [0.0] * FEATURES
    count = 0
    for rows, places, _ in deals:
        xs = [features(mask) for mask in rows]
        means = [sum(x[k] for x in xs) / len(xs) for k in range(FEATURES)]
        mean_place = sum(places) / len(places)
        for x, place in zip(xs, places, strict=True):
            c = [x[k] - means[k] for k in range(FEATURES)]
            y = place - mean_place
            for i in range(FEATURES):
                if c[i]:
                    xty[i] += c[i] * y
                    for j in range(FEATURES):
                        xtx[i][j] += c[i] * c[j]
        count += len(rows)
    for i in range(FEATURES):
        xtx[i][i] += RIDGE * count
    return solve(xtx, xty)


def chosen_gain(deals: Sequence[Deal], coef: Sequence[float]) -> float:
    """The mean place of the row the coefficients choose, against the deal's mean row."""
    total = 0.0
    for rows, places, _ in deals:
        values = [sum(a * b for a, b in zip(features(m), coef, strict=True)) for m in rows]
        best = min(range(len(rows)), key=lambda i: (values[i], i))
        total += places[best] - sum(places) / len(places)
    return total / len(deals)


def solve(a: Sequence[Sequence[float]], b: Sequence[float]) -> list[float]:
    """``a x = b`` by Gaussian elimination with partial pivoting (a is small and square)."""
    n = len(b)
    m = [list(map(float, a[i])) + [float(b[i])] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col and m[col][col]:
                factor = m[r][col] / m[col][col]
                for c in range(col, n + 1):
                    m[r][c] -= factor * m[col][c]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--deals", type=int, default=40000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", default="swap")
    args = parser.parse_args(argv)
    chunk = 250
    tasks = [(args.seed, f, min(args.deals, f + chunk)) for f in range(0, args.deals, chunk)]
    deals: list[Deal] = []
    if args.jobs > 1:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            for part in pool.map(run_chunk, tasks):
                deals += part
    else:
        for task in tasks:
            deals += run_chunk(task)
    coef = fit(deals)
    normal = sum(p[i] - sum(p) / len(p) for _, p, i in deals) / len(deals)
    print(f"{len(deals)} deals, {sum(len(r) for r, _, _ in deals)} arrangements played out")
    print("rank      " + " ".join(f"{codes(RANK_MASK[r])[0][:-1]:>6}" for r in range(13)))
    print("UP_VALUE  " + " ".join(f"{c:+6.3f}" for c in coef[:13]))
    print(f"PAIR_UP   {coef[13]:+.3f}")
    print(f"mean place against the deal's mean row: Normal's row {normal:+.3f}, "
          f"the table's row {chosen_gain(deals, coef):+.3f}")
    print("UP_VALUE: tuple[float, ...] = (" + ", ".join(f"{c:.3f}" for c in coef[:13]) + ")")
    print(f"PAIR_UP = {coef[13]:.3f}")


if __name__ == "__main__":
    main()
