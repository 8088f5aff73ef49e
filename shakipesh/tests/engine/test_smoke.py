"""Random matches through the State API: they end, and snapshots, views and scores agree."""

from __future__ import annotations

import json
import random

import pytest

from shakipesh.engine import ENGINE


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_matches_end_and_survive_json(seats: int) -> None:
    rng = random.Random(f"smoke/{seats}")
    for number, limit in enumerate((1, 10, 25, 50, 1)):
        state = ENGINE.new_game(f"smoke-{number}", seats, {"limit": limit})
        steps = 0
        while ENGINE.outcome(state) is None:
            steps += 1
            assert steps < 5000
            seat = ENGINE.to_act(state)[0]
            state = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
            for viewer in range(seats):
                json.dumps(ENGINE.view(state, viewer, state.version - 1))
        assert ENGINE.decode_state(json.loads(json.dumps(ENGINE.encode_state(state)))) == state
        assert max(state.totals) >= limit > max(state.totals) - max(
            r.scores[s] for r in state.history[-1:] for s in range(seats))
        for seat in range(seats):
            assert sum(ENGINE.round_scores(state, seat)) == state.totals[seat]
        assert ENGINE.view(state, 0)["status"] == "finished"
        assert len(ENGINE.view(state, 0)["rounds"]) == len(state.history)
