"""Shiesta's computer players on the tests' small search budget: the root conftest's
``quick_search`` puts them in ``shiesta.players.PLAYERS`` for a test."""

from functools import partial

from shiesta.players import HardPlayer

QUICK_PLAYERS = {"hard": partial(HardPlayer, rollouts=120)}
