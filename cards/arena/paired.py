"""``python -m cards.arena.paired NEW.jsonl OLD.jsonl``: two arena runs on the same deals,
compared deal by deal.

Each file is one match's ``--out`` (the same game, seed, options and table: the same deals;
the players, or their code, differ). Over the deals both hold, it prints each run's first
level's total per deal and the mean of the per-deal differences (first less second) with its
95% interval: the luck of the cards is the same in both, so the difference is measured far
more tightly than either total alone.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path

from cards.arena import report, tournament
from cards.arena.hook import find
from cards.measure import mean_interval


def totals(path: Path) -> tuple[tournament.Match, dict[int, float]]:
    """The file's match, and its first level's total in each deal."""
    units = tournament.load(path)
    found = list(tournament.matches(units))
    if len(found) != 1:
        raise ValueError(f"{path} holds {len(found)} matches, not one")
    match = found[0]
    sole = find(match.game).hook.sole_first
    return match, {unit["unit"]: report.levels(match, [unit], sole)[0].totals[0]
                   for unit in units}


def compare(first: Path, second: Path) -> list[str]:
    (a, ours), (b, theirs) = totals(first), totals(second)
    if (a.game, a.seed, a.seats, a.options, a.paired) != (b.game, b.seed, b.seats, b.options,
                                                          b.paired):
        raise ValueError("the two files were not played on the same deals (game, seed, "
                         "table, options)")
    common = sorted(set(ours) & set(theirs))
    if not common:
        raise ValueError("the two files share no deal")
    hook = find(a.game).hook

    def line(mean: float, low: float, high: float) -> str:
        d = hook.digits
        return f"{mean:+.{d}f} (95% CI {low:+.{d}f} .. {high:+.{d}f})"

    lines = [f"{len(common)} deals in both"]
    for path, match, found in ((first, a, ours), (second, b, theirs)):
        lines.append(f"{path.name}: {match.levels[0]} "
                     f"{line(*mean_interval([found[u] for u in common]))} {hook.total} per "
                     f"{'deal' if match.paired else 'game'}")
    lines.append("paired, first less second: "
                 + line(*mean_interval([ours[u] - theirs[u] for u in common])))
    return lines


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m cards.arena.paired",
                                     description=(__doc__ or "").split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("first", type=Path)
    parser.add_argument("second", type=Path)
    args = parser.parse_args(argv)
    try:
        print("\n".join(compare(args.first, args.second)))
    except (OSError, ValueError, KeyError, LookupError) as error:
        parser.exit(2, f"paired: {error}\n")


if __name__ == "__main__":
    main()
