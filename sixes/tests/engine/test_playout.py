"""The fast playout plays by the engine's rules: its recorded actions replay through
``game.apply`` to the same end, from the deal and from positions in mid-game."""

from __future__ import annotations

import random

import pytest

from sixes.engine import ENGINE, apply, custom_game, legal_actions, new_game, outcome
from sixes.engine.playout import Record, random_playout
from sixes.engine.state import GameState


def _replayed(state: GameState, record: Record) -> GameState:
    for seat, action in record:
        assert seat == state.turn and action in legal_actions(state, seat)
        state = apply(state, seat, action)
    return state


@pytest.mark.parametrize(("variant", "seats"), [("sixes", 2), ("sixes", 4), ("sixes", 6),
                                                ("double", 2), ("double", 3)])
def test_recorded_playouts_replay_to_the_same_end(variant: str, seats: int) -> None:
    rng = random.Random(f"playout/{variant}/{seats}")
    reasons = set()
    for number in range(60):
        start = new_game(f"playout-{number}", seats, variant, turn_limit=1 + number % 4)
        # Half of them from a position reached by the State API: holding, after a move...
        for _ in range(number % 2 * rng.randrange(6)):
            if start.finished:
                break
            start = apply(start, start.turn, rng.choice(legal_actions(start, start.turn)))
        record: Record = []
        scores, reason = random_playout(start, rng, record)
        end = _replayed(start, record)
        result = outcome(end)
        assert result is not None and list(result.scores) == scores
        assert end.reason == reason
        reasons.add(reason)
        assert ENGINE.view(end, 0)["result"]["scores"] == scores
    assert "knock" in reasons and reasons <= {"knock", "turn_limit", "stock"}


def test_a_playout_from_a_finished_game_gives_its_scores() -> None:
    rng = random.Random(1)
    state = new_game("done", 2, turn_limit=1)
    record: Record = []
    random_playout(state, rng, record)
    end = _replayed(state, record)
    assert random_playout(end, rng) == (list(outcome(end).scores), end.reason)  # type: ignore[union-attr]


def test_a_playout_ends_when_the_stock_runs_out() -> None:
    rng = random.Random(2)
    packets = [list(range(0, 6)), list(range(6, 12))]
    for _ in range(20):
        state = custom_game(packets, [20, 21, 22], [30, 31])
        record: Record = []
        scores, reason = random_playout(state, rng, record)
        end = _replayed(state, record)
        assert end.reason == reason and list(outcome(end).scores) == scores  # type: ignore[union-attr]
        if reason == "stock":
            assert not end.stock
            return
    pytest.fail("no playout ran the stock out")
