"""Computer players for Sixes and Double Sixes (pure Python, no Django).

Each player implements ``cards.protocol.Player``: ``choose(view, legal, rng)`` sees only its
seat's ``view(state, seat)`` and legal actions and a seeded ``random.Random``, and returns
one of the legal actions, or None out of turn (every level declines to go up then: it goes
up on its own turn, with a card in hand, which is never worse).
"""

from __future__ import annotations

from sixes.players.easy import EasyPlayer
from sixes.players.hard import HardPlayer
from sixes.players.normal import NormalPlayer

PlayerClass = type[EasyPlayer] | type[NormalPlayer] | type[HardPlayer]

PLAYERS: dict[str, PlayerClass] = {
    "easy": EasyPlayer,
    "normal": NormalPlayer,
    "hard": HardPlayer,
}

__all__ = ["PLAYERS", "EasyPlayer", "HardPlayer", "NormalPlayer"]
