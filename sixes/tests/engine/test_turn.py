"""X8: a turn takes from the open pile and swaps, or draws and swaps or discards."""

from __future__ import annotations

from sixes.engine import ENGINE
from sixes.tests.engine.positions import act, cards, kinds, legal, pile, position, refuse

SEATS = ("AC 2C 5C 6C 7C 8C", "AD 2D 5D 6D 7D 8D")


def test_x8_taking_from_an_empty_open_pile_is_refused() -> None:
    state = position(*SEATS)
    assert legal(state) == {"draw", "up 0"}
    error = refuse(state, 0, "take", "X8")
    assert "open pile is empty" in str(error)


def test_x8_a_card_taken_from_the_open_pile_must_be_swapped() -> None:
    state = position(*SEATS, pile="9H KS")
    assert legal(state) == {"draw", "take", "up 0"}
    state = act(state, "take")
    assert ENGINE.view(state, 1)["holding"] == {"seat": 0, "card": "KS", "from": "open"}
    assert pile(state) == "9H"
    assert legal(state) == {"swap 0 3", "swap 0 4", "swap 0 5", "up 0"}
    refuse(state, 0, "discard", "X8")
    state = act(state, "swap 0 4")
    assert cards(state, 0) == "AC 2C 5C 6C KS 8C" and pile(state) == "9H 7C"
    assert kinds(state) == ["take", "swap"]


def test_x8_a_drawn_card_is_swapped_or_discarded_face_up() -> None:
    state = position(*SEATS, stock="KH 3C 3D")
    state = act(state, "draw")
    assert state.stock[0] != state.holding and pile(state) == ""
    assert legal(state) == {"swap 0 3", "swap 0 4", "swap 0 5", "discard", "up 0"}
    swapped = act(state, "swap 0 3")
    assert cards(swapped, 0) == "AC 2C 5C KH 7C 8C" and pile(swapped) == "6C"
    discarded = act(state, "discard")
    assert cards(discarded, 0) == "AC 2C 5C 6C 7C 8C" and pile(discarded) == "KH"


def test_x8_one_move_a_turn_then_knock_or_end() -> None:
    state = act(position(*SEATS, pile="9H"), "draw")
    refuse(state, 0, "draw", "X8")
    refuse(state, 0, "take", "X8")
    state = act(state, "discard")
    assert state.phase == "after" and legal(state) == {"knock 0", "end", "up 0"}
    for step in ("draw", "take", "discard", "swap 0 3"):
        refuse(state, 0, step, "X8")
    state = act(state, "end")
    assert state.turn == 1 and state.phase == "move" and state.turns == (1, 0)


def test_x8_a_swap_or_discard_needs_a_move_first_and_a_swap_cannot_be_taken_back() -> None:
    state = position(*SEATS, pile="9H")
    refuse(state, 0, "swap 0 3", "X8")
    refuse(state, 0, "discard", "X8")
    refuse(state, 0, "end", "X11")
    state = act(state, "take", "swap 0 3", "end")
    assert state.turn == 1 and cards(state, 0) == "AC 2C 5C 9H 7C 8C"


def test_x8_only_the_seat_on_turn_moves_every_refusal_changes_nothing() -> None:
    state = position(*SEATS, pile="9H")
    for step in ("draw", "take", "swap 0 3", "discard", "end"):
        refuse(state, 1, step, "X8")
    refuse(state, 1, "knock 0", "X11")  # the contract names X11 for a knock out of turn
    assert legal(state, 1) == {"up 0"}
    assert ENGINE.may_act(state) == (0, 1) and ENGINE.to_act(state) == (0,)
    # The seat's own refusals leave the state as it was, too (``refuse`` checks it).
    held = act(state, "take")
    for step, rule in (("draw", "X8"), ("discard", "X8"), ("knock 0", "X11"),
                       ("end", "X11")):
        refuse(held, 0, step, rule)
