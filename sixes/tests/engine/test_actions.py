"""The action codecs (JSON and short strings) and the state snapshot: round trips, and
garbage refused with InvalidAction."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from cards import InvalidAction
from sixes.engine import ENGINE, Action, apply, legal_actions
from sixes.engine.actions import KNOCKS, SWAPS, UPS
from sixes.tests.engine.positions import refuse

ALL = [Action.parse(t) for t in ("draw", "take", "discard", "end", "pass")] + \
    [a for row in SWAPS for a in row] + list(UPS) + list(KNOCKS)


@pytest.mark.parametrize("action", ALL, ids=str)
def test_every_action_survives_json_and_its_short_form(action: Action) -> None:
    data = ENGINE.encode_action(action)
    assert ENGINE.decode_action(json.loads(json.dumps(data))) == action
    assert Action.parse(str(action)) == action


def test_the_json_shapes_of_the_contract() -> None:
    assert Action.parse("swap 1 4").to_json() == {"type": "swap", "packet": 1, "position": 4}
    assert Action.parse("up 0").to_json() == {"type": "up", "packet": 0}
    assert Action.parse("knock 1").to_json() == {"type": "knock", "packet": 1}
    assert Action.parse("draw").to_json() == {"type": "draw"}


GARBAGE: list[Any] = [
    None, [], "draw", 3, {}, {"type": None}, {"type": "DRAW"}, {"type": "fold"},
    {"type": "draw", "packet": 0}, {"type": "swap", "packet": 0},
    {"type": "swap", "position": 3}, {"type": "swap", "packet": 2, "position": 3},
    {"type": "swap", "packet": 0, "position": 6}, {"type": "swap", "packet": 0, "position": -1},
    {"type": "swap", "packet": True, "position": 3}, {"type": "swap", "packet": 0,
                                                       "position": False},
    {"type": "swap", "packet": "0", "position": 3}, {"type": "swap", "packet": 0,
                                                      "position": 3.0},
    {"type": "up"}, {"type": "up", "packet": None}, {"type": "knock", "packet": [0]},
    {"type": "knock", "packet": 0, "extra": 1}, {"type": "end", "seat": 0},
]


@pytest.mark.parametrize("data", GARBAGE, ids=repr)
def test_malformed_json_is_refused_with_invalid_action(data: Any) -> None:
    with pytest.raises(InvalidAction):
        ENGINE.decode_action(data)


@pytest.mark.parametrize("text", ["", "swap", "swap 0", "swap 0 9", "swap a b", "up", "up 2",
                                  "knock -1", "draw 1", "hello"])
def test_malformed_short_forms_are_refused(text: str) -> None:
    with pytest.raises(InvalidAction):
        Action.parse(text)


def test_actions_built_in_code_are_checked_at_apply() -> None:
    state = ENGINE.new_game("shape", 2)
    for bad in (Action("swap"), Action("draw", packet=0), Action("up", 3),
                Action("swap", 0, 7), Action("fly"), Action("up", True)):  # type: ignore[arg-type]
        with pytest.raises(InvalidAction):
            apply(state, 0, bad)
    for seat in (-1, 2, True, "0"):
        with pytest.raises(InvalidAction):
            apply(state, seat, Action.parse("up 0"))  # type: ignore[arg-type]
    with pytest.raises(InvalidAction):
        apply(state, 0, {"type": "draw"})  # type: ignore[arg-type]


def test_packet_1_in_sixes_is_refused_by_the_rules_not_the_codec() -> None:
    state = ENGINE.new_game("one packet", 2)
    action = ENGINE.decode_action({"type": "up", "packet": 1})
    assert action not in legal_actions(state, 0)
    refuse(state, 0, "up 1", "X4")


@pytest.mark.parametrize("options", [{}, {"variant": "double", "memory": True}])
def test_snapshots_survive_json_at_every_step(options: dict[str, Any]) -> None:
    rng = random.Random(7)
    state = ENGINE.new_game("snap", 3, options)
    while not state.finished:
        snapshot = json.loads(json.dumps(ENGINE.encode_state(state)))
        assert ENGINE.decode_state(snapshot) == state
        seat = rng.choice(ENGINE.may_act(state))
        state = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
    assert ENGINE.decode_state(json.loads(json.dumps(ENGINE.encode_state(state)))) == state
