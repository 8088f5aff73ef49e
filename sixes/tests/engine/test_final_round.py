"""X11, X11a, D4: the final round after a knock. Each other seat in order has the right to
one more turn, a move or a pass, and turns its cards face up right after it, so later seats
see the earlier ones' cards before their own last turn."""

from __future__ import annotations

from sixes.engine import ENGINE
from sixes.tests import oracle
from sixes.tests.engine.positions import act, kinds, legal, position, refuse

SEATS = ("AC 2C 5C 6C 7C 8C", "AD 2D 5D 6D 7D 8D", "AH 2H 5H 6H 7H 8H",
         "AS 2S 5S 6S 7S 8S")


def knocked(*seats: str, **options: object):  # type: ignore[no-untyped-def]
    """Seat 0 has drawn, thrown and knocked: seats 1, 2, … play their last turns."""
    state = position(*seats, **options)  # type: ignore[arg-type]
    return act(state, "draw", "discard", "knock 0")


def test_x11_a_last_turn_may_be_passed_but_no_other_turn() -> None:
    state = position(*SEATS)
    refuse(state, 0, "pass", "X11")  # no final round yet
    state = knocked(*SEATS)
    assert legal(state) >= {"draw", "take", "pass"}
    held = act(state, "draw")
    refuse(held, 1, "pass", "X8")  # a move under way is finished, not passed
    refuse(state, 2, "pass", "X8")  # out of turn
    passed = act(state, "pass")
    assert passed.turn == 2 and passed.final_turns == (2, 3) and passed.turns[1] == 1
    assert kinds(passed, state.version) == ["pass", "reveal"]
    assert (passed.packets, passed.stock, passed.open_pile) == (
        state.packets, state.stock, state.open_pile)  # a pass moves no card


def test_x11_each_seat_turns_its_cards_up_right_after_its_last_turn_in_order() -> None:
    state = knocked(*SEATS)
    assert state.done == (1, 0, 0, 0)
    state = act(state, "draw", "swap 0 3")  # seat 1's last turn: a move
    assert state.done == (1, 1, 0, 0) and state.turn == 2
    reveal = state.events[-1]
    assert (reveal.kind, reveal.seat, reveal.v) == ("reveal", 1, state.version)
    assert reveal.cards == state.packets[1]
    for seat in range(4):
        data = ENGINE.view(state, seat, state.version - 1)
        assert data["packets"][1][0]["marks"] == ["face_up"] * 6
        assert data["packets"][1][0]["done"] is True
        assert data["events"][-1] == {"v": state.version, "kind": "reveal", "seat": 1,
                                      "cards": [data["packets"][1][0]["cards"]]}
        # Seat 3 has not played its last turn: its face-down cards stay hidden.
        if seat != 3:
            assert data["packets"][3][0]["cards"][:3] == [None] * 3
        oracle.check_view(state, seat, data)
    state = act(state, "pass")
    assert state.done == (1, 1, 1, 0) and state.turn == 3
    state = act(state, "draw", "discard")
    assert state.finished and state.reason == "knock"
    assert kinds(state)[-3:] == ["discard", "reveal", "over"]
    assert [e.seat for e in state.events if e.kind == "reveal"] == [1, 2, 3]


def test_x11_the_knocker_is_not_turned_again_and_the_stock_still_ends_the_game() -> None:
    state = knocked(*SEATS[:3], stock="KH KS")
    state = act(state, "draw", "discard")  # seat 1 draws the stock's last card: X12
    assert state.finished and state.reason == "stock"
    assert "reveal" not in kinds(state)  # the game's end turned every card up at once


def test_d4_the_final_round_turns_up_both_packets_of_each_later_seat() -> None:
    double = ("AC 2C 5C 6C 7C 8C AD 2D 5D 6D 7D 8D", "AH 2H 5H 6H 7H 8H AS 2S 5S 6S 7S 8S")
    state = position(*double, variant="double", done=[1, 1])
    state = act(state, "draw", "discard", "knock 1")  # stage two for seat 0
    assert state.knocked == 0 and state.turn == 1 and legal(state) >= {"pass"}
    state = act(state, "pass")
    assert state.finished and state.done == (3, 3)
    reveal = next(e for e in state.events if e.kind == "reveal")
    data = ENGINE.view(state, 0, reveal.v - 1)
    assert [e for e in data["events"] if e["kind"] == "reveal"] == [
        {"v": reveal.v, "kind": "reveal", "seat": 1, "cards": [double[1].split()[:6],
                                                             double[1].split()[6:]]}]


def test_x11a_a_final_round_under_way_at_the_turn_limit_is_played_out() -> None:
    state = position(*SEATS[:3], turn_limit=1)
    state = act(state, "draw", "discard", "knock 0")
    assert not state.finished and state.turns == (1, 0, 0)
    state = act(state, "pass")
    assert not state.finished and state.turns == (1, 1, 0)
    state = act(state, "draw", "discard")
    assert state.finished and state.reason == "knock" and state.turns == (1, 1, 1)
