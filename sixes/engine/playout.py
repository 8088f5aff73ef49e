"""Fast random playouts, for the benchmark and for search players.

The immutable engine builds a new state per action; a search player needs thousands of games
per decision. This plays a game from any position to its end on plain lists, the seat on turn
choosing uniformly among its legal actions (the same list, in the same order, as
``game.legal_actions``: its ``up`` actions included), and gives the scores. It does not keep
who knows which card: nothing random depends on it. ``sixes/tests/engine/test_playout.py``
replays recorded playouts through ``game.apply`` to prove both paths agree.
"""

from __future__ import annotations

import random

from sixes.engine import rules
from sixes.engine.actions import (
    DISCARD_ACTION,
    DRAW_ACTION,
    END_ACTION,
    KNOCKS,
    SWAPS,
    TAKE_ACTION,
    UPS,
    Action,
)
from sixes.engine.state import AFTER, HOLDING, MOVE, OPEN, OVER, STOCK, GameState

Record = list[tuple[int, Action]]


def random_playout(state: GameState, rng: random.Random, record: Record | None = None
                   ) -> tuple[list[int], str]:
    """Each seat's score at the end of a random continuation of ``state``, and why it
    ended (knock, stock, turn_limit). ``record`` receives the actions, if given."""
    if state.phase == OVER:
        return [sum(rules.seat_scores(cs)) for cs in state.packets], state.reason
    rand = rng.random
    n, n_packets = state.seats, state.n_packets
    packets = [list(cs) for cs in state.packets]
    up, done, turns = list(state.up), list(state.done), list(state.turns)
    stock, top = state.stock, 0
    pile = list(state.open_pile)
    turn, phase, held, source = state.turn, state.phase, state.holding, state.held_from
    knocked, final = state.knocked, list(state.final_turns)
    limit, everything = state.turn_limit, (1 << n_packets) - 1
    rows = (range(rules.ROW, rules.PACKET), range(0, rules.ROW))
    reason = ""
    while True:
        seat = turn
        closed = up[seat] | done[seat]
        ups = [p for p in range(n_packets) if not closed >> p & 1]
        if phase == MOVE:
            k = int(rand() * ((2 if pile else 1) + len(ups)))
            if k == 0 or (k == 1 and pile):
                if record is not None:
                    record.append((seat, DRAW_ACTION if k == 0 else TAKE_ACTION))
                if k == 0:
                    held, source = stock[top], STOCK
                    top += 1
                else:
                    held, source = pile.pop(), OPEN
                phase = HOLDING
                continue
            packet = ups[k - (2 if pile else 1)]
        elif phase == HOLDING:
            open_packets = [p for p in range(n_packets) if not done[seat] >> p & 1]
            swaps = len(open_packets) * rules.ROW
            extra = 1 if source == STOCK else 0
            k = int(rand() * (swaps + extra + len(ups)))
            if k < swaps + extra:
                if k < swaps:
                    p = open_packets[k // rules.ROW]
                    i = rows[up[seat] >> p & 1][k % rules.ROW]
                    if record is not None:
                        record.append((seat, SWAPS[p][i]))
                    cards = packets[seat]
                    at = rules.PACKET * p + i
                    pile.append(cards[at])
                    cards[at] = held
                else:
                    if record is not None:
                        record.append((seat, DISCARD_ACTION))
                    pile.append(held)
                held = -1
                if top == len(stock):  # X12
                    reason = "stock"
                    break
                if knocked < 0:
                    phase = AFTER
                    continue
                phase = "end"
            else:
                packet = ups[k - swaps - extra]
        else:
            knocks = [p for p in range(n_packets) if not done[seat] >> p & 1]
            k = int(rand() * (len(knocks) + 1 + len(ups)))
            if k < len(knocks):
                p = knocks[k]
                if record is not None:
                    record.append((seat, KNOCKS[p]))
                done[seat] |= 1 << p
                if done[seat] == everything:  # X11, D4
                    knocked = seat
                    final = [(seat + j) % n for j in range(1, n)]
                phase = "end"
            elif k == len(knocks):
                if record is not None:
                    record.append((seat, END_ACTION))
                phase = "end"
            else:
                packet = ups[k - len(knocks) - 1]
        if phase != "end":  # the choice was an ``up``
            if record is not None:
                record.append((seat, UPS[packet]))
            up[seat] |= 1 << packet
            continue
        turns[seat] += 1
        phase = MOVE
        if knocked >= 0:
            if seat in final:
                final.remove(seat)
            if not final:
                reason = "knock"
                break
            turn = final[0]
        elif min(turns) >= limit:
            reason = "turn_limit"
            break
        else:
            turn = (seat + 1) % n
    return [sum(rules.seat_scores(cs)) for cs in packets], reason
