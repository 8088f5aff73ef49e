"""A toy card game for the contract suite: a pure engine, a computer player, an oracle.

No Django here: ``tests/contract/games.py`` registers it with the site for the tests only.
"""

from tests.contract.toy.engine import ENGINE, Action, RoundFacts, ToyEngine, round_facts, round_of
from tests.contract.toy.player import PLAYERS, ToyPlayer

__all__ = ["ENGINE", "PLAYERS", "Action", "RoundFacts", "ToyEngine", "ToyPlayer", "round_facts",
           "round_of"]
