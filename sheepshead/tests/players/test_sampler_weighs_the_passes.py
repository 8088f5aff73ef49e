"""Seats that passed are dealt weaker hands than seats yet to speak (S6): the sampler keeps
a deal with the probability that the passes seen would have been made with it."""

from __future__ import annotations

import random

from sheepshead.engine import view
from sheepshead.players.bidding import pick_strength
from sheepshead.players.sampler import Belief
from sheepshead.tests.engine.positions import STRONG_SEAT_0, act, game_with


def test_passers_get_weaker_hands_than_the_seat_still_to_decide() -> None:
    # Seat 3 decides after seats 0, 1 and 2 passed; seat 4 (the dealer) has not spoken.
    # Seat 3 holds no trump, so all fourteen are out among the other hands and the blind.
    hands = [*STRONG_SEAT_0[1:], STRONG_SEAT_0[0]]
    state = act(game_with(hands), "pass", "pass", "pass")
    belief = Belief.from_view(view(state, 3))
    rng = random.Random("passes")
    n = 400
    passers = undecided = 0.0
    for _ in range(n):
        deal = belief.sample(rng)
        passers += sum(pick_strength(deal.hands[s]) for s in (0, 1, 2)) / 3
        undecided += pick_strength(deal.hands[4])
    assert passers / n < undecided / n - 1.0, (passers / n, undecided / n)


def test_without_passes_every_other_seat_is_dealt_alike() -> None:
    state = game_with(STRONG_SEAT_0)
    belief = Belief.from_view(view(state, 0))
    rng = random.Random("no passes")
    n = 400
    totals = [0.0] * 5
    for _ in range(n):
        deal = belief.sample(rng)
        for s in range(1, 5):
            totals[s] += pick_strength(deal.hands[s]) / n
    assert max(totals[1:]) - min(totals[1:]) < 0.6
