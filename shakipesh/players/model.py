"""The table as three card masks, and every way to play one turn from it.

A pile is a falling run of one suit (K2), so the table is told by two masks: ``table``, every
card in a pile, and ``bottoms``, each pile's bottom card. Each pile runs from its bottom down
the sequence to the card before the next bottom or the run's end; its top is a table card
whose follower is off the table or a bottom. A card's index is ``4 × rank + suit`` and its
follower is the card four places lower, wrapping (``deck.FOLLOWER``), so "the followers of a
set of cards" is a rotation of a 52-bit mask (:func:`down`), and the card a set follows the
other way (:func:`up`). Everything the players compute is a few such operations.

Moves are ints naming cards, never pile ids (the ids are read from the view when a move is
made, :func:`to_action`): ``card`` lays it (on the pile whose top it follows, K7), ``COMBINE +
bottom`` puts the pile with that bottom on the pile whose top it follows (K8), ``NEW +
card`` lays it as a new pile (K10).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from shakipesh.engine.actions import COMBINES, LAYS, NEW_PILES, Action
from shakipesh.engine.deck import N_CARDS
from shakipesh.engine.rules import SUIT
from shakipesh.players.knowledge import ALL_CARDS, Seen

COMBINE, NEW = N_CARDS, 2 * N_CARDS
SUIT_MASKS = tuple(sum(1 << (4 * r + s) for r in range(SUIT)) for s in range(4))
BUDGET = 4000  # positions a turn's search visits at most (never a clock)


def down(mask: int) -> int:
    """The followers of the cards in ``mask`` (K2): each card one rank down, wrapping."""
    return (mask >> 4) | ((mask & 0xF) << 48)


def up(mask: int) -> int:
    """The cards that the cards in ``mask`` follow: each card one rank up, wrapping."""
    return ((mask << 4) & ALL_CARDS) | (mask >> 48)


def tops_of(table: int, bottoms: int) -> int:
    """Every pile's top card: a table card whose follower is no table card but a bottom."""
    return table & ~up(table & ~bottoms)


def whole_suit_bottoms(table: int, bottoms: int) -> int:
    """The bottoms of piles holding a whole suit (K9): such a pile 'follows itself', which is
    no combination."""
    found = 0
    for suit in SUIT_MASKS:
        if table & suit == suit and (bottoms & suit).bit_count() == 1:
            found |= bottoms & suit
    return found


def combinable(table: int, bottoms: int, tops: int) -> int:
    """The bottoms of the piles that may be put on another pile now (K8)."""
    found = bottoms & down(tops)
    if found and table.bit_count() >= SUIT:
        found &= ~whole_suit_bottoms(table, bottoms)
    return found


def completes(table: int, bottoms: int, card: int) -> bool:
    """Whether the pile holding ``card`` holds its whole suit (K9)."""
    suit = SUIT_MASKS[card & 3]
    return table & suit == suit and (bottoms & suit).bit_count() == 1


def low(mask: int) -> Iterator[int]:
    """The cards of ``mask``, lowest index first."""
    while mask:
        bit = mask & -mask
        yield bit.bit_length() - 1
        mask ^= bit


class Position(NamedTuple):
    """The seat on turn's hand, the table, and its turn so far."""

    hand: int
    table: int
    bottoms: int
    rights: int = 0
    laid: int = 0

    @classmethod
    def of(cls, seen: Seen) -> Position:
        return cls(seen.hand, seen.table, seen.bottoms, seen.rights, seen.laid)

    def moves(self) -> list[int]:
        """The moves open now, combinations first, then lays, then new piles."""
        hand, table, bottoms = self.hand, self.table, self.bottoms
        tops = tops_of(table, bottoms)
        out = [COMBINE + b for b in low(combinable(table, bottoms, tops))]
        out += low(hand & down(tops))
        if self.rights:
            out += [NEW + c for c in low(hand)]
        return out

    def play(self, move: int) -> Position:
        """The position after ``move`` (which must be open)."""
        hand, table, bottoms, rights, laid = self
        if move < COMBINE:
            bit = 1 << move
            hand, table = hand ^ bit, table | bit
            if completes(table, bottoms, move):  # K9
                rights += 1
            return Position(hand, table, bottoms, rights, laid + 1)
        if move < NEW:
            bottoms ^= 1 << (move - COMBINE)
            rights += 1 + completes(table, bottoms, move - COMBINE)  # K8, and K9
            return Position(hand, table, bottoms, rights, laid)
        bit = 1 << (move - NEW)
        return Position(hand ^ bit, table | bit, bottoms | bit, rights - 1, laid + 1)

    @property
    def can_end(self) -> bool:
        return self.laid > 0 and not self.rights


class Ending(NamedTuple):
    """One way to play the rest of the turn: its moves and the position it leaves."""

    moves: tuple[int, ...]
    position: Position


def endings(start: Position, budget: int = BUDGET) -> list[Ending]:
    """Every distinct position the turn may end in from ``start`` (K7–K10), each with one
    way to reach it, by a depth-first search that visits each position once and at most
    ``budget`` positions (combinations first: they give rights). A way that empties the hand
    ends the round at once (K12): when there is one, it is the only ending returned."""
    seen = {start[:3] + (start.rights,)}
    found: list[Ending] = []
    stack: list[tuple[Position, tuple[int, ...]]] = [(start, ())]
    while stack:
        position, path = stack.pop()
        if position.can_end:
            found.append(Ending(path, position))
        children = []
        for move in position.moves():
            child = position.play(move)
            if not child.hand:
                return [Ending((*path, move), child)]
            key = (child.hand, child.table, child.bottoms, child.rights)
            if key in seen or len(seen) >= budget:
                continue
            seen.add(key)
            children.append((child, (*path, move)))
        stack.extend(reversed(children))  # the first move is searched first
    return found


def to_action(move: int, seen: Seen) -> Action:
    """A move as the engine's action, its piles named by the view's ids."""
    if move >= NEW:
        return NEW_PILES[move - NEW]
    if move >= COMBINE:
        bottom = move - COMBINE
        put = next(p.id for p in seen.piles if p.bottom == bottom)
        onto = next(p.id for p in seen.piles if down(1 << p.top) == 1 << bottom)
        return COMBINES[put][onto]
    pile = next(p.id for p in seen.piles if down(1 << p.top) == 1 << move)
    return LAYS[move][pile]


def to_move(action: Action, seen: Seen) -> int:
    """The engine's lay, combine or new pile as a move (-1 for end, shakipesh, pass)."""
    if action.type == "lay":
        return action.card
    if action.type == "new_pile":
        return NEW + action.card
    if action.type == "combine":
        return COMBINE + next(p.bottom for p in seen.piles if p.id == action.pile)
    return -1
