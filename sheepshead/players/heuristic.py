"""``HeuristicPlayer``: sensible Sheepshead from one seat's view, without search.

It reads the view into :class:`~sheepshead.players.knowledge.Knowledge` (cards played, trumps
out, voids shown, who is on which side as far as the seat can know), then decides by phase:
picking, burying, calling and the unknown in :mod:`~sheepshead.players.bidding`, the play of
the cards in :mod:`~sheepshead.players.cardplay`. Decisions are a pure function of the view
and the legal actions; the ``rng`` is accepted for the protocol and not used.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from cards.protocol import JSON
from sheepshead.engine.actions import ALONE, BURY, CALL, PASS, PICK, PLAY, UNKNOWN, Action
from sheepshead.players import bidding, cardplay
from sheepshead.players.knowledge import Knowledge


class HeuristicPlayer:
    """Rule-of-thumb bidding and card play following the rule book's play advice."""

    name = "heuristic"

    def choose(
        self, view: Mapping[str, JSON], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        return decide(Knowledge.from_view(view), legal)


def decide(know: Knowledge, legal: Sequence[Action]) -> Action:
    """Normal's choice among two or more ``legal`` actions, from what the seat knows."""
    kind = legal[0].type
    if kind == PLAY:
        card = cardplay.choose_card(know, [a.card for a in legal])
        return next(a for a in legal if a.card == card)
    if kind in (PICK, PASS):
        return bidding.choose_pick(know, legal)
    if kind == BURY:
        return bidding.choose_bury(know, legal)
    if kind in (CALL, ALONE):
        return bidding.choose_call(know, legal)
    if kind == UNKNOWN:
        return bidding.choose_unknown(know, legal)
    return legal[0]
