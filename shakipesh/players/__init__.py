"""Computer players for Shakipesh (pure Python, no Django).

Each player implements ``cards.protocol.Player``: ``choose(view, legal, rng)`` sees only its
seat's ``view(state, seat)`` and legal actions and a seeded ``random.Random``, and returns
one of the legal actions (None when it is not on turn: nothing in Shakipesh is optional).
"""

from __future__ import annotations

from shakipesh.players.easy import EasyPlayer
from shakipesh.players.hard import HardPlayer
from shakipesh.players.normal import NormalPlayer

PlayerClass = type[EasyPlayer] | type[NormalPlayer] | type[HardPlayer]

PLAYERS: dict[str, PlayerClass] = {
    "easy": EasyPlayer,
    "normal": NormalPlayer,
    "hard": HardPlayer,
}

__all__ = ["PLAYERS", "EasyPlayer", "HardPlayer", "NormalPlayer"]
