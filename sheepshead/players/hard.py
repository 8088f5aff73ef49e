"""``HardPlayer``: decides every action by search over sampled deals (:mod:`.search`)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from cards.protocol import JSON
from sheepshead.engine.actions import Action
from sheepshead.players import search


class HardPlayer:
    """Picking, burying, calling and card play by Monte Carlo search from its seat's view.

    ``rollouts`` (or a fixed ``samples`` count) sets the budget; the defaults aim at a
    quarter of a second at p95 on one core. Tests use a small budget.
    """

    name = "hard"

    def __init__(self, rollouts: int = search.ROLLOUTS, samples: int | None = None) -> None:
        self.rollouts = rollouts
        self.samples = samples

    def choose(
        self, view: Mapping[str, JSON], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        return search.search(view, legal, rng, self.rollouts, self.samples)
