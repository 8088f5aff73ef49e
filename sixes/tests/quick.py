"""Sixes' computer players on the tests' small search budget: the root conftest's
``quick_search`` puts them in ``sixes.players.PLAYERS`` for a test."""

from functools import partial

from sixes.players.hard import HardPlayer

QUICK_PLAYERS = {"hard": partial(HardPlayer, playouts=16)}
