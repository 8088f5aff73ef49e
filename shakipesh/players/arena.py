"""What Shakipesh adds to the arena (``python -m cards.arena shakipesh …``): a shared lowest
total is a tie, no win (K14); a seat's total is the cards left; a turn's first real decision
is Hard's whole-turn plan, timed apart; issue 14's targets; the engine benchmark's single
rounds. Seat 0 begins the first round, so the starter turns with the seats."""

from __future__ import annotations

import random

from cards.arena.hook import Hook, Playout, Target
from shakipesh.engine import game
from shakipesh.engine.playout import random_playout


def _playout(seats: int) -> Playout:
    def play(number: int, rng: random.Random) -> None:
        random_playout(game.new_game(f"bench-{seats}-{number}", seats, 1), rng)

    return Playout(f"{seats} players", play)


ARENA = Hook(
    sole_first=True,
    total="cards left",
    kind=lambda state, view, legal: "step" if state.started else "plan",
    targets=(Target(lambda levels, options: tuple(levels) == ("hard", "normal")
                    and options["limit"] > 1,
                    win=0.65, p95_ms=250, kind="plan"),),  # issue 14
    playouts=tuple(_playout(seats) for seats in (2, 3, 4)),
    bench_options={"limit": 1},
    unit="round",
)
