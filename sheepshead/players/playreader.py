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

from cards.errors import IllegalAction
from sheepshead.engine import game
from sheepshead.engine.actions import PLAY, Action
from sheepshead.engine.state import Deal, Phase, Trick
from sheepshead.players.heuristic import decide
from sheepshead.players.knowledge import Knowledge

SEATS = 5
# The weight of a sampled deal per play Normal's rules would not have made: a sharper 0.1
# lost against Normal (README, issue 16), and a person is no Normal.
MISS = 0.4


class PlayReader:
    """Weighs sampled deals of one seat's search by the other seats' plays so far."""

    def __init__(self, seat: int, miss: float = MISS) -> None:
        self.seat = seat
        self.miss = miss
        # (position in the card play, hand, bury if the picker's) -> Normal's card there
        # (-1 if it had no other) and whether the card seen was legal with that hand
        self._choices: dict[tuple[int, int, int], tuple[int, bool]] = {}
        self._sequence: list[tuple[int, int]] = []  # (seat, card) for every card played
        self._later: list[tuple[int, ...]] | None = None  # per play, per seat: the cards
        # it still held (None until the first deal is weighed)
        self._replays: list[Deal] | None = None  # the public deal before each play

    def weight(self, deal: Deal) -> float:
        """``MISS`` to the power of the plays by other seats that Normal's rules, holding
        this deal's cards, would not have made; 1 before the card play or with a face-down
        unknown (S10), which not every seat sees.

        The card play seen is the same in every sampled deal of one search, so it is replayed
        once (:meth:`_prepare`); a sampled deal then only says each seat's hand at each play
        (its hand now and the cards it went on to play), and a decision not met before is
        made on the replayed deal with this deal's hands (``weight_replayed`` is the plain
        replay, which tests hold this to).
        """
        if deal.phase is not Phase.PLAY or deal.unknown >= 0:
            return 1.0
        if self._later is None:
            self._prepare(deal)
        sequence, later, replays = self._sequence, self._later, self._replays
        if not sequence:
            return 1.0
        if replays is None or later is None:
            return self.weight_replayed(deal)
        hands, picker, bury = deal.hands, deal.picker, deal.bury
        weight = 1.0
        for position, (seat, card) in enumerate(sequence):
            if seat == self.seat:
                continue
            still = later[position]
            hand = hands[seat] | still[seat]
            key = (position, hand, bury if seat == picker else 0)
            found = self._choices.get(key)
            if found is None:
                replay = replays[position]._replace(
                    hands=tuple(h | s for h, s in zip(hands, still, strict=True)),
                    partner=deal.partner, bury=bury)
                found = self._decide(replay, seat, card)
                self._choices[key] = found
            chosen, legal = found
            if chosen >= 0 and chosen != card:
                weight *= self.miss
            if not legal:  # a deal dealt ignoring what play has shown (sampler)
                return weight * self.miss
        return weight

    def _prepare(self, deal: Deal) -> None:
        """The card play seen, who still held which of its cards before each play, and the
        public deal before each play (``_replays`` stays None if ``deal`` cannot replay it)."""
        sequence = _plays(deal)
        still = [0] * SEATS
        later: list[tuple[int, ...]] = []
        for seat, card in reversed(sequence):
            still[seat] |= 1 << card
            later.append(tuple(still))
        later.reverse()
        self._sequence, self._later = sequence, later
        replay = self._start(deal)
        replays = []
        for _, card in sequence:
            replays.append(replay)
            try:
                replay = game.apply_to_deal(replay, Action(PLAY, (card,)))
            except IllegalAction:
                return
        self._replays = replays

    @staticmethod
    def _start(deal: Deal) -> Deal:
        """``deal`` taken back to its first lead: every card played back in its hand."""
        hands = list(deal.hands)
        for seat, card in _plays(deal):
            hands[seat] |= 1 << card
        leader = deal.leader
        return deal._replace(hands=tuple(hands), turn=leader, called_trick=-1, tricks=(),
                             trick=Trick(leader), result=None)

    def weight_replayed(self, deal: Deal) -> float:
        """:meth:`weight` by replaying the card play on ``deal`` itself."""
        if deal.phase is not Phase.PLAY or deal.unknown >= 0:
            return 1.0
        replay = self._start(deal)
        weight = 1.0
        for seat, card in _plays(deal):
            if seat != self.seat:
                chosen, _ = self._decide(replay, seat, card)
                if chosen >= 0 and chosen != card:
                    weight *= self.miss
            try:
                replay = game.apply_to_deal(replay, Action(PLAY, (card,)))
            except IllegalAction:
                return weight * self.miss
        return weight

    @staticmethod
    def _decide(deal: Deal, seat: int, card: int) -> tuple[int, bool]:
        """Normal's card for ``seat`` (to play in ``deal``), or -1 if it had no other; and
        whether ``card`` was legal."""
        legal = game.deal_legal_actions(deal)
        allowed = any(action.card == card for action in legal)
        if len(legal) < 2:
            return -1, allowed
        return decide(Knowledge.from_deal(deal, seat), legal).card, allowed


def _plays(deal: Deal) -> list[tuple[int, int]]:
    """Every card played in ``deal`` so far, in order, with its seat."""
    every = (*deal.tricks, deal.trick) if deal.trick is not None else deal.tricks
    return [(trick.seat_at(at), card) for trick in every for at, card in enumerate(trick.cards)]


__all__ = ["MISS", "PlayReader"]
