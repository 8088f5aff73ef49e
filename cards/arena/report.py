"""The arena's figures, read from the deals of a match (``tournament.Unit``) in deal order.

For each level of the lineup, over every seat it sat in: its win rate (first place; a shared
first is a win for each unless the game's hook says ``sole_first``) with a 95% Wilson
interval; its total per deal (the mean over its seats in the deal's games: the deal is the
independent unit) with a 95% normal interval; its total less the mean of the other seats'
(per deal, likewise); its score per round (each finished round of each of its seats); and
the times of its real decisions (``cards.measure`` percentiles, nearest rank), by kind.
The intervals and percentiles are ``cards.measure``'s.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from cards.arena.hook import Game
from cards.arena.tournament import Match, Unit
from cards.measure import mean_interval, percentile, wilson


@dataclass
class Level:
    """One level's figures over a match."""

    name: str
    seats: int  # its seats at each table
    games: int = 0  # seat-games finished
    wins: int = 0
    shared: int = 0  # first places shared with another seat
    totals: list[float] = field(default_factory=list)  # per deal
    diffs: list[float] = field(default_factory=list)  # per deal: total less the others' mean
    rounds: list[int] = field(default_factory=list)  # every finished round of every seat
    times: dict[str, list[tuple[float, float]]] = field(default_factory=dict)  # ms by kind
    counts: Counter[str] = field(default_factory=Counter)  # the game's own (``Hook.tally``)


def levels(match: Match, units: Sequence[Unit], sole_first: bool = False) -> list[Level]:
    """Each level's figures, in the order of the lineup."""
    found = {name: Level(name, match.levels.count(name)) for name in match.levels}
    for unit in units:
        totals: dict[str, list[float]] = {name: [] for name in found}
        diffs: dict[str, list[float]] = {name: [] for name in found}
        for play in unit["plays"]:
            for seat, name in enumerate(play["levels"]):
                for kind, times in play["times"][seat].items():
                    found[name].times.setdefault(kind, []).extend((w, c) for w, c in times)
            if "scores" not in play:
                continue  # a benchmark's last game, left unfinished
            scores, places = play["scores"], play["places"]
            firsts = places.count(1)
            for seat, name in enumerate(play["levels"]):
                level = found[name]
                level.games += 1
                level.wins += places[seat] == 1 and (firsts == 1 or not sole_first)
                level.shared += places[seat] == 1 and firsts > 1
                others = [score for other, score in enumerate(scores) if other != seat]
                totals[name].append(scores[seat])
                diffs[name].append(scores[seat] - sum(others) / len(others))
                level.rounds += play["rounds"][seat]
                level.counts.update(play["counts"][seat])
        for name, level in found.items():
            if totals[name]:
                level.totals.append(sum(totals[name]) / len(totals[name]))
                level.diffs.append(sum(diffs[name]) / len(diffs[name]))
    return list(found.values())


def report(game: Game, match: Match, units: Sequence[Unit]) -> list[str]:
    """The match's figures as printed by ``python -m cards.arena``."""
    hook = game.hook
    found = levels(match, units, hook.sole_first)
    games = sum(len(unit["plays"]) for unit in units)
    deal = "deal" if match.paired else "game"
    signed = any(score < 0 for unit in units for play in unit["plays"]
                 for score in play.get("scores", ()))

    def number(value: float, sign: bool = signed) -> str:
        return f"{value:{'+' if sign else ''}.{hook.digits}f}"

    def interval(values: Sequence[float], sign: bool = signed) -> str:
        mean, low, high = mean_interval(values)
        return f"{number(mean, sign)} (95% CI {number(low, sign)} .. {number(high, sign)})"

    played = (f"{len(units)} deals, each played with the first level in every seat "
              f"({games} games)" if match.paired else f"{len(units)} games")
    options = ", ".join(f"{k}={v}" for k, v in sorted(match.options.items())) or "none"
    lines = [f"{game.name}: {lineup(match.levels)}; {played}; seed {match.seed!r}, options "
             f"{options}, rng {match.rng}"]
    for level in found:
        if not level.games:
            continue
        low, high = wilson(level.wins, level.games)
        tie = "each a win" if not hook.sole_first else "no win"
        lines += [
            f"{level.name} ({level.seats} seat{'s' * (level.seats > 1)} a game, "
            f"{level.games} seat-games):",
            f"  win rate {100 * level.wins / level.games:.1f}% (95% CI {100 * low:.1f}% .. "
            f"{100 * high:.1f}%; a fair share is {100 / match.seats:.1f}%); first places "
            f"shared: {level.shared} ({tie})",
            f"  {hook.total} per {deal} {interval(level.totals)}",
            f"  {hook.total} less the others' mean {interval(level.diffs, True)}",
            f"  {hook.total} per round {interval(level.rounds)}, {len(level.rounds)} rounds",
        ]
    lines += timing(found)
    if hook.figures is not None:
        lines += ["", *hook.figures([(level.name, level.counts) for level in found])]
    lines += targets(game, match, found)
    return lines


