"""Shakipesh's computer players on the tests' small search budget: the root conftest's
``quick_search`` puts them in ``shakipesh.players.PLAYERS`` for a test."""

from functools import partial

from shakipesh.players import HardPlayer

QUICK_PLAYERS = {"hard": partial(HardPlayer, budget=300, playouts=40)}
