"""``EasyPlayer``: a beginner's game, sensible but weak.

It mostly draws, swaps a drawn card for its worst known card when lower (ignoring matches,
except a plain pair), puts a low card into the top row blind, goes up at random once its
bottom row looks fair, knocks late or at random, and now and then does anything legal.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TypeVar

from cards.protocol import JSON
from sixes.players.knowledge import by_code, read
from sixes.players.model import (
    AFTER,
    BOTTOM,
    DISCARD,
    DRAW,
    END,
    HOLDING,
    KNOCK,
    MOVE,
    PACKET,
    SWAP,
    TAKE,
    TOP,
    UP,
    VALUES,
    Table,
)
from sixes.players.policy import known_ranks

A = TypeVar("A")
WHIM = 0.1  # how often it does anything legal
BLIND = 3  # a drawn card at most this goes into an unknown position
FAIR_BOTTOM = 12  # it may go up when its bottom row sums to at most this
KNOCK_STOCK = 6  # it knocks when the stock is this low, if its known total is fair


class EasyPlayer:
    """Swaps a drawn card when lower than its worst known one; random in places."""

    name = "easy"

    def choose(self, view: Mapping[str, JSON], legal: Sequence[A], rng: random.Random
               ) -> A | None:
        seen = read(view)
        if not legal or not seen.on_turn:
            return None
        if len(legal) == 1:
            return legal[0]
        codes = by_code(legal)
        if rng.random() < WHIM:
            plain = [c for c in codes if not UP <= c < KNOCK + 2]
            return legal[codes[rng.choice(plain or list(codes))]]
        t, seat = seen.table, seen.seat
        choice = -1
        if seen.phase == MOVE:
            take = t.top >= 0 and VALUES[t.top] <= 2 and rng.random() < 0.5
            choice = TAKE if take else DRAW
        elif seen.phase == HOLDING and seen.holding >= 0:
            choice = self._hold(seen.table, seat, seen.holding, seen.taken, codes, rng)
        elif seen.phase == AFTER:
            mine = sum(VALUES[r] for q in range(t.packets)
                       for r in known_ranks(t, seat, q) if r >= 0)
            late = t.stock_left <= KNOCK_STOCK and mine <= 12 * t.packets
            knocks = [c for c in codes if c >= KNOCK]
            choice = rng.choice(knocks) if knocks and (late or rng.random() < 0.04) else END
        if choice not in codes:
            choice = next(c for c in codes if not UP <= c < KNOCK)
        return legal[codes[choice]]

    @staticmethod
    def _hold(t: Table, seat: int, card: int, taken: bool, codes: Mapping[int, int],
              rng: random.Random) -> int:
        for q in range(t.packets):
            if UP + q in codes:
                bottom = known_ranks(t, seat, q)[3:]
                if sum(VALUES[r] for r in bottom if r >= 0) <= FAIR_BOTTOM \
                        and rng.random() < 0.3:
                    return UP + q
        worst, where = -1, -1
        blind: list[int] = []
        for q in range(t.packets):
            ranks = known_ranks(t, seat, q)
            row = TOP if t.up[seat] >> q & 1 else BOTTOM
            for i in row:
                code = SWAP + PACKET * q + i
                if code not in codes:
                    continue
                r = ranks[i]
                if r < 0:
                    blind.append(code)
                elif r == card:
                    continue
                elif VALUES[r] > worst and ranks.count(r) < 2:
                    worst, where = VALUES[r], code
        if where >= 0 and VALUES[card] < worst:
            return where
        if blind and VALUES[card] <= BLIND:
            return rng.choice(blind)
        if taken:
            return where if where >= 0 else rng.choice(blind or [c for c in codes
                                                                 if SWAP <= c < UP])
        return DISCARD
