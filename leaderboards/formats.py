"""Which daily format ranks skill best: the measurement behind each game's ``daily_formats``.

Every simulated day has a seed of its own, and each of the game's formats is played from it
twice: once with Hard in the person's seat (seat 0), once with Normal there; the other seats
are the daily's computers (``spec.daily_level``), seeded as on the site (``cards.arena``).
The day counts for Hard when Hard's result ranks better than Normal's by the format's own
ranking key (``Outcome.keys``), for Normal when worse; equal keys are ties, set apart. A
format that measures skill gives the better player the better result on most days.

A format with ``prefix_of`` is not played again: the moves of the longest format its chain of
``prefix_of`` leads to (one not skipped) are replayed into it until it is over, which gives
exactly the game it would have been (its first games are the longer one's, move for move).
Every ``check_every``-th day it is played too and must match.

Play time is a model, the same for every game (``Pace``): a person's decision (a move with
more than one legal choice) takes ``decision`` seconds, a forced move ``forced``, each
computer move is shown for ``computer`` seconds (the table's normal speed: a 550 ms pause and
the card's flight), and each round after the first adds ``between`` seconds (its summary,
read, and Continue). The minutes are the mean over both seats' days.
"""

from __future__ import annotations

import gzip
import json
import statistics
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from cards import arena
from cards.measure import wilson
from tables import registry

ARMS = ("hard", "normal")
MINUTES = (3.0, 10.0)  # the window: a daily of about 3 to 10 minutes


@dataclass(frozen=True)
class Pace:
    decision: float = 4.0
    forced: float = 1.0
    computer: float = 0.8
    between: float = 6.0


@dataclass(frozen=True)
class Played:
    """One format played on one day with one level in the person's seat."""

    game: str
    format: str
    day: int
    arm: str
    key: list[int]  # the person's ranking key
    rounds: int
    decisions: int  # the person's moves with a choice
    forced: int  # the person's moves without one
    computer: int  # the computers' moves
    checked: bool = False  # a prefix format also played in full, and it matched

    def seconds(self, pace: Pace) -> float:
        return (self.decisions * pace.decision + self.forced * pace.forced
                + self.computer * pace.computer + max(0, self.rounds - 1) * pace.between)


def day_seed(seed: str, game: str, day: int) -> str:
    return f"{seed}/{game}/{day}"


def play_day(game: str, day: int, seed: str, check_every: int = 50,
             skip: Sequence[str] = ()) -> list[Played]:
    """Every format of ``game`` on ``day`` but those of ``skip``, each with both levels in
    the person's seat. (A format whose longer one is skipped is played itself.)"""
    spec = registry.get(game)
    measured = [f for f in spec.daily_formats if f.key not in skip]
    sources = {f.key: source(spec, f, skip) for f in measured}
    found: list[Played] = []
    for arm in ARMS:
        logs: dict[str, tuple[int, list[arena.Move]]] = {}
        # The formats played in full first, then those replayed from them.
        for daily_format in sorted(measured, key=lambda f: sources[f.key] is not None):
            found.append(_play(spec, daily_format, sources[daily_format.key], day, seed, arm,
                               logs, check_every))
    return found


def source(spec: registry.GameSpec, daily_format: registry.DailyFormat,
           skip: Sequence[str] = ()) -> registry.DailyFormat | None:
    """The longest format, not skipped, whose play begins with ``daily_format``'s through
    its chain of ``prefix_of``; None: it is played itself."""
    found = None
    longer = daily_format.prefix_of
    while longer and longer not in skip and (parent := spec.format_of(longer)) is not None:
        found, longer = parent, parent.prefix_of
    return found


def _play(spec: registry.GameSpec, daily_format: registry.DailyFormat,
          longest: registry.DailyFormat | None, day: int, seed: str, arm: str,
          logs: dict[str, tuple[int, list[arena.Move]]], check_every: int) -> Played:
    from leaderboards.daily import table_setup  # Django models: import in the worker

    seats, options = table_setup(spec, daily_format)
    game_seed = day_seed(seed, spec.name, day)
    checked = False
    if longest is not None:
        longer_seats, longer = logs[longest.key]
        if longer_seats != seats:
            raise ValueError(f"{daily_format.key} is no prefix of {longest.key}: the tables "
                             "differ")
        state, moves = arena.replay(spec.engine, game_seed, seats, options, longer)
        if day % check_every == 0:
            played, again = arena.play(spec.engine, _builders(spec, arm, seats), game_seed,
                                       options)
            if again != moves or spec.engine.encode_state(played) != \
                    spec.engine.encode_state(state):
                raise ValueError(f"{spec.name} {daily_format.key}, day {day}, {arm}: the "
                                 f"replay of {longest.key} differs from play")
            checked = True
    else:
        state, moves = arena.play(spec.engine, _builders(spec, arm, seats), game_seed, options)
    logs[daily_format.key] = (seats, moves)
    outcome = spec.engine.outcome(state)
    assert outcome is not None  # arena.play and arena.replay end finished
    person = [m for m in moves if m.seat == 0]
    return Played(spec.name, daily_format.key, day, arm, list(outcome.keys[0]),
                  len(spec.engine.round_scores(state, 0)),
                  sum(m.choices > 1 for m in person), sum(m.choices == 1 for m in person),
                  len(moves) - len(person), checked)


def _builders(spec: registry.GameSpec, arm: str, seats: int) -> list[arena.Build]:
    return [spec.players[arm]] + [spec.players[spec.daily_level]] * (seats - 1)


# ---------------------------------------------------------------- running and resuming


