"""Sixes' own way of playing the person's seat at the site's tables (tests/played.py plays
any game there): swaps, then a knock, so that a game ends soon."""

from __future__ import annotations

from typing import Any

from tests.played import Chooser


def person(choose: int = 0) -> Chooser:
    """Never going up; draws; swaps into place ``choose`` (or the last allowed); ends the
    turn, and knocks from the fourth turn on."""

    def action(view: dict[str, Any]) -> dict[str, Any]:
        legal = [a for a in view["legal_actions"] if a["type"] != "up"]
        assert legal, "the person is waited for but has nothing to do"
        kinds = {a["type"] for a in legal}
        if "knock" in kinds and view["turns"][0] >= 3:
            return next(a for a in legal if a["type"] == "knock")
        if "end" in kinds:
            return {"type": "end"}
        if "draw" in kinds:
            return {"type": "draw"}
        swaps = [a for a in legal if a["type"] == "swap"]
        return swaps[min(choose, len(swaps) - 1)]

    return action
