"""Passing (K6), the end of a round (K12, K13) and of the match (K14), and the next round
dealt at once with the deal passing clockwise."""

from __future__ import annotations

import pytest

from shakipesh.engine import ENGINE, new_game, outcome
from shakipesh.engine.rules import deal_round
from shakipesh.tests.engine.positions import act, kinds, legal, position, refuse

STUCK = ("2C 7D", "2D 7H", "2S 7C")  # nothing of these follows 10H, 5S or JD
TABLE = ("10H", "5S", "JD")


def test_k6_a_seat_passes_only_when_it_can_lay_nothing_and_the_stock_is_empty() -> None:
    state = position(*STUCK[:2], piles=TABLE)
    assert legal(state) == {"pass"}
    refuse(position(*STUCK[:2], piles=TABLE, stock="3C 3D 3H"), 0, "pass", "K6")
    can_lay = position("9H 2C", "2D 7H", piles=TABLE)
    error = refuse(can_lay, 0, "pass", "K6")
    assert "you may not pass" in str(error)
    can_combine = position(*STUCK[:2], piles=("10H", "9H", "5S"))
    assert legal(can_combine) == {"combine 1 0"}
    refuse(can_combine, 0, "pass", "K6")
    state = act(state, "pass")
    assert state.turn == 1 and state.passes == 1 and kinds(state) == ["pass"]
    assert ENGINE.view(state, 0, 0)["events"] == [{"v": 1, "kind": "pass", "seat": 0}]


def test_k13_the_round_is_blocked_when_every_seat_has_passed_in_turn() -> None:
    state = act(position(*STUCK, piles=TABLE), "pass", "pass")
    assert state.round == 1 and state.passes == 2
    state = act(state, "pass")
    last = state.history[-1]
    assert (last.reason, last.winner, last.scores) == ("blocked", -1, (2, 2, 2))
    assert state.totals == (2, 2, 2) and state.round == 2 and state.passes == 0
    events = ENGINE.view(state, 1, 2)["events"]
    assert [e["kind"] for e in events] == ["pass", "round_over", "deal"]
    assert events[1] == {"v": 3, "kind": "round_over", "round": 1, "reason": "blocked",
                         "winner": None, "scores": [2, 2, 2], "totals": [2, 2, 2],
                         "hands": [["2C", "7D"], ["2D", "7H"], ["7C", "2S"]]}
    assert all(e["v"] == 3 for e in events)


def test_k13_a_lay_between_the_passes_starts_the_count_again() -> None:
    state = position("2C 7D", "9H 2D", "2S 7C", piles=TABLE)
    state = act(state, "pass", "lay 9H 0", "end")
    assert state.passes == 0
    state = act(state, "pass", "pass")
    assert state.passes == 2 and state.round == 1 and state.turn == 1
    assert act(state, "pass").history[-1].reason == "blocked"


def test_k12_the_first_out_scores_nothing_the_others_a_point_a_card() -> None:
    state = act(position("9H", "2D 7H 3S", "2S", piles=TABLE, totals=(3, 4, 5)),
                "lay 9H 0")
    last = state.history[-1]
    assert (last.winner, last.reason, last.scores) == (0, "out", (0, 3, 1))
    assert state.totals == (3, 7, 6)
    assert ENGINE.round_scores(state, 1) == (3,)
    over = ENGINE.view(state, 2, 0)["events"]
    assert [e["kind"] for e in over] == ["lay", "round_over", "deal"]
    assert over[1]["winner"] == 0 and over[1]["reason"] == "out"


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_k14_below_the_limit_the_next_round_is_dealt_at_once_the_deal_passing_on(
        seats: int) -> None:
    hands = ("9H", "2D 7H 3S", "2S", "4D")[:seats]
    state = act(position(*hands, piles=TABLE, dealer=seats - 1, seed="k14"), "lay 9H 0")
    assert state.round == 2 and state.dealer == 0 and state.turn == 1
    assert state.hands == deal_round("k14", seats, 2)[0]
    deal = ENGINE.view(state, 0, 0)["events"][-1]
    assert deal["kind"] == "deal" and deal["round"] == 2 and deal["dealer"] == 0
    assert deal["v"] == 1 and state.turns == (0,) * seats and state.history[0].turns[0] == 1


def test_k14_the_deal_goes_round_the_table_round_after_round() -> None:
    state = new_game("k14-rounds", 3, 25)
    dealers = [(state.round, state.dealer, state.turn)]
    while not state.finished:
        seat = state.turn
        state = ENGINE.apply(state, seat, ENGINE.legal_actions(state, seat)[0])
        if state.round > dealers[-1][0]:
            dealers.append((state.round, state.dealer, state.turn))
    assert len(dealers) == len(state.history) >= 4 and max(state.totals) >= 25
    assert dealers == [(r, (r + 1) % 3, (r + 2) % 3) for r in range(1, len(dealers) + 1)]


def test_k14_the_match_ends_when_a_total_reaches_the_limit() -> None:
    state = position("9H", "2D 7H 3S", piles=TABLE, limit=25, totals=(20, 22))
    state = act(state, "lay 9H 0")
    assert state.finished and state.totals == (20, 25) and state.phase == "over"
    result = outcome(state)
    assert result is not None and result.scores == (20, 25) and result.places == (1, 2)
    assert result.keys == ((20,), (25,))
    data = ENGINE.view(state, 1, 0)
    assert data["status"] == "finished" and data["turn"] is None and data["to_act"] == []
    assert data["result"] == {"totals": [20, 25], "places": [1, 2], "winners": [0]}
    assert [e["kind"] for e in data["events"]] == ["lay", "round_over", "match_over"]
    assert data["events"][-1] == {"v": 1, "kind": "match_over", "totals": [20, 25],
                                  "winners": [0]}
    for seat in (0, 1):
        refuse(state, seat, "pass", "K14")
        refuse(state, seat, "end", "K14")


def test_k14_a_round_that_leaves_every_total_below_the_limit_goes_on() -> None:
    state = act(position("9H", "2D 7H 3S", piles=TABLE, limit=25, totals=(20, 21)),
                "lay 9H 0")
    assert not state.finished and state.totals == (20, 24) and outcome(state) is None


def test_k14_with_the_limit_1_one_round_is_the_match_ranked_by_cards_then_turns() -> None:
    state = act(position(*STUCK, piles=TABLE, limit=1), "pass", "pass", "pass")
    result = outcome(state)
    assert result is not None and state.finished
    assert result.scores == (2, 2, 2) and result.keys == ((2, 1), (2, 1), (2, 1))
    assert result.places == (1, 1, 1)
    state = act(position("9H 8H", "2D 7H", "2S 7C", piles=TABLE, limit=1),
                "lay 9H 0", "end", "pass", "pass", "lay 8H 0")
    result = outcome(state)
    assert result is not None
    assert result.scores == (0, 2, 2) and result.keys == ((0, 2), (2, 1), (2, 1))
    assert result.places == (1, 2, 2)


def test_k14_a_blocked_round_with_all_equal_shares_the_first_place() -> None:
    state = act(position(*STUCK[:2], piles=TABLE, limit=1), "pass", "pass")
    assert ENGINE.view(state, 0)["result"] == {"totals": [2, 2], "places": [1, 1],
                                               "winners": [0, 1]}
