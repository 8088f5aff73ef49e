"""What a Shakipesh match says about one seat (``GameSpec.round_facts``): one fact per
finished round, its score the seat's cards left (K12, K13; lower is better)."""

from __future__ import annotations

from typing import NamedTuple

from shakipesh.engine.rules import BLOCKED
from shakipesh.engine.state import GameState


class RoundFacts(NamedTuple):
    score: int  # the cards the seat held at the round's end: 0 if it went out (K12)
    went_out: bool  # the seat emptied its hand first (K12)
    blocked: bool  # the round ended with everybody passing (K13)
    seats: int


def round_facts(state: GameState, seat: int) -> list[RoundFacts]:
    """The facts of every finished round of ``state`` for ``seat``, oldest first."""
    return [RoundFacts(r.scores[seat], r.winner == seat, r.reason == BLOCKED, state.seats)
            for r in state.history]


def round_number(state: GameState) -> int:
    """The 0-based number of the round being played; the number of rounds once the match is
    over (both: the rounds finished so far)."""
    return len(state.history)
