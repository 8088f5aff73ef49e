"""Sheepshead's computer players on the tests' small search budget: the root conftest's
``quick_search`` puts them in ``sheepshead.players.PLAYERS`` for a test."""

from functools import partial

from sheepshead.players import HardPlayer

QUICK_PLAYERS = {"hard": partial(HardPlayer, samples=8)}
