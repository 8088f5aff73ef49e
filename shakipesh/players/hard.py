"""``HardPlayer``: plans its whole turn by search (:mod:`.search`) and then plays the plan one
action per call.

The Player API asks for one action at a time, and the tables layer may build a new player
for every call; so the plan is kept in the player, keyed by the turn and the position each
of its steps reaches, and made again when the player has none for the position it is asked
about. A plan made again finds the same sampled worlds (they are seeded by what the turn
does not change) and searches only the rest of the turn, so it mostly goes on as the first
plan would have, and a new player's choice depends on the view alone. A way out of cards
is always taken (K12).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from cards.protocol import JSON
from shakipesh.engine.actions import Action
from shakipesh.players import policy, search
from shakipesh.players.knowledge import read
from shakipesh.players.model import Position
from shakipesh.players.normal import as_action


class HardPlayer:
    """Search the turn's move sequences; judge them by playouts on sampled worlds."""

    name = "hard"

    def __init__(self, budget: int | None = None, candidates: int | None = None,
                 playouts: int | None = None) -> None:
        # None: the module's budgets, read when the plan is made (benchmarks may set them)
        self.budget, self.candidates, self.playouts = budget, candidates, playouts
        self._turn = ""
        self._plan: dict[Position, int] = {}  # position reached -> the plan's next move

    def choose(self, view: Mapping[str, JSON], legal: Sequence[Action], rng: random.Random
               ) -> Action | None:
        if not legal:
            return None
        if len(legal) == 1:
            return legal[0]
        seen = read(view)
        position = Position.of(seen)
        key = seen.turn_key()
        if key != self._turn or position not in self._plan:
            best = search.plan(seen, self.budget or search.BUDGET,
                               self.candidates or search.CANDIDATES,
                               self.playouts or search.PLAYOUTS)[0]
            self._turn, self._plan = key, {}
            step = position
            for move in best.moves:
                self._plan[step] = move
                if move < 0:
                    break
                step = step.play(move)
            else:
                self._plan[step] = policy.END  # the plan's end: end the turn
        action = as_action(self._plan[position], seen)
        return action if action in legal else legal[0]
