"""Fault benchmark: simulated people play whole games while processes die under them; then
every game's action log is checked in the database (stdlib + websockets).

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/NAME \\
        .venv/bin/python scripts/bench_faults.py --trials 100 --fault all

It starts, on loopback, its own Redis server (never the shared one: a fault restarts it),
``--daphnes`` daphnes, ``--workers`` Celery workers and one beat (production settings;
``--env KEY=VALUE`` for all of them), and ``--people`` simulated people
(scripts/simpeople.py) playing Sheepshead at Normal, one deal a game (``--options``). Each
trial waits for a turn in progress (a person waiting for the server), then, a few ms into
it, SIGKILLs one process: ``daphne`` (the one that person's socket is on: people reconnect
to another, and it is started again after ``--restart-delay``), ``worker`` (a Celery worker
with its pool, started again after the delay, as a supervisor would) or ``redis`` (killed
and started again empty, after a shorter delay). ``all`` runs ``--trials`` of each kind in
a random order. Then the people finish their games and every game is checked
(scripts/actionlog.py): a contiguous log, the replay equal to the snapshot, no lost or
doubled action. It prints the trials, games finished, stalls (a person waiting more than
10 s for a computer or for the answer to its action), errors and the checks.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.actionlog import Checks, check  # noqa: E402
from scripts.benchprocs import Proc, Topology, build, loopback, named, ready  # noqa: E402
from scripts.simhttp import Site  # noqa: E402
from scripts.simpeople import STALL_S, Person, Play, Stats, crowd, summary_lines  # noqa: E402

KINDS = ("daphne", "worker", "redis")


@dataclass
class Faults:
    """What to run: the kinds of fault and how many of each, and the site's shape."""

    trials: int = 3
    kinds: tuple[str, ...] = KINDS
    people: int = 6
    daphnes: int = 2
    workers: int = 2
    concurrency: int = 1
    play: Play = field(default_factory=lambda: Play(options={"deals": 1}, faults=True))
    restart_delay: float = 1.0
    redis_delay: float = 0.3
    gap: tuple[float, float] = (1.0, 3.0)  # seconds between one recovery and the next trial
    # When the kill lands, in seconds after a turn was seen in progress: a daphne while it
    # handles the person's action, a worker while it plays the computers' moves.
    into_turn: dict[str, tuple[float, float]] = field(default_factory=lambda: {
        "daphne": (0.0, 0.05), "worker": (0.05, 0.3), "redis": (0.0, 0.3)})
    finish_timeout: float = 120.0
    production: bool = True
    migrate: bool = True
    env: dict[str, str] = field(default_factory=dict)
    seed: str = "faults"
    logs: Path | None = None  # keep the processes' logs there (else a temporary folder)


@dataclass
class Result:
    trials: Counter[str]
    stats: Stats
    seconds: float
    missed: int = 0  # trials that found no turn in progress (struck anyway)
    struck: list[tuple[float, str]] = field(default_factory=list)  # (monotonic, kind)
    checks: Checks = field(default_factory=Checks)
    tracebacks: dict[str, tuple[int, int]] = field(default_factory=dict)  # (count, restarts)

    def stalls_after(self) -> Counter[str]:
        """Stalls by the kind of the last fault struck before each began."""
        out: Counter[str] = Counter()
        for start, wait in zip(self.stats.wait_starts, self.stats.waits_s, strict=True):
            if wait > STALL_S:
                kinds = [kind for when, kind in self.struck if when <= start + 0.5]
                out[kinds[-1] if kinds else "no"] += 1
        return out

    @property
    def stalls(self) -> list[float]:
        return self.stats.stalls(STALL_S)

    def lines(self) -> list[str]:
        done = ", ".join(f"{kind} {n}" for kind, n in sorted(self.trials.items()))
        out = [f"trials: {sum(self.trials.values())} ({done}); {self.missed} found no turn "
               f"in progress within 15 s and struck anyway; {self.seconds:.0f} s"]
        out += list(summary_lines(self.stats, self.seconds))
        stalls = sorted(self.stalls, reverse=True)
        after = ", ".join(f"{n} after a {kind} fault" for kind, n in
                          sorted(self.stalls_after().items()))
        out.append(f"stalls over {STALL_S:.0f} s (a person waiting for the server): "
                   f"{len(stalls)}" + (f" ({after}), longest "
                                       f"{', '.join(f'{s:.1f}' for s in stalls[:8])} s"
                                       if stalls else ""))
        waits = self.stats.waits_s
        out.append(f"waits over 1 s: {len(waits)}, longest {max(waits, default=0):.1f} s")
        out += self.checks.lines()
        for name, (count, restarts) in self.tracebacks.items():
            out.append(f"  {name}: {count} tracebacks in its log ({restarts} restarts)")
        return out


def sweep_scheduled() -> bool:
    """Whether beat restarts stalled computer turns: a tables task in the schedule."""
    from django.conf import settings

    return any(str(entry.get("task", "")).startswith("tables.")
               for entry in getattr(settings, "CELERY_BEAT_SCHEDULE", {}).values())


def latest_query(topology: Topology) -> str | None:
    """The worker whose database connection sent the latest query: the one playing a turn
    now (its ``application_name``)."""
    import psycopg

    with psycopg.connect(named(topology.env["DATABASE_URL"], "bench-faults"),
                         autocommit=True) as db:
        row = db.execute(
            "select application_name from pg_stat_activity where datname = current_database()"
            " and application_name like 'bench-worker-%' order by query_start desc nulls last"
            " limit 1").fetchone()
    return str(row[0]) if row else None


