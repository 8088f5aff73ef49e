"""``python -m cards.arena.bench GAME [GAME …] [--seconds 5]``: random full games a second on
one core, for each game (``make bench`` runs it for every game).

First the game's fast playouts (``Hook.playouts``, what its search players run), each game
dealt from a seed of its own; then the immutable State API (``Engine.apply`` per action),
games dealt from ``bench-api-i`` with the hook's ``bench_options`` at the table's default
size, the seat the game waits for (else one that may act) choosing a uniformly random legal
action until nobody can act, with the mean number of actions a game. Every measurement uses
``random.Random(2026)``.
"""

from __future__ import annotations

import argparse
import platform
import random
import time
from collections.abc import Callable, Iterator, Sequence

from cards.arena.hook import Game, find
from cards.measure import mean_interval
from cards.options import seats_for


def rate(play: Callable[[int, random.Random], object], seconds: float) -> tuple[int, float]:
    """Games played by ``play(number, rng)`` in about ``seconds``, and the seconds taken."""
    rng = random.Random(2026)
    games, start = 0, time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(100):
            play(games, rng)
            games += 1
    return games, time.perf_counter() - start


def api_rate(game: Game, seconds: float) -> tuple[int, list[int], float]:
    """The table size, each game's actions through the State API in about ``seconds``, and
    the seconds taken."""
    engine = game.engine
    options = dict(game.hook.options if game.hook.bench_options is None
                   else game.hook.bench_options)
    seats = seats_for(engine, options).default
    rng = random.Random(2026)
    lengths: list[int] = []
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        state = engine.new_game(f"bench-api-{len(lengths)}", seats, options)
        actions = 0
        while acting := engine.to_act(state) or engine.may_act(state):
            seat = acting[0]
            state = engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))
            actions += 1
        lengths.append(actions)
    return seats, lengths, time.perf_counter() - start


def lines(game: Game, seconds: float) -> Iterator[str]:
    """The benchmark of one game, a line a measurement as each ends."""
    unit = f"{game.hook.unit}s"
    yield f"{game.name}:"
    for playout in game.hook.playouts:
        games, elapsed = rate(playout.play, seconds)
        target = f"; target {playout.target:,}" if playout.target else ""
        yield (f"  fast playout, {playout.label}: {games / elapsed:,.0f} random full {unit}/s "
               f"({games:,} {unit} in {elapsed:.1f} s{target})")
    seats, lengths, elapsed = api_rate(game, seconds)
    mean, low, high = mean_interval(lengths)
    yield (f"  State API, {seats} players: {len(lengths) / elapsed:,.0f} random full {unit}/s "
           f"({len(lengths):,} {unit} in {elapsed:.1f} s; immutable state per action), "
           f"{mean:.1f} actions a {game.hook.unit} (95% CI {low:.1f} .. {high:.1f})")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m cards.arena.bench",
                                     description=(__doc__ or "").split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("games", nargs="+", metavar="GAME", help="a game's package")
    parser.add_argument("--seconds", type=float, default=5.0, help="time per measurement")
    args = parser.parse_args(argv)
    try:
        games = [find(name) for name in args.games]
    except LookupError as error:
        parser.error(str(error))
    print(f"Python {platform.python_version()} on {platform.machine()}, one process")
    for game in games:
        for line in lines(game, args.seconds):
            print(line, flush=True)


if __name__ == "__main__":
    main()
