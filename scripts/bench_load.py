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
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.benchprocs import Topology, build  # noqa: E402
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


def environment(pairs: list[str]) -> dict[str, str]:
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise SystemExit(f"--env wants KEY=VALUE, not {pair!r}")
        out[key] = value
    return out


async def drive(topology: Topology, args: argparse.Namespace, play: Play) -> tuple[
        Stats, float, dict[str, float], float]:
    site = Site(topology.ports, secure=not args.debug)
    stats = Stats()
    stop_new, stop_now = asyncio.Event(), asyncio.Event()
    cpu_start = {p.name: p.cpu() for p in topology.all()}
    own_start = time.process_time()
    start = time.monotonic()
    _, tasks = await crowd(site, play, stats, args.tables, args.seed, stop_new, stop_now,
                           ramp=args.ramp)
    await asyncio.sleep(args.minutes * 60)
    stop_new.set()
    stop_now.set()
    seconds = time.monotonic() - start
    cpu = {p.name: p.cpu() - cpu_start[p.name] for p in topology.all()}
    own = time.process_time() - own_start
    await asyncio.wait(tasks, timeout=15)
    for task in tasks:
        task.cancel()
    return stats, seconds, cpu, own


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--tables", type=int, default=10, help="simulated people at once")
    parser.add_argument("--minutes", type=float, default=0.5)
    parser.add_argument("--daphnes", type=int, default=2)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--concurrency", type=int, default=1,
                        help="processes per Celery worker (prefork)")
    parser.add_argument("--game", default="sheepshead")
    parser.add_argument("--level", default="normal")
    parser.add_argument("--options", type=json.loads, default=None,
                        help='the table\'s options as JSON, e.g. \'{"deals": 1}\'')
    parser.add_argument("--think", type=float, nargs=2, default=(0.5, 1.5),
                        metavar=("MIN", "MAX"), help="think time in seconds, uniform")
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
            print(f"{args.tables} people, {args.minutes:g} min, {args.game} at {args.level}"
                  f"{' ' + json.dumps(args.options) if args.options else ''}; "
                  f"{args.daphnes} daphnes, {args.workers} workers × {args.concurrency}, "
                  f"one beat; think {args.think[0]:g}–{args.think[1]:g} s")
            stats, seconds, cpu, own = asyncio.run(drive(topology, args, play))
            sampler.stop.set()
            sampler.join(5)
        finally:
            topology.stop()
        report(stats, seconds, cpu, own, sampler, topology)


def report(stats: Stats, seconds: float, cpu: dict[str, float], own: float, sampler: Sampler,
           topology: Topology) -> None:
    for line in summary_lines(stats, seconds):
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
    for proc in topology.all():
        extra = f", {proc.problems()} tracebacks in its log" if proc.problems() else ""
        print(f"  {proc.name:16} {cpu.get(proc.name, 0.0):7.1f}{extra}")


if __name__ == "__main__":
    main()
