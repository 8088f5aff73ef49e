"""The fast playout plays by the engine's rules: its recorded actions replay through
``game.apply`` to the same end, from the deal and from positions in mid-round."""

from __future__ import annotations

import random

import pytest

from shakipesh.engine import apply, legal_actions, new_game
from shakipesh.engine.playout import Record, random_playout
from shakipesh.engine.state import GameState
from shakipesh.tests.engine.positions import position


def _replayed(state: GameState, record: Record) -> GameState:
    for seat, action in record:
        assert seat == state.turn and action in legal_actions(state, seat)
        state = apply(state, seat, action)
    return state


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_recorded_playouts_replay_to_the_same_end(seats: int) -> None:
    rng = random.Random(f"playout/{seats}")
    kinds: set[str] = set()
    for number in range(60):
        start = new_game(f"playout-{number}", seats, 1 if number % 3 else 25)
        # Half of them from a position reached by the State API: in mid-turn, say.
        for _ in range(number % 2 * rng.randrange(12)):
            start = apply(start, start.turn, rng.choice(legal_actions(start, start.turn)))
        if start.round != 1:
            continue
        record: Record = []
        scores, reason = random_playout(start, rng, record)
        end = _replayed(start, record)
        last = end.history[-1]
        assert end.round == 2 or end.finished
        assert list(last.scores) == scores and last.reason == reason
        kinds |= {action.type for _, action in record}
    assert {"lay", "combine", "new_pile", "end", "shakipesh"} <= kinds


def test_a_playout_meets_whole_suits_passes_and_blocked_rounds() -> None:
    rng = random.Random(2)
    reasons = set()
    for _ in range(30):
        # Seat 0 goes out by combining 8H onto its 9H and laying 2C as the new pile; if it
        # ends its turn instead, seat 1 takes the combination and both are stuck.
        start = position("9H 2C", "7D 2D", piles=("10H", "8H", "5S"), limit=1)
        record: Record = []
        scores, reason = random_playout(start, rng, record)
        end = _replayed(start, record)
        assert list(end.history[-1].scores) == scores and end.history[-1].reason == reason
        reasons.add(reason)
    assert reasons == {"out", "blocked"}
    whole = position("2H 5C 9D", "7D 7S", piles=("AH KH QH JH 10H 9H", "8H 7H 6H 5H 4H 3H"))
    for _ in range(20):
        record = []
        scores, reason = random_playout(whole, rng, record)
        _replayed(whole, record)


def test_a_playout_from_a_finished_match_gives_its_last_rounds_scores() -> None:
    state = position("9H", "7D 7S", piles=("10H",), limit=1)
    end = apply(state, 0, legal_actions(state, 0)[0])
    assert end.finished
    assert random_playout(end, random.Random(1)) == ([0, 2], "out")
