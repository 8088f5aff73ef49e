"""Computer players for Shiesta (pure Python, no Django).

Each player implements ``cards.protocol.Player``: ``choose(view, legal, rng)`` sees only its
seat's ``view(state, seat)`` (with its ``memory`` of what the seat has seen), the legal
actions of that seat and a seeded ``random.Random``, and returns one of the legal actions.
"""

from __future__ import annotations

from shiesta.players.easy import EasyPlayer
from shiesta.players.hard import HardPlayer
from shiesta.players.normal import NormalPlayer
from shiesta.players.random_player import RandomPlayer

PlayerClass = type[RandomPlayer] | type[EasyPlayer] | type[NormalPlayer] | type[HardPlayer]

PLAYERS: dict[str, PlayerClass] = {
    "random": RandomPlayer,
    "easy": EasyPlayer,
    "normal": NormalPlayer,
    "hard": HardPlayer,
}

__all__ = ["PLAYERS", "EasyPlayer", "HardPlayer", "NormalPlayer", "RandomPlayer"]
