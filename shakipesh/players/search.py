"""Hard's plan for a whole turn: every way to play it, judged by look-ahead.

From the seat's position :func:`model.endings` lists every distinct position the turn may
end in (a depth-first search over lays, combinations and new piles that visits each position
once, within a node budget; a way out of cards is taken at once, K12). A quick static value
(:func:`static_value`: cards left, moves kept for later, what the table opens for the others)
keeps the most promising endings; each of them, and the shakipesh (K11) when it is allowed,
is then played out to the round's end on the same sampled worlds (:mod:`.rollout`: the other
hands and the stock dealt from the unseen cards, everybody playing Normal's rules of thumb),
and the ending whose playouts score best is the plan. The worlds are seeded by what stays
the same through the turn (:meth:`.Seen.turn_key`), so a plan made again at any step of the
turn finds the same worlds and the same values. The budgets are counts, never a clock.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from shakipesh.players import policy
from shakipesh.players.knowledge import ALL_CARDS, Seen
from shakipesh.players.model import (
    Ending,
    Position,
    combinable,
    down,
    endings,
    tops_of,
    up,
)
from shakipesh.players.rollout import SHAKE, World, play_out, sample

BUDGET = 4000  # positions searched in a turn
CANDIDATES = 11  # endings played out, best by static value first
PLAYOUTS = 480  # playouts a turn's plan may use, shared by its candidates
FIRST_WORLDS = 8  # worlds every candidate is played out on before the worse half stops
SHAKE_MOVES: tuple[int, ...] = (policy.SHAKIPESH,)


@dataclass(frozen=True, slots=True)
class Choice:
    """A candidate for the rest of the turn: its moves (a shakipesh is the one move
    ``policy.SHAKIPESH``), the position it ends in and its value (higher is better)."""

    moves: tuple[int, ...]
    position: Position
    value: float  # the mean utility of its playouts (:func:`utility`)
    worlds: int  # how many sampled worlds it was played out on (0: not played out)


def static_value(position: Position, seen: Seen) -> float:
    """A quick value of the position the turn ends in, for this seat: fewer cards, moves
    kept that only it can make, cards next to a bottom; less what it opens for the others
    (lays on its tops, combinations left on the table)."""
    hand, table, bottoms = position.hand, position.table, position.bottoms
    unseen = ALL_CARDS & ~hand & ~table
    others = sum(seen.hand_sizes) - seen.hand_sizes[seen.seat]
    q = others / unseen.bit_count() if unseen else 0.0
    tops = tops_of(table, bottoms)
    followers = down(tops)
    runs = policy.own_runs(position)
    joiners = hand & up(bottoms)
    return (-hand.bit_count() + 0.5 * min(runs.bit_count(), 4) + 0.4 * joiners.bit_count()
            - 1.2 * q * (unseen & followers).bit_count()
            - 0.5 * q * (unseen & up(bottoms)).bit_count()
            - 2.0 * combinable(table, bottoms, tops).bit_count())


def normal_ending(start: Position, seen: Seen) -> Ending | None:
    """Where Normal's rules of thumb would end the turn (None: in a shakipesh or a pass)."""
    context = policy.context_of(seen)
    position, moves = start, []
    while (move := policy.choose(position, context)) >= 0:
        moves.append(move)
        position = position.play(move)
        if not position.hand:
            break
    if move == policy.END or not position.hand:
        return Ending(tuple(moves), position)
    return None


def utility(scores: list[int], seat: int) -> float:
    """A playout's worth to ``seat``: the others' mean score less its own (K12)."""
    mine = scores[seat]
    return (sum(scores) - mine) / (len(scores) - 1) - mine


def after(world: World, seat: int, choice_moves: tuple[int, ...], position: Position
          ) -> World:
    """``world`` once the seat's turn ended in ``position`` (or in its shakipesh)."""
    hands = list(world.hands)
    if choice_moves == SHAKE_MOVES:
        stock = world.stock
        hands[seat] |= 1 << stock[0] | 1 << stock[1]
        face = 1 << stock[2]
        return World(tuple(hands), world.table | face, world.bottoms | face, stock[SHAKE:])
    hands[seat] = position.hand
    return World(tuple(hands), position.table, position.bottoms, world.stock)


