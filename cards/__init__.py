"""Pure, game-independent card primitives: codes, seeded shuffling, the engine protocol."""

from cards.codes import Card
from cards.errors import ActionError, IllegalAction, InvalidAction, InvalidOptions
from cards.options import Option, OptionValue, Seats, check_seats, seats_for, validate
from cards.phrase import Phrase, gettext_noop
from cards.protocol import Engine, Outcome, Player, RankKey
from cards.shuffle import SeedStream, shuffled

__all__ = [
    "ActionError",
    "Card",
    "Engine",
    "IllegalAction",
    "InvalidAction",
    "InvalidOptions",
    "Option",
    "OptionValue",
    "Outcome",
    "Phrase",
    "Player",
    "RankKey",
    "SeedStream",
    "Seats",
    "check_seats",
    "seats_for",
    "gettext_noop",
    "shuffled",
    "validate",
]
