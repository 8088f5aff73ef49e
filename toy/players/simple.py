"""The toy's computer player: mostly random, low cards first, an occasional declaration."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from functools import partial

from cards.protocol import JSON
from toy.engine.game import DECLARE, Action, rank


class ToyPlayer:
    """Declares now and then when its hand is low; otherwise plays when it must, and
    declines (returns None) when it only may act."""

    def __init__(self, declare_rate: float = 0.2, careful: float = 0.5) -> None:
        self.declare_rate = declare_rate
        self.careful = careful  # how often it plays its lowest card instead of a random one

    def choose(self, view: Mapping[str, JSON], legal: Sequence[Action], rng: random.Random
               ) -> Action | None:
        required = view["seat"] in view["to_act"]
        moves = [a for a in legal if a.type != DECLARE]
        low_hand = all(rank(c) < 8 for c in view["hand"])  # nothing above ten
        if len(moves) < len(legal) and low_hand and rng.random() < self.declare_rate:
            return Action(DECLARE)
        if not required or not moves:
            return None
        if rng.random() < self.careful:
            return min(moves, key=lambda a: rank(a.card))
        return moves[rng.randrange(len(moves))]


PLAYERS: dict[str, Callable[[], ToyPlayer]] = {
    "easy": partial(ToyPlayer, 0.1, 0.2),
    "normal": partial(ToyPlayer, 0.3, 0.8),
}
