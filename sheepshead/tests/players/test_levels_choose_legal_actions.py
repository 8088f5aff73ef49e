"""Every level returns one of the legal actions, over thousands of decisions (S6–S19)."""

from __future__ import annotations

import pytest

from sheepshead.tests.players.levels import LEVELS, decisions

DEALS = {"easy": 150, "normal": 150, "hard": 70}


@pytest.mark.parametrize("level", LEVELS)
def test_each_level_only_returns_legal_actions(level: str) -> None:
    count = choices = 0
    kinds: set[str] = set()
    for _state, _seat, legal, action in decisions(level, DEALS[level], "legal"):
        assert action in legal, f"{level} chose {action}, not one of {legal}"
        count += 1
        choices += len(legal) > 1
        kinds.add(action.type)
    assert count > DEALS[level] * 30
    assert choices > DEALS[level] * 10  # real choices, not only forced plays
    assert {"pick", "pass", "bury", "play"} <= kinds
