"""Sixes' computer players: legal actions only, nothing read but the view, the same choice
for the same rng, and Normal's rules of thumb in constructed positions."""

from __future__ import annotations

import copy
import json
import random

import pytest

from cards import arena
from sixes.engine import ENGINE
from sixes.players import PLAYERS
from sixes.tests.players.games import LEVELS, act, choice, decisions, make, position

TABLES = [("sixes", 2), ("sixes", 3), ("sixes", 4), ("sixes", 5), ("sixes", 6),
          ("double", 2), ("double", 3)]


@pytest.mark.parametrize(("variant", "seats"), TABLES)
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_only_chooses_legal_actions(level: str, variant: str, seats: int) -> None:
    kinds: set[str] = set()
    choices = 0
    for game in range(6 if level == "hard" else 12):
        levels = [LEVELS[(game + s) % 3] for s in range(seats)]
        levels[game % seats] = level
        for _state, _seat, legal, action in decisions(
                levels, f"legal-{variant}-{seats}-{game}", variant == "double",
                turn_limit=12):
            assert action in legal
            kinds.add(action.type)
            choices += len(legal) > 1
    assert choices > 20
    assert {"draw", "swap"} <= kinds


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_a_whole_match_from_the_game_being_played(level: str) -> None:
    """A match of several games: the players choose from the view of the game being played
    (its ``match`` field aside) and play every game of it to the end."""
    other = LEVELS[(LEVELS.index(level) + 1) % 3]
    final, _ = arena.play(ENGINE, [lambda: make(level), lambda: make(other), lambda: make(level)],
                          f"match-{level}", {"starter": 1, "turn_limit": 6, "games": 3})
    outcome = ENGINE.outcome(final)
    assert outcome is not None
    assert final.number == 3 and len(final.match) == 2
    assert [sum(ENGINE.round_scores(final, s)) for s in range(3)] == list(outcome.scores)


@pytest.mark.parametrize("level", LEVELS)
def test_out_of_turn_every_level_declines(level: str) -> None:
    state = ENGINE.new_game("out", 3)
    for seat in (1, 2):
        legal = ENGINE.legal_actions(state, seat)
        assert legal  # it may go up (X10)
        assert make(level).choose(ENGINE.view(state, seat), legal, random.Random(1)) is None


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_view_and_rng_decide_the_same(level: str) -> None:
    for state, seat, legal, action in decisions([level] * 3, f"same-{level}", turn_limit=10):
        again = make(level).choose(ENGINE.view(state, seat), legal,
                                   random.Random(f"same-{level}/{state.version}/{seat}"))
        assert again == action


@pytest.mark.parametrize("level", LEVELS)
def test_players_read_only_the_view(level: str) -> None:
    """A plain-JSON copy of the view is all they need, and the cards the seat cannot see
    (the other seat's unknown cards, the stock's order) do not change their choice."""
    for state, seat, legal, _action in decisions([level, level], f"hidden-{level}",
                                                turn_limit=8):
        rng_seed = f"h/{state.version}"
        plain = json.loads(json.dumps(ENGINE.view(state, seat)))
        assert make(level).choose(plain, legal, random.Random(rng_seed)) == \
            make(level).choose(ENGINE.view(state, seat), legal, random.Random(rng_seed))
        other = 1 - seat
        seen_by_all = state.known[other] | state.public[other] | -state.done[other]
        hidden = [i for i in range(6) if not seen_by_all >> i & 1]
        if len(hidden) >= 2 and len(state.stock) >= 2:
            packets = [list(p) for p in state.packets]
            stock = list(state.stock)
            a, b = hidden[0], hidden[1]
            packets[other][a], stock[0] = stock[0], packets[other][a]
            packets[other][b], stock[-1] = stock[-1], packets[other][b]
            changed = state._replace(packets=tuple(map(tuple, packets)),
                                     stock=tuple(reversed(stock)))
            view = ENGINE.view(changed, seat)
            assert view["packets"] == ENGINE.view(state, seat)["packets"]
            assert make(level).choose(copy.deepcopy(view), legal,
                                      random.Random(rng_seed)) == \
                make(level).choose(ENGINE.view(state, seat), legal, random.Random(rng_seed))


# Normal's rules of thumb (the bottom row is positions 3, 4, 5).

def test_normal_swaps_a_drawn_king_for_its_queen() -> None:
    state = act(position("2C 3C 4C QD 5D 7D", "2H 3H 4H 5H 6H 7H", "KS"), "draw")
    assert choice("normal", state) == "swap 0 3"


def test_normal_swaps_a_drawn_joker_for_its_worst_card() -> None:
    state = act(position("2C 3C 4C 4D JD 7D", "2H 3H 4H 5H 6H 7H", "X1"), "draw")
    assert choice("normal", state) == "swap 0 4"


def test_normal_keeps_its_king_and_joker() -> None:
    # a 3 drawn: it replaces the 9, not the king or the joker
    state = act(position("2C 3C 4C KD X2 9D", "2H 4H 5H 6H 7H 8H", "3S"), "draw")
    assert choice("normal", state) == "swap 0 5"


def test_normal_makes_and_keeps_a_match() -> None:
    # a drawn 9 pairs with its 9 (both count 0, X3): it goes in for the 3, not the 9
    state = act(position("2C 3C 4C 9D 2D 3D", "4H 5H 6H 7H 8H JH", "9S"), "draw")
    assert choice("normal", state) == "swap 0 5"
    # a pair of 7s stays: a drawn 5 replaces the 6, not a 7 worth 0
    state = act(position("2C 3C 4C 7D 7S 6D", "2H 3H 5H 4H 8H JH", "5S"), "draw")
    assert choice("normal", state) == "swap 0 5"


def test_normal_throws_a_drawn_queen() -> None:
    state = act(position("2C 3C 4C 5D 6D 7D", "2H 3H 4H 5H 6H 7H", "QS"), "draw")
    assert choice("normal", state) == "discard"


def test_normal_takes_a_king_from_the_open_pile() -> None:
    state = position("2C 3C 4C QD 10D JD", "2H 3H 4H 5H 6H 7H", "5S", open_pile="KS")
    assert choice("normal", state) == "take"


def test_normal_goes_up_with_a_good_bottom_row_and_a_low_card() -> None:
    state = act(position("2C 3C 4C KD AD 2D", "3H 4H 5H 6H 7H 8H", "AS"), "draw")
    assert choice("normal", state) == "up 0"


def test_the_levels_are_registered() -> None:
    assert set(PLAYERS) == {"easy", "normal", "hard"}
