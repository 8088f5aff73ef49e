"""Shared helpers for the Sixes player tests: whole games through the engine, and
constructed positions."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from cards import Player
from sixes.engine import ENGINE, Action, GameState
from sixes.engine.deck import CODES, N_CARDS, indices
from sixes.engine.game import custom_game
from sixes.players import PLAYERS, HardPlayer

LEVELS = ("easy", "normal", "hard")


def make(level: str) -> Player[Action]:
    """The player of ``level``; Hard with a small budget (the same search)."""
    return HardPlayer(playouts=8) if level == "hard" else PLAYERS[level]()


def decisions(levels: Sequence[str], seed: str, double: bool = False, turn_limit: int = 40
              ) -> Iterator[tuple[GameState, int, tuple[Action, ...], Action]]:
    """Play one game with ``levels[s]`` at seat ``s``; yield each decision as (state, seat,
    legal actions, chosen action) before it is applied."""
    players = [make(level) for level in levels]
    state = ENGINE.new_game(seed, len(levels), {"variant": "double" if double else "sixes",
                                                "starter": len(seed) % len(levels),
                                                "turn_limit": turn_limit})
    while ENGINE.to_act(state):
        seat = ENGINE.to_act(state)[0]
        legal = ENGINE.legal_actions(state, seat)
        rng = random.Random(f"{seed}/{state.version}/{seat}")
        action = players[seat].choose(ENGINE.view(state, seat), legal, rng)
        assert action is not None  # the game waits for this seat: it must choose
        yield state, seat, legal, action
        state = ENGINE.apply(state, seat, action)


def position(mine: str, other: str, stock: str, open_pile: str = "", known: int = 0b111000,
             public: int = 0, up: int = 0) -> GameState:
    """Two seats: seat 0 (to move) holds ``mine`` and knows the positions ``known``; seat 1
    holds ``other``, ``public`` of them known to all. The stock starts with ``stock`` and
    holds every other card after it, so the unseen cards are the whole rest of the pack."""
    used = indices(f"{mine} {other} {stock} {open_pile}")
    rest = [c for c in range(N_CARDS) if c not in used]
    state = custom_game([indices(mine), indices(other)], [*indices(stock), *rest],
                        indices(open_pile), up=[up, 0])
    return state._replace(known=(known, 0b111000 | public), public=(0, public))


def act(state: GameState, *actions: str) -> GameState:
    for text in actions:
        state = ENGINE.apply(state, state.turn, Action.parse(text))
    return state


def choice(level: str, state: GameState, seed: str = "x", player: Player[Action] | None = None
           ) -> str:
    """The short form of what ``level`` chooses at ``state`` for the seat on turn."""
    seat = state.turn
    chosen = (player or make(level)).choose(ENGINE.view(state, seat),
                                            ENGINE.legal_actions(state, seat),
                                            random.Random(seed))
    assert chosen is not None
    return str(chosen)


__all__ = ["CODES", "LEVELS", "act", "choice", "decisions", "make", "position"]
