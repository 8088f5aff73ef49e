"""What the site keeps of a finished game for one seat (``GameSpec.round_facts``): a Shiesta
game is one round, so each finished game of a table gives one ``GameFacts`` (a single game:
one once it is over; a match: one per game finished so far)."""

from __future__ import annotations

from typing import NamedTuple

from shiesta.engine import rules
from shiesta.engine.game import held_cards
from shiesta.engine.state import GameState


class GameFacts(NamedTuple):
    score: int  # the seat's place (H14, H15): a single game's total, a match's round score
    turns: int  # the seat's own turns, the daily's second key
    went_out: bool  # the seat went out (H14), rather than placed by the cards it held
    seats: int


def game_facts(state: GameState, seat: int) -> list[GameFacts]:
    """One fact per finished game of the table, oldest first."""
    facts = [GameFacts(game.places[seat], game.turns[seat], game.winner == seat, state.seats)
             for game in state.played]
    if state.finished:
        place = rules.places(held_cards(state))[seat]
        facts.append(GameFacts(place, state.turns[seat], state.winner == seat, state.seats))
    return facts


def game_number(state: GameState) -> int:
    """The number of finished games (the finished rounds): 0 while the first is played, 1
    once it is over, and so on through a match. It is also the 0-based number of the game
    being played while the match goes on."""
    return len(state.played) + (1 if state.finished else 0)
