"""What a finished Sixes game says about one seat (``GameSpec.round_facts``): one round a
table, its score the seat's (lower is better, X3)."""

from __future__ import annotations

from typing import NamedTuple

from sixes.engine import ENGINE
from sixes.engine.state import GameState


class GameFacts(NamedTuple):
    score: int  # the seat's score (both packets in Double Sixes, D5)
    won: bool  # lowest score, alone or shared (X3)
    knocked: bool  # the seat started the final round (X11, D4)
    seats: int


def game_facts(state: GameState, seat: int) -> list[GameFacts]:
    outcome = ENGINE.outcome(state)
    if outcome is None:
        return []
    score = outcome.scores[seat]
    return [GameFacts(score, score == min(outcome.scores), state.knocked == seat, state.seats)]


def game_number(state: GameState) -> int:
    """0 while the game is played, 1 once it is over (the number of finished rounds)."""
    return 0 if ENGINE.outcome(state) is None else 1
