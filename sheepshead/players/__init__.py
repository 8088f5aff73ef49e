"""Computer players for Sheepshead (pure Python, no Django).

Each player implements ``cards.protocol.Player``: ``choose(view, legal, rng)`` sees only its
seat's ``view(state, seat)``, the legal actions of that seat and a seeded ``random.Random``.
"""

from __future__ import annotations

from sheepshead.players.easy import EasyPlayer
from sheepshead.players.hard import HardPlayer
from sheepshead.players.heuristic import HeuristicPlayer
from sheepshead.players.random_player import RandomPlayer

PlayerClass = type[RandomPlayer] | type[EasyPlayer] | type[HeuristicPlayer] | type[HardPlayer]

PLAYERS: dict[str, PlayerClass] = {
    "random": RandomPlayer,
    "easy": EasyPlayer,
    "heuristic": HeuristicPlayer,  # the site's stored name for "normal"
    "normal": HeuristicPlayer,
    "hard": HardPlayer,
}

__all__ = ["PLAYERS", "EasyPlayer", "HardPlayer", "HeuristicPlayer", "RandomPlayer"]
