"""``python -m sheepshead.players.sanity``: the duplicate match, and both players' counts of
each absurd-play pattern (the package's docstring says what each is).

A module of its own: it runs the tournament, and the tournament imports the patterns."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path

from sheepshead.players import PLAYERS, sanity
from sheepshead.players.tournament import run_match


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m sheepshead.players.sanity",
                                     description=(sanity.__doc__ or "").splitlines()[0])
    parser.add_argument("--level", default="hard", choices=sorted(PLAYERS))
    parser.add_argument("--against", default="normal", choices=sorted(PLAYERS))
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", default="tournament")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--resume", type=Path, default=None)
    args = parser.parse_args(argv)
    stats = run_match(args.level, args.against, args.deals, args.seed, args.workers,
                      resume=args.resume)
    print(f"{len(stats.per_deal)} deals x 5 seats, A = {args.level}, B = {args.against}")
    print(sanity.table(args.level, stats.a.sanity, args.against, stats.b.sanity))


if __name__ == "__main__":
    main()
