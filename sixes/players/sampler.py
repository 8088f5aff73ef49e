"""Worlds consistent with a seat's view: every card it has not seen dealt at random to the
places it cannot see (face-down cards it does not know, and the stock).

The view shows every card the seat has seen and can still place (its own known cards, the
public and face-up ones, the open pile, the card it holds), so the unseen cards are the 54
less those, and any deal of them is consistent. A card only its owner knows was kept (or
chosen) by that owner: with ``OWNER_BIAS`` it is the lower of two unseen cards.
"""

from __future__ import annotations

import random

from sixes.players.knowledge import Seen
from sixes.players.model import N_RANKS, PACKET, VALUES, Table

OWNER_BIAS = False


def sample(seen: Seen, rng: random.Random, owner_bias: bool = OWNER_BIAS) -> Table:
    """One world: ``seen``'s table with every unknown card and the stock filled in."""
    t = seen.table.copy()
    pool = [r for r in range(N_RANKS) for _ in range(seen.pool[r])]
    rng.shuffle(pool)
    cards = t.cards
    size = PACKET * t.packets
    for index, rank in enumerate(cards):
        if rank >= 0:
            continue
        if not pool:
            cards[index] = 0  # the view was inconsistent: fill something
            continue
        owner = index // size
        bit = 1 << (index - owner * size)
        # the lower of the last two (a random pair: the pool is shuffled)
        if (owner_bias and owner != seen.seat and t.own[owner] & bit and len(pool) > 1
                and VALUES[pool[-1]] > VALUES[pool[-2]]):
            pool[-1], pool[-2] = pool[-2], pool[-1]
        cards[index] = pool.pop()
    t.stock = pool[:t.stock_left] if len(pool) >= t.stock_left else pool + [0] * (
        t.stock_left - len(pool))
    return t
