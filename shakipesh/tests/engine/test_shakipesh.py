"""K11, the shakipesh: two cards from the stock into the hand, a third face up as a new
pile, and the turn is over; allowed whenever the stock has cards, and only as a whole turn."""

from __future__ import annotations

from shakipesh.engine import ENGINE
from shakipesh.tests.engine.positions import act, hand, kinds, legal, piles, position, refuse

SEATS = ("8H 2C", "7D 7S", "5D JC")
PILES = ("10H", "9H", "5S")


def test_k11_two_cards_to_the_hand_the_third_a_new_pile_and_the_turn_passes() -> None:
    state = position(*SEATS, piles=PILES, stock="KD 4C 6S 3C 3D 3H")
    state = act(state, "shakipesh")
    assert hand(state, 0) == "2C 4C KD 8H"
    assert piles(state) == {0: "10H", 1: "9H", 2: "5S", 3: "6S"}
    assert [c for c in state.stock] == [c for c in position(
        *SEATS, piles=PILES, stock="3C 3D 3H").stock]
    assert state.turn == 1 and state.turns == (1, 0, 0) and kinds(state) == ["shakipesh"]


def test_k11_the_drawn_cards_are_the_drawers_alone() -> None:
    state = act(position(*SEATS, piles=PILES, stock="KD 4C 6S"), "shakipesh")
    mine = ENGINE.view(state, 0, 0)["events"]
    theirs = ENGINE.view(state, 1, 0)["events"]
    assert mine == [{"v": 1, "kind": "shakipesh", "seat": 0, "drawn": ["KD", "4C"],
                     "card": "6S", "pile": 3}]
    assert theirs == [{"v": 1, "kind": "shakipesh", "seat": 0, "drawn": [None, None],
                       "card": "6S", "pile": 3}]
    for seat in (1, 2):
        view = ENGINE.view(state, seat, 0)
        assert "KD" not in str(view) and "4C" not in str(view)
        assert view["hand_sizes"] == [4, 2, 2] and view["stock"] == 0


def test_k11_a_shakipesh_is_allowed_also_when_the_seat_could_lay() -> None:
    state = position(*SEATS, piles=PILES, stock="KD 4C 6S")
    assert legal(state) == {"lay 8H 1", "combine 1 0", "shakipesh"}


def test_k11_no_shakipesh_after_laying_or_combining_or_from_an_empty_stock() -> None:
    state = position(*SEATS, piles=PILES, stock="KD 4C 6S")
    refuse(act(state, "lay 8H 1"), 0, "shakipesh", "K11")
    refuse(act(state, "combine 1 0"), 0, "shakipesh", "K11")
    empty = position(*SEATS, piles=PILES)
    error = refuse(empty, 0, "shakipesh", "K11")
    assert "stock is empty" in str(error)


def test_k11_nothing_else_that_turn_until_the_next_seat_has_acted() -> None:
    state = act(position("9H 2C", "7D 7S", "5D JC", piles=("10H", "8S", "5S"),
                         stock="KD 4C 9S 3C 3D 3H"), "shakipesh")
    # The face-up 9S opens a combination (8S on 9S): it is left for the next seats.
    assert "combine 1 3" in legal(state) and state.turn == 1
    for step in ("lay 9H 0", "end", "shakipesh", "combine 1 3", "pass"):
        error = refuse(state, 0, step, "K11")
    assert "shakipesh" in str(error)
    refuse(state, 2, "shakipesh", "K5")  # another seat not on turn
    state = act(state, "combine 1 3", "new 7D", "end")
    refuse(state, 0, "lay 9H 0", "K5")  # the next seat has acted: an ordinary wait


def test_k11_a_shakipesh_that_opens_a_combination_gives_the_shaker_no_right() -> None:
    state = act(position(*SEATS, piles=("10H", "8S", "5S"), stock="KD 4C 9S 3C 3D 3H"),
                "shakipesh")
    assert "combine 1 3" in legal(state)
    assert (state.rights, state.started, state.laid) == (0, False, 0)
    assert ENGINE.view(state, 1)["turn_state"] == {"started": False, "laid": 0, "rights": 0}
