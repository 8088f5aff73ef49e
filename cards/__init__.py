"""Pure, game-independent card primitives: codes, seeded shuffling, the engine protocol."""

from cards.codes import Card
from cards.errors import ActionError, IllegalAction, InvalidAction
from cards.protocol import Engine, Outcome, Player
from cards.shuffle import SeedStream, shuffled

__all__ = [
    "ActionError",
    "Card",
    "Engine",
    "IllegalAction",
    "InvalidAction",
    "Outcome",
    "Player",
    "SeedStream",
    "shuffled",
]
