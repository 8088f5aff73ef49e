"""Sampled worlds agree with every fact of the seat's view.

Positions come from games played through the State API: random actions (any turn, the swap,
the opening, the rows) and Normal games (pick-ups and burns that the memory remembers). For
every seat's view, worlds are sampled; each must look exactly like the real game from that
seat (``view`` of it equals the real view, its legal actions included), hold every card once,
put the cards the memory knows where it says they are, and keep H5's opening facts. And the
unseen cards must really be dealt at random: over many samples each lands in each place.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from shiesta.engine import GameState, apply, legal_actions, new_game, rules, view
from shiesta.engine.deck import ALL_CARDS, BIT, INDEX, mask_of
from shiesta.engine.game import to_act
from shiesta.players import NormalPlayer
from shiesta.players.sampler import Belief
from shiesta.tests.engine.positions import position

SKIP = ("memory", "events")  # a sampled world has no history; the memory is checked apart


def positions(seats: int, seed: str) -> list[GameState]:
    """States along random and Normal games, every few actions."""
    rng = random.Random(seed)
    found = []
    for number in range(8):
        normal = number % 2 == 1
        state = new_game(f"{seed}-{number}", seats, 1 + number % seats)
        step = 0
        while not state.finished:
            seat = to_act(state)[0] if normal else rng.choice(to_act(state))
            legal = legal_actions(state, seat)
            if normal:
                action = NormalPlayer().choose(view(state, seat), legal, rng)
            else:
                action = rng.choice(legal)
            if step % 7 == 0 or legal[0].type in ("ready", "swap") and step % 3 == 0:
                found.append(state)
            state = apply(state, seat, action)
            step += 1
    return found


def every_card_once(world: GameState) -> None:
    masks = [*world.hands, *world.face_up, world.burned, world.removed]
    cards = [c for row in world.face_down for c in row if c >= 0]
    cards += [*world.draw, *world.pile]
    total = 0
    for mask in masks:
        assert not total & mask
        total |= mask
    for card in cards:
        assert not total & BIT[card]
        total |= BIT[card]
    assert total == ALL_CARDS


def check_world(state: GameState, seat: int, world: GameState) -> None:
    real, seen = view(state, seat), view(world, seat)
    for key in real:
        if key not in SKIP:
            assert seen[key] == real[key], key
    every_card_once(world)
    memory = real["memory"]
    for s, cards in enumerate(memory["hands"]):
        assert mask_of(cards) & ~world.hands[s] == 0, (s, cards)
    assert mask_of(memory["out"]) & ~(world.burned | world.removed) == 0
    if real["opening"]:  # H5: the seat to play is the one the engine would choose
        assert rules.opener(world.hands, world.starter)[0] == world.turn


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_sampled_worlds_agree_with_the_view(seats: int) -> None:
    rng = random.Random(f"sampler/{seats}")
    phases, memories = Counter[str](), 0
    for state in positions(seats, f"sampler-{seats}"):
        for seat in range(seats):
            data = view(state, seat)
            phases[str(data["phase"])] += 1
            memories += any(data["memory"]["hands"]) or bool(data["memory"]["out"])
            belief = Belief.from_view(data)
            for _ in range(3):
                check_world(state, seat, belief.sample(rng))
    assert phases["swap"] > 20 and phases["play"] > 200
    assert memories > 100


def test_the_opening_facts_hold_for_every_seat() -> None:
    """Seat 1 starts (the second game) but has no card to open with, so seat 2 opens (H5):
    in every world seat 1 holds none, seat 2 one at least."""
    rng = random.Random("opening")
    state = position(["9C 10C 2D", "7C 7D 2H", "5D 8D KS"], game=2, opened=False, turn=2)
    for seat in range(3):
        belief = Belief.from_view(view(state, seat))
        for _ in range(200):
            world = belief.sample(rng)
            assert not world.hands[1] & rules.OPENERS
            assert world.hands[2] & rules.OPENERS
            check_world(state, seat, world)


def test_unseen_cards_go_everywhere_they_may() -> None:
    """From seat 0's view the 46 unseen cards are in seat 1's hand, seat 2's hand, the
    face-down rows, the draw pile or out of the game (a hand-built game): each lands in
    each of them over many samples, and the seat's own face-down cards are as unknown as
    the others'."""
    state = position(["4C 5C 6C", "", ""], up=["", "9H", "KH"],
                     down=["7S 8S 9S", "10S JS QS", "KS AS 2S"], draw="3S 4S 5S 6S",
                     pile="4H")
    state = state._replace(hands=(state.hands[0], mask_of("2C 3C"), mask_of("AH")))
    state = state._replace(burned=ALL_CARDS & ~_placed(state))
    belief = Belief.from_view(view(state, 0))
    rng = random.Random("spread")
    where: dict[str, set[str]] = {}
    for _ in range(3000):
        world = belief.sample(rng)
        check_world(state, 0, world)
        for card in ("7S", "2C", "3S", "JD"):
            where.setdefault(card, set()).add(_place(world, INDEX[card]))
    assert all(where[c] == {"hand 1", "hand 2", "down", "draw", "out"} for c in where), where


def _placed(state: GameState) -> int:
    total = 0
    for mask in (*state.hands, *state.face_up):
        total |= mask
    for card in (*state.draw, *state.pile, *(c for r in state.face_down for c in r if c >= 0)):
        total |= BIT[card]
    return total


def _place(world: GameState, card: int) -> str:
    for s in (1, 2):
        if world.hands[s] & BIT[card]:
            return f"hand {s}"
    if any(card in row for row in world.face_down):
        return "down"
    if card in world.draw:
        return "draw"
    return "out"
