"""Bad input: malformed actions (``InvalidAction``) and actions the rules forbid
(``IllegalAction``, naming the rule). A refused action never changes the state.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from cards import IllegalAction, InvalidAction
from sheepshead.engine import ENGINE, GameState, apply
from sheepshead.engine.actions import Action
from sheepshead.tests.engine.positions import act, game_with

# ---------------------------------------------------------------- Action.from_json


@pytest.mark.parametrize("data", [None, "pick", ["pick"], 5, ("type", "pick"), b"{}", True])
def test_from_json_rejects_non_objects(data: object) -> None:
    with pytest.raises(InvalidAction):
        Action.from_json(data)


@pytest.mark.parametrize(
    "data",
    [
        {},
        {"type": "draw"},
        {"type": "PICK"},
        {"type": 5},
        {"type": None},
        {"type": ["pick"]},
        {"card": "QC"},
    ],
)
def test_from_json_rejects_unknown_or_missing_types(data: dict[str, Any]) -> None:
    with pytest.raises(InvalidAction):
        Action.from_json(data)


@pytest.mark.parametrize(
    "data",
    [
        {"type": "play"},
        {"type": "call"},
        {"type": "unknown"},
        {"type": "bury"},
        {"type": "bury", "card": "QC"},
        {"type": "play", "cards": ["QC"]},
    ],
)
def test_from_json_rejects_missing_fields(data: dict[str, Any]) -> None:
    with pytest.raises(InvalidAction):
        Action.from_json(data)


@pytest.mark.parametrize(
    "data",
    [
        {"type": "pick", "card": "QC"},
        {"type": "pass", "seat": 0},
        {"type": "alone", "card": None},
        {"type": "play", "card": "QC", "seat": 1},
        {"type": "call", "card": "AH", "cards": ["AH"]},
        {"type": "bury", "cards": ["QC", "QS"], "card": "QC"},
    ],
)
def test_from_json_rejects_extra_fields(data: dict[str, Any]) -> None:
    with pytest.raises(InvalidAction, match="unexpected field"):
        Action.from_json(data)


@pytest.mark.parametrize("card", ["1X", "2C", "6H", "AX", "QQ", "", "X1", 7, 10, None, ["QC"]])
@pytest.mark.parametrize("kind", ["play", "call", "unknown"])
def test_s2_from_json_rejects_bad_card_codes(kind: str, card: object) -> None:
    with pytest.raises(InvalidAction):
        Action.from_json({"type": kind, "card": card})


def test_s2_from_json_names_a_card_outside_the_pack() -> None:
    with pytest.raises(InvalidAction, match="32-card"):
        Action.from_json({"type": "play", "card": "2C"})


@pytest.mark.parametrize(
    "cards",
    [
        ["QC"],
        [],
        ["QC", "QS", "QH"],
        ["QC", "QC"],
        ["QC", "2C"],
        ["QC", 7],
        "QC QS",
        None,
        {"QC": 1, "QS": 1},
    ],
)
def test_s7_from_json_rejects_a_bury_of_anything_but_two_different_cards(cards: object) -> None:
    with pytest.raises(InvalidAction):
        Action.from_json({"type": "bury", "cards": cards})


@pytest.mark.parametrize(
    "data",
    [
        {"type": "pick"},
        {"type": "pass"},
        {"type": "alone"},
        {"type": "bury", "cards": ["QC", "7D"]},
        {"type": "call", "card": "AH"},
        {"type": "call", "card": "10S"},
        {"type": "unknown", "card": "7D"},
        {"type": "play", "card": "10D"},
    ],
)
def test_from_json_round_trips_valid_actions(data: dict[str, Any]) -> None:
    action = ENGINE.decode_action(data)
    assert ENGINE.encode_action(action) == data
    assert Action.from_json(action.to_json()) == action


def test_s7_bury_order_does_not_matter() -> None:
    one = Action.from_json({"type": "bury", "cards": ["7D", "QC"]})
    assert one == Action.from_json({"type": "bury", "cards": ["QC", "7D"]})


# ---------------------------------------------------------------- apply: IllegalAction

# Seat 1 picks and calls AH (partner seat 3); seat 0 leads. Blind: 9S 8S.
CALLED = [
    "AC 10C KC 9H 7D 10D",
    "QC QS QH JD 8H 7H",
    "9C 9D 8D AS 10S KS",
    "AH 10H KH QD AD 7S",
    "JC JS JH KD 8C 7C",
]
UNKNOWN = [
    "9H QD 10D AS 9S KC",
    "QC QS QH JC JS AC",
    "10H 8H JH KD 10C 9C",
    "AH 7H JD AD 10S KS",
    "9D 8D 7D KH 8C 7C",
]  # blind 8S 7S; seat 1 calls AH with an unknown


def refused(state: GameState, seat: int, text: str, rule: str) -> IllegalAction:
    """Apply and expect IllegalAction naming ``rule``; the state must be unchanged."""
    before = copy.deepcopy(state)
    with pytest.raises(IllegalAction) as caught:
        apply(state, seat, Action.parse(text))
    assert caught.value.rule == rule
    assert f"({rule})" in str(caught.value)
    assert state == before
    return caught.value


def called() -> GameState:
    return act(game_with(CALLED), "pass", "pick", "bury 9S 8S", "call AH")


@pytest.mark.parametrize(
    ("steps", "seat", "action", "rule"),
    [
        ((), 1, "pick", "S6"),  # seat 0 decides first
        ((), 4, "pass", "S6"),
        (("pass",), 0, "pick", "S6"),  # seat 0 already passed
        (("pass", "pick"), 2, "pick", "S7"),  # the picker buries next
        (("pass", "pick"), 0, "bury AC 10C", "S7"),
    ],
)
def test_s6_s7_out_of_turn_is_refused(
    steps: tuple[str, ...], seat: int, action: str, rule: str
) -> None:
    state = act(game_with(CALLED), *steps)
    refused(state, seat, action, rule)


def test_s8_out_of_turn_while_calling_names_s8() -> None:
    """After the bury the picker calls (S8): any other seat acting is out of turn under S8."""
    state = act(game_with(UNKNOWN), "pass", "pick", "bury 8S 7S")
    refused(state, 3, "call AH", "S8")


def test_s10_out_of_turn_while_choosing_the_unknown_names_s10() -> None:
    """After an unknown call the picker sets a card aside (S10): nobody else may act."""
    state = act(game_with(UNKNOWN), "pass", "pick", "bury 8S 7S", "call AH")
    refused(state, 3, "unknown AH", "S10")


def test_s13_out_of_turn_in_play_is_refused() -> None:
    state = called()
    refused(state, 1, "play QC", "S13")  # seat 0 leads
    state = act(state, "play AC")
    refused(state, 0, "play 10C", "S13")
    refused(state, 2, "play 9C", "S13")


@pytest.mark.parametrize(
    ("steps", "action", "rule"),
    [
        ((), "play AC", "S6"),
        ((), "bury AC 10C", "S6"),
        ((), "call AH", "S6"),
        ((), "alone", "S6"),
        (("pass", "pick"), "pass", "S7"),
        (("pass", "pick"), "call AH", "S7"),
        (("pass", "pick"), "play QC", "S7"),
        (("pass", "pick", "bury 9S 8S"), "bury QC QS", "S8"),
        (("pass", "pick", "bury 9S 8S"), "play QC", "S8"),
        (("pass", "pick", "bury 9S 8S"), "unknown QC", "S8"),
        (("pass", "pick", "bury 9S 8S", "call AH"), "pick", "S13"),
        (("pass", "pick", "bury 9S 8S", "call AH"), "call AH", "S13"),
        (("pass", "pick", "bury 9S 8S", "call AH"), "unknown AC", "S13"),
    ],
)
def test_s6_s7_s8_s13_wrong_phase_is_refused(
    steps: tuple[str, ...], action: str, rule: str
) -> None:
    state = act(game_with(CALLED), *steps)
    refused(state, state.deal.turn, action, rule)


def test_s10_wrong_phase_during_the_unknown_choice() -> None:
    state = act(game_with(UNKNOWN), "pass", "pick", "bury 8S 7S", "call AH")
    refused(state, 1, "play QC", "S10")
    refused(state, 1, "alone", "S10")
    refused(state, 1, "unknown AH", "S10")  # not his card


def test_s7_s13_cards_not_held_are_refused() -> None:
    state = act(game_with(CALLED), "pass", "pick")
    refused(state, 1, "bury QC AC", "S7")  # AC is seat 0's
    state = called()
    error = refused(state, 0, "play QC", "S13")  # the picker's card
    assert "do not hold" in str(error)
    state = act(state, "play AC")
    refused(state, 1, "play 9S", "S13")  # the picker's own bury
    refused(state, 1, "play AC", "S13")  # already played


@pytest.mark.parametrize(
    ("plays", "bad"),
    [
        (("play AC", "play 8H"), "play 9D"),  # seat 2 holds 9C
        (("play AC", "play 8H", "play 9C", "play 7S"), "play JC"),  # JC is no club
        (("play 10D",), "play 8H"),  # trump led, the picker holds trumps
        (("play 10D", "play JD"), "play AS"),
        (("play 9H",), "play QC"),  # hearts led, the picker holds 8H 7H
    ],
)
def test_s13_not_following_suit_is_refused(plays: tuple[str, ...], bad: str) -> None:
    state = act(called(), *plays)
    error = refused(state, state.deal.turn, bad, "S13")
    assert "must follow" in str(error)


@pytest.mark.parametrize(
    ("plays", "bad"),
    [
        # The picker discards his last heart before hearts are led.
        (("play AC", "play 8H", "play 9C", "play 7S", "play 7C", "play 10C"), "play 7H"),
        # The partner discards the called ace.
        (("play AC", "play 8H", "play 9C"), "play AH"),
        # The partner leads the called suit with another card.
        (("play 10D", "play JD", "play 8D", "play QD", "play KD"), "play 10H"),
        # Hearts first led: the partner must play the ace, not another heart.
        (("play 9H", "play 8H", "play 9C"), "play 10H"),
        (("play 9H", "play 8H", "play 9C"), "play KH"),
    ],
)
def test_s15_called_suit_violations_are_refused(plays: tuple[str, ...], bad: str) -> None:
    state = act(called(), *plays)
    refused(state, state.deal.turn, bad, "S15")


def test_s10_unknown_violations_are_refused() -> None:
    state = act(game_with(UNKNOWN), "pass", "pick", "bury 8S 7S", "call AH", "unknown QC")
    state = act(state, "play 9H")
    refused(state, 1, "play QS", "S10")  # he must play the unknown now
    state = act(game_with(UNKNOWN), "pass", "pick", "bury 8S 7S", "call AH", "unknown QC")
    state = act(state, "play QD")
    refused(state, 1, "play QC", "S10")  # the unknown is not due yet


def test_s8_calling_violations_are_refused() -> None:
    state = act(game_with(CALLED), "pass", "pick", "bury 9S 8S")
    refused(state, 1, "call AS", "S8")  # no spade left to hold
    refused(state, 1, "call KH", "S8")
    refused(state, 1, "call QD", "S8")


def test_s1_bad_seat_numbers_are_invalid() -> None:
    state = game_with(CALLED)
    before = copy.deepcopy(state)
    for seat in (-1, 5, 99):
        with pytest.raises(InvalidAction):
            apply(state, seat, Action("pick"))
    with pytest.raises(InvalidAction):
        apply(state, 0, {"type": "pick"})  # type: ignore[arg-type]
    assert state == before


def test_s20_after_the_last_deal_nothing_applies() -> None:
    state = called()
    while not state.finished:
        state = apply(state, state.deal.turn, ENGINE.legal_actions(state, state.deal.turn)[0])
    for seat in range(5):
        refused(state, seat, "play QC", "S20")
        refused(state, seat, "pick", "S20")
