"""Fast random playouts, for the benchmark and for search players.

The immutable engine builds a new state per action; a search player needs thousands of
rounds per decision. This plays the round in progress from any position to its end on plain
ints and lists, the seat on turn choosing uniformly among its legal actions (the same set as
``game.legal_actions``), and gives the round's scores. Piles are kept by id as bottom, top
and size: a pile is always a falling run of one suit (K2), so those say everything the
rules ask. ``shakipesh/tests/engine/test_playout.py`` replays recorded playouts through
``game.apply`` to prove both paths agree.
"""

from __future__ import annotations

import random

from shakipesh.engine.actions import (
    COMBINES,
    END_ACTION,
    LAYS,
    NEW_PILES,
    PASS_ACTION,
    SHAKIPESH_ACTION,
    Action,
)
from shakipesh.engine.deck import FOLLOWER, N_CARDS
from shakipesh.engine.rules import BLOCKED, MAX_PILES, OUT, SUIT
from shakipesh.engine.state import GameState

Record = list[tuple[int, Action]]


def random_playout(state: GameState, rng: random.Random, record: Record | None = None
                   ) -> tuple[list[int], str]:
    """Each seat's score in the round being played at the end of a random continuation of
    ``state`` (K12, K13), and why it ended (out, blocked); a finished match gives its last
    round's. ``record`` receives the actions, if given."""
    if state.finished:
        last = state.history[-1]
        return list(last.scores), last.reason
    n, rand = state.seats, rng.random
    hands = list(state.hands)
    bottoms, tops, sizes = [-1] * MAX_PILES, [-1] * MAX_PILES, [0] * MAX_PILES
    pile_of = [-1] * N_CARDS  # the pile a card is the bottom of
    live = list(state.pile_ids)
    for pid, pile in zip(state.pile_ids, state.piles, strict=True):
        bottoms[pid], tops[pid], sizes[pid] = pile[0], pile[-1], len(pile)
        pile_of[pile[0]] = pid
    next_id = state.next_pile
    stock, at = state.stock, 0
    turn, started, laid, rights = state.turn, state.started, state.laid, state.rights
    passes = state.passes
    while True:
        seat = turn
        hand = hands[seat]
        lay_on: list[int] = []
        joins: list[tuple[int, int]] = []
        for p in live:
            follower = FOLLOWER[tops[p]]
            if hand >> follower & 1:
                lay_on.append(p)
            else:
                put = pile_of[follower]
                if put >= 0 and put != p:
                    joins.append((put, p))
        n_lays, n_joins = len(lay_on), len(joins)
        if started:  # new piles while a right is pending, else the end (K10)
            extra = hand.bit_count() if rights else 1
        else:  # a shakipesh, or the pass when nothing else is legal (K6, K11)
            extra = 1 if at < len(stock) or not (n_lays or n_joins) else 0
        k = int(rand() * (n_lays + n_joins + extra))
        if k < n_lays:  # K7
            p = lay_on[k]
            card = FOLLOWER[tops[p]]
            if record is not None:
                record.append((seat, LAYS[card][p]))
            hand ^= 1 << card
            hands[seat] = hand
            tops[p] = card
            sizes[p] += 1
            if sizes[p] == SUIT:  # K9
                rights += 1
            started, laid, passes = True, laid + 1, 0
            if not hand:
                return hands_scores(hands), OUT
            continue
        k -= n_lays
        if k < n_joins:  # K8
            put, onto = joins[k]
            if record is not None:
                record.append((seat, COMBINES[put][onto]))
            tops[onto] = tops[put]
            sizes[onto] += sizes[put]
            sizes[put] = 0
            pile_of[bottoms[put]] = -1
            live.remove(put)
            rights += 2 if sizes[onto] == SUIT else 1
            started, passes = True, 0
            continue
        if started and rights:  # K10: the k-th card of the hand, lowest index first
            rest = hand
            for _ in range(k - n_joins):
                rest &= rest - 1
            card = (rest & -rest).bit_length() - 1
            if record is not None:
                record.append((seat, NEW_PILES[card]))
            hand ^= 1 << card
            hands[seat] = hand
            bottoms[next_id] = tops[next_id] = card
            sizes[next_id] = 1
            pile_of[card] = next_id
            live.append(next_id)
            next_id += 1
            rights -= 1
            laid += 1
            if not hand:
                return hands_scores(hands), OUT
            continue
        if started:
            if record is not None:
                record.append((seat, END_ACTION))
            passes = 0
        elif at < len(stock):  # K11: two cards drawn, the third face up as a new pile
            if record is not None:
                record.append((seat, SHAKIPESH_ACTION))
            face = stock[at + 2]
            hands[seat] = hand | 1 << stock[at] | 1 << stock[at + 1]
            at += 3
            bottoms[next_id] = tops[next_id] = face
            sizes[next_id] = 1
            pile_of[face] = next_id
            live.append(next_id)
            next_id += 1
            passes = 0
        else:  # K6
            if record is not None:
                record.append((seat, PASS_ACTION))
            passes += 1
            if passes >= n:  # K13
                return hands_scores(hands), BLOCKED
        turn = (seat + 1) % n
        started, laid, rights = False, 0, 0


def hands_scores(hands: list[int]) -> list[int]:
    """A round's scores: the cards in each hand (K12, K13)."""
    return [hand.bit_count() for hand in hands]
