"""The toy's own rules, so that the contract suite stands on a game that works as described."""

from __future__ import annotations

from dataclasses import replace

import pytest

from cards import IllegalAction, InvalidAction
from toy.engine import ENGINE, Action
from toy.engine.game import deal
from toy.engine.state import Round, ToyState, Trick

PASS, PLAY, DECLARE = "pass", "play", "declare"


def passed_all(state: ToyState) -> ToyState:
    for seat in range(state.seats):
        state = ENGINE.apply(state, seat, Action(PASS, state.round.hands[seat][0]))
    return state


def test_everyone_passes_at_once_in_any_order() -> None:
    state = ENGINE.new_game("rules", 3, {"variant": "left"})
    assert ENGINE.to_act(state) == ENGINE.may_act(state) == (0, 1, 2)
    first = state.round.hands
    state = ENGINE.apply(state, 2, Action(PASS, first[2][0]))
    state = ENGINE.apply(state, 0, Action(DECLARE))  # out of turn: 0 still has to pass
    assert ENGINE.to_act(state) == (0, 1) and ENGINE.may_act(state) == (0, 1, 2)
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, 2, Action(PASS, first[2][1]))  # once
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, 0, Action(DECLARE))  # once a round
    state = ENGINE.apply(state, 0, Action(PASS, first[0][0]))
    state = ENGINE.apply(state, 1, Action(PASS, first[1][0]))
    hands = state.round.hands
    for giver in range(3):
        assert first[giver][0] in hands[(giver + 1) % 3] and first[giver][0] not in hands[giver]
    assert ENGINE.to_act(state) == (0,)  # round 0 is led by seat 0
    assert ENGINE.view(state, 1)["received"] == first[0][0]


def test_the_right_variant_passes_the_other_way() -> None:
    state = ENGINE.new_game("rules", 4, {"variant": "right"})
    first = state.round.hands
    state = passed_all(state)
    for giver in range(4):
        assert first[giver][0] in state.round.hands[(giver - 1) % 4]


def test_follow_suit_and_the_highest_of_the_led_suit_wins() -> None:
    state = ENGINE.new_game("rules", 3, {})
    hands = (("2H", "KH", "AS"), ("5H", "9C", "QC"), ("3D", "4D", "AH"))
    playing = replace(state.round, hands=hands, passes=("x", "y", "z"), exchanged=True)
    state = replace(state, round=playing)
    state = ENGINE.apply(state, 0, Action(PLAY, "2H"))
    assert ENGINE.legal_actions(state, 1) == (Action(PLAY, "5H"), Action(DECLARE))
    with pytest.raises(IllegalAction, match="follow suit"):
        ENGINE.apply(state, 1, Action(PLAY, "9C"))
    with pytest.raises(IllegalAction, match="turn"):
        ENGINE.apply(state, 2, Action(PLAY, "AH"))
    state = ENGINE.apply(state, 1, Action(PLAY, "5H"))
    state = ENGINE.apply(state, 2, Action(PLAY, "AH"))
    assert state.round.tricks[-1] == Trick(0, ("2H", "5H", "AH"), 2, 4)
    assert ENGINE.to_act(state) == (2,)


def finishing(declared: tuple[bool, ...], winners: tuple[int, ...], target: int = 20
              ) -> ToyState:
    """Two seats, the round's first two tricks won by ``winners``, the last one to come."""
    tricks = tuple(Trick(w, ("2C", "3C"), w, 1) for w in winners)
    r = Round(0, (("4C",), ("5C",)), ("x", "y"), True, declared, tricks, leader=0)
    return ToyState("s", 2, target, "left", 4, r)


def test_declarations_score_for_the_others_or_against_the_declarer() -> None:
    # Seat 0 declared and takes no trick: seat 1 pays 1 more. Seat 1 declared and failed: +2.
    state = finishing((False, True), (1, 1))
    state = ENGINE.apply(ENGINE.apply(state, 0, Action(PLAY, "4C")), 1, Action(PLAY, "5C"))
    assert state.past[-1].scores == (0, 3 + 2)
    state = finishing((True, False), (1, 1))
    state = ENGINE.apply(ENGINE.apply(state, 0, Action(PLAY, "4C")), 1, Action(PLAY, "5C"))
    assert state.past[-1].scores == (0, 3 + 1)
    assert ENGINE.round_scores(state, 1) == (4,) and state.round.number == 1


def test_the_match_ends_when_a_total_reaches_the_target_and_lower_wins() -> None:
    state = finishing((False, False), (1, 1), target=3)
    state = ENGINE.apply(ENGINE.apply(state, 0, Action(PLAY, "4C")), 1, Action(PLAY, "5C"))
    assert state.finished and ENGINE.to_act(state) == ENGINE.may_act(state) == ()
    outcome = ENGINE.outcome(state)
    assert outcome is not None and outcome.scores == (0, 3) and outcome.places == (1, 2)
    assert [e.kind for e in state.events[-3:]] == ["trick", "round", "end"]


def test_the_codec_parses_card_codes_and_refuses_garbage() -> None:
    assert ENGINE.decode_action({"type": "play", "card": " 10h "}) == Action(PLAY, "10H")
    for data in ({"type": "play", "card": "X1"}, {"type": "declare", "card": "2C"},
                 {"type": "pass"}, {"type": "pass", "card": 7}, "declare"):
        with pytest.raises(InvalidAction):
            ENGINE.decode_action(data)


def test_hidden_events_show_their_cards_to_those_who_may_see_them() -> None:
    state = passed_all(ENGINE.new_game("events", 3, {}))
    given = state.round.passes[0]
    for seat, sees in ((0, True), (1, True), (2, False)):
        events = ENGINE.view(state, seat, 2)["events"]  # the last pass and the exchange
        passed = [e for e in events if e["type"] == "passed" and e["seat"] == 0]
        assert passed == [{"v": 3, "type": "passed", "seat": 0, "to": 1,
                           "cards": [given] if sees else None, "count": 1}]
    assert deal("events", 3, 0) == ENGINE.new_game("events", 3, {}).round
