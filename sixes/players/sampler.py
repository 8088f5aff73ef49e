"""Worlds consistent with a seat's view: every card it has not seen dealt at random to the
places it cannot see (face-down cards it does not know, and the stock).

The view shows every card the seat has seen and can still place (its own known cards, the
public and face-up ones, the open pile, the card it holds), so the unseen cards are the 54
less those, and any deal of them is consistent. A card only its owner knows was kept (or
chosen) by that owner: with ``OWNER_BIAS`` a card it swapped into its top row is the lowest
of two unseen cards, and a bottom-row card of a packet that went up (its owner was content
with it, X10) the lowest of three.
"""

from __future__ import annotations

import random

from sixes.players.knowledge import Seen
from sixes.players.model import N_RANKS, PACKET, VALUES, Table

OWNER_BIAS = True


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
        at = index - owner * size
        if owner_bias and owner != seen.seat and t.own[owner] >> at & 1:
            bottom = at % PACKET >= 3
            if not bottom or t.up[owner] >> (at // PACKET) & 1:
                # the lowest of the last few: a random choice, the pool being shuffled
                k = min(len(pool), 3 if bottom else 2)
                low = min(range(len(pool) - k, len(pool)), key=lambda j: VALUES[pool[j]])
                pool[low], pool[-1] = pool[-1], pool[low]
        cards[index] = pool.pop()
    t.stock = pool[:t.stock_left] if len(pool) >= t.stock_left else pool + [0] * (
        t.stock_left - len(pool))
    return t
