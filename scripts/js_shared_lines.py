"""How much of the games' JavaScript and CSS stands verbatim in another game's (issue 32).

A game is a top-level package with an ``engine/`` (as the Makefile finds them) that has a
``<game>/static/<game>/``; its files are the ``*.js`` and ``*.css`` there. What the games share
belongs in the shell (``static/tables/``, ``static/cards/``), which is not measured.

A *substantive line* is a line of code as it stands between its indentation (inner spaces
kept: verbatim), leaving out

- blank lines and comments (``//`` lines, ``/* … */`` blocks and JSDoc, also within a
  line, as a JSDoc cast);
- imports (``import … from``, an ``export … from`` and the lines of a multi-line one): a
  game naming the shell's modules shares the shell, it does not copy it;
- block heads: a line that only opens a class, a function, a method or a CSS at-rule
  (``export class Felt extends Part {``, ``statusText(view, interactive) {``, ``@media
  (max-width: 480px) {``): every game implements the shell's ``Game`` interface, so its
  method heads read alike wherever the bodies differ; what a head opens is what is measured.
  ``--max-with-heads`` holds the share counted with them too, so that neither can grow;
- lines shorter than ``MIN_CHARS`` (25) characters: ``} else {``, ``return null;``,
  ``display: flex;``, ``const view = this.view;`` are the languages' own phrases, which two
  files share without one being copied from the other; a longer line stands in two files
  only when it was copied (or both from a third).

A line is *shared* with another game when a substantive line of exactly the same text is
among that game's. The script prints, for each file name two or more games have (renderer.js,
keys.js, table.css, …), how many of its substantive lines stand in another game's file of
that name, pooled over the games and file pair by file pair; then, game by game, the share of
all its substantive lines that stands anywhere in each other game's files (the *pair share*)
and in any other's. The figure the limit applies to is the largest pair share: the issue asks
that between any two games it fall below 5%.

At the commit the issue measured (f94d542, when the site had 9,353 lines of JavaScript) this
gives renderer.js 41% (235 of 577), keys.js 58%, decisions.js 26%, table.css 15%, and a
largest pair share of 18.9% (20.3% with block heads), against the issue's 38% (292 of 762),
50%, 24% and 19%: the issue's own counting is not recorded, and this one is stated here so
that it can be repeated. ``--max P`` fails (exit 1) when the largest
pair share is above P percent; the Makefile passes today's figure, so that it cannot grow.
``--lines`` lists the shared lines themselves, each with the games (and files) it stands in,
the most widely shared first: what to move into the shell next.

Usage: python3 scripts/js_shared_lines.py [--max P] [--max-with-heads P] [--brief] [--lines]
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MIN_CHARS = 25
SUFFIXES = (".js", ".css")
INLINE_COMMENT = re.compile(r"/\*.*?\*/")
# A line that only opens a block: a class, a function or a method head, a CSS at-rule.
BLOCK_HEAD = re.compile(
    r"^(export\s+)?(default\s+)?("
    r"class\s+\w+(\s+extends\s+[\w.]+)?"
    r"|(async\s+)?function\s*\*?\s*\w+\s*\([^()]*\)"
    r"|(static\s+)?(async\s+)?((get|set)\s+)?(?!(if|for|while|switch|catch|with)\b)\w+\s*\([^()]*\)"
    r"|@(media|supports|container)\b[^{]*"
    r")\s*\{$")
IMPORT_START = re.compile(r"^(import\b|export\s*(\*|\{[^}]*\}|\{)\s*(from\b|$)|export \* from\b)")


def games(root: Path = ROOT) -> list[str]:
    """The games: packages with an engine/ and their own static/<game>/, by name."""
    return sorted(p.parent.name for p in root.glob("*/engine")
                  if p.is_dir() and static_of(root, p.parent.name).is_dir())


def static_of(root: Path, game: str) -> Path:
    """Where a game's JavaScript and CSS lie: its folder's static/<game>/."""
    return root / game / "static" / game


def substantive(text: str, heads: bool = False) -> list[str]:
    """The substantive lines of a JavaScript or CSS file, in order (see the module's doc);
    with ``heads``, its block heads too."""
    out: list[str] = []
    in_comment = False
    in_import = False
    for raw in text.splitlines():
        line = raw.strip()
        if in_comment:
            if "*/" not in line:
                continue
            in_comment = False
            line = line[line.index("*/") + 2:].strip()
        # A comment within a line goes (a JSDoc cast: `/** @type {Table} */ (this)`); one that
        # goes on past the line's end goes with the rest of the line.
        line = INLINE_COMMENT.sub("", line).strip()
        if "/*" in line:
            in_comment = True
            line = line[:line.index("/*")].strip()
        if in_import:
            in_import = " from " not in f" {line}" and not line.endswith(";")
            continue
        if IMPORT_START.match(line):
            # A multi-line import goes on to the line that names its module.
            in_import = " from " not in line and not line.endswith(";")
            continue
        if not line or line.startswith("//") or len(line) < MIN_CHARS:
            continue
        if not heads and BLOCK_HEAD.match(line):
            continue
        out.append(line)
    return out


@dataclass(frozen=True)
class Source:
    game: str
    name: str
    lines: tuple[str, ...]


def sources(root: Path, names: Iterable[str], heads: bool = False) -> list[Source]:
    """Every game's JavaScript and CSS files with their substantive lines (``heads``: and
    their block heads)."""
    found = []
    for game in names:
        for path in sorted(static_of(root, game).iterdir()):
            if path.suffix in SUFFIXES and path.is_file():
                lines = substantive(path.read_text(encoding="utf-8"), heads)
                found.append(Source(game, path.name, tuple(lines)))
    return found


def share(lines: Sequence[str], other: set[str]) -> int:
    """How many of `lines` (each occurrence) stand in `other`."""
    return sum(1 for line in lines if line in other)


def others(per_game: dict[str, Source], game: str) -> set[str]:
    """The lines of every game's file but `game`'s."""
    return {line for other, source in per_game.items() if other != game for line in source.lines}


def percent(part: int, whole: int) -> float:
    return 100.0 * part / whole if whole else 0.0


def largest_share(found: Sequence[Source], names: Sequence[str]) -> tuple[float, str, str]:
    """The largest pair share (percent), with the game whose lines and the other game."""
    lines = {g: [line for s in found if s.game == g for line in s.lines] for g in names}
    return max((percent(share(lines[game], set(lines[other])), len(lines[game])),
                game, other) for game in names for other in names if other != game)


def report(found: Sequence[Source], names: Sequence[str], brief: bool) -> float:
    """Print the figures; return the largest pair share (percent)."""
    by_file: dict[str, dict[str, Source]] = {}
    for source in found:
        by_file.setdefault(source.name, {})[source.game] = source
    print(f"Substantive lines (>= {MIN_CHARS} characters, no comments, imports or block heads) of "
          "each game's JavaScript and CSS that stand verbatim in another game's:")
    print("\nBy file name, in another game's file of that name:")
    for name, per_game in sorted(by_file.items()):
        if len(per_game) < 2:
            continue
        total = sum(len(s.lines) for s in per_game.values())
        shared = sum(share(s.lines, others(per_game, s.game)) for s in per_game.values())
        print(f"  {name:<16} {shared:5} of {total:5}  {percent(shared, total):5.1f}%")
        if brief:
            continue
        for a, b in combinations(sorted(per_game), 2):
            first, second = per_game[a].lines, per_game[b].lines
            print(f"    {a} and {b}: {share(first, set(second))} of {a}'s {len(first)}, "
                  f"{share(second, set(first))} of {b}'s {len(second)}")
    lines = {g: [line for s in found if s.game == g for line in s.lines] for g in names}
    sets = {g: set(v) for g, v in lines.items()}
    print("\nBy game, anywhere in each other game's files (the pair share), and in any other's:")
    largest = (0.0, "", "")
    for game in names:
        pairs = []
        for other in names:
            if other == game:
                continue
            value = percent(share(lines[game], sets[other]), len(lines[game]))
            largest = max(largest, (value, game, other))
            pairs.append(f"{other} {value:4.1f}%")
        anywhere = set().union(*(sets[o] for o in names if o != game))
        count = share(lines[game], anywhere)
        print(f"  {game:<11} {len(lines[game]):5} lines: {', '.join(pairs)}; any other "
              f"{count} ({percent(count, len(lines[game])):.1f}%)")
    value, game, other = largest
    print(f"\nLargest share between two games: {value:.1f}% ({game}'s lines in {other}'s files)")
    return value


def shared_lines(found: Sequence[Source]) -> list[tuple[str, list[str]]]:
    """Each line that stands in two or more games' files, with where (`game/file`, each once):
    those in most games first, then by text."""
    where: dict[str, dict[str, None]] = {}
    for source in found:
        for line in source.lines:
            where.setdefault(line, {})[f"{source.game}/{source.name}"] = None
    found_in = [(line, list(places)) for line, places in where.items()
                if len({place.split("/")[0] for place in places}) > 1]
    return sorted(found_in, key=lambda item: (-len({p.split("/")[0] for p in item[1]}), item[0]))


def print_shared_lines(found: Sequence[Source]) -> None:
    listed = shared_lines(found)
    print(f"\nThe {len(listed)} lines that stand in two or more games' files:")
    for line, places in listed:
        print(f"  {line}\n      {', '.join(places)}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--max", type=float, default=None,
                        help="fail when the largest share between two games is above this percent")
    parser.add_argument("--max-with-heads", type=float, default=None,
                        help="fail when that share, block heads counted, is above this percent")
    parser.add_argument("--brief", action="store_true", help="leave out the file pairs")
    parser.add_argument("--lines", action="store_true",
                        help="list the shared lines, with the games' files they stand in")
    parser.add_argument("--root", type=Path, default=ROOT, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    names = games(args.root)
    if len(names) < 2:
        print(f"fewer than two games under {args.root}: nothing to compare", file=sys.stderr)
        return 1
    found = sources(args.root, names)
    largest = report(found, names, args.brief)
    with_heads, game, other = largest_share(sources(args.root, names, heads=True), names)
    print(f"Block heads counted too: {with_heads:.1f}% ({game}'s lines in {other}'s files)")
    if args.lines:
        print_shared_lines(found)
    failed = False
    for value, limit, what in ((largest, args.max, "the largest share"),
                               (with_heads, args.max_with_heads, "with block heads")):
        if limit is None:
            continue
        if value > limit:
            print(f"FAILED: {what}, {value:.1f}%, is above the limit of {limit:g}%: what the "
                  "games share belongs in the shell (static/tables/)", file=sys.stderr)
            failed = True
        else:
            print(f"{what[0].upper()}{what[1:]} is within the limit of {limit:g}%.")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
