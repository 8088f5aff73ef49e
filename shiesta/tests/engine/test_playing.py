"""H6, H9–H11: playing on the pile, sets, picking up, drawing."""

from __future__ import annotations

import pytest

from cards import IllegalAction
from shiesta.engine import Action, apply
from shiesta.engine.state import Phase
from shiesta.tests.engine.positions import act, hand, kinds, legal, pile, position

UP = ["KC KD KH", "QC QD QH", "JC JD JH"]


def test_h6_equal_or_higher_normal_cards_follow() -> None:
    state = position(["8C 8D 6S 9C AH", "4C 4D 8S QS AS", "6C 6D 9S JS 5D"], UP, pile="8H")
    assert legal(state) == {"play 8C", "play 8D", "play 8C 8D", "play 9C", "play AH"}
    state = act(state, "play 8C")  # equal ranks always follow
    assert pile(state) == ["8H", "8C"] and state.turn == 1
    assert legal(state) == {"play 8S", "play QS", "play AS"}


def test_h6_a_lower_card_is_refused_and_nothing_changes() -> None:
    state = position(["6S 9C AH", "4C 4D 8S QS AS", "6C"], UP, pile="8H")
    with pytest.raises(IllegalAction) as refused:
        act(state, "play 6S")
    assert refused.value.rule == "H6" and "6♠" in str(refused.value)
    assert act(state, "play 9C").pile[-1] != state.pile[-1]


def test_h6_any_card_on_an_empty_pile() -> None:
    state = position(["4C 7D 9S 2H 10C AS", "8S", "6C"], UP)
    assert legal(state) == {f"play {c}" for c in ["4C", "7D", "9S", "2H", "10C", "AS"]}


def test_h6_one_rank_at_a_time_and_only_cards_in_the_hand() -> None:
    state = position(["8C 8D 9C", "4C", "6C"], UP, pile="5H")
    before = state
    with pytest.raises(IllegalAction) as refused:
        act(state, "play 8C 9C")
    assert refused.value.rule == "H6"
    with pytest.raises(IllegalAction) as refused:
        act(state, "play 8H")
    assert refused.value.rule == "H6" and "8♥" in str(refused.value)
    with pytest.raises(IllegalAction) as refused:
        act(state, "play 8C 8H")  # one of them is not his
    assert refused.value.rule == "H6"
    assert state == before


def test_h6_acting_out_of_turn_is_refused() -> None:
    state = position(["8C", "9C", "6C"], UP, pile="5H")
    for seat in (1, 2):
        with pytest.raises(IllegalAction) as refused:
            apply(state, seat, Action.parse("pickup"))
        assert refused.value.rule == "H6"


def test_h9_a_set_is_one_play() -> None:
    state = position(["9C 9D 9H 9S 4C", "JS 5D", "QS 5S"], UP, pile="8H")
    assert "play 9C 9D 9H 9S" in legal(state)
    state = act(state, "play 9C 9D 9H 9S")
    assert pile(state) == ["8H", "9C", "9D", "9H", "9S"] and state.turn == 1
    assert state.turns == (1, 0, 0)


def test_h10_a_player_who_cannot_play_picks_up_the_pile() -> None:
    state = position(["4C 5D 6S", "KS 5C", "QS"], UP, pile="8H 9D JS")
    assert legal(state) == {"pickup"}
    state = act(state, "pickup")
    assert hand(state, 0) == {"4C", "5D", "6S", "8H", "9D", "JS"}
    assert state.pile == () and state.turn == 1 and state.turns == (1, 0, 0)
    # The next player starts a new pile: anything goes.
    assert legal(state) == {"play KS", "play 5C"}
    event = state.events[-1]
    assert (event.kind, event.seat, event.detail) == ("pickup", 0, "stuck")


def test_h10_picking_up_when_a_play_is_possible_is_refused() -> None:
    state = position(["4C 5D 10S", "KS", "QS"], UP, pile="8H 9D JS")
    assert legal(state) == {"play 10S"}
    with pytest.raises(IllegalAction) as refused:
        act(state, "pickup")
    assert refused.value.rule == "H10"


def test_h11_drawing_up_to_five() -> None:
    state = position(["4C 4D 5D 6S 8C", "KS 9S 9D", "QS"], UP, draw="AC AD AH 2C 2D 3S",
                     pile="4H")
    state = act(state, "play 4C 4D")
    assert hand(state, 0) == {"5D", "6S", "8C", "AC", "AD"}
    assert len(state.draw) == 4 and kinds(state)[-1] == "draw"
    # Seat 1 holds three and plays one: he draws three to hold five, in the pile's order.
    state = act(state, "play KS")
    assert hand(state, 1) == {"9S", "9D", "AH", "2C", "2D"}
    # No draw on a pick-up.
    state = act(state, "pickup")
    assert hand(state, 2) == {"QS", "4H", "4C", "4D", "KS"} and len(state.draw) == 1
    # The draw pile runs out: seat 0 gets its last card only.
    state = act(state, "play AC AD")
    assert hand(state, 0) == {"5D", "6S", "8C", "3S"} and state.draw == ()


def test_h11_no_draw_with_five_or_more_in_hand() -> None:
    state = position(["4C 4D 5D 6S 8C 9C 9D", "KS", "QS"], UP, draw="AC AD", pile="4H")
    state = act(state, "play 4C")
    assert len(hand(state, 0)) == 6 and len(state.draw) == 2


def test_h11_five_players_draw_up_to_four() -> None:
    """[reading of H3] Five players are dealt four cards in hand and draw up to four."""
    state = position(["4C 4D 5D 6S", "KS", "QS", "JS", "10D"], UP + ["AC AD AH", "2C 2D 2H"],
                     draw="9C 9D", pile="4H")
    state = act(state, "play 4C 4D")
    assert hand(state, 0) == {"5D", "6S", "9C", "9D"}


def test_the_game_waits_only_for_the_seat_to_play() -> None:
    state = position(["4C", "5C", "6C"], UP, pile="")
    assert state.phase is Phase.PLAY
    assert legal(state, 1) == set() and legal(state, 2) == set()
