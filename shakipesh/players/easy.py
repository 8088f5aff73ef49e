"""``EasyPlayer``: greedy shedding, a beginner's game.

It combines whenever it can (each combination is a card shed through its new-pile right,
K8), lays whatever it can (K7), uses its rights on the card that starts the longest falling
run in its hand (K10), ends its turn when nothing is left to lay, makes a shakipesh only
when it can lay nothing (K11) and passes when it must (K6). Ties go to the rng, so the same
view and rng give the same choice.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from cards.protocol import JSON
from shakipesh.engine.actions import COMBINE, END, LAY, NEW_PILE, SHAKIPESH, Action
from shakipesh.engine.deck import BIT, FOLLOWER, card_index


def run_length(card: int, hand: int) -> int:
    """How many cards of ``hand`` fall from ``card`` one after another, ``card`` included."""
    count = 0
    while hand & BIT[card]:
        hand ^= BIT[card]
        count += 1
        card = FOLLOWER[card]
    return count


class EasyPlayer:
    """Sheds greedily: combine, lay, use the rights, end; a shakipesh only when stuck."""

    name = "easy"

    def choose(self, view: Mapping[str, JSON], legal: Sequence[Action], rng: random.Random
               ) -> Action | None:
        if not legal:
            return None
        if len(legal) == 1:
            return legal[0]
        for kind in (COMBINE, LAY):
            moves = [a for a in legal if a.type == kind]
            if moves:
                return rng.choice(moves)
        new_piles = [a for a in legal if a.type == NEW_PILE]
        if new_piles:
            hand = 0
            for code in view.get("hand") or ():
                hand |= BIT[card_index(code)]
            longest = max(run_length(a.card, hand) for a in new_piles)
            return rng.choice([a for a in new_piles if run_length(a.card, hand) == longest])
        for kind in (END, SHAKIPESH):
            for action in legal:
                if action.type == kind:
                    return action
        return legal[0]  # pass: the only action left (K6)
