"""Fast random playouts of a game, for benchmarks and for search players.

The immutable engine builds a new state per action; a search player needs thousands of games
per decision. This runs a game from any position to its end on plain ints, every seat
choosing at random among its legal actions: in the swap each exchange or Ready alike (H4);
in play a uniformly drawn playable card, with each other card of its rank added at even odds
(H6, H9). It calls the rule primitives of ``rules.py`` (what may go on the pile, the opening,
places); the effects of the special cards (H7, H8), the draw (H11) and the order of the rows
(H12, H13) are inlined in the hot loop. ``shiesta/tests/engine/test_playout.py`` replays
recorded playouts through ``game.apply`` to prove both paths agree.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from shiesta.engine import rules
from shiesta.engine.actions import (
    FACE_DOWN,
    PICKUP_ACTION,
    PLAY,
    READY_ACTION,
    SWAP,
    Action,
)
from shiesta.engine.deck import RANK_MASK, RANK_OF, SEVEN, TEN, THREE, indices
from shiesta.engine.state import GameState, Phase

Record = list[tuple[int, Action]]

_PLAYABLE = rules.PLAYABLE
_EMPTY = rules.EMPTY


def random_bit(mask: int, rand: Callable[[], float]) -> int:
    """A uniformly chosen set bit of a non-empty ``mask``."""
    k = int(rand() * mask.bit_count())
    while k:
        mask &= mask - 1
        k -= 1
    return mask & -mask


def _swaps(state: GameState, hands: list[int], up: list[int], rand: Callable[[], float],
           record: Record | None) -> None:
    """Each seat not yet ready exchanges at random until it draws Ready (H4)."""
    for seat in range(state.seats):
        if state.ready[seat]:
            continue
        while True:
            hand_cards, up_cards = indices(hands[seat]), indices(up[seat])
            options = len(hand_cards) * len(up_cards)
            k = int(rand() * (options + 1))
            if k == options:
                if record is not None:
                    record.append((seat, READY_ACTION))
                break
            h, u = hand_cards[k // len(up_cards)], up_cards[k % len(up_cards)]
            both = (1 << h) | (1 << u)
            hands[seat] ^= both
            up[seat] ^= both
            if record is not None:
                record.append((seat, Action(SWAP, (h, u))))


def random_playout(state: GameState, rng: random.Random, record: Record | None = None
                   ) -> tuple[int, ...]:
    """Play ``state`` to the end with random legal actions; return the seats' places
    (H14, H15). With ``record``, every action is appended as ``(seat, Action)``."""
    if state.phase is Phase.OVER:
        return rules.places([state.held(s) for s in range(state.seats)])
    rand = rng.random
    seats = state.seats
    hands, up = list(state.hands), list(state.face_up)
    down = [list(row) for row in state.face_down]
    down_left = [sum(1 for c in row if c >= 0) for row in down]
    draw, drawn = state.draw, 0  # the draw pile, and how many of it are gone
    size = rules.hand_size(seats)
    pile = 0
    for card in state.pile:
        pile |= 1 << card
    top = RANK_OF[state.pile[-1]] if state.pile else _EMPTY
    turns = sum(state.turns)
    limit = state.turn_limit
    direction, forced = state.direction, state.forced
    seat = state.turn
    opening = -1  # the rank H5 asks of the opening, -1 when it asks none
    if state.phase is Phase.SWAP:
        _swaps(state, hands, up, rand, record)
        seat, binds = rules.opener(hands, state.starter)
        if binds:
            opening = rules.opening_rank(hands[seat])
    elif not state.opened:
        seat, binds = rules.opener(hands, state.starter)
        if binds:
            opening = rules.opening_rank(hands[seat])

    while True:
        hand = hands[seat]
        mask = 0  # the cards played this turn
        if forced:  # H7: the pick-up a 3 forces is this turn
            hands[seat] = hand | pile
            pile, top, forced = 0, _EMPTY, False
            if record is not None:
                record.append((seat, PICKUP_ACTION))
        elif hand or up[seat]:
            source = hand or up[seat]
            if opening >= 0:
                legal = source & RANK_MASK[opening]
                opening = -1
            else:
                legal = source & _PLAYABLE[top + 1]
            if not legal:  # H10, H12
                hands[seat] = hand | pile
                pile, top = 0, _EMPTY
                if record is not None:
                    record.append((seat, PICKUP_ACTION))
            else:
                bit = random_bit(legal, rand)
                rank = RANK_OF[bit.bit_length() - 1]
                mask = bit
                rest = source & RANK_MASK[rank] & ~bit
                while rest:  # H9: add others of the rank, each at even odds
                    low = rest & -rest
                    rest ^= low
                    if rand() < 0.5:
                        mask |= low
                if hand:
                    hand ^= mask
                    # H11: draw up to the hand's size while the draw pile lasts.
                    need = size - hand.bit_count()
                    while need > 0 and drawn < len(draw):
                        hand |= 1 << draw[drawn]
                        drawn += 1
                        need -= 1
                    hands[seat] = hand
                else:
                    up[seat] ^= mask
                if record is not None:
                    record.append((seat, Action(PLAY, tuple(indices(mask)))))
        else:  # H13: a face-down card, chosen blind
            row = down[seat]
            k = int(rand() * down_left[seat])  # the k-th card still there
            position = 0
            while row[position] < 0 or k:
                if row[position] >= 0:
                    k -= 1
                position += 1
            card = row[position]
            row[position] = -1
            down_left[seat] -= 1
            if record is not None:
                record.append((seat, Action(FACE_DOWN, position=position)))
            bit = 1 << card
            if _PLAYABLE[top + 1] & bit:
                mask, rank = bit, RANK_OF[card]
            else:  # turned, and not playable: into the hand with the pile
                hands[seat] = hand | pile | bit
                pile, top = 0, _EMPTY
        if mask:  # the play's effect, once for the set (H7–H9)
            if rank == THREE:
                forced = True
            elif rank == TEN:
                pile, top = 0, _EMPTY
            else:
                pile |= mask
                top = rank
                if rank == SEVEN:
                    direction = -direction
        turns += 1
        if mask and not hands[seat] and not up[seat] and not down_left[seat]:
            return rules.places([_held(hands, up, down_left, s) for s in range(seats)])
        if turns >= limit:  # H15
            return rules.places([_held(hands, up, down_left, s) for s in range(seats)])
        seat = (seat + direction) % seats


def _held(hands: list[int], up: list[int], down_left: list[int], seat: int) -> int:
    return hands[seat].bit_count() + up[seat].bit_count() + down_left[seat]


__all__ = ["random_bit", "random_playout"]
