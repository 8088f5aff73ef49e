"""H12, H13: the face-up row once the hand is empty, then the face-down row."""

from __future__ import annotations

import pytest

from cards import IllegalAction
from shiesta.engine import ENGINE
from shiesta.engine.deck import INDEX
from shiesta.tests.engine.positions import act, hand, kinds, legal, pile, position


def test_h12_the_face_up_row_is_played_once_the_hand_is_empty() -> None:
    state = position(["", "4C", "6C"], ["9C 9D KH", "QC", "JC"], pile="8H")
    assert legal(state) == {"play 9C", "play 9D", "play 9C 9D", "play KH"}
    state = act(state, "play 9C 9D")  # several of one rank together (H12)
    assert state.face_up[0] == 1 << INDEX["KH"] and hand(state, 0) == set()
    assert state.events[-1].detail == "face_up"


def test_h12_a_face_up_card_while_the_hand_is_not_empty_is_refused() -> None:
    state = position(["5D", "4C", "6C"], ["9C 9D KH", "QC", "JC"], pile="4H")
    assert legal(state) == {"play 5D"}
    with pytest.raises(IllegalAction) as refused:
        act(state, "play 9C")
    assert refused.value.rule == "H12"


def test_h12_no_draw_after_a_face_up_play() -> None:
    state = position(["", "4C", "6C"], ["9C KH", "QC", "JC"], pile="8H")
    assert act(state, "play 9C").hands[0] == 0


def test_h12_stuck_in_the_face_up_row_he_picks_up_and_empties_his_hand_first() -> None:
    state = position(["", "4C", "6C"], ["5C 6D", "QC", "JC"], pile="8H 9S")
    assert legal(state) == {"pickup"}
    state = act(state, "pickup")
    assert hand(state, 0) == {"8H", "9S"} and state.face_up[0].bit_count() == 2
    state = act(state, "play 4C", "play 6C")._replace(turn=0)
    # His face-up cards wait until his hand is empty again.
    assert legal(state) == {"play 8H", "play 9S"}
    with pytest.raises(IllegalAction) as refused:
        act(state, "play 6D")
    assert refused.value.rule == "H12"


def test_h13_face_down_cards_are_played_one_at_a_time_by_position() -> None:
    state = position(["", "4C", "6C"], ["", "QC", "JC"], ["9C - KH", "2C 2D 2H", "3C 3D 3H"],
                     pile="8H")
    assert legal(state) == {"face_down 0", "face_down 2"}
    with pytest.raises(IllegalAction) as refused:
        act(state, "face_down 1")
    assert refused.value.rule == "H13"
    with pytest.raises(IllegalAction) as refused:
        act(state, "play 9C")
    assert refused.value.rule == "H13"
    state = act(state, "face_down 2")
    assert state.face_down[0] == (INDEX["9C"], -1, -1) and pile(state) == ["8H", "KH"]
    event = state.events[0]
    assert (event.kind, event.detail, event.number) == ("play", "face_down", 2)


def test_h13_face_down_cards_wait_for_the_face_up_row() -> None:
    state = position(["", "4C", "6C"], ["5C", "QC", "JC"], ["9C KH AH", "", ""], pile="8H")
    assert legal(state) == {"pickup"}
    with pytest.raises(IllegalAction) as refused:
        act(state, "face_down 0")
    assert refused.value.rule == "H13"


def test_h13_a_face_down_card_that_cannot_be_played_is_picked_up_with_the_pile() -> None:
    state = position(["", "4C", "6C"], ["", "QC", "JC"], ["5C KH AH", "", ""], pile="8H 9S")
    assert legal(state) == {"face_down 0", "face_down 1", "face_down 2"}
    with pytest.raises(IllegalAction) as refused:
        act(state, "pickup")  # a face-down card can always be tried (H10)
    assert refused.value.rule == "H10"
    state = act(state, "face_down 0")
    assert hand(state, 0) == {"5C", "8H", "9S"} and state.pile == ()
    assert state.face_down[0] == (-1, INDEX["KH"], INDEX["AH"])
    assert kinds(state) == ["fail", "pickup"] and state.turn == 1 and state.turns[0] == 1
    # Everybody sees the card turned and what went into his hand.
    for seat in range(3):
        fail, pickup = ENGINE.view(state, seat, 0)["events"]
        assert fail == {"v": 1, "type": "fail", "seat": 0, "card": "5C", "position": 0}
        assert pickup["cards"] == ["5C", "8H", "9S"] and pickup["reason"] == "face_down"


def test_h13_a_face_down_special_card_acts() -> None:
    state = position(["", "4C", "6C"], ["", "QC", "JC"], ["10C KH AH", "", ""],
                     pile="8H 9S")
    state = act(state, "face_down 0")
    assert state.pile == () and kinds(state) == ["play", "burn"] and state.turn == 1
    low = position(["", "4C 9C", "6C"], ["", "QC", "JC"], ["7C KH AH", "", ""], pile="5H")
    low = act(low, "face_down 0")
    assert low.direction == -1 and low.turn == 2


def test_h13_a_face_down_card_after_a_7_must_be_low() -> None:
    state = position(["", "4C", "6C"], ["", "QC", "JC"], ["9C KH AH", "", ""], pile="7H")
    state = act(state, "face_down 0")
    assert hand(state, 0) == {"9C", "7H"}


def test_h12_h13_the_order_is_hand_then_face_up_then_face_down() -> None:
    state = position(["5C", "8D 4D 4H 4S 2C", "3C"], ["9C", "QC QD QH QS", "JC"],
                     ["8C", "", ""])
    assert ENGINE.view(state, 1)["zones"] == ["hand", "hand", "hand"]
    state = act(state, "play 5C", "play 8D")._replace(turn=0)
    assert ENGINE.view(state, 1)["zones"][0] == "face_up"
    assert legal(state) == {"play 9C"}
    state = act(state, "play 9C")._replace(turn=0)
    assert ENGINE.view(state, 1)["zones"][0] == "face_down"
    assert legal(state) == {"face_down 0"}
