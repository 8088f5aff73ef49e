"""D1–D5: Double Sixes' two packets, going up per packet, the two-stage end, the scores."""

from __future__ import annotations

from typing import Any

from sixes.engine import ENGINE, GameState
from sixes.tests.engine.positions import act, cards, legal, position, refuse

LEFT0, RIGHT0 = "AC 2C 5C 6C 7C 8C", "9C 10C JC QC KC X1"
LEFT1, RIGHT1 = "AD 2D 5D 6D 7D 8D", "9D 10D JD QD KD X2"
STOCK = "3C 3D 3H 3S 4C 4D 4H 4S"


def double(**options: Any) -> GameState:
    return position(f"{LEFT0} {RIGHT0}", f"{LEFT1} {RIGHT1}", stock=STOCK, variant="double",
                    **options)


def test_d2_a_swap_may_go_into_either_packets_allowed_row() -> None:
    state = act(double(), "draw")
    swaps = {a for a in legal(state) if a.startswith("swap")}
    assert swaps == {"swap 0 3", "swap 0 4", "swap 0 5", "swap 1 3", "swap 1 4", "swap 1 5"}
    state = act(state, "swap 1 5")
    assert cards(state, 0).split()[11] == "3C"


def test_d3_going_up_is_per_packet_the_other_keeps_its_bottom_row() -> None:
    state = act(double(), "up 1", "draw")
    assert state.up == (0b10, 0)
    swaps = {a for a in legal(state) if a.startswith("swap")}
    assert swaps == {"swap 0 3", "swap 0 4", "swap 0 5", "swap 1 0", "swap 1 1", "swap 1 2"}
    refuse(state, 0, "swap 1 3", "X9")
    refuse(state, 0, "swap 0 0", "X9")
    refuse(state, 0, "up 1", "X10")
    assert ENGINE.view(state, 1)["packets"][0][1]["up"] is True
    assert ENGINE.view(state, 1)["packets"][0][0]["up"] is False


def test_d4_stage_one_turns_a_packet_up_it_takes_no_more_swaps_play_goes_on() -> None:
    state = act(double(), "draw", "discard")
    assert legal(state) == {"knock 0", "knock 1", "end", "up 0", "up 1"}
    state = act(state, "knock 0")
    assert state.done == (1, 0) and state.knocked == -1 and state.final_turns == ()
    assert state.turn == 1 and not state.finished
    event = ENGINE.view(state, 1, state.version - 1)["events"][0]
    assert event["final"] is False and event["cards"] == LEFT0.split()
    assert ENGINE.view(state, 1)["packets"][0][0]["marks"] == ["face_up"] * 6
    assert ENGINE.view(state, 1)["packets"][0][1]["marks"][3:] == ["owner"] * 3
    refuse(state, 0, "up 0", "D4")  # a done packet does not go up
    state = act(state, "draw", "discard", "end")
    state = act(state, "draw")
    swaps = {a for a in legal(state) if a.startswith("swap")}
    assert swaps == {"swap 1 3", "swap 1 4", "swap 1 5"}
    error = refuse(state, 0, "swap 0 3", "D4")
    assert "face up" in str(error)
    state = act(state, "discard")
    assert legal(state) == {"knock 1", "end", "up 1"}
    refuse(state, 0, "knock 0", "D4")


def test_d4_stage_two_on_a_later_turn_starts_the_final_round() -> None:
    state = act(double(), "draw", "discard", "knock 1", "draw", "discard", "end")
    state = act(state, "draw", "discard", "knock 0")
    assert state.done == (0b11, 0) and state.knocked == 0 and state.final_turns == (1,)
    event = ENGINE.view(state, 1, state.version - 1)["events"][0]
    assert event["final"] is True and event["packet"] == 0
    state = act(state, "draw", "discard")  # seat 1's last turn: no declaration after it
    assert state.finished and state.reason == "knock" and state.turns == (2, 2)


def test_d4_one_declaration_a_turn_and_none_while_a_final_round_runs() -> None:
    state = act(double(), "draw", "discard", "knock 0")
    assert state.turn == 1  # the declaration ends the turn: no second one in it
    state = act(state, "draw", "discard", "knock 0", "draw", "discard", "knock 1")
    assert state.knocked == 0 and state.turn == 1
    state = act(state, "draw")
    refuse(state, 1, "knock 1", "D4")
    state = act(state, "discard")
    assert state.finished  # the final round gave seat 1 no declaration


def test_d5_each_packet_is_scored_on_its_own_matches_only_within_a_packet() -> None:
    # Seat 0's queens lie in different packets: neither counts 0 (D5).
    state = position("QC 2C 5C 6C 7C 8C 9C 10C JC QD KC X1", f"{LEFT1} 9D 10D JD QH KD X2",
                     stock=STOCK, variant="double")
    state = act(state, "draw", "discard", "knock 0", "draw", "discard", "end",
                "draw", "discard", "knock 1", "draw", "discard")
    result = ENGINE.view(state, 0)["result"]
    assert result["packet_scores"] == [[40, 42], [29, 42]]
    assert result["scores"] == [82, 71] and result["winners"] == [1]
    assert result["zero"][0] == [[False] * 6, [False] * 6]


def test_d5_a_match_within_a_packet_counts_zero() -> None:
    state = position("QC 2C 5C 6C 7C QH 9C 10C JC 8C KC X1", f"{LEFT1} {RIGHT1}",
                     stock=STOCK, variant="double")
    state = act(state, "draw", "discard", "knock 0", "draw", "discard", "end",
                "draw", "discard", "knock 1", "draw", "discard")
    result = ENGINE.view(state, 1)["result"]
    assert result["packet_scores"][0] == [20, 38]
    assert result["zero"][0][0] == [True, False, False, False, False, True]
