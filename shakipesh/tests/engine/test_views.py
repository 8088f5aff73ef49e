"""The views: a seat sees its own hand, every pile, the others' hand sizes and the stock's
size, never another hand or the stock's order; the drawn cards of a shakipesh only its
drawer; a finished round's hands all. And the oracle's independent check over random
matches and hand-built positions."""

from __future__ import annotations

import random

import pytest

from shakipesh.engine import ENGINE, GameState
from shakipesh.engine.deck import CODES, indices
from shakipesh.tests import oracle
from shakipesh.tests.engine.positions import act, position

KEYS = {"game", "seat", "seats", "status", "phase", "round", "dealer", "turn", "to_act",
        "may_act", "legal_actions", "hand", "hand_sizes", "stock", "piles", "turn_state",
        "passes", "limit", "totals", "turns", "rounds", "result", "events", "events_since"}


def test_the_view_has_the_contracts_keys_and_the_viewers_legal_actions() -> None:
    state = ENGINE.new_game("keys", 3, {"limit": 10})
    for seat in range(3):
        data = ENGINE.view(state, seat)
        assert set(data) == KEYS
        assert data["game"] == "shakipesh" and data["seat"] == seat and data["seats"] == 3
        assert (data["status"], data["phase"], data["round"], data["dealer"]) == (
            "active", "turn", 1, 2)
        assert data["turn"] == 0 and data["to_act"] == data["may_act"] == [0]
        assert data["legal_actions"] == ([ENGINE.encode_action(a) for a in
                                          ENGINE.legal_actions(state, 0)] if seat == 0 else [])
        assert data["hand_sizes"] == [9, 9, 9] and data["stock"] == 21
        assert data["limit"] == 10 and data["totals"] == [0, 0, 0] and data["rounds"] == []
        assert data["turns"] == [0, 0, 0] and data["passes"] == 0 and data["result"] is None
        assert data["events"] == [] and data["events_since"] is None


def test_a_seat_sees_its_own_hand_sorted_by_suit_then_rank_and_no_other() -> None:
    state = position("AS 2C KH 10C 3H", "9D 4S", piles=("7C",), stock="5D 6D 8D")
    mine = ENGINE.view(state, 0)
    assert mine["hand"] == ["2C", "10C", "3H", "KH", "AS"]
    text = str(ENGINE.view(state, 0, -1))
    for hidden in ("9D", "4S", "5D", "6D", "8D"):  # seat 1's hand and the stock
        assert f"'{hidden}'" not in text
    theirs = ENGINE.view(state, 1, -1)
    assert theirs["hand"] == ["9D", "4S"] and "'AS'" not in str(theirs)
    assert theirs["piles"] == [{"id": 0, "cards": ["7C"]}]


def test_the_stocks_order_is_never_shown_only_k4s_public_cards() -> None:
    for number in range(40):
        state = ENGINE.new_game(f"k4-{number}", 2)
        deal = state.events[0]
        secret = {CODES[c] for c in state.stock} - {CODES[c] for c in deal.cards}
        for seat in (0, 1):
            assert not oracle.seen(ENGINE.view(state, seat, -1)) & secret


def test_a_finished_rounds_hands_are_public() -> None:
    state = act(position("9H", "2D 7H 3S", piles=("10H",)), "lay 9H 0")
    for seat in (0, 1):
        rounds = ENGINE.view(state, seat)["rounds"]
        assert rounds == [{"round": 1, "scores": [0, 3], "winner": 0, "reason": "out",
                           "hands": [[], ["2D", "7H", "3S"]]}]
    # The next round's hands are hidden again.
    other = {CODES[c] for c in indices(state.hands[1])}
    assert not oracle.seen({k: v for k, v in ENGINE.view(state, 0).items()
                            if k != "rounds"}) & other


def test_the_turn_state_is_the_seat_on_turns() -> None:
    state = act(position("8H 5C KS", "7D", piles=("10H", "9H")), "combine 1 0")
    for seat in (0, 1):
        assert ENGINE.view(state, seat)["turn_state"] == {"started": True, "laid": 0,
                                                          "rights": 1}


def _random_states(start: GameState, rng: random.Random) -> list[GameState]:
    states, state = [start], start
    while not state.finished:
        seat = state.turn
        state = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
        states.append(state)
    return states


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_oracle_agrees_with_every_view_of_random_matches(seats: int) -> None:
    rng = random.Random(f"views/{seats}")
    for number in range(3):
        start = ENGINE.new_game(f"views-{number}", seats, {"limit": 10 if number else 1})
        for state in _random_states(start, rng):
            for seat in range(seats):
                data = ENGINE.view(state, seat, -1)
                oracle.check_view(state, seat, data)
                assert oracle.seen(data["events"]) <= oracle.known(state, seat)


def test_the_oracle_agrees_on_hand_built_positions() -> None:
    rng = random.Random(3)
    start = position("9H 8H KS QS 2C", "7D 7S 3H", "5D JC", piles=("10H", "8S", "5S"),
                     stock="KD 4C 9S 3C 3D 4H", limit=1)
    for _ in range(5):
        for state in _random_states(start, rng):
            for seat in range(3):
                oracle.check_view(state, seat, ENGINE.view(state, seat, -1))
