"""Two tournament runs on the same deals, compared deal by deal.

    python -m sheepshead.players.paired new.jsonl old.jsonl

Reads two ``--resume`` files of :mod:`.tournament` played with the same ``--seed`` (the
same deals, each replayed in every seat rotation) and prints, over the chunks of deals both
hold, each run's A score per deal per seat and the mean of the per-deal differences (first
less second) with its 95% confidence interval. The luck of the cards is the same in both,
so the difference is measured far more tightly than either score alone.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path

from sheepshead.players.tournament import MatchStats, mean_ci


def load(path: Path) -> dict[tuple[str, int], MatchStats]:
    """The saved chunks of a resume file by (seed, first deal)."""
    chunks = {}
    for line in path.read_text().splitlines():
        row = json.loads(line)
        chunks[(row["seed"], row["first"])] = MatchStats.from_json(row["stats"])
    return chunks


def common(first: Path, second: Path) -> tuple[MatchStats, MatchStats]:
    """Both runs merged over the chunks they share, in deal order."""
    a, b = load(first), load(second)
    merged_a, merged_b = MatchStats(), MatchStats()
    for key in sorted(set(a) & set(b)):
        if len(a[key].per_deal) != len(b[key].per_deal):
            raise ValueError(f"chunk {key} holds different deals in the two files")
        merged_a.merge(a[key])
        merged_b.merge(b[key])
    if not merged_a.per_deal:
        raise ValueError("the two files share no chunk of deals (the same --seed?)")
    return merged_a, merged_b


def report(first: Path, second: Path) -> str:
    a, b = common(first, second)
    lines = [f"{len(a.per_deal)} deals in both"]
    for path, stats in ((first, a), (second, b)):
        mean, half = mean_ci(stats.per_deal)
        lines.append(f"{path.name}: A {mean:+.3f} (95% CI {mean - half:+.3f} .. "
                     f"{mean + half:+.3f}) per deal per seat")
    diff = [x - y for x, y in zip(a.per_deal, b.per_deal, strict=True)]
    mean, half = mean_ci(diff)
    lines.append(f"paired, first less second: {mean:+.3f} (95% CI {mean - half:+.3f} .. "
                 f"{mean + half:+.3f})")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("first", type=Path)
    parser.add_argument("second", type=Path)
    args = parser.parse_args(argv)
    try:
        print(report(args.first, args.second))
    except (OSError, ValueError, KeyError) as error:
        parser.exit(2, f"paired: {error}\n")


if __name__ == "__main__":
    main()
