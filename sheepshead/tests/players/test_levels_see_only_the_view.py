"""Each level decides from its seat's view alone (S12): its input is exactly the view, it
never changes it, and states that look the same to the seat get the same decision."""

from __future__ import annotations

import copy
import random
from types import MappingProxyType

import pytest

from sheepshead.engine import legal_actions, view
from sheepshead.engine.state import Phase
from sheepshead.tests.players.levels import LEVELS, decisions, player
from sheepshead.tests.players.test_view_only import hidden_swap

DEALS = {"easy": 60, "normal": 60, "hard": 25}


@pytest.mark.parametrize("level", LEVELS)
def test_hidden_cards_do_not_change_the_decision(level: str) -> None:
    rng = random.Random(f"hidden/{level}")
    chooser = player(level)
    compared = 0
    for step, (state, seat, legal, _action) in enumerate(decisions(level, DEALS[level], "hid")):
        if len(legal) == 1 or state.deal.phase is not Phase.PLAY:
            continue
        seen = view(state, seat)
        before = copy.deepcopy(seen)
        mine = chooser.choose(MappingProxyType(seen), legal, random.Random(step))
        assert seen == before  # read, never changed
        twin = hidden_swap(state, seat, rng)
        if twin is None or twin.deal.hands == state.deal.hands:
            continue
        assert view(twin, seat) == seen and legal_actions(twin, seat) == legal
        assert chooser.choose(view(twin, seat), legal, random.Random(step)) == mine
        compared += 1
    assert compared > DEALS[level] * 2
