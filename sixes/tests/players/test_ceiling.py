"""The ceiling diagnostic (``sixes.players.ceiling``): its worlds hold exactly the truth it
is said to know, and nothing it is not."""

from __future__ import annotations

import random
from collections import Counter

from sixes.engine import ENGINE
from sixes.engine.deck import RANK_OF
from sixes.players.ceiling import KNOWING, KnowingHard
from sixes.players.knowledge import read


def test_knowing_everything_gives_the_true_deal_and_the_opponents_only_theirs() -> None:
    state = ENGINE.new_game("ceiling", 3)
    seen = read(ENGINE.view(state, 0))
    truth = [RANK_OF[c] for cards in state.packets for c in cards]
    everything = KnowingHard(KNOWING[2])
    everything.state = state
    world = everything.worlds_of(seen, random.Random(1))
    assert world.cards == truth and world.stock == [RANK_OF[c] for c in reversed(state.stock)]
    opponents = KnowingHard(KNOWING[1])
    opponents.state = state
    world = opponents.worlds_of(seen, random.Random(1))
    assert world.cards[6:] == truth[6:]  # the other seats' cards as dealt
    assert world.cards[3:6] == truth[3:6]  # its own bottom row, which it knows
    # Its own top row and the stock: the same cards, dealt anew.
    assert Counter(world.cards[:3] + world.stock) == Counter(
        truth[:3] + [RANK_OF[c] for c in state.stock])
    assert KnowingHard(KNOWING[0]).worlds_of is not everything.worlds_of

