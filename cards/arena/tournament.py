"""Computer players of one game against each other over many deals: the arena's measurement.

A ``Match`` names the game, the levels seat by seat (the first is the one measured), the seed
and the options. Deal ``i`` is dealt from the seed ``S-i`` and played:

- one game a deal (the default): the lineup turned so that its first level sits in seat
  ``i mod n``, and, for a game whose hook names a starter, seat ``(i div n) mod n`` starts;
  so every ``n * n`` deals the first level meets every seat with every starter;
- ``paired``: once per seat, the first level in seat 0, 1, …, ``n - 1`` in turn over the same
  deal (and seat ``i mod n`` starting each time), so every arrangement gets the same deals.

Each game is played as ``cards.arena.play`` plays it (the seats the game waits for asked
first, then those that only may act; each decision's rng as the site seeds it unless the
game's hook says otherwise), except that one player object per seat plays the whole game, as
a seat's player lives through a game in a person's browser (Shakipesh's Hard keeps its
turn's plan). Every real decision (more than one legal action) is timed, wall and CPU.

A deal's games are one JSON line (``Unit``); with ``out``, lines are appended as deals finish
and the deals already there are not played again, so a run may be stopped and resumed, and a
longer run goes on from a shorter one. Workers (``jobs``) play deals in parallel; the figures
are read in deal order, so they depend neither on the workers nor on resuming.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from cards.arena import decide, decision_rng
from cards.arena.hook import Game, RngScheme, find
from cards.options import seats_for

Unit = dict[str, Any]  # one deal's games as saved: {"match": …, "unit": i, "plays": […]}
Play = dict[str, Any]  # one game: rotation, levels, scores, places, rounds, times, counts


@dataclass(frozen=True)
class Match:
    """What is measured: ``levels`` seat by seat (before turning), on deals from ``seed``."""

    game: str
    levels: tuple[str, ...]
    seed: str = "tournament"
    options: Mapping[str, Any] = field(default_factory=dict)
    paired: bool = False
    rng: RngScheme = "site"

    @property
    def seats(self) -> int:
        return len(self.levels)

    def key(self) -> dict[str, Any]:
        """The match as saved with each deal: a resumed run reuses only its own deals."""
        found = asdict(self)
        found["levels"] = list(self.levels)
        found["options"] = dict(self.options)
        return found

    def arrangements(self, unit: int, has_starter: bool) -> list[tuple[int, int | None]]:
        """The games of deal ``unit``: (seat of the first level, starting seat or None)."""
        n = self.seats
        if self.paired:
            return [(seat, unit % n if has_starter else None) for seat in range(n)]
        return [(unit % n, unit // n % n if has_starter else None)]


def setup(game: str, levels: Sequence[str], seats: int | None = None,
          seed: str = "tournament", options: Mapping[str, Any] | None = None,
          paired: bool | None = None, rng: RngScheme | None = None) -> Match:
    """A match with the game's defaults where nothing is said: its hook's options, pairing
    and rng, and its default table size (or as many seats as levels, if more). Levels fewer
    than the seats: the last fills the rest ("hard normal" at four seats is Hard against
    three Normals). ``ValueError`` names what the game refuses."""
    found = find(game)
    hook = found.hook
    unknown = [level for level in levels if level not in found.players]
    if not levels or unknown:
        raise ValueError(f"{game} has no level {unknown[0] if unknown else ''!r} (its levels: "
                         f"{', '.join(found.players)})")
    chosen = {**hook.options, **(options or {})}
    if seats is None:
        seats = max(len(levels), seats_for(found.engine, chosen).default)
    if seats < len(levels):
        raise ValueError(f"{len(levels)} levels for {seats} seats")
    lineup = (*levels, *[levels[-1]] * (seats - len(levels)))
    match = Match(game, lineup, seed, chosen, hook.paired if paired is None else paired,
                  hook.rng if rng is None else rng)
    for starter in range(seats) if hook.starter is not None else [None]:
        found.engine.validate_options(seats, game_options(found, match, starter))
    return match


def game_options(game: Game, match: Match, starter: int | None) -> dict[str, Any]:
    """The options of one game of ``match``: the match's, and its starter's."""
    chosen = dict(match.options)
    if starter is not None and game.hook.starter is not None:
        chosen.update(game.hook.starter(starter))
    return chosen


def play_unit(game: Game, match: Match, unit: int, budget: int | None = None) -> Unit:
    """Deal ``unit``'s games. With ``budget``, stop once the first level has made that many
    real decisions (the decision-time benchmark; the last game is then left unfinished)."""
    plays: list[Play] = []
    for first, starter in match.arrangements(unit, game.hook.starter is not None):
        left = None if budget is None else budget - sum(_timed(p, match) for p in plays)
        if left is not None and left <= 0:
            break
        plays.append(play_game(game, match, unit, first, starter, left))
    return {"match": match.key(), "unit": unit, "plays": plays}


def play_game(game: Game, match: Match, unit: int, first: int, starter: int | None,
              budget: int | None = None) -> Play:
    """One game of deal ``unit`` with the first level in seat ``first``."""
    engine, hook, n = game.engine, game.hook, match.seats
    levels = [match.levels[(seat - first) % n] for seat in range(n)]
    players = [game.players[level]() for level in levels]
    seed = f"{match.seed}-{unit}"
    state = engine.new_game(seed, n, game_options(game, match, starter))
    tally = hook.tally(n) if hook.tally is not None else None
    kept = [random.Random(f"{seed}/{first}/{seat}") for seat in range(n)] \
        if match.rng == "seat" else []
    times: list[dict[str, list[list[float]]]] = [{} for _ in range(n)]
    timed, version = 0, 0
    clock, cpu = time.perf_counter, time.process_time
    spent = [0.0, 0.0]  # the last choice's wall and CPU seconds: the acting seat's

    def choose(seat: int, view: Any, legal: Sequence[Any]) -> Any:
        rng = kept[seat] if match.rng == "seat" else decision_rng(seed, version, seat)
        start, start_cpu = clock(), cpu()
        action = players[seat].choose(view, legal, rng)
        spent[:] = [clock() - start, cpu() - start_cpu]
        return action

    while engine.outcome(state) is None and (budget is None or timed < budget):
        decision = decide(engine, state, choose, version)
        seat, action, view, legal = decision.seat, decision.action, decision.view, decision.legal
        wall, used = spent
        if len(legal) > 1:
            kind = hook.kind(state, view, legal) if hook.kind is not None else ""
            times[seat].setdefault(kind, []).append([round(1000 * wall, 4),
                                                     round(1000 * used, 4)])
            timed += levels[seat] == match.levels[0]
        if tally is not None:
            tally.decision(state, seat, view, legal, action)
        state = engine.apply(state, seat, action)
        version += 1
    played: Play = {"first": first, "starter": starter, "levels": levels, "times": times}
    outcome = engine.outcome(state)
    if outcome is not None:
        played.update(scores=list(outcome.scores), places=list(outcome.places),
                      rounds=[list(engine.round_scores(state, seat)) for seat in range(n)],
                      counts=tally.end(state) if tally is not None else [{}] * n)
    return played


def _timed(play: Play, match: Match) -> int:
    """The real decisions the first level made in ``play``."""
    return sum(len(found) for seat, level in enumerate(play["levels"])
               if level == match.levels[0] for found in play["times"][seat].values())


def _unit_task(args: tuple[Match, int]) -> Unit:
    match, unit = args
    return play_unit(find(match.game), match, unit)


def run(match: Match, deals: int, jobs: int = 1, out: Path | None = None,
        progress: Callable[[int, int], None] | None = None) -> list[Unit]:
    """Deals 0 to ``deals - 1`` of ``match``, in order: those ``out`` holds read back, the
    others played (in ``jobs`` processes) and appended to it as they finish."""
    done = {unit["unit"]: unit for unit in load(out, match) if unit["unit"] < deals} \
        if out is not None else {}
    todo = [(match, unit) for unit in range(deals) if unit not in done]
    sink = out.open("a") if out is not None else None
    if sink is not None and out is not None and _torn(out):
        sink.write("\n")  # end the torn line (``load`` skips it): the next deal's is whole
    pool = ProcessPoolExecutor(max_workers=jobs) if jobs > 1 and len(todo) > 1 else None
    results: Iterable[Unit]
    if pool is None:
        game = find(match.game)
        results = (play_unit(game, match, unit) for _, unit in todo)
    else:
        results = pool.map(_unit_task, todo, chunksize=max(1, min(10, len(todo) // (4 * jobs))))
    try:
        for n, unit in enumerate(results, 1):
            done[unit["unit"]] = unit
            if sink is not None:
                sink.write(json.dumps(unit) + "\n")  # a deal a line, in one write
                sink.flush()
            if progress is not None:
                progress(n, len(todo))
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
        if sink is not None:
            sink.close()
    return [done[unit] for unit in range(deals)]


def _torn(path: Path) -> bool:
    """Whether ``path`` ends without a newline: its last line was cut by a stop."""
    with path.open("rb") as found:
        if not found.seek(0, 2):
            return False
        found.seek(-1, 2)
        return found.read(1) != b"\n"


def decisions(match: Match, count: int) -> list[Unit]:
    """The decision-time benchmark: deals of ``match`` played in order, in this process,
    until the first level has made ``count`` real decisions."""
    game, found, made, unit = find(match.game), [], 0, 0
    while made < count:
        played = play_unit(game, match, unit, count - made)
        made += sum(_timed(p, match) for p in played["plays"])
        found.append(played)
        unit += 1
    return found


def load(path: Path | None, match: Match | None = None) -> list[Unit]:
    """The deals saved in ``path`` (none if missing), only ``match``'s if given."""
    if path is None or not path.exists():
        return []
    units = []
    for line in path.read_text().splitlines():
        try:
            units.append(json.loads(line))
        except json.JSONDecodeError:
            continue  # a line torn by a stop mid-write (or none): its deal is played again
    return [u for u in units if match is None or u["match"] == match.key()]


def matches(units: Iterable[Unit]) -> Iterator[Match]:
    """The matches saved deals belong to, each once, in the order first met."""
    seen: list[dict[str, Any]] = []
    for unit in units:
        if unit["match"] not in seen:
            seen.append(unit["match"])
            key = unit["match"]
            yield Match(key["game"], tuple(key["levels"]), key["seed"], key["options"],
                        key["paired"], key["rng"])
