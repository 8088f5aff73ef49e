"""Random games through the State API: they end, and snapshots and views are plain JSON."""

from __future__ import annotations

import json
import random

import pytest

from sixes.engine import ENGINE


@pytest.mark.parametrize(("variant", "seats"), [("sixes", 2), ("sixes", 4), ("sixes", 6),
                                                ("double", 2), ("double", 3)])
def test_random_games_end_and_survive_json(variant: str, seats: int) -> None:
    rng = random.Random(f"smoke/{variant}/{seats}")
    for number in range(20):
        options = {"variant": variant, "memory": number % 2 == 0, "turn_limit": 8}
        state = ENGINE.new_game(f"smoke-{number}", seats, options)
        steps = 0
        while ENGINE.outcome(state) is None:
            steps += 1
            assert steps < 2000
            seat = rng.choice(ENGINE.may_act(state))
            state = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
            for viewer in range(seats):
                json.dumps(ENGINE.view(state, viewer, state.version - 1))
        snapshot = ENGINE.encode_state(state)
        assert ENGINE.decode_state(json.loads(json.dumps(snapshot))) == state
        assert ENGINE.view(state, 0)["status"] == "finished"
        assert ENGINE.round_scores(state, 0) == (ENGINE.view(state, 0)["result"]["scores"][0],)
