"""Normal's rules of thumb on card masks (:mod:`.model`): the Normal player plays them on its
view, and Hard's look-ahead plays them for every seat of a sampled world.

One move at a time, from what the seat knows: its hand, the table, and how many unseen cards
the others hold (``share``: the chance that a given unseen card is in another hand rather
than the stock). It

- combines whenever it can (each combination is a right, and a right a card shed, K8);
- uses a right on a card next to a pile's bottom first (the right comes straight back), else
  on the card least useful to keep, one that opens little for the others;
- lays a card when the lay is worth more than keeping it: a lay that opens a combination for
  itself or keeps its own run going is good, one that lets another hand follow on costs the
  chance that the follower is in another hand, and the last card of its own run is kept
  while it has other moves (a card only it can lay is a move saved for a later turn);
- makes a shakipesh (K11) when it cannot lay, or early in the round when every lay it has
  would open chances for the others, never late.
"""

from __future__ import annotations

from typing import NamedTuple

from shakipesh.engine.deck import N_CARDS
from shakipesh.engine.rules import HAND, TABLE
from shakipesh.players.knowledge import ALL_CARDS, Seen
from shakipesh.players.model import (
    COMBINE,
    NEW,
    Position,
    combinable,
    down,
    low,
    tops_of,
    up,
)

END, SHAKIPESH, PASS = -1, -2, -3  # the moves that are no card
OPEN = 1.6  # what a lay costs if the card that follows it is surely in another hand
JOINER_OPEN = 0.8  # what giving another hand a card next to a new bottom costs
OWN_RUN = 0.35  # a lay that leaves my own card to follow it
OWN_BOTTOM = 1.2  # a lay that opens a combination for me
LAST_KEPT = 0.6  # laying the last card of my own run, when other moves are left
LAY_AT = 0.45  # lay while a lay is worth this much; below it the turn ends
SHAKE_EARLY = 0.25  # the best first lay below this makes an early shakipesh
EARLY = 0.5  # "early": at least this share of the stock is left
SHAKE_Q = 0.6  # an early shakipesh weighs what the best lay opens as if this share held it
DANGER = 2  # another hand this small is about to go out: open nothing for it


class Context(NamedTuple):
    """What the seat knows beside its position: the others' cards and the stock."""

    others: int  # cards in the other hands
    stock: int
    least: int  # the smallest other hand
    dealt: int = 30  # the stock after the deal (K3): "early" is measured against it

    @property
    def early(self) -> bool:
        return self.stock >= EARLY * self.dealt


def dealt_stock(seats: int) -> int:
    """The stock's size after the deal (K3): 30, 21 or 12 cards for 2, 3 or 4 seats."""
    return N_CARDS - HAND * seats - TABLE


def context_of(seen: Seen) -> Context:
    """The context of the seat whose view ``seen`` is."""
    others = [n for s, n in enumerate(seen.hand_sizes) if s != seen.seat]
    return Context(sum(others), seen.stock, min(others, default=0), dealt_stock(seen.seats))


def share(position: Position, context: Context) -> float:
    """The chance that an unseen card is in another hand (not the stock)."""
    unseen = (ALL_CARDS & ~position.hand & ~position.table).bit_count()
    return context.others / unseen if unseen else 0.0


def new_pile_card(position: Position, runs: int, q: float) -> int:
    """The card Normal lays as a new pile (K10): one next to a pile's bottom first (the
    combination it opens gives the right back), else the one whose laying is worth most:
    what keeping it is worth (a card only it can lay later is a move saved, one that follows
    its own card may become one), against what its new top and bottom open for this seat
    (its own card to follow it, or to put before it) and for the others."""
    hand = position.hand
    joiners = hand & up(position.bottoms)
    if joiners:
        return (joiners & -joiners).bit_length() - 1
    after_mine = hand & down(hand)  # follows a card of mine
    before_mine = hand & up(hand)  # a card of mine follows it
    best, best_value = -1, -99.0
    for card in low(hand):
        bit = 1 << card
        value = -(1.0 if bit & runs else 0.5 if bit & after_mine else 0.3 * q)
        value += 0.5 if bit & before_mine else -0.5 * OPEN * q
        value += 0.4 if bit & after_mine else -JOINER_OPEN * q
        if value > best_value:
            best, best_value = card, value
    return best


def own_runs(position: Position) -> int:
    """The hand's cards this seat can lay one after another from the tops now."""
    hand = position.hand
    found = hand & down(tops_of(position.table, position.bottoms))
    frontier = found
    while frontier:
        frontier = hand & down(frontier) & ~found
        found |= frontier
    return found


def choose(position: Position, context: Context) -> int:
    """Normal's next move: a move of :mod:`.model`, or END, SHAKIPESH or PASS."""
    hand, table, bottoms = position.hand, position.table, position.bottoms
    tops = tops_of(table, bottoms)
    joins = combinable(table, bottoms, tops)
    if joins:
        return COMBINE + (joins & -joins).bit_length() - 1
    lays = hand & down(tops)
    runs = own_runs(position)
    q = share(position, context)
    if context.least <= DANGER:
        q = max(q, 0.9)  # whatever opens may well be the card that takes him out
    if position.rights:
        if hand.bit_count() == 1:
            return NEW + hand.bit_length() - 1
        return NEW + new_pile_card(position, runs, q)
    if lays:
        if lays == hand:
            return (lays & -lays).bit_length() - 1  # the last card: out (K12)
        scored = []
        ends = runs & ~up(runs)  # my runs' last cards
        for card in low(lays):
            follower = down(1 << card)
            value = (1.0 + OWN_RUN if follower & hand else 1.0 + OWN_BOTTOM
                     if follower & bottoms else 1.0 - OPEN * q)
            other_moves = bool(lays & ~(1 << card))
            if (1 << card) & ends and not down(1 << card) & bottoms and other_moves:
                value -= LAST_KEPT
            scored.append((value, -card, card))
        value, _, card = max(scored)
        if position.laid:
            return card if value >= LAY_AT else END
        if context.stock and context.early and value - OPEN * (max(q, SHAKE_Q) - q) < SHAKE_EARLY:
            return SHAKIPESH
        return card
    if position.laid:
        return END
    return SHAKIPESH if context.stock else PASS


__all__ = ["END", "PASS", "SHAKIPESH", "Context", "choose", "context_of", "dealt_stock", "own_runs",
           "share"]
