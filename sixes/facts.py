"""What a Sixes table says about one seat (``GameSpec.round_facts``): one round a game, a
table being a match of one game or more; its score the seat's (lower is better, X3)."""

from __future__ import annotations

from typing import NamedTuple

from sixes.engine.game import game_scores
from sixes.engine.state import GameState


class GameFacts(NamedTuple):
    score: int  # the seat's score (both packets in Double Sixes, D5)
    won: bool  # lowest score of its game, alone or shared (X3)
    knocked: bool  # the seat started the game's final round (X11, D4)
    seats: int
    place: int = 1  # 1 + the seats with a lower score in the game (ties share a place, X3)


def game_facts(state: GameState, seat: int) -> list[GameFacts]:
    """One fact per finished game of the table's match, in play order (statistics count
    games): an earlier game's knock is in its ``over`` event, the last one's in the state."""
    games = game_scores(state)
    knocked = [e.seat for e in state.events if e.kind == "over" and e.number][:len(games)]
    if len(knocked) < len(games):  # a single game's ``over`` records no knock: the state's
        knocked.append(state.knocked)
    return [GameFacts(scores[seat], scores[seat] == min(scores), knocker == seat, state.seats,
                      1 + sum(other < scores[seat] for other in scores))
            for scores, knocker in zip(games, knocked, strict=True)]


def game_number(state: GameState) -> int:
    """The number of finished games of the table's match (its finished rounds): 0 while the
    first is played, 1 once a single game is over."""
    return len(game_scores(state))