async def strike(kind: str, topology: Topology, people: list[Person], config: Faults,
                 rng: random.Random, result: Result) -> None:
    """One trial: wait for a turn in progress, kill, start again after the delay."""
    deadline = time.monotonic() + 15
    while not any(p.in_turn for p in people) and time.monotonic() < deadline:
        await asyncio.sleep(0.005)
    busy = [p for p in people if p.in_turn]
    await asyncio.sleep(rng.uniform(*config.into_turn[kind]))
    target: Proc
    if kind == "daphne":
        ports = [p.port for p in busy] or topology.ports
        port = rng.choice(ports)
        target = next(d for d in topology.daphnes if d.port == port)
    elif kind == "worker":
        name = await asyncio.to_thread(latest_query, topology)
        target = next((w for w in topology.workers if f"bench-{w.name}" == name),
                      rng.choice(topology.workers))
    else:
        assert topology.redis is not None
        target = topology.redis
    target.kill()
    result.struck.append((time.monotonic(), kind))
    result.trials[kind] += 1
    result.missed += not busy
    await asyncio.sleep(config.redis_delay if kind == "redis" else config.restart_delay)
    target.start()
    await asyncio.to_thread(ready, target)


async def run(topology: Topology, config: Faults) -> Result:
    site = Site(topology.ports, secure=config.production)
    stats = Stats()
    rng = random.Random(config.seed)
    stop_new, stop_now = asyncio.Event(), asyncio.Event()
    start = time.monotonic()
    people, tasks = await crowd(site, config.play, stats, config.people, config.seed,
                                stop_new, stop_now, ramp=2.0)
    plan = [kind for kind in config.kinds for _ in range(config.trials)]
    rng.shuffle(plan)
    result = Result(Counter(), stats, 0.0)
    await asyncio.sleep(3.0)  # the first games under way
    for kind in plan:
        await strike(kind, topology, people, config, rng, result)
        await asyncio.sleep(rng.uniform(*config.gap))
    stop_new.set()
    _, late = await asyncio.wait(tasks, timeout=config.finish_timeout)
    stop_now.set()
    if late:
        await asyncio.wait(late, timeout=10)
    result.seconds = time.monotonic() - start
    return result


def faults(config: Faults, database_url: str) -> Result:
    """The whole benchmark: processes up, people and faults, processes down, then the checks
    (Django must be set up with ``database_url``'s database)."""
    with tempfile.TemporaryDirectory(prefix="bench-faults-") as temporary:
        folder = config.logs or Path(temporary)
        folder.mkdir(parents=True, exist_ok=True)
        topology = build(folder, loopback(database_url, "DATABASE_URL"), "",
                         daphnes=config.daphnes, workers=config.workers,
                         concurrency=config.concurrency, production=config.production,
                         extra_env=config.env, own_redis=True)
        if config.migrate:
            topology.manage("migrate", "--noinput")
        if config.production:
            topology.manage("collectstatic", "--noinput")
        try:
            topology.start()
            topology.wait_ready()
            result = asyncio.run(run(topology, config))
        finally:
            topology.stop()
        result.tracebacks = {p.name: (p.problems(), p.restarts) for p in topology.all()
                             if p.problems()}
    result.checks = check(result.stats.games)
    return result


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--trials", type=int, default=3, help="trials of each kind of fault")
    parser.add_argument("--fault", choices=[*KINDS, "all"], default="all")
    parser.add_argument("--people", type=int, default=6)
    parser.add_argument("--daphnes", type=int, default=2)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--concurrency", type=int, default=1)
    parser.add_argument("--game", default="sheepshead")
    parser.add_argument("--level", default="normal")
    parser.add_argument("--options", type=json.loads, default=None,
                        help='JSON; default {"deals": 1} for Sheepshead, else the game\'s own')
    parser.add_argument("--think", type=float, nargs=2, default=(0.5, 1.5),
                        metavar=("MIN", "MAX"))
    parser.add_argument("--restart-delay", type=float, default=1.0)
    parser.add_argument("--reload-after", type=float, default=30.0,
                        help="a person waiting this long reloads the page")
    parser.add_argument("--env", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--debug", action="store_true", help="DJANGO_DEBUG=1, no collectstatic")
    parser.add_argument("--logs", type=Path, help="keep the processes' logs in this folder")
    parser.add_argument("--seed", default="faults")
    args = parser.parse_args(argv)
    database_url = os.environ.get("DATABASE_URL", "").strip()
    if not database_url.startswith("postgres"):
        raise SystemExit("set DATABASE_URL to a PostgreSQL database on loopback")
    options = args.options
    if options is None and args.game == "sheepshead":
        options = {"deals": 1}
    env = {}
    for pair in args.env:
        key, _, value = pair.partition("=")
        env[key] = value
    play = Play(args.game, args.level, options, tuple(args.think),
                reload_after=args.reload_after, faults=True)
    config = Faults(trials=args.trials, kinds=KINDS if args.fault == "all" else (args.fault,),
                    people=args.people, daphnes=args.daphnes, workers=args.workers,
                    concurrency=args.concurrency, play=play,
                    restart_delay=args.restart_delay, production=not args.debug, env=env,
                    seed=args.seed, logs=args.logs)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    load = os.getloadavg()
    print(f"{config.people} people, {args.game} at {args.level} {json.dumps(options)}; "
          f"{config.daphnes} daphnes, {config.workers} workers, one beat, own Redis; "
          f"load average {load[0]:.2f}; the beat's schedule "
          f"{'has' if sweep_scheduled() else 'has no'} sweep of stalled computer turns")
    result = faults(config, database_url)
    for line in result.lines():
        print(line)


if __name__ == "__main__":
    main()
