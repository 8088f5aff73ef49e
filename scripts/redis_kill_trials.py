"""Redis killed while the turns worker plays a computer turn: does the worker ride it out?

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/NAME \\
        .venv/bin/python scripts/redis_kill_trials.py --trials 8 --into 0.05 0.4

It starts its own Redis server (a free port, never the shared one: it is killed) and one
turns worker as deploy/supervisord.conf runs it (prefork, ``--concurrency 2``, queue
``turns``, production settings). Each trial opens a Sheepshead table at Hard whose computers
play first (up to four Hard decisions before the person's: 0.2–2 s of work), waits until the
worker holds the table's lease, ``--into`` seconds later SIGKILLs Redis (noting whether a
computer was still to act: the turns in flight, or the trial missed them) and starts it
again, empty, ``--down`` seconds later. For ``--watch`` seconds it then watches the worker:
whether its main process still runs, and what its log said ("Unrecoverable error",
"Restoring N unacknowledged message(s)"); a worker that exited is started again, as
supervisord would. Meanwhile it sweeps as the beat would (every 0.2 s here, with
``TABLES_STALL_SECONDS`` 1; production: every 2 s, 5) and says when the person is to act,
counted from the kill.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.benchprocs import (  # noqa: E402
    BIN,
    PYTHON,
    Proc,
    free_port,
    loopback,
    named,
    ready,
    settings_env,
)

STALL_SECONDS = 1  # the sweep's patience here: the trial waits for the table, not the beat


@dataclass
class Trial:
    into: float  # seconds from the lease seen to the kill
    in_flight: bool = False  # a computer was still to play at the kill
    exited: str | None = None  # the worker's last words, if it exited
    restored: int = 0  # "Restoring … unacknowledged" lines
    moved_after: float | None = None  # seconds from the kill to the person's turn

    def line(self, number: int) -> str:
        worker = f"worker EXITED ({self.exited})" if self.exited else "worker rode it out"
        table = (f"the person's turn {self.moved_after:.1f} s after the kill"
                 if self.moved_after is not None else "the table STALLED")
        flight = "turns in flight" if self.in_flight else "turns already over (missed)"
        return (f"trial {number}: Redis killed {self.into:.2f} s after the lease, {flight}; "
                f"{worker}; {self.restored} restore line(s); {table}")


def open_table() -> str:
    """A new Hard table whose computers are to act first (its turns queued on commit)."""
    from accounts.guests import create_guest
    from tables import services

    while True:
        table = services.create_table(create_guest(), "sheepshead", level="hard",
                                      options={"deals": 1})
        if table.computer_due:
            return str(table.pk)


def person_to_act(table_id: str) -> bool:
    from tables import services
    from tables.models import Table

    table = Table.objects.get(pk=table_id)
    return not table.computer_due and services.computer_to_act(table) is None


def last_words(log: Path, offset: int) -> tuple[str | None, int]:
    """The worker's "Unrecoverable error" line since ``offset``, and its restore lines."""
    text = log.read_bytes()[offset:].decode(errors="replace")
    fatal = next((line.split("Unrecoverable error:", 1)[1].strip()[:120]
                  for line in text.splitlines() if "Unrecoverable error" in line), None)
    return fatal, text.count("unacknowledged message(s)")


