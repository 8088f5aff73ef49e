"""``HardPlayer``: decides its plays by search over sampled worlds (:mod:`.search`), its
swap by the table of :mod:`.swap`, and turns face-down cards blind (H13)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from cards.protocol import JSON
from shiesta.engine.actions import FACE_DOWN, READY, Action
from shiesta.players import search, swap
from shiesta.players.knowledge import Knowledge


class HardPlayer:
    """Play by Monte Carlo search from its seat's view; the swap (H4) by a table built from
    simulation.

    ``rollouts`` (or a fixed ``samples`` count) sets the budget; the defaults aim at well
    under a quarter of a second a decision on one core. Tests use a small budget.
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
        kind = legal[-1].type
        if kind == READY:
            know = Knowledge.from_view(view)
            action = swap.next_swap(know.hand, know.face_up[know.seat])
            return action if action is not None and action in legal else legal[-1]
        if kind == FACE_DOWN:
            return legal[rng.randrange(len(legal))]  # blind: every position is alike
        return search.search(view, legal, rng, self.rollouts, self.samples)
