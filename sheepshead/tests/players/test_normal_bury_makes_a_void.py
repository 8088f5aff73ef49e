"""Normal (the heuristic) buries for points and voids (S7), keeping a hold card (S8)."""

from __future__ import annotations

import random

from sheepshead.engine import legal_actions, view
from sheepshead.engine.deck import BIT, FAIL_SUITS, SUIT_MASK, SUIT_OF, TRUMP
from sheepshead.players import PLAYERS
from sheepshead.tests.engine.positions import act, game_with

HANDS = [
    "QC QS JD AD 9C 7H",
    "QH QD JC JS JH 10D",
    "KD 9D 8D 7D AC 10C",
    "KC 8C 7C AS 10S 9S",
    "AH 10H KH 9H 8H 8S",
]  # blind KS 7S: seat 0 then holds a lone 9C, KS 7S and a lone 7H


def test_the_bury_empties_a_fail_suit_takes_points_and_keeps_a_hold_card() -> None:
    normal = PLAYERS["normal"]()
    state = act(game_with(HANDS), "pick")
    before = state.deal.hands[0]
    bury = normal.choose(view(state, 0), legal_actions(state, 0), random.Random(0))
    buried = BIT[bury.cards[0]] | BIT[bury.cards[1]]
    assert not buried & SUIT_MASK[TRUMP]
    after = before & ~buried
    voids = [s for s in FAIL_SUITS if before & SUIT_MASK[s] and not after & SUIT_MASK[s]]
    assert voids  # a void to trump with
    assert str(bury) == "bury 9C KS"  # the lone club, and the king's 4 points
    state = act(state, str(bury))
    call = normal.choose(view(state, 0), legal_actions(state, 0), random.Random(0))
    assert call.type == "call" and after & SUIT_MASK[SUIT_OF[call.card]]  # the hold card
