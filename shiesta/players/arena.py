"""What Shiesta adds to the arena (``python -m cards.arena shiesta …``): the game number
names who starts (H5), so starters rotate with the seats; a seat's total is its place; a
decision is a swap, a play or a face-down card; issue 12's targets; the engine benchmark's
fast playouts at three to five players."""

from __future__ import annotations

import random

from cards.arena.hook import Hook, Playout, Target
from shiesta.engine import game
from shiesta.engine.playout import random_playout


def _playout(seats: int) -> Playout:
    def play(number: int, rng: random.Random) -> None:
        random_playout(game.new_game(f"bench-{seats}-{number}", seats), rng)

    return Playout(f"{seats} players", play, target=1_000 if seats == 4 else 0)


ARENA = Hook(
    starter=lambda seat: {"game": 1 + seat},  # game n is started by seat n - 1 (H5)
    total="place",
    digits=3,
    kind=lambda state, view, legal: "swap" if legal[-1].type == "ready" else legal[0].type,
    targets=(Target(lambda levels, options: tuple(levels) == ("hard", "normal", "normal",
                                                               "normal"),
                    win=0.40, lower=0.30, p95_ms=250, max_ms=1000),),  # issue 12
    playouts=tuple(_playout(seats) for seats in (3, 4, 5)),
)
