"""The public events of a game, as one seat may see them (placeholder: see views.py)."""

from __future__ import annotations

from typing import Any

from sheepshead.engine.state import GameState


def public_events(state: GameState, seat: int, since: int) -> list[dict[str, Any]]:
    """The events after version ``since`` that ``seat`` may see, oldest first."""
    return []
