"""X11, X12 and the turn limit: knocking, the final round, the stock running out."""

from __future__ import annotations

import pytest

from cards import IllegalAction
from sixes.engine import ENGINE, Action, apply
from sixes.tests.engine.positions import act, kinds, legal, position, refuse

SEATS = ("AC 2C 5C 6C 7C 8C", "AD 2D 5D 6D 7D 8D", "AH 2H 5H 6H 7H 8H",
         "AS 2S 5S 6S 7S 8S")


def test_x11_knocking_comes_only_after_a_move_and_only_on_the_seats_own_turn() -> None:
    state = position(*SEATS, pile="9H")
    error = refuse(state, 0, "knock 0", "X11")
    assert "move first" in str(error)
    refuse(state, 1, "knock 0", "X11")  # out of turn
    held = act(state, "take")
    refuse(held, 0, "knock 0", "X11")
    after = act(held, "swap 0 3")
    assert "knock 0" in legal(after)
    refuse(after, 2, "knock 0", "X11")


def test_x11_a_knock_turns_the_packet_up_and_each_other_seat_has_exactly_one_more_turn(
) -> None:
    state = position(*SEATS, stock="9C 9D 9S 10C 10D 10H 10S", starter=0, turn=1)
    state = act(state, "draw", "discard", "knock 0")
    assert state.done == (0, 1, 0, 0) and state.knocked == 1
    assert state.final_turns == (2, 3, 0) and state.turn == 2
    knock = ENGINE.view(state, 3, state.version - 1)
    assert knock["events"] == [{"v": state.version, "kind": "knock", "seat": 1, "packet": 0,
                                "cards": SEATS[1].split(), "final": True}]
    assert knock["packets"][1][0]["marks"] == ["face_up"] * 6
    assert knock["packets"][1][0]["cards"] == SEATS[1].split()
    assert knock["knocked"] == 1 and knock["final_turns"] == [2, 3, 0]
    assert legal(state, 1) == set()  # a knocked seat's packet takes nothing, not even "up"
    refuse(state, 1, "up 0", "X11")
    # A final-round turn has no knock: it passes on after the move.
    state = act(state, "draw", "discard")
    assert state.turn == 3 and state.final_turns == (3, 0)
    assert ENGINE.view(state, 3)["final_turns"] == [3, 0]
    state = act(state, "draw")
    assert legal(state) >= {"discard"} and "knock 0" not in legal(act(state, "discard"))
    state = act(state, "discard")
    assert state.turn == 0 and ENGINE.outcome(state) is None
    state = act(state, "draw", "discard")
    assert state.finished and state.reason == "knock" and state.turns == (1, 1, 1, 1)
    assert kinds(state)[-1] == "over" and ENGINE.to_act(state) == ()
    data = ENGINE.view(state, 2)
    assert data["status"] == "finished" and data["phase"] == "over" and data["turn"] is None
    assert data["result"]["reason"] == "knock"
    assert all(m == "face_up" for seat in data["packets"] for p in seat for m in p["marks"])
    for seat in range(4):
        for step in ("draw", "up 0", "knock 0"):
            with pytest.raises(IllegalAction) as refused:
                apply(state, seat, Action.parse(step))
            assert refused.value.rule == "X11"


def test_x11_knocking_is_a_choice_end_passes_the_turn() -> None:
    state = act(position(*SEATS), "draw", "discard", "end")
    assert state.turn == 1 and state.knocked == -1 and state.done == (0, 0, 0, 0)


def test_x12_the_stock_running_out_ends_the_game_at_once() -> None:
    state = position(*SEATS[:2], stock="KH", pile="9H")
    state = act(state, "take", "swap 0 3", "end")  # taking leaves the stock as it is
    assert not state.finished
    state = act(state, "draw")
    assert state.stock == () and not state.finished  # the move is not complete yet
    state = act(state, "swap 0 5")
    assert state.finished and state.reason == "stock" and state.phase == "over"
    assert kinds(state, state.version - 1) == ["swap", "stock_out", "over"]
    assert state.turns == (1, 1)  # the move completed the turn; none passes on
    events = ENGINE.view(state, 0, state.version - 1)["events"]
    assert events[1] == {"v": state.version, "kind": "stock_out"}
    assert events[2]["reason"] == "stock" and events[2]["scores"] == [32, 21]
    assert events[2]["cards"] == [[["AC", "2C", "5C", "9H", "7C", "8C"]],
                                  [["AD", "2D", "5D", "6D", "7D", "KH"]]]
    for step in ("draw", "up 0"):
        refuse(state, 0, step, "X12")


def test_x12_the_stock_running_out_ends_a_final_round_too() -> None:
    state = position(*SEATS[:3], stock="KH KS")
    state = act(state, "draw", "discard", "knock 0", "draw", "discard")
    assert state.finished and state.reason == "stock" and state.turn == -1


def test_the_turn_limit_ends_the_game_when_every_seat_has_played_that_many_turns() -> None:
    state = ENGINE.new_game("limit", 2, {"turn_limit": 2, "starter": 1})
    for _ in range(3):
        state = act(state, "draw", "discard", "end")
    assert not state.finished and state.turns == (1, 2)
    state = act(state, "draw", "discard", "end")
    assert state.finished and state.reason == "turn_limit" and state.turns == (2, 2)
    assert ENGINE.view(state, 0)["result"]["reason"] == "turn_limit"
    assert ENGINE.view(state, 0)["turn_limit"] == 2
    refuse(state, 0, "draw", "X12")