def trial(redis: Proc, worker: Proc, args: argparse.Namespace, rng: random.Random) -> Trial:
    from tables import progress

    table_id = open_table()
    deadline = time.monotonic() + 60
    while not progress.lease_holder(table_id):
        if time.monotonic() > deadline:
            raise RuntimeError(f"no worker took table {table_id}'s turns")
        time.sleep(0.01)
    result = Trial(rng.uniform(*args.into))
    time.sleep(result.into)
    offset = worker.log.stat().st_size
    result.in_flight = not person_to_act(table_id)
    redis.kill()
    killed = time.monotonic()
    time.sleep(args.down)
    redis.start()
    ready(redis)
    # Watch the worker for --watch seconds, and the table meanwhile: sweeping it as the beat
    # would, until the person is to act (90 s at most). A worker that exits is started again
    # as supervisord would.
    watch_end, deadline = time.monotonic() + args.watch, time.monotonic() + 90
    while time.monotonic() < (watch_end if result.moved_after is not None else deadline):
        if not worker.alive() and not result.exited:
            assert worker.popen is not None
            fatal, _ = last_words(worker.log, offset)
            result.exited = fatal or f"exit status {worker.popen.returncode}"
            worker.restarts += 1
            worker.start()
        if result.moved_after is None:
            try:
                if person_to_act(table_id):
                    result.moved_after = time.monotonic() - killed
                else:
                    queued = progress.sweep()  # what the beat runs every 2 s
                    if args.verbose:
                        print(f"  {time.monotonic() - killed:.1f} s: queued {queued}")
            except Exception as exc:  # Redis or the database still waking: the next round
                print(f"  (sweep: {exc!r})")
        time.sleep(0.2)
    _, result.restored = last_words(worker.log, offset)
    return result


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--trials", type=int, default=5)
    parser.add_argument("--into", type=float, nargs=2, default=(0.2, 1.5), metavar=("MIN", "MAX"),
                        help="seconds after the lease is seen (a decision under way)")
    parser.add_argument("--down", type=float, default=1.0, help="seconds Redis stays down")
    parser.add_argument("--watch", type=float, default=15.0)
    parser.add_argument("--concurrency", type=int, default=2)
    parser.add_argument("--env", action="append", default=[], metavar="KEY=VALUE",
                        help="for the worker (a Celery setting to try, say)")
    parser.add_argument("--seed", default="redis-kill")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--logs", type=Path, help="keep the worker's and Redis' logs there")
    args = parser.parse_args(argv)
    database_url = loopback(os.environ.get("DATABASE_URL", "").strip(), "DATABASE_URL")
    if not database_url.startswith("postgres"):
        raise SystemExit("set DATABASE_URL to a PostgreSQL database on loopback")
    extra = dict(pair.split("=", 1) for pair in args.env)
    port = free_port()
    redis_url = f"redis://127.0.0.1:{port}/0"
    env = settings_env(database_url, redis_url, production=True,
                       extra={"TABLES_STALL_SECONDS": str(STALL_SECONDS), "LOG_LEVEL": "INFO",
                              "CELERY_TASK_LOG_LEVEL": "INFO", **extra})
    with tempfile.TemporaryDirectory(prefix="redis-kill-") as temporary:
        folder = args.logs or Path(temporary)
        folder.mkdir(parents=True, exist_ok=True)
        redis = Proc("redis", ["redis-server", "--port", str(port), "--bind", "127.0.0.1",
                               "--save", "", "--appendonly", "no", "--dir", str(folder)],
                     env, folder / "redis.log", port)
        worker = Proc("turns", [str(BIN / "celery"), "-A", "config", "worker", "-Q", "turns",
                                "-n", "turns@%h", "--concurrency", str(args.concurrency),
                                "--loglevel", "INFO", "--without-gossip", "--without-mingle"],
                      {**env, "DATABASE_URL": named(database_url, "redis-kill-turns")},
                      folder / "turns.log")
        # This process opens the tables and sweeps, as a daphne and the beat would.
        os.environ.update({k: v for k, v in env.items() if k not in ("DJANGO_DEBUG",)})
        os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings"
        subprocess.run([PYTHON, "manage.py", "migrate", "--noinput"], cwd=ROOT, check=True,
                       env=env, stdout=subprocess.DEVNULL)
        import django

        django.setup()
        rng = random.Random(args.seed)
        trials = []
        try:
            redis.start()
            ready(redis)
            worker.start()
            ready(worker)
            time.sleep(3)  # connected and consuming
            for number in range(1, args.trials + 1):
                trials.append(trial(redis, worker, args, rng))
                print(trials[-1].line(number), flush=True)
        finally:
            worker.stop(60)
            redis.stop()
        flying = [t for t in trials if t.in_flight]
        exits = sum(1 for t in flying if t.exited)
        stalled = sum(1 for t in trials if t.moved_after is None)
        moved = sorted(t.moved_after for t in trials if t.moved_after is not None)
        print(f"worker exits: {exits} of {len(flying)} trials with the turns in flight "
              f"({sum(1 for t in trials if t.exited)} of {len(trials)} in all); stalled "
              f"tables: {stalled}; the person's turn after "
              + ", ".join(f"{m:.1f}" for m in moved) + " s")


if __name__ == "__main__":
    main()
