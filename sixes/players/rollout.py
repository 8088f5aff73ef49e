"""Fast playouts on the compact model (:mod:`.model`): the rules of a Sixes turn (X8–X12,
D2–D4) on plain lists, every seat playing :mod:`.policy` (Normal's rules of thumb).

A world is a :class:`Table` with every card filled in and ``stock`` in drawing order (the
last card is drawn first); :func:`play_out` plays it to the end and returns the scores.
"""

from __future__ import annotations

from sixes.players import policy
from sixes.players.model import (
    AFTER,
    END,
    HOLDING,
    KNOCK,
    MOVE,
    PACKET,
    PASS,
    SWAP,
    TAKE,
    UP,
    Stats,
    Table,
    packet_score,
)

PACKET_MASK = (1 << PACKET) - 1


def move(t: Table, seat: int, action: int) -> tuple[int, bool]:
    """Draw (the stock's next card) or take (the open pile's top): the card and whether it
    was taken."""
    if action == TAKE and t.top >= 0:
        card, t.top = t.top, -1  # the pile's next card: it is covered again at once
        return card, True
    t.stock_left -= 1
    return t.stock.pop(), False


def hold(t: Table, seat: int, card: int, taken: bool, action: int) -> bool:
    """Go up, swap or discard with ``card`` in hand; True once the card is placed."""
    if UP <= action < KNOCK:
        t.up[seat] |= 1 << (action - UP)
        return False
    if SWAP <= action < UP:
        at = action - SWAP
        index = seat * PACKET * t.packets + at
        t.top = t.cards[index]
        t.cards[index] = card
        bit = 1 << at
        t.own[seat] |= bit
        t.pub[seat] = t.pub[seat] | bit if taken else t.pub[seat] & ~bit
    else:
        t.top = card
    return True


def knock(t: Table, seat: int, packet: int) -> None:
    """Turn a packet face up (X11, D4); the last one starts the final round."""
    t.done[seat] |= 1 << packet
    t.pub[seat] |= PACKET_MASK << (PACKET * packet)
    t.own[seat] |= PACKET_MASK << (PACKET * packet)
    if t.done[seat] == (1 << t.packets) - 1:
        t.knocked = seat
        t.final = [(seat + k) % t.seats for k in range(1, t.seats)]


def end_turn(t: Table, seat: int) -> bool:
    """Pass the turn on; True when the game is over. A seat whose last turn this was turns
    its cards face up (X11)."""
    t.turns[seat] += 1
    if t.knocked >= 0:
        if seat in t.final:
            t.final.remove(seat)
            every = (1 << PACKET * t.packets) - 1
            t.done[seat] = (1 << t.packets) - 1
            t.pub[seat] = t.own[seat] = every
        if not t.final:
            return True
        t.turn = t.final[0]
        return False
    if min(t.turns) >= t.turn_limit:
        return True
    t.turn = (seat + 1) % t.seats
    return False


def scores(t: Table) -> list[int]:
    """Every seat's score (X3, D5)."""
    size = PACKET * t.packets
    cards = t.cards
    return [sum(packet_score(cards[s * size + at:s * size + at + PACKET])
                for at in range(0, size, PACKET)) for s in range(t.seats)]


def play_out(t: Table, stats: Stats, phase: str = MOVE, card: int = -1,
             taken: bool = False) -> list[int]:
    """Play the world ``t`` to its end from ``phase`` of the seat on turn (holding ``card``
    when the phase is holding); the final scores."""
    choose_move, choose_hold, choose_after = (
        policy.choose_move, policy.choose_hold, policy.choose_after)
    seat = t.turn
    while True:
        if phase == MOVE:
            action = choose_move(t, seat, stats)
            if action == PASS:  # X11: a last turn passed up
                if end_turn(t, seat):
                    return scores(t)
                seat = t.turn
                continue
            card, taken = move(t, seat, action)
            phase = HOLDING
        if phase == HOLDING:
            while not hold(t, seat, card, taken, choose_hold(t, seat, card, taken, stats)):
                pass
            if t.stock_left <= 0:
                return scores(t)  # X12
            phase = AFTER
        if phase == AFTER:
            action = choose_after(t, seat, stats, t.knocked < 0)
            if action >= KNOCK:
                knock(t, seat, action - KNOCK)
            if end_turn(t, seat):
                return scores(t)
            seat = t.turn
            phase = MOVE


def apply_first(t: Table, seat: int, phase: str, card: int, taken: bool,
                actions: tuple[int, ...]) -> tuple[str, int, bool, bool]:
    """Play the deciding seat's candidate ``actions`` (its first steps) on ``t``: the phase,
    card and taken flag to go on from, and whether the game is over."""
    for action in actions:
        if UP <= action < KNOCK:
            t.up[seat] |= 1 << (action - UP)
        elif phase == MOVE and action == PASS:
            return MOVE, -1, False, end_turn(t, seat)
        elif phase == MOVE:
            card, taken = move(t, seat, action)
            phase = HOLDING
        elif phase == HOLDING:
            if hold(t, seat, card, taken, action):
                if t.stock_left <= 0:
                    return phase, card, taken, True
                phase = AFTER
        elif phase == AFTER:
            if action >= KNOCK:
                knock(t, seat, action - KNOCK)
            if action >= KNOCK or action == END:
                if end_turn(t, seat):
                    return phase, card, taken, True
                return MOVE, -1, False, False
    return phase, card, taken, False
