"""What the site keeps of a finished game for one seat (``GameSpec.round_facts``): a Shiesta
game is one round, so a finished game gives one ``GameFacts``, an unfinished one none."""

from __future__ import annotations

from typing import NamedTuple

from shiesta.engine import rules
from shiesta.engine.game import held_cards
from shiesta.engine.state import GameState


class GameFacts(NamedTuple):
    score: int  # the seat's place (H14, H15), its total
    turns: int  # the seat's own turns, the daily's second key
    went_out: bool  # the seat went out (H14), rather than placed by the cards it held
    seats: int


def game_facts(state: GameState, seat: int) -> list[GameFacts]:
    if not state.finished:
        return []
    place = rules.places(held_cards(state))[seat]
    return [GameFacts(place, state.turns[seat], state.winner == seat, state.seats)]


def game_number(state: GameState) -> int:
    """0 while the game is played, 1 once it is over (the number of finished rounds)."""
    return 1 if state.finished else 0