def lineup(levels: Sequence[str]) -> str:
    """"hard against 3 normal" or, for more than two levels, each seat's."""
    first, rest = levels[0], levels[1:]
    if len(set(rest)) == 1 and rest[0] != first:
        return f"{first} against {len(rest)} {rest[0]}, {len(levels)} seats"
    if len(set(levels)) == 1:
        return f"{first} in all {len(levels)} seats"
    return f"{', '.join(levels)} (seat by seat, turned)"


COLUMNS = ("mean", "p50", "p90", "p95", "max")


def timing(found: Sequence[Level]) -> list[str]:
    """Decision times by level and kind: wall, then CPU (``time.process_time``: far below
    wall, the machine was busy with other work)."""
    head = " ".join(f"{c:>8}" for c in COLUMNS)
    lines = ["", "decision times in ms, real decisions only (more than one legal action):",
             f"{'level':10} {'kind':10} {'n':>7} {head} | cpu {head}"]
    for level in found:
        kinds = sorted(level.times)
        groups = [("all", [t for kind in kinds for t in level.times[kind]])]
        if kinds != [""]:
            groups += [(kind, level.times[kind]) for kind in kinds]
        for kind, times in groups:
            if not times:
                continue
            cells = [" ".join(f"{v:8.2f}" for v in _spread([t[i] for t in times]))
                     for i in (0, 1)]
            lines.append(f"{level.name:10} {kind:10} {len(times):7d} {cells[0]} | cpu "
                         f"{cells[1]}")
    return lines


def _spread(values: Sequence[float]) -> list[float]:
    return [sum(values) / len(values), *(percentile(values, q) for q in (.5, .9, .95)),
            max(values)]


def targets(game: Game, match: Match, found: Sequence[Level]) -> list[str]:
    """Whether the hook's targets for this setup are met by the first level."""
    options = game.engine.validate_options(match.seats, dict(match.options))
    first = found[0]
    lines = []
    for target in game.hook.targets:
        if not target.applies(match.levels, options) or not first.games:
            continue
        rate, low = first.wins / first.games, wilson(first.wins, first.games)[0]
        times = [t[0] for kind, some in first.times.items()
                 if kind == target.kind or not target.kind for t in some]
        checks, words = [], []
        if target.win:
            checks.append(rate >= target.win)
            words.append(f"win rate >= {target.win:.0%}")
        if target.lower:
            checks.append(low > target.lower)
            words.append(f"its CI above {target.lower:.0%}")
        label = f"{target.kind} p95" if target.kind else "p95"
        for name, bound, value in ((label, target.p95_ms, percentile(times, .95)),
                                   ("max", target.max_ms, max(times, default=0.0))):
            if bound != float("inf"):
                checks.append(value <= bound)
                words.append(f"{name} <= {bound:g} ms")
        lines.append(f"targets ({', '.join(words)}): {'met' if all(checks) else 'NOT met'}")
    return lines
