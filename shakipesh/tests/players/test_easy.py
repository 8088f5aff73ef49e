"""Easy, greedy shedding: legal actions only, nothing read but the view, the same choice for
the same rng; it combines, lays, uses its rights, makes a shakipesh only when it cannot lay,
passes when it must, and goes out when it can."""

from __future__ import annotations

import json
import random

import pytest

from shakipesh.engine import ENGINE, Action, GameState
from shakipesh.players import PLAYERS, EasyPlayer
from shakipesh.tests.engine.positions import position


def choice(state: GameState, seed: object = 1) -> Action:
    seat = state.turn
    chosen = EasyPlayer().choose(ENGINE.view(state, seat), ENGINE.legal_actions(state, seat),
                                 random.Random(seed))
    assert chosen is not None
    return chosen


def play_turn(state: GameState) -> tuple[GameState, list[str]]:
    """The seat on turn's whole turn as Easy plays it, and its actions in short form."""
    seat, steps = state.turn, []
    while state.turn == seat and not state.finished:
        action = choice(state, len(steps))
        steps.append(str(action))
        state = ENGINE.apply(state, seat, action)
    return state, steps


def test_the_levels() -> None:
    assert list(PLAYERS) == ["easy", "normal", "hard"] and PLAYERS["easy"] is EasyPlayer


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_easy_only_chooses_legal_actions_and_finishes_matches(seats: int) -> None:
    kinds: set[str] = set()
    for number in range(4):
        state = ENGINE.new_game(f"easy-{seats}-{number}", seats, {"limit": 10})
        steps = 0
        while not state.finished:
            steps += 1
            assert steps < 5000
            seat = state.turn
            legal = ENGINE.legal_actions(state, seat)
            action = EasyPlayer().choose(ENGINE.view(state, seat), legal,
                                         random.Random(f"{number}/{steps}"))
            assert action in legal
            kinds.add(action.type)
            state = ENGINE.apply(state, seat, action)
    assert {"lay", "end", "shakipesh", "new_pile", "combine"} <= kinds


def test_the_same_view_and_rng_decide_the_same_from_the_view_alone() -> None:
    rng = random.Random(5)
    state = ENGINE.new_game("same", 3, {"limit": 1})
    while not state.finished:
        seat = state.turn
        view, legal = ENGINE.view(state, seat), ENGINE.legal_actions(state, seat)
        first = EasyPlayer().choose(view, legal, random.Random(state.version))
        plain = json.loads(json.dumps(view))
        assert EasyPlayer().choose(plain, legal, random.Random(state.version)) == first
        state = ENGINE.apply(state, seat, rng.choice(legal))


def test_out_of_turn_it_declines() -> None:
    state = position("9H 2C", "7D", piles=("10H",))
    assert EasyPlayer().choose(ENGINE.view(state, 1), (), random.Random(1)) is None


def test_easy_goes_out_in_a_simple_position() -> None:
    state = position("9H 8H 7H", "2D 7S", piles=("10H", "5S"), stock="3C 3D 3H")
    state, steps = play_turn(state)
    assert steps == ["lay 9H 0", "lay 8H 0", "lay 7H 0"]
    assert state.history[-1].winner == 0


def test_easy_combines_uses_its_right_on_the_longest_run_and_lays_on() -> None:
    state = position("KS QS 5C 3D", "2D 7S", piles=("10H", "9H"), stock="3C 4D 3H")
    state, steps = play_turn(state)
    assert steps == ["combine 1 0", "new KS", "lay QS 2", "end"]


def test_easy_lays_rather_than_shakipesh_and_shakipeshes_only_when_it_cannot_lay() -> None:
    can_lay = position("9H 2C", "2D 7S", piles=("10H", "5S"), stock="3C 3D 3H")
    assert str(choice(can_lay)) == "lay 9H 0"
    stuck = position("4H 2C", "2D 7S", piles=("10H", "5S"), stock="3C 3D 3H")
    assert str(choice(stuck)) == "shakipesh"


def test_easy_passes_when_it_must() -> None:
    stuck = position("4H 2C", "2D 7S", piles=("10H", "5S"))
    assert str(choice(stuck)) == "pass"
