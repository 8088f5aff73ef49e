"""K2: piles fall in their suit, one rank at a time, and the sequence wraps (A follows 2,
K follows A)."""

from __future__ import annotations

import pytest

from shakipesh.engine.deck import INDEX, follows
from shakipesh.tests.engine.positions import act, legal, piles, position, refuse


@pytest.mark.parametrize(("card", "top"), [("9H", "10H"), ("QS", "KS"), ("2C", "3C"),
                                           ("AD", "2D"), ("KD", "AD"), ("10C", "JC")])
def test_k2_a_card_follows_the_next_rank_down_of_its_suit(card: str, top: str) -> None:
    assert follows(INDEX[card], INDEX[top])


@pytest.mark.parametrize(("card", "top"), [("9D", "10H"), ("8H", "10H"), ("10H", "9H"),
                                           ("2D", "AD"), ("AD", "KD"), ("KH", "KH")])
def test_k2_no_other_card_follows(card: str, top: str) -> None:
    assert not follows(INDEX[card], INDEX[top])


def test_k2_the_sequence_wraps_an_ace_on_a_two_a_king_on_the_ace() -> None:
    state = position("AH KH QH 5C", "9S 9D", piles=("3H 2H", "7C", "JD", "4S"))
    assert legal(state) == {"lay AH 0"}
    state = act(state, "lay AH 0", "lay KH 0", "lay QH 0")
    assert piles(state)[0] == "3H 2H AH KH QH"
    assert "lay 5C 1" not in legal(state)  # 5C falls from 6C, not from 7C


def test_k7_a_card_that_does_not_follow_the_top_is_refused_naming_the_sequence() -> None:
    state = position("2H 9D 5C", "9S", piles=("AH", "10H", "7C", "4S"))
    error = refuse(state, 0, "lay 2H 0", "K7")  # a 2 goes on a 3, never on the A above it
    assert "K Q J 10 9 8 7 6 5 4 3 2 A K" in str(error) and "(K2)" in str(error)
    refuse(state, 0, "lay 9D 1", "K7")  # another suit
    refuse(state, 0, "lay 5C 2", "K7")  # two ranks down
