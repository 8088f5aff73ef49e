"""Hard's sampled worlds and playouts (shakipesh/players/rollout.py): a world places every
unseen card once, each other hand at its size, and mostly keeps the cards that follow a top
out of the hand of the seat that played last; a playout of a world ends as the same world
played through the engine by Normal players does."""

from __future__ import annotations

import random

import pytest

from cards.arena import decision_rng
from shakipesh.engine import ENGINE, GameState, custom_round
from shakipesh.engine.deck import INDEX
from shakipesh.players import NormalPlayer
from shakipesh.players.knowledge import read
from shakipesh.players.model import down, low, tops_of
from shakipesh.players.rollout import play_out, sample, unlikely
from shakipesh.tests.engine.positions import position


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_world_places_every_unseen_card_once(seats: int) -> None:
    rng = random.Random(seats)
    state = ENGINE.new_game(f"worlds-{seats}", seats, {"limit": 1})
    seen = read(ENGINE.view(state, 1))
    for _ in range(20):
        world = sample(seen, rng)
        assert world.hands[1] == seen.hand and len(world.hands) == seats
        assert [h.bit_count() for h in world.hands] == list(seen.hand_sizes)
        others = 0
        for s, hand in enumerate(world.hands):
            if s != 1:
                assert not others & hand
                others |= hand
        stock = 0
        for card in world.stock:
            stock |= 1 << card
        assert len(world.stock) == seen.stock and not stock & others
        assert others | stock == seen.unseen
        assert (world.table, world.bottoms) == (seen.table, seen.bottoms)


def test_the_last_player_is_unlikely_to_hold_what_follows_a_top() -> None:
    state = position("3C", "2D 7D 4S 3H JC QC 8C", piles=("10H", "5S", "QD"),
                     stock="4D 2H 9C 10C AD KD JD AS KS")
    seen = read(ENGINE.view(state, 0))
    followers = seen.unseen & down(tops_of(seen.table, seen.bottoms))
    assert set(unlikely(seen)) == set(low(followers)) == {INDEX[c] for c in ("9H", "4S", "JD")}
    rng = random.Random(1)
    held = sum((sample(seen, rng).hands[1] & followers).bit_count() for _ in range(400))
    # Uniformly, 7 of the 16 unseen cards are his: 3 * 7 / 16 followers a world.
    assert held / 400 < 0.5 * 3 * 7 / 16


def played_by_normals(state: GameState) -> GameState:
    """``state`` played to its end by Normal players, each decision's rng the site's."""
    while acting := ENGINE.to_act(state):
        seat = acting[0]
        legal = ENGINE.legal_actions(state, seat)
        action = NormalPlayer().choose(ENGINE.view(state, seat), legal,
                                       decision_rng("playout", state.version, seat))
        assert action in legal
        state = ENGINE.apply(state, seat, action)
    return state


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_playout_ends_as_normal_players_end_it_through_the_engine(seats: int) -> None:
    rng = random.Random(seats)
    for number in range(25):
        seen = read(ENGINE.view(ENGINE.new_game(f"playout-{number}", seats, {"limit": 1}), 0))
        world = sample(seen, rng)
        state = custom_round([list(low(h)) for h in world.hands],
                             [[card] for card in low(world.table)], list(world.stock),
                             turn=number % seats, limit=1)
        end = played_by_normals(state)
        assert play_out(world, number % seats) == list(end.history[-1].scores)
