"""``NormalPlayer``: the rule book's advice as rules of thumb (:mod:`.policy`), one move at a
time from its seat's view. It combines whenever it can, uses its rights on the card least
useful to keep (a card next to a pile's bottom first: its right comes back), lays what is
worth more laid than kept and keeps the last card of its own runs while it has other moves,
and makes a shakipesh when stuck or early in the round when every lay would open chances for
the others. Deterministic: the same view gives the same move (the rng is not needed)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from cards.protocol import JSON
from shakipesh.engine.actions import END_ACTION, PASS_ACTION, SHAKIPESH_ACTION, Action
from shakipesh.players import policy
from shakipesh.players.knowledge import Seen, read
from shakipesh.players.model import Position, to_action


def as_action(move: int, seen: Seen) -> Action:
    """A move of :mod:`.model` or :mod:`.policy` as the engine's action."""
    if move == policy.END:
        return END_ACTION
    if move == policy.SHAKIPESH:
        return SHAKIPESH_ACTION
    if move == policy.PASS:
        return PASS_ACTION
    return to_action(move, seen)


class NormalPlayer:
    """Plays :func:`policy.choose` on its view."""

    name = "normal"

    def choose(self, view: Mapping[str, JSON], legal: Sequence[Action], rng: random.Random
               ) -> Action | None:
        if not legal:
            return None
        if len(legal) == 1:
            return legal[0]
        seen = read(view)
        action = as_action(policy.choose(Position.of(seen), policy.context_of(seen)), seen)
        return action if action in legal else legal[0]
