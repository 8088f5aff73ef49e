"""Shiesta's computer players: legal actions only, the same choice for the same seed, and
Normal stronger than Easy."""

from __future__ import annotations

import random

import pytest

from shiesta.engine import apply, legal_actions, new_game, view
from shiesta.engine.actions import PICKUP, PLAY, READY, SWAP, Action
from shiesta.engine.deck import indices, mask_of
from shiesta.engine.game import custom_game
from shiesta.players import PLAYERS, NormalPlayer
from shiesta.players.normal import strength
from shiesta.tests.players.games import LEVELS, decisions, places


@pytest.mark.parametrize("seats", [3, 4, 5])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_only_returns_legal_actions(level: str, seats: int) -> None:
    count = choices = 0
    kinds: set[str] = set()
    for game in range(12):
        others = [LEVELS[(game + s) % len(LEVELS)] for s in range(seats)]
        levels = [level, *others[1:]] if game % 2 else [level] * seats
        for _state, _seat, legal, action in decisions(levels, f"legal-{seats}-{game}", game + 1):
            assert action in legal, f"{level} chose {action}, not one of {legal}"
            count += 1
            choices += len(legal) > 1
            kinds.add(action.type)
    assert choices > 100  # real choices, not only forced plays
    assert {READY, PLAY, PICKUP} <= kinds


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seed_decides_the_same(level: str) -> None:
    for _state, seat, legal, action in decisions([level] * 4, f"same-{level}"):
        again = PLAYERS[level]().choose(view(_state, seat), legal,
                                        random.Random(f"same-{level}/{_state.version}/{seat}"))
        assert again == action


def test_a_whole_game_is_a_function_of_its_seed() -> None:
    levels = ["normal", "easy", "normal", "easy"]
    first = [a for *_, a in decisions(levels, "replay")]
    assert first == [a for *_, a in decisions(levels, "replay")]


def test_normal_beats_easy_with_seats_rotated() -> None:
    """200 four-player games, one Normal against three Easy, the Normal in each seat in turn
    and each seat starting in turn: Normal's average place is clearly better (fixed seeds)."""
    total = {"normal": 0, "easy": 0}
    count = {"normal": 0, "easy": 0}
    for number in range(200):
        levels = ["easy"] * 4
        levels[number % 4] = "normal"
        for seat, place in enumerate(places(levels, f"bench-{number}", 1 + number // 4 % 4)):
            total[levels[seat]] += place
            count[levels[seat]] += 1
    normal, easy = (total[k] / count[k] for k in ("normal", "easy"))
    assert normal < easy - 0.4, (normal, easy)


def test_normal_swaps_its_strong_cards_face_up() -> None:
    state = new_game("swap-test", 4)
    player = NormalPlayer()
    for _ in range(10):
        legal = legal_actions(state, 0)
        action = player.choose(view(state, 0), legal, random.Random(0))
        if action.type == READY:
            break
        assert action.type == SWAP
        state = apply(state, 0, action)
    cards = sorted(
        [*indices(state.hands[0]), *indices(state.face_up[0])],
        key=strength, reverse=True)
    assert set(indices(state.face_up[0])) == set(cards[:3])


def _choose(hands: list[str], pile: str) -> Action:
    """Normal's choice at seat 0 of a hand-built position (the other cards burned)."""
    state = custom_game([mask_of(h) for h in hands], pile=indices(mask_of(pile)))
    legal = legal_actions(state, 0)
    return NormalPlayer().choose(view(state, 0), legal, random.Random(0))


def test_normal_plays_its_lowest_normal_set_and_keeps_its_specials() -> None:
    action = _choose(["2C 10D 5H 5S 9C", "4C 4D 6C 6D 8C", "8D 8H 9D 9H JC"], "4S")
    assert action == Action(PLAY, tuple(indices(mask_of("5H 5S"))))


def test_normal_spends_one_special_only_when_nothing_else_goes() -> None:
    action = _choose(["2C 2D 10D 5H 9C", "4C 4D 6C 6D 8C", "8D 8H 9D 9H JC"], "QS")
    assert action == Action(PLAY, tuple(indices(mask_of("2C"))))


def test_normal_remembers_a_pick_up_and_blocks_with_a_seven() -> None:
    """Seat 1 picked up the queen and the king, and holds three cards: about to go out, and
    all it has shown is above 7, so Normal plays its 7 (H8) rather than its lowest card."""
    state = custom_game([mask_of("5H 7C 9C JC"), mask_of("5D"), mask_of("4C 8C 8D")],
                        pile=indices(mask_of("QS KS")), turn=1)
    state = apply(state, 1, Action(PICKUP))
    state = apply(state, 2, Action(PLAY, tuple(indices(mask_of("4C")))))
    seen = view(state, 0)
    assert seen["memory"]["hands"][1] == ["QS", "KS"]
    action = NormalPlayer().choose(seen, legal_actions(state, 0), random.Random(0))
    assert action == Action(PLAY, tuple(indices(mask_of("7C"))))
    # Without the memory it would block with its highest card instead.
    blind = {**seen, "memory": {"out": [], "hands": [[], [], []]}}
    action = NormalPlayer().choose(blind, legal_actions(state, 0), random.Random(0))
    assert action == Action(PLAY, tuple(indices(mask_of("JC"))))
