"""``RandomPlayer``: a uniformly random legal action, the baseline every player must beat."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from cards.protocol import JSON
from shiesta.engine.actions import Action


class RandomPlayer:
    """Chooses uniformly among the legal actions with the ``rng`` it is given."""

    name = "random"

    def choose(
        self, view: Mapping[str, JSON], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        return legal[rng.randrange(len(legal))]
