"""Shakipesh's own way of playing the person's seat at the site's tables (tests/played.py
plays any game there): a move that lays cards while there is one, so that a round ends."""

from __future__ import annotations

from typing import Any

from tests.played import Chooser


def person(choose: int = 0) -> Chooser:
    """A lay, combination or new pile while there is one (the ``choose``-th, or the last),
    then End turn; a shakipesh only when nothing can be laid, else a pass."""

    def action(view: dict[str, Any]) -> dict[str, Any]:
        legal = view["legal_actions"]
        moves = [a for a in legal if a["type"] in ("lay", "combine", "new_pile")]
        if moves:
            return moves[min(choose, len(moves) - 1)]
        for kind in ("end", "shakipesh", "pass"):
            if any(a["type"] == kind for a in legal):
                return {"type": kind}
        raise AssertionError(f"nothing to choose in {legal}")

    return action
