"""Card-play inference by Normal's rules: how likely a sampled deal makes the plays seen.

A sampled deal gives every other seat a hand; replaying the card play from its first lead,
each play another seat chose (among two or more legal cards) is compared with the card
Normal's rules (:func:`~sheepshead.players.heuristic.decide`) would have played from that
seat's view with that hand. Each play they would not have made multiplies the deal's weight
by ``MISS``, the chance that a seat plays otherwise than the book player with the same cards:
against Normal a sharp reading, against a person a soft one, never a certainty.

A seat's decision depends only on the public play so far, its hand and, for the picker, the
bury, so each decision is worked out once per search and looked up for every later sample
that deals the seat the same cards (late in a deal most do).
"""

from __future__ import annotations

import os

from cards.errors import IllegalAction
from sheepshead.engine import game
from sheepshead.engine.actions import PLAY, Action
from sheepshead.engine.state import Deal, Phase, Trick
from sheepshead.players.heuristic import decide
from sheepshead.players.knowledge import Knowledge

SEATS = 5
# The weight of a sampled deal per play Normal's rules would not have made (HARD_MISS: the
# issue 16 experiment's switch).
MISS = float(os.environ.get("HARD_MISS", "0.4"))


class PlayReader:
    """Weighs sampled deals of one seat's search by the other seats' plays so far."""

    def __init__(self, seat: int, miss: float = MISS) -> None:
        self.seat = seat
        self.miss = miss
        # (position in the card play, hand, bury if the picker's) -> Normal's card
        self._choices: dict[tuple[int, int, int], int] = {}

    def weight(self, deal: Deal) -> float:
        """``MISS`` to the power of the plays by other seats that Normal's rules, holding
        this deal's cards, would not have made; 1 before the card play or with a face-down
        unknown (S10), which not every seat sees."""
        if deal.phase is not Phase.PLAY or deal.unknown >= 0:
            return 1.0
        every = (*deal.tricks, deal.trick) if deal.trick is not None else deal.tricks
        sequence = [(trick.seat_at(at), card) for trick in every
                    for at, card in enumerate(trick.cards)]
        if not sequence:
            return 1.0
        hands = list(deal.hands)
        for seat, card in sequence:
            hands[seat] |= 1 << card
        leader = deal.leader
        replay = deal._replace(hands=tuple(hands), turn=leader, called_trick=-1, tricks=(),
                               trick=Trick(leader), result=None)
        weight = 1.0
        for position, (seat, card) in enumerate(sequence):
            if seat != self.seat:
                chosen = self._choice(replay, position, seat)
                if chosen >= 0 and chosen != card:
                    weight *= self.miss
            try:
                replay = game.apply_to_deal(replay, Action(PLAY, (card,)))
            except IllegalAction:  # a deal dealt ignoring what play has shown (sampler)
                return weight * self.miss
        return weight

    def _choice(self, deal: Deal, position: int, seat: int) -> int:
        """Normal's card for ``seat`` at this point of the replay, or -1 if it had no other."""
        hand = deal.hands[seat]
        key = (position, hand, deal.bury if seat == deal.picker else 0)
        chosen = self._choices.get(key)
        if chosen is None:
            legal = game.deal_legal_actions(deal)
            chosen = -1 if len(legal) < 2 else decide(Knowledge.from_deal(deal, seat),
                                                      legal).card
            self._choices[key] = chosen
        return chosen


__all__ = ["MISS", "PlayReader"]
