"""``HardPlayer``: decides by simulation. For each candidate (draw or take; where to swap, or
to throw, or to go up first; to knock or not) it plays the same sampled worlds
(:mod:`.sampler`) to the end with Normal's rules for every seat (:mod:`.rollout`) and picks
the candidate that wins most often (ties win for all, X3), the score margin breaking near
ties. The budget is a count of playouts, never a clock: the same view and rng give the same
choice. Out of turn it declines, as Normal does.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TypeVar

from cards.protocol import JSON
from sixes.players import policy
from sixes.players.knowledge import Seen, by_code, read
from sixes.players.model import (
    AFTER,
    DISCARD,
    HOLDING,
    KNOCK,
    MOVE,
    SWAP,
    TOP,
    UP,
    Stats,
    Table,
)
from sixes.players.normal import decide
from sixes.players.rollout import apply_first, play_out, scores
from sixes.players.sampler import sample

A = TypeVar("A")
PLAYOUTS = 240  # per decision, shared by its candidates
MAX_CANDIDATES = 4  # swaps kept for simulation, best by Normal's estimate first
CLEAR = 5.0  # a swap this much worse than the best by estimate is not simulated
MARGIN_WEIGHT = 0.05  # utility per point of score margin beside a win's 1


def candidates(seen: Seen, codes: Mapping[int, int]) -> list[tuple[int, ...]]:
    """The deciding seat's options worth simulating, each as its first steps."""
    plain = [c for c in codes if not UP <= c < KNOCK]
    if seen.phase != HOLDING or seen.holding < 0:
        return [(c,) for c in plain]
    t, seat, card = seen.table, seen.seat, seen.holding
    stats = Stats.of_pool(seen.pool, policy.OWNER_DISCOUNT)
    scored: list[tuple[float, tuple[int, ...]]] = [
        (gain, (SWAP + at,)) for gain, at in policy.swap_gains(t, seat, card, stats.mean)
        if SWAP + at in codes]
    if DISCARD in codes:
        scored.append((0.0, (DISCARD,)))
    for q in range(t.packets):
        if UP + q in codes:
            scored += [(gain, (UP + q, SWAP + at)) for gain, at in
                       policy.swap_gains(t, seat, card, stats.mean, [(q, TOP)])]
    scored.sort(key=lambda item: -item[0])
    best = scored[0][0]
    kept = [c for gain, c in scored if gain >= best - CLEAR][:MAX_CANDIDATES]
    if DISCARD in codes and (DISCARD,) not in kept:
        kept.append((DISCARD,))
    return kept


def utility(final: list[int], seat: int) -> float:
    mine = final[seat]
    others = [s for i, s in enumerate(final) if i != seat]
    win = 1.0 if mine <= min(others) else 0.0
    return win + MARGIN_WEIGHT * (sum(others) / len(others) - mine)


Sampler = Callable[[Seen, random.Random], Table]


def playouts_of(seen: Seen, options: Sequence[tuple[int, ...]], rng: random.Random,
                worlds: int, worlds_of: Sampler = sample) -> Iterator[list[list[int]]]:
    """Each option played to the end on the same ``worlds`` worlds drawn by ``worlds_of``:
    per world, the final scores after each option (the coach reads them as well)."""
    stats = Stats.of_pool(seen.pool, policy.OWNER_DISCOUNT)
    seat = seen.seat
    for _ in range(worlds):
        world = worlds_of(seen, rng)
        world.turn = seat
        finals = []
        for option in options:
            t = world.copy()
            phase, card, taken, over = apply_first(t, seat, seen.phase, seen.holding,
                                                   seen.taken, option)
            finals.append(scores(t) if over else play_out(t, stats, phase, card, taken))
        yield finals


def search(seen: Seen, options: list[tuple[int, ...]], rng: random.Random,
           playouts: int = PLAYOUTS, worlds_of: Sampler = sample) -> tuple[int, ...]:
    """The option whose playouts score best, on common worlds drawn by ``worlds_of``."""
    worlds = max(2, playouts // len(options))
    totals = [0.0] * len(options)
    seat = seen.seat
    for finals in playouts_of(seen, options, rng, worlds, worlds_of):
        for j, final in enumerate(finals):
            totals[j] += utility(final, seat)
    best = max(range(len(options)), key=lambda j: (totals[j], -j))
    return options[best]


class HardPlayer:
    """Simulates its candidates on sampled worlds; declines out of turn.

    ``playouts`` sets the budget per decision (tests use a small one).
    """

    name = "hard"

    def __init__(self, playouts: int = PLAYOUTS) -> None:
        self.playouts = playouts
        self.worlds_of: Sampler = sample  # only the ceiling diagnostic draws others

    def choose(self, view: Mapping[str, JSON], legal: Sequence[A], rng: random.Random
               ) -> A | None:
        seen = read(view)
        if not legal or not seen.on_turn:
            return None
        if len(legal) == 1:
            return legal[0]
        codes = by_code(legal)
        if seen.phase not in (MOVE, HOLDING, AFTER):
            return legal[codes[decide(seen, codes)]]
        options = candidates(seen, codes)
        if len(options) == 1:
            return legal[codes[options[0][0]]]
        return legal[codes[search(seen, options, rng, self.playouts, self.worlds_of)[0]]]


__all__ = ["HardPlayer", "candidates", "playouts_of", "search", "utility"]
