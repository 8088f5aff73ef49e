"""The players' card-mask table (shakipesh/players/model.py): its moves are the engine's lays,
combinations and new piles in every position of random matches, each move leaves the
position the engine reaches, a whole suit's pile gives its right (K9), and the turn's search
lists distinct endings the engine can reach, a way out alone when there is one."""

from __future__ import annotations

import random

import pytest

from shakipesh.engine import ENGINE, GameState
from shakipesh.engine.deck import cards_of
from shakipesh.players.knowledge import read
from shakipesh.players.model import Position, endings, to_action, to_move
from shakipesh.tests.engine.positions import position

MOVES = ("lay", "combine", "new_pile")


def seen_position(state: GameState) -> Position:
    return Position.of(read(ENGINE.view(state, state.turn)))


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_moves_are_the_engines_and_lead_where_the_engine_goes(seats: int) -> None:
    rng = random.Random(seats)
    for number in range(12):
        state = ENGINE.new_game(f"model-{seats}-{number}", seats, {"limit": 1})
        while not state.finished:
            seat = state.turn
            seen = read(ENGINE.view(state, seat))
            here = Position.of(seen)
            legal = ENGINE.legal_actions(state, seat)
            moves = [to_action(m, seen) for m in here.moves()]
            assert sorted(map(str, moves)) == sorted(str(a) for a in legal if a.type in MOVES)
            for action in legal:
                if action.type in MOVES:
                    move = to_move(action, seen)
                    assert to_action(move, seen) == action
                    after = ENGINE.apply(state, seat, action)
                    if after.round == state.round and not after.finished:
                        assert seen_position(after) == here.play(move)
            state = ENGINE.apply(state, seat, rng.choice(legal))


def test_a_whole_suits_pile_gives_a_right() -> None:
    spades = "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S"
    state = position("2S 9H 4C", "2D 7D", piles=(spades, "10H"), stock="3C 3D 3H")
    here = seen_position(state)
    after = here.play(cards_of("2S")[0])
    assert after.rights == 1  # K9: the pile holds all thirteen
    assert [str(to_action(m, read(ENGINE.view(state, 0)))) for m in here.moves()] == [
        "lay 2S 0", "lay 9H 1"]
    halves = position("9H 4C", "2D 7D", piles=("AS KS QS JS 10S 9S 8S", "7S 6S 5S 4S 3S 2S"),
                      stock="3C 3D 3H")
    joins = seen_position(halves).moves()  # either half on the other
    assert [seen_position(halves).play(m).rights for m in joins] == [2, 2]  # K8 and K9


def test_the_endings_are_distinct_and_reachable() -> None:
    state = position("9H 8H 5C KS 3D", "2D 7D 4S", piles=("10H", "7H", "4C", "QD"),
                     stock="3C 4D 3H")
    seen = read(ENGINE.view(state, 0))
    found = endings(Position.of(seen))
    assert len({e.position for e in found}) == len(found) > 5
    for ending in found:
        assert ending.position.can_end
        replayed = state
        step = Position.of(seen)
        for move in ending.moves:
            replayed = ENGINE.apply(replayed, 0, to_action(move, read(ENGINE.view(replayed, 0))))
            step = step.play(move)
        assert seen_position(replayed) == step == ending.position


def test_a_way_out_is_the_only_ending() -> None:
    # 9H on the 10H, the 8H's pile on it (a right), 7H on the 8H, the 6H's pile on it
    # (a right), 4C as a new pile: out (K12).
    state = position("9H 7H 4C", "2D 7D", piles=("10H", "8H", "6H", "QD"), stock="3C 4D 3H")
    found = endings(seen_position(state))
    assert len(found) == 1 and found[0].position.hand == 0
