"""The toy's computer players (pure: no Django), by level: ``PLAYERS`` is what the game's
spec and the arena read."""

from toy.players.simple import PLAYERS, ToyPlayer

__all__ = ["PLAYERS", "ToyPlayer"]
