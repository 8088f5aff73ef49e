"""H14, H15: going out, the turn limit, places."""

from __future__ import annotations

import pytest

from cards import IllegalAction
from shiesta.engine import ENGINE, Action, apply
from shiesta.engine.state import Phase
from shiesta.tests.engine.positions import act, position


def test_h14_the_first_player_rid_of_all_his_cards_wins_and_the_game_ends() -> None:
    state = position(["", "4C 5C", "6C 7C 8C"], ["", "QC", "JC JD"], ["9C - -", "AH", "AS"],
                     pile="8H", turns=[10, 10, 9])
    state = act(state, "face_down 0")
    assert state.phase is Phase.OVER and state.winner == 0 and ENGINE.to_act(state) == ()
    outcome = ENGINE.outcome(state)
    assert outcome is not None
    # Seat 1 holds 4 cards, seat 2 holds 6: places follow (H14).
    assert outcome.scores == (1, 2, 3) and outcome.places == (1, 2, 3)
    assert outcome.keys == ((1, 11), (2, 10), (3, 9))
    assert ENGINE.round_scores(state, 2) == (3,)
    data = ENGINE.view(state, 1, state.version - 1)
    # A single game: its places are the totals (a match of one game).
    assert data["result"] == {"winner": 0, "reason": "out", "places": [1, 2, 3],
                              "cards_left": [0, 4, 6], "your_place": 2,
                              "totals": [1, 2, 3], "your_total": 2}
    assert data["match"] == {"games": 1, "number": 1, "places": [[1, 2, 3]],
                             "totals": [1, 2, 3]}
    assert data["events"][-1]["type"] == "game_over"
    for seat in range(3):
        with pytest.raises(IllegalAction) as refused:
            apply(state, seat, Action.parse("pickup"))
        assert refused.value.rule == "H14"


def test_h14_going_out_with_a_special_card_ends_the_game_at_once() -> None:
    state = position(["3C", "4C", "6C"], pile="8H")
    state = act(state, "play 3C")
    assert state.finished and state.winner == 0 and not state.forced


def test_h14_equal_holdings_share_a_place_and_turns_rank_them() -> None:
    state = position(["", "4C 5C", "6C 7C"], ["AD", "", ""], turns=[3, 3, 2], pile="8H")
    state = act(state, "play AD")
    outcome = ENGINE.outcome(state)
    assert outcome is not None
    assert outcome.scores == (1, 2, 2)  # H14: the place, by the cards held
    # The ranking key is the place, then the seat's turns, fewer first (the daily's order).
    assert outcome.keys == ((1, 4), (2, 3), (2, 2)) and outcome.places == (1, 3, 2)
    # The table says the shared place, as the daily's result and the statistics do.
    for seat in (1, 2):
        result = ENGINE.view(state, seat)["result"]
        assert result["places"] == [1, 2, 2] and result["your_place"] == 2


def test_h15_the_game_ends_after_600_turns_in_all() -> None:
    state = position(["4C 4D", "5C", "6C 6D 6H"], pile="", turns=[200, 200, 199], turn=2)
    assert sum(state.turns) == 599 and state.turn_limit == 600
    state = act(state, "play 6C")
    assert state.phase is Phase.OVER and state.winner == -1
    outcome = ENGINE.outcome(state)
    assert outcome is not None
    # Everybody is placed by the cards he still holds.
    assert outcome.scores == outcome.places == (2, 1, 2)
    result = ENGINE.view(state, 0)["result"]
    assert result["winner"] is None and result["reason"] == "turn_limit"
    with pytest.raises(IllegalAction) as refused:
        apply(state, 0, Action.parse("play 4C"))
    assert refused.value.rule == "H15"


def test_h15_a_pick_up_is_a_turn_too() -> None:
    state = position(["4C", "5C 5D", "6C"], pile="9H", turns=[300, 299, 300], turn=1)
    state = act(state, "pickup")
    assert state.finished and ENGINE.view(state, 1)["result"]["cards_left"] == [1, 3, 1]


def test_h15_the_turn_limit_option_shortens_a_game() -> None:
    state = ENGINE.new_game("short", 3, {"turn_limit": 5})
    for seat in range(3):
        state = apply(state, seat, Action.parse("ready"))
    while not state.finished:
        state = apply(state, state.turn, ENGINE.legal_actions(state, state.turn)[0])
    assert sum(state.turns) == 5 or state.winner >= 0
