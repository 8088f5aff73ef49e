"""Diagnostic, not a player: how well Hard's search could do if it knew more than it may.

    python -m sixes.players.ceiling --games 1000 [--seats 4] [--jobs N] [--seed S]

Hard plays in one seat against Normals, as in the arena (same rotation of seats and
starters), three times: as it is; with its worlds drawn from the true deal for the other
seats' cards (what perfect reading of the opponents could give); and with the whole true
deal, its own unknown top row and the stock included (what no honest player has). It reads
the hidden state, so it exists only to bound what search can reach: issue 13's 35% target at
four seats lies above the second figure.
"""

from __future__ import annotations

import argparse
import platform
import random
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor

from cards.measure import wilson
from sixes.engine import ENGINE, GameState
from sixes.engine.deck import RANK_OF
from sixes.engine.rules import PACKET
from sixes.players.hard import HardPlayer
from sixes.players.knowledge import Seen
from sixes.players.model import Table
from sixes.players.normal import NormalPlayer

KNOWING = ("nothing more", "the opponents' cards", "everything")


class KnowingHard(HardPlayer):
    """Hard whose worlds hold the true cards of ``knows``: the opponents', or all."""

    def __init__(self, knows: str) -> None:
        super().__init__()
        self.knows = knows
        self.state: GameState | None = None  # the true state, set before each decision
        if knows != KNOWING[0]:
            self.worlds_of = self.true_world

    def true_world(self, seen: Seen, rng: random.Random) -> Table:
        state = self.state
        assert state is not None
        world = seen.table.copy()
        world.cards = [RANK_OF[c] for cards in state.packets for c in cards]
        world.stock = [RANK_OF[c] for c in reversed(state.stock)]
        if self.knows == KNOWING[1]:  # its own unknown cards and the stock dealt anew
            size = PACKET * world.packets
            mine = [seen.seat * size + i for i in range(size)
                    if seen.table.cards[seen.seat * size + i] < 0]
            rest = [world.cards[i] for i in mine] + world.stock
            rng.shuffle(rest)
            for i in mine:
                world.cards[i] = rest.pop()
            world.stock = rest
        return world


def play_game(number: int, seed: str, knows: str, seats: int) -> bool:
    """Game ``number`` with the knowing Hard in its seat: whether it won (ties win, X3)."""
    game_seed = f"{seed}-{number}"
    mine = number % seats
    hard = KnowingHard(knows)
    players = [hard if s == mine else NormalPlayer() for s in range(seats)]
    state = ENGINE.new_game(game_seed, seats, {"starter": number // seats % seats})
    while acting := ENGINE.to_act(state):
        seat = acting[0]
        legal = ENGINE.legal_actions(state, seat)
        hard.state = state
        rng = random.Random(f"{game_seed}/{state.version}/{seat}")
        action = players[seat].choose(ENGINE.view(state, seat), legal, rng)
        if action is None or action not in legal:
            raise RuntimeError(f"seat {seat} chose {action}, not one of {legal}")
        state = ENGINE.apply(state, seat, action)
    outcome = ENGINE.outcome(state)
    assert outcome is not None
    return outcome.places[mine] == 1


def run_chunk(args: tuple[str, int, str, int, int]) -> int:
    knows, seats, seed, first, last = args
    return sum(play_game(n, seed, knows, seats) for n in range(first, last))


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", default="ceiling")
    args = parser.parse_args(argv)
    print(f"Python {platform.python_version()} on {platform.machine()}, {args.jobs} "
          f"process(es); {args.seats} seats; seed {args.seed!r}")
    chunk = max(1, min(50, args.games // max(1, args.jobs * 4)))
    for knows in KNOWING:
        started = time.perf_counter()
        tasks = [(knows, args.seats, args.seed, f, min(args.games, f + chunk))
                 for f in range(0, args.games, chunk)]
        with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            wins = sum(pool.map(run_chunk, tasks))
        low, high = wilson(wins, args.games)
        print(f"hard knowing {knows}: win rate {100 * wins / args.games:.1f}% (95% CI "
              f"{100 * low:.1f}% .. {100 * high:.1f}%) over {args.games} games "
              f"({time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
