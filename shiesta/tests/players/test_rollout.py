"""The rollout policy: its recorded games replay through the engine with the same places, and
it plays as Normal does (the search's rollouts stand in for Normal opponents)."""

from __future__ import annotations

import random

import pytest

from shiesta.engine import apply, legal_actions, new_game, rules, view
from shiesta.engine.actions import PLAY
from shiesta.engine.deck import BIT
from shiesta.engine.playout import Record
from shiesta.players import NormalPlayer
from shiesta.players.knowledge import Knowledge
from shiesta.players.normal import DANGER
from shiesta.players.rollout import choose_play, policy_playout
from shiesta.tests.engine.test_playout import random_position


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_recorded_rollouts_replay_through_the_engine(seats: int) -> None:
    rng = random.Random(f"rollout/{seats}")
    for number in range(60):
        start = random_position(f"rollout-{seats}-{number}", seats, rng)
        record: Record = []
        places = policy_playout(start, record)
        state = start
        for seat, action in record:
            assert action in legal_actions(state, seat), (number, seat, action)
            state = apply(state, seat, action)
        assert state.finished
        assert places == rules.places([state.held(s) for s in range(seats)])
        assert policy_playout(start) == places  # deterministic


def test_the_swap_and_the_plays_are_normals() -> None:
    """From a new game the rollout swaps as Normal does; in play, wherever the next player
    is not about to go out (then Normal goes by what it remembers, the rollout by the cards),
    it plays what Normal plays."""
    compared = 0
    for number in range(30):
        state = new_game(f"like-normal-{number}", 4, 1 + number % 4)
        record: Record = []
        policy_playout(state, record)
        normal = NormalPlayer()
        for seat, action in record:
            legal = legal_actions(state, seat)
            know = Knowledge.from_view(view(state, seat))
            if action.type != PLAY or len(legal) == 1 or know.held(know.next_seat) <= DANGER:
                if state.phase.value == "swap":
                    assert normal.choose(view(state, seat), legal, random.Random(0)) == action
                state = apply(state, seat, action)
                continue
            assert normal.choose(view(state, seat), legal, random.Random(0)) == action
            compared += 1
            state = apply(state, seat, action)
    assert compared > 300


def test_choose_play_spends_specials_last() -> None:
    legal = BIT[0] | BIT[4] | BIT[32] | BIT[20]  # 2C, 3C, 10C, 7C
    assert choose_play(legal, 1, False, False) == BIT[20]
    assert choose_play(legal & ~BIT[20], 1, False, False) == BIT[0]  # the 2 on a small pile
    assert choose_play(legal & ~BIT[20], 4, False, False) == BIT[4]  # the 3 on a bigger one
    assert choose_play(legal, 1, True, True) == BIT[4]  # danger: the 3 first
    assert choose_play(BIT[20] | BIT[40], 1, True, True) == BIT[20]  # the 7 that blocks
    assert choose_play(BIT[20] | BIT[40], 1, True, False) == BIT[40]  # else his highest


def test_a_first_action_given_is_the_one_played() -> None:
    """The search hands its candidate to the playout: the record starts with it, and the
    game goes on as if the engine had applied it."""
    rng = random.Random("first")
    tried = 0
    for number in range(300):
        state = random_position(f"first-{number}", 4, rng)
        if state.phase.value != "play":
            continue
        for action in legal_actions(state, state.turn):
            if action.type not in (PLAY, "face_down"):
                continue
            record: Record = []
            places = policy_playout(state, record, first=action)
            assert record[0] == (state.turn, action)
            assert places == policy_playout(apply(state, state.turn, action))
            tried += 1
    assert tried > 150
