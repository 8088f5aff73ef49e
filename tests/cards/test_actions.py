"""The action boundary every codec starts with (``cards.actions.action_fields``)."""

from __future__ import annotations

from typing import Any

import pytest

from cards import InvalidAction
from cards.actions import action_fields

FIELDS = {"play": ("type", "cards"), "pass": ("type",)}


def test_an_action_with_its_fields_comes_back_with_its_type() -> None:
    assert action_fields({"type": "pass"}, FIELDS) == ("pass", {"type": "pass"})
    assert action_fields({"type": "play", "cards": []}, FIELDS)[0] == "play"


@pytest.mark.parametrize(("data", "says"), [
    ([], "a JSON object"),
    ({"type": "fold"}, "no action type “fold”"),
    ({"type": 3}, "no action type “3”"),
    ({"type": "pass", "card": "QC"}, "unexpected field “card” in a “pass” action"),
    ({"type": "play", 7: 1, "cards": []}, "unexpected field “7”"),
    ({"type": "play"}, "a “play” action needs “cards”"),
])
def test_anything_else_is_refused_naming_what_is_wrong(data: Any, says: str) -> None:
    with pytest.raises(InvalidAction) as refused:
        action_fields(data, FIELDS)
    assert says in str(refused.value)