def _day_task(args: tuple[str, int, str, int, tuple[str, ...]]) -> list[dict[str, Any]]:
    game, day, seed, check_every, skip = args
    return [asdict(played) for played in play_day(game, day, seed, check_every, skip)]


def run(games: Sequence[str], days: int, seed: str, out: Path, jobs: int = 1,
        check_every: int = 50, skip: Sequence[str] = ()) -> Iterator[str]:
    """Play the days not yet in ``out`` (JSON lines, appended as they finish: a run may be
    stopped and started again, a longer one goes on from the last); yields a line of
    progress now and then. Formats of ``skip`` are left out of the days played now."""
    done = {(p.game, p.day) for p in load(out)}
    tasks = [(game, day, seed, check_every, tuple(skip)) for game in games
             for day in range(days) if (game, day) not in done]
    with out.open("a") as sink:
        results: Iterable[list[dict[str, Any]]]
        if jobs <= 1:
            results = map(_day_task, tasks)
        else:
            pool = ProcessPoolExecutor(max_workers=jobs)
            results = pool.map(_day_task, tasks, chunksize=4)
        for n, rows in enumerate(results, 1):
            # A day's lines in one write: a run stopped between two leaves no half a day.
            sink.write("".join(json.dumps(row) + "\n" for row in rows))
            sink.flush()
            if n % 25 == 0 or n == len(tasks):
                yield f"{n} of {len(tasks)} days played"
        if jobs > 1:
            pool.shutdown()


def load(path: Path) -> list[Played]:
    """The days measured in ``path`` (none if it is missing), gzipped when named ``.gz``."""
    if not path.exists():
        return []
    text = gzip.decompress(path.read_bytes()).decode() if path.suffix == ".gz" \
        else path.read_text()
    return [Played(**json.loads(line)) for line in text.splitlines() if line]


# ---------------------------------------------------------------- the table


@dataclass(frozen=True)
class Row:
    """One format's figures over the days measured."""

    game: str
    format: str
    label: str
    days: int
    hard: int  # days on which Hard ranked better
    normal: int  # days on which Normal did
    ties: int
    median_decisions: float
    minutes: float
    rounds: float
    checked: int  # prefix replays checked against play

    @property
    def share(self) -> float:
        return self.hard / (self.hard + self.normal) if self.hard + self.normal else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.hard, self.hard + self.normal)


def table(found: Iterable[Played], pace: Pace = Pace()) -> list[Row]:
    """A row per game and format, in the game's order of formats; only days both levels
    played count."""
    by: dict[tuple[str, str, int], dict[str, Played]] = {}
    for played in found:
        by.setdefault((played.game, played.format, played.day), {})[played.arm] = played
    rows = []
    for spec in registry.games():
        for daily_format in spec.daily_formats:
            days = [arms for (game, key, _), arms in by.items()
                    if game == spec.name and key == daily_format.key and len(arms) == 2]
            if not days:
                continue
            hard = sum(a["hard"].key < a["normal"].key for a in days)
            normal = sum(a["hard"].key > a["normal"].key for a in days)
            both = [p for a in days for p in a.values()]
            rows.append(Row(
                spec.name, daily_format.key, str(daily_format.label), len(days), hard, normal,
                len(days) - hard - normal, statistics.median(p.decisions for p in both),
                statistics.fmean(p.seconds(pace) for p in both) / 60,
                statistics.fmean(p.rounds for p in both), sum(p.checked for p in both)))
    return rows


def chosen(rows: Sequence[Row], game: str) -> Row | None:
    """The format that ranks skill best within ``MINUTES``; failing any, the nearest. Of
    the formats the measurement cannot tell from the best (the best share inside their 95%
    interval), the shortest: a shorter daily ranks as well and is played by more people."""
    mine = [r for r in rows if r.game == game]
    inside = [r for r in mine if MINUTES[0] <= r.minutes <= MINUTES[1]]
    if inside:
        best = max(inside, key=lambda r: (r.share, -r.minutes))
        return min((r for r in inside if r.interval[1] >= best.share),
                   key=lambda r: r.minutes)
    return min(mine, key=lambda r: min(abs(r.minutes - m) for m in MINUTES), default=None)


def report(rows: Sequence[Row], pace: Pace = Pace()) -> list[str]:
    """The table as Markdown, a chosen format per game marked."""
    lines = [
        "| game | format | days | Hard better (ties apart) | 95% CI | ties | median "
        "decisions | minutes | rounds |",
        "|---|---|---:|---:|---|---:|---:|---:|---:|",
    ]
    for row in rows:
        best = chosen(rows, row.game)
        mark = " **(chosen)**" if best is not None and best.format == row.format else ""
        low, high = row.interval
        lines.append(
            f"| {row.game} | {row.label} (`{row.format}`){mark} | {row.days} | "
            f"{100 * row.share:.1f}% | {100 * low:.1f} – {100 * high:.1f}% | "
            f"{100 * row.ties / row.days:.1f}% | {row.median_decisions:g} | "
            f"{row.minutes:.1f} | {row.rounds:.2f} |")
    checked = sum(r.checked for r in rows)
    lines.append("")
    # A developer's table, printed by a command: English, like every benchmark's.
    pace_line = (f"Minutes by the pace model: {pace.decision:g} s a decision, "  # i18n: keep
                 f"{pace.forced:g} s a forced move, {pace.computer:g} s a computer move, "
                 f"{pace.between:g} s between rounds. {checked} prefix replays checked "
                 "against play, all equal.")
    lines.append(pace_line)
    return lines
