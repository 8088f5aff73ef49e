"""Sampled worlds and fast playouts of a round on card masks, for Hard's look-ahead.

A world deals the cards a seat has not seen (its :attr:`.Seen.unseen`) at random into the
other hands, each of its known size, and the stock, in an order nobody knows; a card that
follows a top now is dealt to the player who played last far less often than another (he
would mostly have laid it), which is most of what the view tells about his hand.
:func:`play_out` plays a world to the round's end with Normal's rules of thumb
(:mod:`.policy`) for every seat, each deciding from what it would know there (its hand, the
table, the others' hand sizes and the stock's), and returns the round's scores (K12, K13).
"""

from __future__ import annotations

import random
from typing import NamedTuple

from shakipesh.players import policy
from shakipesh.players.knowledge import Seen
from shakipesh.players.model import Position, down, low, tops_of

SHAKE = 3  # K11: two cards drawn, a third face up
FOLLOWING = 0.1  # the weight of a card that follows a top now, beside another unseen card's
JOINING = 0.05  # the same for such a card whose own follower is a pile's bottom


class World(NamedTuple):
    """Every card of a round placed: the hands, the table and the stock (top first)."""

    hands: tuple[int, ...]
    table: int
    bottoms: int
    stock: tuple[int, ...]


def sample(seen: Seen, rng: random.Random) -> World:
    """The unseen cards dealt at random into the other hands and the stock, each hand less
    likely to hold a card it would have laid on the table it left (:func:`unlikely`)."""
    cards = list(low(seen.unseen))
    hands = list(range(seen.seats))
    hands[seen.seat] = seen.hand
    shy = unlikely(seen)
    # The seats in the order they last played, the latest first: the table now is the one
    # the latest left, so what it shows about his hand is surest.
    for back in range(1, seen.seats):
        s = (seen.seat - back) % seen.seats
        size = seen.hand_sizes[s]
        keyed = []
        for card in cards:
            weight = shy.get(card, 1.0) ** (1.0 / back)
            keyed.append((rng.random() ** (1.0 / weight), card))
        keyed.sort(reverse=True)
        mask = 0
        for _, card in keyed[:size]:
            mask |= 1 << card
        hands[s] = mask
        cards = [card for _, card in keyed[size:]]
    rng.shuffle(cards)
    return World(tuple(hands), seen.table, seen.bottoms, tuple(cards))


def unlikely(seen: Seen) -> dict[int, float]:
    """How likely, beside any other unseen card, the seat that played last holds each card
    that follows a top now: he would mostly have laid it (K7), all the more when a
    combination came with it (K8)."""
    tops = tops_of(seen.table, seen.bottoms)
    followers = seen.unseen & down(tops)
    found = {}
    for card in low(followers):
        found[card] = JOINING if down(1 << card) & seen.bottoms else FOLLOWING
    return found


def play_out(world: World, turn: int, passes: int = 0, limit: int = 400) -> list[int]:
    """The round's scores (each hand's cards; 0 for the seat that goes out) once ``world``
    is played to the end with :func:`policy.choose` in every seat, ``turn`` on turn at the
    start of its turn; ``passes`` in a row so far (K13). ``limit`` turns at most (the round
    then scores as it stands: it never takes so many)."""
    hands = list(world.hands)
    table, bottoms, stock = world.table, world.bottoms, world.stock
    seats = len(hands)
    at = 0
    choose, Context = policy.choose, policy.Context
    dealt = policy.dealt_stock(seats)
    END, SHAKIPESH = policy.END, policy.SHAKIPESH
    for _ in range(limit):
        hand = hands[turn]
        sizes = [h.bit_count() for h in hands]
        others = sum(sizes) - sizes[turn]
        least = min(sizes[s] for s in range(seats) if s != turn)
        context = Context(others, len(stock) - at, least, dealt)
        position = Position(hand, table, bottoms)
        while True:
            move = choose(position, context)
            if move < 0:
                break
            position = position.play(move)
            if not position.hand:
                hands[turn] = 0
                return [h.bit_count() for h in hands]
        hand, table, bottoms = position.hand, position.table, position.bottoms
        if move == END:
            passes = 0
        elif move == SHAKIPESH:
            hand |= 1 << stock[at] | 1 << stock[at + 1]
            face = 1 << stock[at + 2]
            table |= face
            bottoms |= face
            at += SHAKE
            passes = 0
        else:  # K6: a pass
            passes += 1
            if passes >= seats:  # K13
                break
        hands[turn] = hand
        turn = (turn + 1) % seats
    return [h.bit_count() for h in hands]


__all__ = ["World", "play_out", "sample"]
