"""``EasyPlayer``: a beginner's game, simple rules with some randomness.

It picks on a count of trumps, buries its richest fail cards, calls the first ace it may,
and in play either takes the trick with its highest card when it can or throws its lowest;
now and then it plays any legal card. A gentle opponent for people learning the game.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from cards.protocol import JSON
from sheepshead.engine.actions import ALONE, BURY, CALL, PASS, PICK, PLAY, Action
from sheepshead.engine.deck import POINTS, SUIT_OF, TRUMP
from sheepshead.players.knowledge import TRUMPS, Knowledge, beats

WHIM = 0.2  # how often it plays any legal card
PICK_TRUMPS = 4  # picks with this many trumps (three with a queen and a little luck)


class EasyPlayer:
    """Simple rules with some randomness, for beginners."""

    name = "easy"

    def choose(
        self, view: Mapping[str, JSON], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        know = Knowledge.from_view(view)
        kind = legal[0].type
        if kind in (PICK, PASS):
            trumps = (know.hand & TRUMPS).bit_count()
            queen = bool(know.hand & 0b1111)
            picks = trumps >= PICK_TRUMPS or (trumps == 3 and queen and rng.random() < 0.3)
            return next(a for a in legal if a.type == (PICK if picks else PASS))
        if kind == BURY:
            # The two fail cards (else any cards) with the most points.
            return max(legal, key=lambda a: sum(
                POINTS[c] - (20 if SUIT_OF[c] == TRUMP else 0) for c in a.cards))
        if kind in (CALL, ALONE):
            return next((a for a in legal if a.type == CALL), legal[0])
        if kind == PLAY and rng.random() >= WHIM:
            return next(a for a in legal if a.card == self._card(know, [a.card for a in legal]))
        if kind == PLAY:
            return legal[rng.randrange(len(legal))]
        # The unknown: the card with the fewest points.
        return min(legal, key=lambda a: (POINTS[a.card], a.card))

    @staticmethod
    def _card(know: Knowledge, cards: list[int]) -> int:
        if know.trick is None or not know.trick.plays:
            return min(cards)  # lead the highest card
        best, _ = know.trick_best()
        led = know.trick_led()
        winners = [c for c in cards if beats(c, best, led)]
        if winners:
            return min(winners)  # take it with the highest card
        return min(cards, key=lambda c: (POINTS[c], -c))  # throw the lowest
