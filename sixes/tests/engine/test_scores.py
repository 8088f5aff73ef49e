"""X2, X3: card values, matches across both rows, jokers and kings; the lowest wins."""

from __future__ import annotations

from sixes.engine import ENGINE
from sixes.engine.deck import indices
from sixes.engine.rules import packet_score, zeroes
from sixes.tests.engine.positions import act, position


def test_x2_values_ace_one_numbers_face_jack_eleven_queen_twelve_king_and_joker_zero() -> None:
    assert packet_score(indices("AC 2C 10C JC QC KC")) == 1 + 2 + 10 + 11 + 12 + 0
    assert packet_score(indices("X1 5C 6D 7H 8S 9C")) == 35
    assert packet_score(indices("X2 KD AD 2H 3H 4H")) == 10


def test_x3_a_pair_counts_zero_wherever_the_cards_lie_across_the_rows() -> None:
    top_and_bottom = indices("QC 2D 3H QD 5S 6C")  # the queens at positions 0 and 3
    assert packet_score(top_and_bottom) == 2 + 3 + 5 + 6
    assert zeroes(top_and_bottom) == [True, False, False, True, False, False]
    assert packet_score(indices("2D QC 3H 5S 6C QD")) == 16  # anywhere in the six


def test_x3_three_and_four_of_a_kind_count_zero_suits_play_no_part() -> None:
    assert packet_score(indices("JC JD JH 2S 3S 4S")) == 9
    assert packet_score(indices("9C 9D 9H 9S QH QS")) == 0
    assert zeroes(indices("9C 9D 9H 9S QH 2S")) == [True] * 4 + [False, False]


def test_x3_the_two_jokers_match_each_other_and_kings_match_kings() -> None:
    assert zeroes(indices("X1 X2 KC KD 2C 3C")) == [True, True, True, True, False, False]
    assert zeroes(indices("X1 KC 2C 3C 4C 5C"))[:2] == [False, False]  # a joker is no king
    assert packet_score(indices("X1 X2 KC KD 2C 3C")) == 5


def test_x3_lowest_score_wins_and_ties_for_lowest_all_win() -> None:
    # Seat 0 knocks at once; seats 1 and 2 end their last turns discarding.
    state = position("2C 2D 5C 5D KC KD", "AC 2H 3C JC 9D 9H", "AD 2S 3D JD 9C 9S",
                     stock="3H 3S 4C 4D", pile="QH")
    state = act(state, "draw", "discard", "knock 0", "draw", "discard")
    assert ENGINE.outcome(state) is None
    state = act(state, "draw", "discard")
    outcome = ENGINE.outcome(state)
    assert outcome is not None and ENGINE.better == "lower"
    assert outcome.scores == (0, 17, 17) and outcome.places == (1, 2, 2)
    state2 = position("AC 2H 3C JC 9D 9H", "AD 2S 3D JD 9C 9S", "QC QD QS 5C 6C 7C",
                      stock="3H 3S 4C 4D")
    state2 = act(state2, "draw", "discard", "knock 0", "draw", "discard", "draw", "discard")
    result = ENGINE.view(state2, 2)["result"]
    assert result["scores"] == [17, 17, 18] and result["places"] == [1, 1, 3]
    assert result["winners"] == [0, 1] and result["reason"] == "knock"
    assert result["packet_scores"] == [[17], [17], [18]]
    assert result["zero"][0] == [[False, False, False, False, True, True]]
