"""The action codec: JSON and short strings round trip, garbage is InvalidAction, and an
action built in code with the wrong shape is refused at the engine's boundary; state
snapshots survive JSON."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from cards import InvalidAction
from shakipesh.engine import ENGINE, Action, apply
from shakipesh.engine.actions import COMBINE, LAY, NEW_PILE
from shakipesh.engine.deck import INDEX
from shakipesh.tests.engine.positions import position

FORMS = [
    ({"type": "lay", "card": "9H", "pile": 2}, "lay 9H 2", Action(LAY, INDEX["9H"], 2)),
    ({"type": "combine", "pile": 4, "onto": 1}, "combine 4 1", Action(COMBINE, pile=4, onto=1)),
    ({"type": "new_pile", "card": "KS"}, "new KS", Action(NEW_PILE, INDEX["KS"])),
    ({"type": "end"}, "end", Action("end")),
    ({"type": "shakipesh"}, "shakipesh", Action("shakipesh")),
    ({"type": "pass"}, "pass", Action("pass")),
]


@pytest.mark.parametrize(("data", "text", "action"), FORMS)
def test_every_action_round_trips_through_json_and_its_short_form(
        data: dict[str, Any], text: str, action: Action) -> None:
    assert ENGINE.decode_action(data) == action and ENGINE.encode_action(action) == data
    assert ENGINE.decode_action(json.loads(json.dumps(data))) == action
    assert Action.parse(text) == action and str(action) == text


def test_a_card_code_is_read_as_cards_codes_reads_it() -> None:
    assert ENGINE.decode_action({"type": "lay", "card": "10h", "pile": 0}) == Action(
        LAY, INDEX["10H"], 0)
    assert Action.parse("new_pile KS") == Action(NEW_PILE, INDEX["KS"])


@pytest.mark.parametrize("data", [
    None, 7, "lay", [], {}, {"type": None}, {"type": "play"}, {"kind": "lay"},
    {"type": "lay", "card": "9H"}, {"type": "lay", "pile": 0},
    {"type": "lay", "card": "9H", "pile": 0, "onto": 1}, {"type": "end", "card": "9H"},
    {"type": "lay", "card": "9X", "pile": 0}, {"type": "lay", "card": "X1", "pile": 0},
    {"type": "lay", "card": 9, "pile": 0}, {"type": "lay", "card": "9H", "pile": "0"},
    {"type": "lay", "card": "9H", "pile": True}, {"type": "lay", "card": "9H", "pile": -1},
    {"type": "lay", "card": "9H", "pile": 52}, {"type": "lay", "card": "9H", "pile": 1.0},
    {"type": "combine", "pile": 0, "onto": None}, {"type": "combine", "pile": False, "onto": 1},
    {"type": "new_pile", "card": ["KS"]}, {"type": "new_pile"},
])
def test_malformed_actions_are_invalid(data: Any) -> None:
    with pytest.raises(InvalidAction):
        ENGINE.decode_action(data)


@pytest.mark.parametrize("text", ["", "lay", "lay 9H", "lay 9H x", "combine 1", "new",
                                  "end now", "jump", "lay 9H -1"])
def test_malformed_short_forms_are_invalid(text: str) -> None:
    with pytest.raises(InvalidAction):
        Action.parse(text)


@pytest.mark.parametrize("action", [
    Action("jump"), Action(LAY, 52, 0), Action(LAY, INDEX["9H"], -1), Action(LAY, INDEX["9H"]),
    Action("end", INDEX["9H"]), Action(COMBINE, pile=0), Action(NEW_PILE),
    Action(NEW_PILE, INDEX["9H"], 0), Action(LAY, True, 0),  # type: ignore[arg-type]
])
def test_a_misshapen_action_is_invalid_and_changes_nothing(action: Action) -> None:
    state = position("9H 2C", "7D", piles=("10H",), stock="3C 3D 3H")
    before = ENGINE.encode_state(state)
    with pytest.raises(InvalidAction):
        apply(state, 0, action)
    assert ENGINE.encode_state(state) == before


def test_no_such_seat_and_no_action_at_all_are_invalid() -> None:
    state = position("9H 2C", "7D", piles=("10H",))
    for seat in (-1, 2, True, "0"):
        with pytest.raises(InvalidAction):
            apply(state, seat, Action.parse("lay 9H 0"))  # type: ignore[arg-type]
    with pytest.raises(InvalidAction):
        apply(state, 0, {"type": "end"})  # type: ignore[arg-type]


def test_snapshots_survive_json_at_every_step() -> None:
    rng = random.Random("codec")
    state = ENGINE.new_game("codec", 3, {"limit": 10})
    while not state.finished:
        text = json.dumps(ENGINE.encode_state(state))
        assert ENGINE.decode_state(json.loads(text)) == state
        seat = state.turn
        state = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
    assert ENGINE.decode_state(json.loads(json.dumps(ENGINE.encode_state(state)))) == state