def plan(seen: Seen, budget: int = BUDGET, candidates: int = CANDIDATES,
         playouts: int = PLAYOUTS) -> list[Choice]:
    """The candidates for the rest of the seat's turn, best first: the endings of the
    node-budgeted search best by :func:`static_value`, Normal's own and the shakipesh,
    valued by :func:`halving`. A way out of cards is the only choice (K12)."""
    start = Position.of(seen)
    found = endings(start, budget)
    if len(found) == 1 and not found[0].position.hand:
        out = found[0]
        return [Choice(out.moves, out.position, utility(scores_out(seen), seen.seat), 0)]
    options = candidates_of(seen, start, found, candidates)
    if not options:  # nothing to lay, no stock: the pass (K6)
        return [Choice((policy.PASS,), start, 0.0, 0)]
    if len(options) == 1:  # nothing to choose: not played out
        return [Choice(options[0].moves, options[0].position, 0.0, 0)]
    return halving(seen, options, playouts)


def candidates_of(seen: Seen, start: Position, found: list[Ending], count: int,
                  shake: bool = True) -> list[Ending]:
    """The endings from ``start`` worth playing out: Normal's, the ``count`` best by static
    value, and (with ``shake``) the shakipesh when it is allowed (K11)."""
    scored = sorted(found, key=lambda e: (-static_value(e.position, seen), e.moves))
    options = scored[:count]
    normal = normal_ending(start, seen)
    if normal is not None and all(o.position != normal.position for o in options):
        options.insert(0, normal)
    if shake and not seen.started and seen.stock:
        options.append(Ending(SHAKE_MOVES, start))
    return options


def scores_out(seen: Seen) -> list[int]:
    """The round's scores if the seat goes out now (K12)."""
    return [0 if s == seen.seat else n for s, n in enumerate(seen.hand_sizes)]


class Worlds:
    """The turn's sampled worlds, drawn as needed from one seeded sequence (so the first n
    are the same whoever asks, and at every step of the turn)."""

    def __init__(self, seen: Seen) -> None:
        self.seen = seen
        self.rng = random.Random(seen.turn_key())
        self.drawn: list[World] = []

    def first(self, count: int) -> list[World]:
        while len(self.drawn) < count:
            self.drawn.append(sample(self.seen, self.rng))
        return self.drawn[:count]


def value_on(seen: Seen, option: Ending, worlds: list[World]) -> float:
    """The sum of ``option``'s utilities over ``worlds`` played out."""
    seat, nxt = seen.seat, (seen.seat + 1) % seen.seats
    total = 0.0
    for world in worlds:
        total += utility(play_out(after(world, seat, option.moves, option.position), nxt), seat)
    return total


def halving(seen: Seen, options: list[Ending], playouts: int,
            worlds: Worlds | None = None) -> list[Choice]:
    """Successive halving on common worlds: every option is played out on the first worlds,
    the better half goes on to twice as many more, and so on while the budget lasts; each
    option's value is its mean over the worlds it was played on. Best first: the options
    played on the most worlds, by value."""
    worlds = worlds or Worlds(seen)
    totals = [0.0] * len(options)
    counts = [0] * len(options)
    alive = list(range(len(options)))
    step, left = FIRST_WORLDS, playouts
    while left > 0:
        step = min(step, max(1, left // len(alive)))
        for i in alive:
            more = worlds.first(counts[i] + step)[counts[i]:]
            totals[i] += value_on(seen, options[i], more)
            counts[i] += step
        left -= step * len(alive)
        alive.sort(key=lambda i: -totals[i] / counts[i])
        if len(alive) > 2:
            alive = alive[:(len(alive) + 1) // 2]
        step *= 2
    order = sorted(range(len(options)), key=lambda i: (-counts[i], -totals[i] / counts[i], i))
    return [Choice(options[i].moves, options[i].position, totals[i] / counts[i], counts[i])
            for i in order]


__all__ = ["Choice", "Worlds", "candidates_of", "halving", "plan", "static_value", "utility",
           "value_on"]
