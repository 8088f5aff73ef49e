"""Sampled deals agree with everything the seat's view shows (S10, S11, S13, S15).

Random deals are played through the State API; at random decision points the seat's view is
turned into a :class:`Belief` and complete deals are sampled. Each sampled deal must look
the same from that seat (``view`` of it equals the real view) and must be reachable: rebuilt
as a starting deal (each hand plus the cards it played; the picker's bury given back to him
as the blind), the public action log, with the sampled bury and unknown, replays through
``apply`` without an illegal action. That proves the voids shown, the S15 holds, the S9/S10
call facts and the hand and blind sizes all hold in the sample.
"""

from __future__ import annotations

import random

import pytest

from sheepshead.engine import Action, GameState, apply, custom_game, legal_actions, view
from sheepshead.engine.actions import BURY, PLAY, UNKNOWN
from sheepshead.engine.deck import BIT
from sheepshead.engine.game import deal_cards
from sheepshead.engine.state import Deal, Phase
from sheepshead.players.sampler import Belief

SHARDS = 4
DEALS = 60  # per shard


def rebuild(
    sample: Deal, log: list[tuple[int, Action]], dealer: int, real_unknown: int
) -> GameState:
    """The sampled deal's starting cards, replayed through the engine with the public log."""
    hands = list(sample.hands)
    every = (*sample.tricks, sample.trick) if sample.trick else sample.tricks
    for trick in every:
        for at, card in enumerate(trick.cards):
            hands[trick.seat_at(at)] |= BIT[card]
    picker = sample.picker
    blind = sample.blind
    if picker >= 0:
        if sample.unknown >= 0:
            hands[picker] |= BIT[sample.unknown]
        hands[picker] |= sample.bury
        # The picker's own view names the blind; for the others any two of his eight cards
        # may have been it, the bury among them.
        blind = sample.blind or sample.bury
        hands[picker] &= ~blind
    state = custom_game(hands, blind, dealer)
    for seat, action in log:
        if action.type == BURY:
            action = Action.make(BURY, *(c for c in range(32) if sample.bury >> c & 1))
        elif action.type == UNKNOWN:
            action = Action(UNKNOWN, (sample.unknown,))
        elif action.type == PLAY and seat == picker and action.card == real_unknown:
            action = Action(PLAY, (sample.unknown,))  # played face down
        state = apply(state, seat, action)
    return state


@pytest.mark.parametrize("shard", range(SHARDS))
def test_every_sample_looks_the_same_from_the_seat_and_replays_legally(shard: int) -> None:
    rng = random.Random(f"sampler/{shard}")
    checked = 0
    for number in range(DEALS):
        seed = f"sampler-{shard}-{number}"
        hands, blind = deal_cards(seed, 0)
        dealer = number % 5
        state = custom_game(hands, blind, dealer)
        log: list[tuple[int, Action]] = []
        while state.deal.phase is not Phase.DONE:
            seat = state.deal.turn
            legal = legal_actions(state, seat)
            if rng.random() < 0.3:
                seen = view(state, seat)
                belief = Belief.from_view(seen)
                for k in range(3):
                    sample = belief.sample(random.Random(f"{seed}/{len(log)}/{k}"))
                    twin = rebuild(sample, log, dealer, state.deal.unknown)
                    assert twin.deal.hands == sample.hands
                    assert view(twin, seat) == seen
                    checked += 1
            action = legal[rng.randrange(len(legal))]
            log.append((seat, action))
            state = apply(state, seat, action)
    assert checked > 500
