"""Bad input: malformed actions are ``InvalidAction``; the JSON and short codecs."""

from __future__ import annotations

from typing import Any

import pytest

from cards import IllegalAction, InvalidAction
from shiesta.engine import ENGINE, Action, apply
from shiesta.tests.engine.positions import position

GOOD = [
    {"type": "swap", "hand": "KC", "up": "4D"},
    {"type": "ready"},
    {"type": "play", "cards": ["4C"]},
    {"type": "play", "cards": ["4C", "4H"]},
    {"type": "face_down", "position": 2},
    {"type": "pickup"},
]


@pytest.mark.parametrize("data", GOOD)
def test_actions_survive_json_and_the_short_form(data: dict[str, Any]) -> None:
    action = Action.from_json(data)
    assert action.to_json() == data
    assert Action.parse(str(action)) == action


def test_the_order_of_a_plays_cards_does_not_matter() -> None:
    assert Action.parse("play 4H 4C") == Action.parse("play 4C 4H")


@pytest.mark.parametrize("data", [
    None, "pickup", ["pickup"], 5, True, {}, {"type": None}, {"type": "PLAY"},
    {"type": "draw"}, {"type": "play"}, {"type": "play", "cards": []},
    {"type": "play", "cards": "4C"}, {"type": "play", "cards": ["4C", "4C"]},
    {"type": "play", "cards": ["ZZ"]}, {"type": "play", "cards": [7]},
    {"type": "play", "card": "4C"}, {"type": "play", "cards": ["4C"], "from": "hand"},
    {"type": "swap", "hand": "KC"}, {"type": "swap", "hand": "KC", "up": "KC"},
    {"type": "face_down"}, {"type": "face_down", "position": 3},
    {"type": "face_down", "position": -1}, {"type": "face_down", "position": True},
    {"type": "face_down", "position": "0"}, {"type": "face_down", "position": 1.0},
    {"type": "pickup", "cards": []}, {"type": "ready", "seat": 0},
])
def test_malformed_actions_are_invalid(data: object) -> None:
    with pytest.raises(InvalidAction):
        ENGINE.decode_action(data)


def test_refusals_name_a_rule_and_change_nothing() -> None:
    state = position(["8C 9C", "4C", "6C"], ["KC", "QC", "JC"], pile="5H")
    snapshot = ENGINE.encode_state(state)
    for seat, text, rule in [(0, "play 8C 9C", "H6"), (0, "play 8H", "H6"),
                             (0, "play KC", "H12"), (0, "pickup", "H10"),
                             (0, "face_down 0", "H13"), (1, "play 4C", "H6"),
                             (0, "ready", "H4"), (0, "swap 8C KC", "H4")]:
        with pytest.raises(IllegalAction) as refused:
            apply(state, seat, Action.parse(text))
        assert refused.value.rule == rule, text
        assert str(refused.value).endswith(f"({rule})")
        assert ENGINE.encode_state(state) == snapshot


def test_a_seat_outside_the_table_is_invalid() -> None:
    state = position(["8C", "4C", "6C"])
    for seat in (-1, 3, True):
        with pytest.raises(InvalidAction):
            apply(state, seat, Action.parse("play 8C"))


@pytest.mark.parametrize("action", [
    Action("draw"), Action("play"), Action("play", (60,)), Action("play", (5, 4)),
    Action("play", (4, 4)), Action("swap", (4,)), Action("face_down"),
    Action("face_down", position=3), Action("pickup", (4,)), Action("ready", position=0),
])
def test_actions_built_in_code_are_checked_too(action: Action) -> None:
    state = position(["8C", "4C", "6C"])
    with pytest.raises(InvalidAction):
        apply(state, 0, action)
