"""The fast playout agrees with the immutable engine: same legal choices, same places."""

from __future__ import annotations

import random

import pytest

from shiesta.engine import ENGINE, Action, GameState, Phase, apply, legal_actions
from shiesta.engine.playout import random_playout
from shiesta.tests.engine.positions import position


def random_position(seed: str, seats: int, rng: random.Random) -> GameState:
    """A game advanced by a random number of random actions (the swap, or any turn)."""
    state = ENGINE.new_game(seed, seats, {"game": rng.randrange(1, 6)})
    for _ in range(rng.choice([0, 5, 30, 80, 200])):
        if state.finished:
            break
        seat = rng.choice(ENGINE.to_act(state))
        state = apply(state, seat, rng.choice(legal_actions(state, seat)))
    return state


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_recorded_playouts_replay_through_the_engine(seats: int) -> None:
    rng = random.Random(f"playout/{seats}")
    phases = set()
    for n in range(150):
        start = random_position(f"playout-{seats}-{n}", seats, rng)
        phases.add(start.phase)
        check_against_engine(start, rng)
    assert phases >= {Phase.SWAP, Phase.PLAY}


def test_playouts_with_a_short_turn_limit_and_from_the_rows() -> None:
    rng = random.Random("rows")
    state = position(["", "4C 5C", "6C 7C 8C"], ["9D 9H", "QC", "JC JD"],
                     ["9C 2S 3S", "AH", "AS"], pile="8H", turns=[30, 30, 30])
    ends = set()
    for _ in range(300):
        ends.add(check_against_engine(state, rng))
        ends.add(check_against_engine(state._replace(turn_limit=95), rng))
    assert ends == {"out", "turn_limit"}


def check_against_engine(start: GameState, rng: random.Random) -> str:
    record: list[tuple[int, Action]] = []
    places = random_playout(start, rng, record)
    state = start
    for seat, action in record:
        assert action in legal_actions(state, seat), f"{action} is not legal for {seat}"
        state = apply(state, seat, action)
    outcome = ENGINE.outcome(state)
    assert outcome is not None, "the playout stopped before the end"
    assert places == outcome.scores
    return "out" if state.winner >= 0 else "turn_limit"
