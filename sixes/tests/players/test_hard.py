"""Hard's search in constructed positions: it knocks when that surely wins and not when it
surely loses; its candidates; the same choice for the same rng."""

from __future__ import annotations

import random

from sixes.engine import ENGINE
from sixes.players import HardPlayer
from sixes.players.hard import candidates
from sixes.players.knowledge import by_code, read
from sixes.players.model import DISCARD, SWAP, UP
from sixes.tests.players.games import act, choice, position

ALL = 0b111111


def test_hard_takes_a_winning_knock() -> None:
    # its packet is worth 3 and known; the other's, all public, 57: knocking keeps it so
    state = act(position("KC KD X1 X2 AC 2C", "QH JH 10H 9H 8H 7H", "QS", known=ALL,
                         public=ALL), "draw", "discard")
    assert state.phase == "after"
    assert choice("hard", state, player=HardPlayer(playouts=200)) == "knock 0"


def test_hard_avoids_a_losing_knock() -> None:
    # its packet is worth 57 and known; the other's, all public, 3: knocking only loses
    state = act(position("QC JC 10C 9C 8C 7C", "KH KS X1 X2 AH 2H", "QS", known=ALL,
                         public=ALL), "draw", "discard")
    assert choice("hard", state, player=HardPlayer(playouts=200)) == "end"


def test_hard_considers_going_up_with_the_card_in_hand() -> None:
    state = act(position("2C 3C 4C KD AD 2D", "3H 4H 5H 6H 7H 8H", "AS"), "draw")
    view = ENGINE.view(state, 0)
    options = candidates(read(view), by_code(ENGINE.legal_actions(state, 0)))
    assert (DISCARD,) in options
    assert any(len(o) == 2 and UP <= o[0] < 200 and SWAP <= o[1] < SWAP + 3 for o in options)


def test_hard_is_a_function_of_view_and_rng() -> None:
    state = act(position("2C 3C 4C 9D 5D 7D", "3H 4H 5H 6H 7H 8H", "6S"), "draw")
    view, legal = ENGINE.view(state, 0), ENGINE.legal_actions(state, 0)
    first = [HardPlayer(60).choose(view, legal, random.Random(f"r{i}")) for i in range(4)]
    again = [HardPlayer(60).choose(view, legal, random.Random(f"r{i}")) for i in range(4)]
    assert first == again
