"""``python -m cards.arena GAME LEVEL [LEVEL …]``: one game's computer players against each
other, seats and starters rotated, and their figures (``cards/arena/tournament.py`` says how
deals are played, ``cards/arena/report.py`` what is printed).

    python -m cards.arena sixes hard normal --games 5000 --seed issue13 --jobs 2 --out F
    python -m cards.arena sheepshead hard normal --games 2000 --seed final2 --out F
    python -m cards.arena shakipesh hard normal --option limit=1 --seats 4 --games 1000
    python -m cards.arena shiesta hard --decisions 500        # decision times, Hard everywhere

LEVELs are the game's (``G.players.PLAYERS``), seat by seat; the first is the one measured,
and the last fills the seats left (``--seats``, by default the game's table size). ``--out``
appends each finished deal to a JSON-lines file and skips the deals already there: stop and
run again at will, or ask for more ``--games``. ``--decisions N`` is the decision-time
benchmark instead: deals in order, one process, until the first level has made N real
decisions; it prints their times.
"""

from __future__ import annotations

import argparse
import platform
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cards.arena import report, tournament
from cards.arena.hook import find
from cards.errors import InvalidOptions


def parser() -> argparse.ArgumentParser:
    found = argparse.ArgumentParser(prog="python -m cards.arena",
                                    description=(__doc__ or "").split("\n\n")[0],
                                    formatter_class=argparse.RawDescriptionHelpFormatter)
    found.add_argument("game", help="the game's package: sheepshead, shiesta, sixes, …")
    found.add_argument("levels", nargs="+", metavar="LEVEL",
                       help="the levels seat by seat; the first is measured")
    found.add_argument("--seats", type=int, default=None, help="table size")
    found.add_argument("--games", type=int, default=2000,
                       help="deals (each played once, or once per seat when paired)")
    found.add_argument("--seed", default="tournament", help="deal i is dealt from SEED-i")
    found.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                       help="an engine option for every game (again for more)")
    found.add_argument("--paired", action=argparse.BooleanOptionalAction, default=None,
                       help="play every deal once per seat of the first level (default: "
                            "the game's; Sheepshead's is paired)")
    found.add_argument("--rng", choices=("site", "seat"), default=None,
                       help="each decision's rng as the site's, or one a seat per game "
                            "(default: the game's; Sheepshead's is seat)")
    found.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    found.add_argument("--out", type=Path, default=None,
                       help="JSON lines, one per deal: reused, and extended")
    found.add_argument("--decisions", type=int, default=None,
                       help="time this many real decisions of the first level instead")
    found.add_argument("--progress", action="store_true", help="print deals done as they end")
    return found


def options(game: str, raw: Sequence[str]) -> dict[str, Any]:
    """``NAME=VALUE`` pairs as the engine's options: a value takes its option's type."""
    declared = {option.name: option for option in find(game).engine.options}
    found: dict[str, Any] = {}
    for pair in raw:
        name, _, text = pair.partition("=")
        option = declared.get(name)
        if option is None or not text:
            raise ValueError(f"--option {pair!r}: {game}'s options are "
                             f"{', '.join(declared) or 'none'}, as NAME=VALUE")
        kind = type(option.default)
        value: Any = text.lower() in ("1", "true", "yes") if kind is bool \
            else int(text) if kind is int else text
        found[name] = value
    return found


def main(argv: Sequence[str] | None = None) -> None:
    args = parser().parse_args(argv)
    # Timing decisions, a deal played once per seat would only replay it (unless asked).
    paired = False if args.decisions is not None and args.paired is None else args.paired
    try:
        match = tournament.setup(args.game, args.levels, args.seats, args.seed,
                                 options(args.game, args.option), paired, args.rng)
    except (LookupError, ValueError, InvalidOptions) as error:
        parser().error(str(error))
    if min(args.games, args.jobs, args.decisions or 1) < 1:
        parser().error("--games, --jobs and --decisions must be at least 1")
    game = find(args.game)
    started = time.perf_counter()
    if args.decisions is not None:
        print(f"Python {platform.python_version()} on {platform.machine()}, one process")
        units = tournament.decisions(match, args.decisions)
        found = report.levels(match, units, game.hook.sole_first)
        print(f"{game.name}: {report.lineup(match.levels)}; seed {match.seed!r}; "
              f"{args.decisions} real decisions of {match.levels[0]} in {len(units)} deals")
        print("\n".join(report.timing(found[:1])))
        return
    print(f"Python {platform.python_version()} on {platform.machine()}, {args.jobs} "
          f"process(es)", flush=True)

    def show(done: int, todo: int) -> None:
        if args.progress:
            print(f"  {done}/{todo} deals ({time.perf_counter() - started:.0f} s)", flush=True)

    units = tournament.run(match, args.games, args.jobs, args.out, show)
    print("\n".join(report.report(game, match, units)))
    print(f"({time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
