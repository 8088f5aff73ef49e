"""``NormalPlayer``: expected values from the cards not yet seen (:mod:`.policy`).

It values each card it does not know at the mean of the unseen cards, keeps kings, jokers and
matches (X3: they count 0), throws high cards, takes the open pile's top when that beats a
draw, goes up once its bottom row is good and knocks when its estimate is clearly lowest.
Out of turn it declines (it goes up on its own turn, with a card in hand, which is never
worse).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TypeVar

from cards.protocol import JSON
from sixes.players import policy
from sixes.players.knowledge import Seen, by_code, read
from sixes.players.model import AFTER, HOLDING, KNOCK, MOVE, UP, Stats

A = TypeVar("A")


def decide(seen: Seen, codes: Mapping[int, int], knock_p: float = policy.KNOCK_P) -> int:
    """Normal's choice as the model's int; it is one of ``codes`` when that has any."""
    t, seat = seen.table, seen.seat
    stats = Stats.of_pool(seen.pool, policy.OWNER_DISCOUNT, knock_p)
    choice = -1
    if seen.phase == MOVE:
        choice = policy.choose_move(t, seat, stats)
    elif seen.phase == HOLDING and seen.holding >= 0:
        choice = policy.choose_hold(t, seat, seen.holding, seen.taken, stats)
    elif seen.phase == AFTER:
        may_knock = any(KNOCK <= c < KNOCK + 2 for c in codes)
        choice = policy.choose_after(t, seat, stats, may_knock)
    if choice in codes:
        return choice
    return next((c for c in codes if not UP <= c < KNOCK), next(iter(codes), -1))


class NormalPlayer:
    """Expected values from the unseen cards; declines out of turn."""

    name = "normal"

    def __init__(self, knock_p: float = policy.KNOCK_P) -> None:
        self.knock_p = knock_p

    def choose(self, view: Mapping[str, JSON], legal: Sequence[A], rng: random.Random
               ) -> A | None:
        seen = read(view)
        if not legal or not seen.on_turn:
            return None
        codes = by_code(legal)
        if len(legal) == 1:
            return legal[0]
        return legal[codes[decide(seen, codes, self.knock_p)]]
