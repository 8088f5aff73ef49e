"""HeuristicPlayer in all five seats over 2,000 random deals, through the State API.

Every decision must be one of the legal actions, and the same (view, legal, rng) must always
give the same decision. Ten shards of 200 one-deal games, so ``pytest -n auto`` spreads them.
"""

from __future__ import annotations

import random
import time

import pytest

from sheepshead.engine import apply, legal_actions, new_game, to_act, view
from sheepshead.engine.state import Phase
from sheepshead.players import HeuristicPlayer, RandomPlayer

SHARDS = 10
DEALS_PER_SHARD = 200  # 2,000 deals in all


@pytest.mark.parametrize("shard", range(SHARDS))
def test_heuristic_always_chooses_a_legal_action_and_is_deterministic(shard: int) -> None:
    player = HeuristicPlayer()
    check = random.Random(f"players/determinism/{shard}")
    decisions = 0
    for number in range(DEALS_PER_SHARD):
        state = new_game(f"players-sim-{shard}-{number}", {"deals": 1})
        while to_act(state):
            (seat,) = to_act(state)
            legal = legal_actions(state, seat)
            seen = view(state, seat)
            action = player.choose(seen, legal, random.Random(decisions))
            assert action in legal, f"{action} not legal in {seen}"
            if check.random() < 0.1:
                # The same view and legal actions again, with the same and another rng.
                assert player.choose(view(state, seat), legal, random.Random(decisions)) == action
                assert HeuristicPlayer().choose(seen, legal, random.Random(-1)) == action
            state = apply(state, seat, action)
            decisions += 1
        assert state.deal.phase is Phase.DONE or state.history
    assert decisions > DEALS_PER_SHARD * 30


def test_random_player_is_legal_and_repeats_with_the_same_seed() -> None:
    player = RandomPlayer()
    for number in range(50):
        state = new_game(f"players-random-{number}", {"deals": 1})
        while to_act(state):
            (seat,) = to_act(state)
            legal = legal_actions(state, seat)
            seen = view(state, seat)
            action = player.choose(seen, legal, random.Random(f"{number}/{seat}"))
            assert action in legal
            assert player.choose(seen, legal, random.Random(f"{number}/{seat}")) == action
            state = apply(state, seat, action)


def test_heuristic_decides_in_well_under_five_milliseconds() -> None:
    player = HeuristicPlayer()
    spent, decisions = 0.0, 0
    for number in range(40):
        state = new_game(f"players-timing-{number}", {"deals": 1})
        while to_act(state):
            (seat,) = to_act(state)
            legal = legal_actions(state, seat)
            seen = view(state, seat)
            start = time.perf_counter()
            action = player.choose(seen, legal, random.Random(0))
            spent += time.perf_counter() - start
            decisions += 1
            state = apply(state, seat, action)
    assert spent / decisions < 0.005
