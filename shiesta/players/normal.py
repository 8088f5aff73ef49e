"""``NormalPlayer``: the heuristic game of a fair club player.

In the swap (H4) it puts its three strongest cards face up: 10s, 2s and 3s before aces, then
by rank, so that they carry it through the end when the hand is gone. In play it plays its
lowest normal rank, every card of it at once (H6, H9), and keeps its 2s, 3s and 10s for when
nothing else will go, one at a time: a 3 on a big pile (the next player takes it, H7), a 10
to burn a pile worth burning, a 2 to start afresh. It remembers what it has seen (the view's
``memory``): when the next player is about to go out it blocks with its highest card or,
if that player's known cards are all above 7, with a 7 (H8), and makes him pick up with a 3.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from cards.protocol import JSON
from shiesta.engine.actions import FACE_DOWN, PLAY, READY, SWAP, Action
from shiesta.engine.deck import RANK_OF, SEVEN, TEN, THREE, TWO, indices
from shiesta.players.knowledge import Knowledge, blocks_with_seven, is_special

BIG_PILE = 6  # a 3 is worth spending on a pile this big even when a normal card would do
BURN_PILE = 2  # from this size a 10 is spent before a 2
DANGER = 3  # the next player holding this many cards or fewer is about to go out


def strength(card: int) -> tuple[int, int]:
    """How much a card is worth keeping for the end (face up): specials first."""
    rank = RANK_OF[card]
    special = {TEN: 3, TWO: 2, THREE: 1}.get(rank, 0)
    return special, rank


class NormalPlayer:
    """Keeps its special cards, plays low and in sets, swaps strong cards face up."""

    name = "normal"

    def choose(
        self, view: Mapping[str, JSON], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        kind = legal[-1].type
        if kind == READY:
            return self._swap(Knowledge.from_view(view), legal)
        if kind == FACE_DOWN:
            return legal[rng.randrange(len(legal))]  # blind (H13)
        return normal_play(Knowledge.from_view(view), [a for a in legal if a.type == PLAY])

    @staticmethod
    def _swap(know: Knowledge, legal: Sequence[Action]) -> Action:
        up = know.face_up[know.seat]
        cards = indices(know.hand | up)
        best = sorted(cards, key=strength, reverse=True)[:up.bit_count()]
        weak_up = [c for c in indices(up) if c not in best]
        strong_hand = [c for c in indices(know.hand) if c in best]
        if weak_up and strong_hand:
            action = Action(SWAP, (max(strong_hand, key=strength), min(weak_up, key=strength)))
            if action in legal:
                return action
        return next(a for a in legal if a.type == READY)


def normal_play(know: Knowledge, plays: list[Action]) -> Action:
    """Normal's play among ``plays`` (the legal plays of cards): Hard's search asks it too."""
    # The largest play of each rank: a set acts once and sheds the most (H9).
    by_rank: dict[int, Action] = {}
    for action in plays:
        rank = RANK_OF[action.cards[0]]
        if rank not in by_rank or len(action.cards) > len(by_rank[rank].cards):
            by_rank[rank] = action
    single = {r: Action(PLAY, (a.cards[0],)) for r, a in by_rank.items()}
    normal = sorted(r for r in by_rank if not is_special(r))
    pile = len(know.pile)
    nxt = know.next_seat
    danger = know.held(nxt) <= DANGER
    if THREE in by_rank and (pile >= BIG_PILE or (danger and normal)):
        return single[THREE]
    if normal and danger:
        if SEVEN in by_rank and blocks_with_seven(know.known_hands[nxt] & ~know.out):
            return by_rank[SEVEN]
        return by_rank[normal[-1]]
    if normal:
        return by_rank[normal[0]]
    order = (THREE, TEN, TWO) if pile >= BURN_PILE else (TWO, THREE, TEN)
    for rank in order:
        if rank in single:
            return single[rank]
    return plays[0]


__all__ = ["NormalPlayer", "normal_play", "strength"]
