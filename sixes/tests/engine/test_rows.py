"""X9, X10: the allowed row, going up (also out of turn), once only."""

from __future__ import annotations

from sixes.engine import ENGINE
from sixes.tests.engine.positions import act, cards, kinds, legal, pile, position, refuse

SEATS = ("AC 2C 5C 6C 7C 8C", "AD 2D 5D 6D 7D 8D", "AH 2H 5H 6H 7H 8H")


def test_x9_swaps_go_into_the_bottom_row_until_the_seat_goes_up() -> None:
    state = act(position(*SEATS), "draw")
    assert {a for a in legal(state) if a.startswith("swap")} == {"swap 0 3", "swap 0 4",
                                                                   "swap 0 5"}
    for position_ in (0, 1, 2):
        error = refuse(state, 0, f"swap 0 {position_}", "X9")
        assert "bottom row" in str(error)


def test_x10_going_up_turns_the_allowed_row_to_the_top_blind() -> None:
    state = act(position(*SEATS, stock="KH 3C"), "up 0", "draw")
    assert state.up == (1, 0, 0) and kinds(state) == ["up", "draw"]
    assert {a for a in legal(state) if a.startswith("swap")} == {"swap 0 0", "swap 0 1",
                                                                   "swap 0 2"}
    for position_ in (3, 4, 5):
        refuse(state, 0, f"swap 0 {position_}", "X9")
    state = act(state, "swap 0 1")
    assert cards(state, 0) == "AC KH 5C 6C 7C 8C" and pile(state) == "2C"  # revealed
    assert ENGINE.view(state, 1, state.version - 1)["events"][0]["out"] == "2C"


def test_x10_going_up_also_out_of_turn_before_a_first_move_and_while_another_holds() -> None:
    state = position(*SEATS)
    assert ENGINE.may_act(state) == (0, 1, 2)
    state = ENGINE.apply(state, 2, ENGINE.decode_action({"type": "up", "packet": 0}))
    assert state.up == (0, 0, 1) and state.turn == 0 and state.phase == "move"
    state = act(state, "draw")
    state = ENGINE.apply(state, 1, ENGINE.decode_action({"type": "up", "packet": 0}))
    assert state.turn == 0 and state.phase == "holding" and state.up == (0, 1, 1)
    data = ENGINE.view(state, 0, state.version - 1)
    assert data["events"] == [{"v": state.version, "kind": "up", "seat": 1, "packet": 0}]
    assert data["packets"][1][0]["up"] is True  # public
    assert ENGINE.may_act(state) == (0,)  # nobody else may go up any more


def test_x10_going_up_while_holding_changes_where_the_held_card_may_go() -> None:
    state = act(position(*SEATS), "draw", "up 0")
    assert state.phase == "holding"
    refuse(state, 0, "swap 0 3", "X9")
    act(state, "swap 0 0")


def test_x10_going_up_twice_is_refused_and_cannot_be_undone() -> None:
    state = act(position(*SEATS), "up 0")
    assert "up 0" not in legal(state)
    error = refuse(state, 0, "up 0", "X10")
    assert "already gone up" in str(error)
    refuse(state, 0, "swap 0 3", "X8")
    refuse(act(state, "draw"), 0, "swap 0 3", "X9")
