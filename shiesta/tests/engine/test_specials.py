"""H7–H9: the 2, the 3, the 10 and the 7; several cards of one rank act once."""

from __future__ import annotations

import pytest

from cards import IllegalAction
from shiesta.engine import ENGINE
from shiesta.engine.deck import mask_of
from shiesta.tests.engine.positions import act, hand, kinds, legal, pile, position

UP = ["KC KD KH", "QC QD QH", "JC JD JH"]


# ---------------------------------------------------------------- the 2


def test_h7_a_2_goes_on_anything_and_anything_follows_it() -> None:
    state = position(["2C 4D", "4C 7S 5D", "6C"], UP, pile="AS")
    assert "play 2C" in legal(state)
    state = act(state, "play 2C")
    assert legal(state) == {"play 4C", "play 7S", "play 5D"}  # a 7 and a 4 on a 2 too
    state = act(state, "play 4C")
    assert "play 4D" in legal(state._replace(turn=0))


# ---------------------------------------------------------------- the 3


def test_h7_a_3_is_removed_and_the_next_player_must_pick_up() -> None:
    state = position(["3C 9D", "4C 8S AS 2S 10S", "6C"], UP, pile="5H 8H")
    state = act(state, "play 3C")
    assert pile(state) == ["5H", "8H"] and state.removed == 1 << 4  # 3♣ out of the game
    assert state.forced and state.turn == 1
    assert legal(state) == {"pickup"}  # though he could play on an 8
    for action in ("play AS", "play 2S", "play 10S"):
        with pytest.raises(IllegalAction) as refused:
            act(state, action)
        assert refused.value.rule == "H7"
    state = act(state, "pickup")  # that is his turn
    assert hand(state, 1) == {"4C", "8S", "AS", "2S", "10S", "5H", "8H"}
    assert state.turn == 2 and state.pile == () and not state.forced
    assert state.turns == (1, 1, 0)
    assert legal(state) == {"play 6C"}  # the player after him starts a new pile
    assert [e.detail for e in state.events if e.kind == "pickup"] == ["three"]


def test_h7_h9_two_3s_make_one_pick_up() -> None:
    state = position(["3C 3D 9D", "4C", "6C"], UP, pile="5H")
    state = act(state, "play 3C 3D", "pickup")
    assert state.removed.bit_count() == 2 and hand(state, 1) == {"4C", "5H"}
    assert state.turn == 2 and not state.forced


def test_h7_a_3_on_an_empty_pile_still_costs_the_next_player_his_turn() -> None:
    state = position(["3C 9D", "4C", "6C"], UP)
    state = act(state, "play 3C")
    assert legal(state) == {"pickup"}
    state = act(state, "pickup")
    assert hand(state, 1) == {"4C"} and state.turn == 2


def test_h7_the_removal_is_counted_in_the_views() -> None:
    state = act(position(["3C 9D", "4C", "6C"], UP, pile="5H"), "play 3C")
    for seat in range(3):
        data = ENGINE.view(state, seat, state.version - 1)
        assert data["removed"] == 1 and data["must_pick_up"] is True
        assert [e["type"] for e in data["events"]] == ["play", "remove"]
        assert data["events"][1] == {"v": 1, "type": "remove", "seat": 0, "count": 1}


# ---------------------------------------------------------------- the 10


def test_h7_a_10_burns_the_pile_and_the_next_player_starts_a_new_one() -> None:
    before = position(["10C 9D", "4C 2S", "6C"], UP, pile="5H 8H AS")
    state = act(before, "play 10C")
    assert state.pile == () and state.burned.bit_count() == before.burned.bit_count() + 4
    assert state.turn == 1 and legal(state) == {"play 4C", "play 2S"}
    assert kinds(state) == ["play", "burn"]
    data = ENGINE.view(state, 1, 0)
    assert data["burned"] == state.burned.bit_count() and data["pile"] == []
    assert data["events"][1] == {"v": 1, "type": "burn", "seat": 0, "count": 4}


def test_h7_h9_two_10s_burn_once() -> None:
    before = position(["10C 10D 9D", "4C", "6C"], UP, pile="5H")
    state = act(before, "play 10C 10D")
    assert state.burned == before.burned | mask_of("5H 10C 10D")
    assert kinds(state).count("burn") == 1
    assert state.turn == 1


# ---------------------------------------------------------------- the 7


def test_h8_a_7_goes_on_a_7_or_lower() -> None:
    for top in ("4H", "6H", "7H", "2H"):
        assert "play 7C" in legal(position(["7C 9D", "4C", "6C"], UP, pile=top)), top
    for top in ("8H", "9H", "AH"):
        state = position(["7C 9D", "4C", "6C"], UP, pile=top)
        assert "play 7C" not in legal(state)
        with pytest.raises(IllegalAction) as refused:
            act(state, "play 7C")
        assert refused.value.rule == "H8"


def test_h8_a_7_reverses_the_direction_of_play() -> None:
    state = position(["7C 9D", "4C", "6C 5S", "8C"], UP + ["AC AD AH"], pile="5H")
    state = act(state, "play 7C")
    assert state.direction == -1 and state.turn == 3  # back the other way, to seat 3
    assert state.events[-1].kind == "reverse"


def test_h8_after_a_7_only_a_low_or_a_special_card() -> None:
    state = position(["7C", "4C 5C 6C 7D 8C 9C AS 2D 3D 10D", "6D"], UP, pile="5H",
                     turn=2)
    state = act(state, "play 6D", "play 7C")  # seat 2 then seat 0: the turn turns back
    assert state.turn == 2 and state.direction == -1
    state = state._replace(turn=1)
    assert {a.split()[1] for a in legal(state)} == {"4C", "5C", "6C", "7D", "2D", "3D", "10D"}
    for card in ("8C", "9C", "AS"):
        with pytest.raises(IllegalAction) as refused:
            act(state, f"play {card}")
        assert refused.value.rule == "H8"
    # The low reply is a normal card again: what follows it must be equal or higher (H6).
    state = act(state, "play 4C")
    assert legal(state._replace(turn=1)) >= {"play 5C", "play 8C", "play AS"}


def test_h8_h9_two_7s_reverse_once() -> None:
    state = position(["7C 7D 9D", "4C", "6C"], UP, pile="5H")
    state = act(state, "play 7C 7D")
    assert state.direction == -1 and state.turn == 2
    assert kinds(state).count("reverse") == 1


def test_h8_a_7_on_a_7_reverses_again() -> None:
    state = position(["7C 9D", "4C", "7S 8S"], UP, pile="5H")
    state = act(state, "play 7C", "play 7S")
    assert state.direction == 1 and state.turn == 0
