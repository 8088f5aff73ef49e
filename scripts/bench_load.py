"""Load benchmark: many simulated people play whole games at once through production
processes this command starts on loopback (stdlib + websockets).

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/NAME REDIS_URL=redis://127.0.0.1:6379/N \\
        .venv/bin/python scripts/bench_load.py --tables 200 --minutes 5 --daphnes 2 --workers 2

It migrates the database (and collects the static files: production serves them hashed),
starts ``--daphnes`` daphne processes on free ports, ``--workers`` Celery workers and one
beat with ``DJANGO_DEBUG=0``, then ``--tables`` people (scripts/simpeople.py), spread over the
daphnes, play for ``--minutes`` against Normal computers (``--game``, ``--level``,
``--options`` to change that; ``--env KEY=VALUE`` for every process, e.g. a rate limit
raised). It prints games finished, actions per second, errors by kind, the latency from an
action to the person's next prompt (p50/p95/p99), the Celery queues' longest lengths (Redis
``LLEN`` of turns, coach and celery), the database connections (``pg_stat_activity``: the
most at once, by process, and how many were opened) and each process's CPU seconds. The
issue's target: 200 tables for 5 minutes with no error and p95 at most 150 ms on a 2-core
machine, and past that slower, never wrong.

With ``--friends`` each of the ``--tables`` is a friends' table (scripts/simfriends.py):
three people, each a guest of their own with their own socket, and two computers at
``--level``, the people thinking 1–3 s unless ``--think`` says otherwise. Instead of the
latency to the person's next prompt (which would hold the other people's thinking) it prints
the fan-out: from a person's action being sent to every other person's socket receiving the
view of the version it made (p50/p95/p99/max), to each of them, and to the person's own.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.benchprocs import Topology, build, machine_busy, pid_cpu  # noqa: E402
from scripts.simfriends import Board, measured, tables  # noqa: E402
from scripts.simfriends import summary_lines as friends_lines  # noqa: E402
from scripts.simhttp import Site  # noqa: E402
from scripts.simpeople import Play, Stats, crowd, summary_lines  # noqa: E402


class Sampler(threading.Thread):
    """Every half second: the Celery queues' lengths and the database's connections."""

    QUEUES = ("turns", "coach", "celery")  # settings.CELERY_TASK_ROUTES: turns, the coach, rest

    def __init__(self, database_url: str, redis_url: str) -> None:
        super().__init__(daemon=True)
        self.database_url, self.redis_url = database_url, redis_url
        self.stop = threading.Event()
        self.queue_max: Counter[str] = Counter({queue: 0 for queue in self.QUEUES})
        self.connections_max = 0
        self.by_name_max: Counter[str] = Counter()
        self.backends: set[tuple[int, str, str]] = set()  # (pid, start, name) seen
        self.failures: Counter[str] = Counter()

    def run(self) -> None:
        import psycopg
        import redis

        from scripts.benchprocs import named

        broker = redis.Redis.from_url(self.redis_url)
        with psycopg.connect(named(self.database_url, "bench-sampler"),
                             autocommit=True) as db:
            while not self.stop.wait(0.5):
                try:
                    for queue in self.QUEUES:
                        depth = int(broker.llen(queue))  # type: ignore[arg-type]
                        self.queue_max[queue] = max(self.queue_max[queue], depth)
                except redis.RedisError as exc:
                    self.failures[f"redis: {type(exc).__name__}"] += 1
                rows = db.execute(
                    "select pid, backend_start::text, application_name from pg_stat_activity"
                    " where datname = current_database() and pid <> pg_backend_pid()"
                ).fetchall()
                names = Counter(str(name) for _, _, name in rows)
                self.connections_max = max(self.connections_max, len(rows))
                for name, count in names.items():
                    self.by_name_max[name] = max(self.by_name_max[name], count)
                self.backends.update((int(pid), str(start), str(name))
                                     for pid, start, name in rows)

    def backend_cpu(self) -> float:
        """CPU seconds of the site's PostgreSQL backends still open (read while the site
        runs: on this machine's PostgreSQL they are processes here). Their whole lives: a
        backend opened before the people came did little before them."""
        pids = {pid for pid, _, name in self.backends if name.startswith("bench-")}
        return sum(pid_cpu(pid) for pid in pids)


def environment(pairs: list[str]) -> dict[str, str]:
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise SystemExit(f"--env wants KEY=VALUE, not {pair!r}")
        out[key] = value
    return out


@dataclass
class Run:
    """What a run measured beside the people's own figures: its length, when the people
    stopped (monotonic), CPU seconds of each process, of the people and of the machine."""

    stats: Stats
    seconds: float
    stopped: float
    cpu: dict[str, float]
    own: float
    machine: float
    postgres: float = 0.0


async def drive(topology: Topology, args: argparse.Namespace, play: Play,
                boards: list[Board]) -> Run:
    """The people for ``--minutes``. With ``--friends`` each friends' table's games are
    written to ``boards``."""
    site = Site(topology.ports, secure=not args.debug)
    stats = Stats()
    stop_new, stop_now = asyncio.Event(), asyncio.Event()
    cpu_start = {p.name: p.cpu() for p in topology.all()}
    own_start = time.process_time()
    machine_start = machine_busy()
    start = time.monotonic()
    if args.friends:
        _, tasks = await tables(site, play, stats, args.tables, args.seed, stop_new, stop_now,
                                boards, ramp=args.ramp)
    else:
        _, tasks = await crowd(site, play, stats, args.tables, args.seed, stop_new, stop_now,
                               ramp=args.ramp)
    await asyncio.sleep(args.minutes * 60)
    stop_new.set()
    stop_now.set()
    stopped = time.monotonic()
    seconds = stopped - start
    cpu = {p.name: p.cpu() - cpu_start[p.name] for p in topology.all()}
    own = time.process_time() - own_start
    machine = machine_busy() - machine_start
    await asyncio.wait(tasks, timeout=15)
    for task in tasks:
        task.cancel()
    return Run(stats, seconds, stopped, cpu, own, machine)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--tables", type=int, default=10,
                        help="simulated people at once (with --friends: friends' tables)")
    parser.add_argument("--friends", action="store_true",
                        help="friends' tables: three people (each a guest) and two computers")
    parser.add_argument("--minutes", type=float, default=0.5)
    parser.add_argument("--daphnes", type=int, default=2)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--concurrency", type=int, default=1,
                        help="processes per Celery worker (prefork)")
    parser.add_argument("--game", default="sheepshead")
    parser.add_argument("--level", default="normal")
    parser.add_argument("--options", type=json.loads, default=None,
                        help='the table\'s options as JSON, e.g. \'{"deals": 1}\'')
    parser.add_argument("--think", type=float, nargs=2, default=None, metavar=("MIN", "MAX"),
                        help="think time in seconds, uniform (0.5 1.5; with --friends 1 3)")
    parser.add_argument("--ramp", type=float, default=5.0,
                        help="seconds over which the people arrive")
    parser.add_argument("--env", action="append", default=[], metavar="KEY=VALUE",
                        help="set for every process started (repeat)")
    parser.add_argument("--debug", action="store_true",
                        help="DJANGO_DEBUG=1 instead of production (no collectstatic)")
    parser.add_argument("--logs", type=Path, help="keep the processes' logs in this folder")
    parser.add_argument("--seed", default="load")
    args = parser.parse_args(argv)
    database_url, redis_url = (os.environ.get(name, "").strip()
                               for name in ("DATABASE_URL", "REDIS_URL"))
    if not (database_url and redis_url):
        raise SystemExit("set DATABASE_URL (PostgreSQL) and REDIS_URL, both on loopback")
    if args.think is None:
        args.think = (1.0, 3.0) if args.friends else (0.5, 1.5)
    play = Play(args.game, args.level, args.options, tuple(args.think))
    load = os.getloadavg()
    print(f"Python {platform.python_version()}, {os.cpu_count()} cores, load average "
          f"{load[0]:.2f} {load[1]:.2f} {load[2]:.2f} before the run")
    with tempfile.TemporaryDirectory(prefix="bench-load-") as temporary:
        folder = args.logs or Path(temporary)
        folder.mkdir(parents=True, exist_ok=True)
        topology = build(folder, database_url, redis_url, daphnes=args.daphnes,
                         workers=args.workers, concurrency=args.concurrency,
                         production=not args.debug, extra_env=environment(args.env))
        began = time.monotonic()
        topology.manage("migrate", "--noinput")
        if not args.debug:
            topology.manage("collectstatic", "--noinput")
        print(f"migrate{'' if args.debug else ' and collectstatic'}: "
              f"{time.monotonic() - began:.1f} s")
        sampler = Sampler(database_url, redis_url)
        try:
            topology.start()
            topology.wait_ready()
            sampler.start()
            who = (f"{args.tables} friends' tables (3 people and 2 computers each)"
                   if args.friends else f"{args.tables} people")
            print(f"{who}, {args.minutes:g} min, {args.game} at {args.level}"
                  f"{' ' + json.dumps(args.options) if args.options else ''}; "
                  f"{args.daphnes} daphnes, {args.workers} workers × {args.concurrency}, "
                  f"one beat; think {args.think[0]:g}–{args.think[1]:g} s")
            boards: list[Board] = []
            run = asyncio.run(drive(topology, args, play, boards))
            sampler.stop.set()
            sampler.join(5)
            run.postgres = sampler.backend_cpu()
        finally:
            topology.stop()
        lines = (friends_lines(run.stats, run.seconds, measured(boards, run.stats, run.stopped))
                 if args.friends else summary_lines(run.stats, run.seconds))
        report(lines, run, sampler, topology)


def report(lines: Iterable[str], run: Run, sampler: Sampler, topology: Topology) -> None:
    seconds, cpu, own = run.seconds, run.cpu, run.own
    for line in lines:
        print(line)
    depths = ", ".join(f"{queue} {depth}" for queue, depth in sampler.queue_max.items())
    print(f"Celery queues (LLEN), the longest seen: {depths}")
    opened = Counter(name for _, _, name in sampler.backends)
    names = ", ".join(f"{n} {c} ({opened[n]} opened)"
                      for n, c in sorted(sampler.by_name_max.items()))
    print(f"database connections (pg_stat_activity every 0.5 s): max {sampler.connections_max} "
          f"at once, {len(sampler.backends)} opened during the run; most at once per process:"
          f" {names}")
    for kind, n in sampler.failures.items():
        print(f"  sampler: {n} × {kind}")
    load = os.getloadavg()
    total = sum(cpu.values())
    print(f"CPU seconds over {seconds:.0f} s (load average now {load[0]:.2f}): site {total:.1f}"
          f" ({total / seconds:.2f} cores), the simulated people {own:.1f}")
    rest = run.machine - total - own - run.postgres
    print(f"the whole machine busy {run.machine / seconds:.2f} cores of {os.cpu_count()}: the"
          f" site's PostgreSQL backends {run.postgres / seconds:.2f} ({run.postgres:.1f} s);"
          f" the rest, {rest / seconds:.2f} cores, Redis and any other work")
    for proc in topology.all():
        extra = f", {proc.problems()} tracebacks in its log" if proc.problems() else ""
        print(f"  {proc.name:16} {cpu.get(proc.name, 0.0):7.1f}{extra}")


if __name__ == "__main__":
    main()
