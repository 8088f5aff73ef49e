"""``EasyPlayer``: a beginner's game, low cards first with some randomness.

It keeps its cards as dealt, plays the lowest rank it may (all the cards of it it holds),
now and then any legal play, and turns face-down cards at random. It spends 2s, 3s and 10s
as readily as any low card: a gentle opponent for people learning the game.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from cards.protocol import JSON
from shiesta.engine.actions import FACE_DOWN, PLAY, READY, Action
from shiesta.engine.deck import RANK_OF

WHIM = 0.25  # how often it plays any legal action


class EasyPlayer:
    """The lowest play, with some randomness, for beginners."""

    name = "easy"

    def choose(
        self, view: Mapping[str, JSON], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        ready = next((a for a in legal if a.type == READY), None)
        if ready is not None:
            return ready  # the swap (H4): it keeps the deal
        if legal[0].type == FACE_DOWN or rng.random() < WHIM:
            return legal[rng.randrange(len(legal))]
        plays = [a for a in legal if a.type == PLAY]
        return min(plays, key=lambda a: (RANK_OF[a.cards[0]], -len(a.cards)))
