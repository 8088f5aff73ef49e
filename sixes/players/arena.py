"""What Sixes adds to the arena (``python -m cards.arena sixes …``): the starter option
(X7), so starters rotate with the seats; issue 13's targets; the engine benchmark's fast
playouts for Sixes and Double Sixes."""

from __future__ import annotations

import random

from cards.arena.hook import Hook, Playout, Target
from sixes.engine import game
from sixes.engine.playout import random_playout
from sixes.engine.rules import DOUBLE, SIXES


def _playout(variant: str, seats: int) -> Playout:
    def play(number: int, rng: random.Random) -> None:
        random_playout(game.new_game(f"bench-{seats}-{number}", seats, variant), rng)

    target = 2_000 if (variant, seats) == (SIXES, 4) else 0
    return Playout(f"{variant}, {seats} players", play, target)


ARENA = Hook(
    starter=lambda seat: {"starter": seat},
    targets=(Target(lambda levels, options: tuple(levels) == ("hard", "normal", "normal",
                                                               "normal")
                    and options["variant"] == SIXES,
                    win=0.35, lower=0.28, p95_ms=250),),  # issue 13
    playouts=tuple(_playout(variant, seats) for variant, seats in
                   ((SIXES, 2), (SIXES, 4), (SIXES, 6), (DOUBLE, 2), (DOUBLE, 3))),
)
