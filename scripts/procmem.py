"""Memory of the production processes: every process `make prod` runs, with its children, and
its RSS and PSS (stdlib; psycopg and websockets only with ``--play``).

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/NAME REDIS_URL=redis://127.0.0.1:6379/N \\
        .venv/bin/python scripts/procmem.py [--play 60] [--kill-daphne] [--root DIR]

It migrates the database and collects the static files, then starts on loopback what
deploy/supervisord.conf runs, each program in a session of its own as supervisord does:
``--web`` daphnes, the turns worker (queue ``turns``, ``--turns-concurrency`` pool processes),
the coach's worker (``coach,celery``, ``--coach-concurrency``) and one beat, all with the
production settings (``DJANGO_DEBUG=0``). After ``--settle`` seconds (each daphne has
answered ``/healthz``, so anything a daphne starts at its first request has started) it
prints every process of each program's session: what it is, its resident memory (RSS, from
/proc/<pid>/status) and its proportional share (PSS, /proc/<pid>/smaps_rollup: pages shared
by N processes count 1/N to each, so PSS adds up across processes and RSS does not). With
``--play`` it then has ``--people`` simulated people play Sheepshead against Normal computers
for that many seconds and prints the table again. With ``--kill-daphne`` it finally SIGKILLs
the first daphne's process alone (not its group: a crash, or ``kill -9 <pid>``) and lists
what of that daphne's session is still running ``--orphan-wait`` seconds later.

``--embedded`` runs one daphne as ``make run`` serves (no ``REDIS_URL``: eager Celery, jobs and
their thinking processes in the daphne) and no worker or beat. ``--root DIR`` runs another
checkout's code (e.g. an older commit unpacked there) with this checkout's interpreter.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import signal
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
    DAPHNE_OPTIONS,
    PYTHON,
    Proc,
    free_port,
    loopback,
    named,
    ready,
    settings_env,
)

MB = 1024  # the /proc figures are in kB


@dataclass
class Row:
    """One process of a program's session."""

    pid: int
    ppid: int
    role: str
    rss_kb: int
    pss_kb: int


def start(proc: Proc, root: Path) -> None:
    """``proc`` in a session of its own, in ``root``'s checkout (benchprocs' Proc.start always
    runs this one's)."""
    with open(proc.log, "ab") as log:
        proc.popen = subprocess.Popen(proc.argv, cwd=root, env=proc.env, stdout=log,
                                      stderr=subprocess.STDOUT, start_new_session=True)
    proc.started_at = time.monotonic()


def stat(pid: int) -> tuple[int, int] | None:
    """(parent pid, session id) of a live process; None once it is gone or a zombie."""
    try:
        state, ppid, _, session = (Path(f"/proc/{pid}/stat").read_text()
                                   .rsplit(")", 1)[1].split()[:4])
    except (OSError, ValueError):
        return None
    return None if state in "ZX" else (int(ppid), int(session))


def kb(path: str, field: str) -> int:
    """A ``field: N kB`` line of a /proc file; 0 if the process has gone."""
    with contextlib.suppress(OSError):
        for line in Path(path).read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0


def cmdline(pid: int) -> str:
    with contextlib.suppress(OSError):
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode().strip()
    return ""


def session(leader: int, name: str) -> list[Row]:
    """Every live process of the session ``leader`` started (a killed leader's orphans keep
    its session), the leader first, each named by what it is."""
    members = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and (found := stat(int(entry.name))) and found[1] == leader:
            members[int(entry.name)] = found[0]
    rows = []
    for pid in sorted(members, key=lambda p: (p != leader, p)):
        rows.append(Row(pid, members[pid], role(pid, members[pid], leader, name),
                        kb(f"/proc/{pid}/status", "VmRSS"),
                        kb(f"/proc/{pid}/smaps_rollup", "Pss")))
    return rows


def role(pid: int, ppid: int, leader: int, name: str) -> str:
    command = cmdline(pid)
    if pid == leader:
        return name
    if "multiprocessing.resource_tracker" in command:
        return "resource tracker"
    if "multiprocessing.forkserver" in command:  # the server, or a process it forked
        forked = "multiprocessing.forkserver" in cmdline(ppid)
        return "thinking process" if forked else "forkserver"
    if ppid == leader and " worker " in f" {command} ":
        return "pool process"
    return command[:60]


def table(programs: list[tuple[str, int]]) -> list[str]:
    """The processes of each program's session, as a Markdown table, and the totals."""
    out = ["| program | process | pid | RSS MB | PSS MB |", "| --- | --- | ---: | ---: | ---: |"]
    count = rss = pss = 0
    for name, leader in programs:
        rows = session(leader, name)
        for row in rows:
            out.append(f"| {name} | {row.role} | {row.pid} | {row.rss_kb / MB:.1f} | "
                       f"{row.pss_kb / MB:.1f} |")
        if len(rows) > 1:
            out.append(f"| {name} | *all {len(rows)}* | | {sum(r.rss_kb for r in rows) / MB:.1f}"
                       f" | {sum(r.pss_kb for r in rows) / MB:.1f} |")
        count += len(rows)
        rss += sum(r.rss_kb for r in rows)
        pss += sum(r.pss_kb for r in rows)
    out.append(f"| **all** | **{count} processes** | | {rss / MB:.0f} | **{pss / MB:.0f}** |")
    return out


def programs(folder: Path, env: dict[str, str], args: argparse.Namespace) -> list[Proc]:
    """What deploy/supervisord.conf runs (its options; loglevel WARNING here)."""
    def proc(name: str, argv: list[str], port: int | None = None) -> Proc:
        own = {**env, "DATABASE_URL": named(env["DATABASE_URL"], f"procmem-{name}")}
        return Proc(name, argv, own, folder / f"{name}.log", port)

    out = []
    for _ in range(1 if args.embedded else args.web):
        port = free_port()
        out.append(proc(f"daphne-{port}", [str(BIN / "daphne"), "-b", "127.0.0.1", "-p",
                                           str(port), *DAPHNE_OPTIONS,
                                           "config.asgi:application"], port))
    if args.embedded:
        return out
    celery = [str(BIN / "celery"), "-A", "config"]
    worker = ["worker", "--loglevel", "WARNING", "--without-gossip", "--without-mingle"]
    out.append(proc("turns", [*celery, *worker, "-Q", "turns", "-n", "turns@%h",
                              "--concurrency", str(args.turns_concurrency)]))
    out.append(proc("coach", [*celery, *worker, "-Q", "coach,celery", "-n", "coach@%h",
                              "--concurrency", str(args.coach_concurrency)]))
    out.append(proc("beat", [*celery, "beat", "--loglevel", "WARNING", "--schedule",
                             str(folder / "beat-schedule"), "--pidfile="]))
    return out


def play(procs: list[Proc], seconds: float, people: int, secure: bool) -> str:
    """``people`` simulated people playing for ``seconds``, then finishing their games."""
    from scripts.simhttp import Site
    from scripts.simpeople import Play, Stats, crowd, games_line

    async def run() -> str:
        site = Site([p.port for p in procs if p.port], secure=secure)
        stats = Stats()
        stop_new, stop_now = asyncio.Event(), asyncio.Event()
        begun = time.monotonic()
        _, tasks = await crowd(site, Play(options={"deals": 1}), stats, people, "procmem",
                               stop_new, stop_now, ramp=2.0)
        await asyncio.sleep(seconds)
        stop_new.set()
        _, late = await asyncio.wait(tasks, timeout=120)
        stop_now.set()
        if late:
            await asyncio.wait(late, timeout=10)
        return games_line(stats, time.monotonic() - begun)

    return asyncio.run(run())


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT,
                        help="the checkout whose code runs (default this one)")
    parser.add_argument("--web", type=int, default=2, help="daphnes (WEB_PROCESSES)")
    parser.add_argument("--turns-concurrency", type=int, default=2)
    parser.add_argument("--coach-concurrency", type=int, default=1)
    parser.add_argument("--settle", type=float, default=15.0,
                        help="seconds between every process ready and the first table")
    parser.add_argument("--play", type=float, default=0.0, metavar="SECONDS")
    parser.add_argument("--people", type=int, default=4)
    parser.add_argument("--kill-daphne", action="store_true")
    parser.add_argument("--orphan-wait", type=float, default=5.0)
    parser.add_argument("--embedded", action="store_true",
                        help="one daphne as `make run` serves it, no REDIS_URL, no workers")
    args = parser.parse_args(argv)
    root = args.root.resolve()
    database_url = loopback(os.environ.get("DATABASE_URL", "").strip(), "DATABASE_URL")
    redis_url = "" if args.embedded else loopback(os.environ.get("REDIS_URL", "").strip(),
                                                   "REDIS_URL")
    if not database_url.startswith("postgres") or not (redis_url or args.embedded):
        raise SystemExit("set DATABASE_URL (PostgreSQL) and REDIS_URL, both on loopback")
    env = settings_env(database_url, redis_url or "redis://127.0.0.1:1/0", production=True,
                       extra={})
    if args.embedded:  # as `make run` serves: no Redis at all, Celery eager
        del env["REDIS_URL"], env["CELERY_EAGER"]
    with tempfile.TemporaryDirectory(prefix="procmem-") as temporary:
        folder = Path(temporary)
        for command in (["migrate", "--noinput"], ["collectstatic", "--noinput"]):
            subprocess.run([PYTHON, "manage.py", *command], cwd=root, check=True,
                           env={**env, "DATABASE_URL": named(database_url, "procmem-manage")},
                           stdout=subprocess.DEVNULL)
        procs = programs(folder, env, args)
        try:
            for proc in procs:
                start(proc, root)
            for proc in procs:
                ready(proc)
            time.sleep(args.settle)
            leaders = [(p.name, p.popen.pid) for p in procs if p.popen]
            print(f"{root} ({'embedded' if args.embedded else 'production'}), "
                  f"{args.settle:.0f} s after every process was ready:")
            print("\n".join(table(leaders)))
            if args.play:
                print(f"\n{args.people} people played {args.play:.0f} s: "
                      f"{play(procs, args.play, args.people, secure=True)}")
                print("\n".join(table(leaders)))
            if args.kill_daphne:
                daphne = procs[0]
                assert daphne.popen is not None
                before = session(daphne.popen.pid, daphne.name)
                os.kill(daphne.popen.pid, signal.SIGKILL)
                daphne.popen.wait()
                time.sleep(args.orphan_wait)
                left = session(daphne.popen.pid, daphne.name)
                print(f"\nkill -9 {daphne.popen.pid} ({daphne.name} alone, {len(before)} "
                      f"processes in its session); {args.orphan_wait:.0f} s later still "
                      f"running: {len(left)}"
                      + "".join(f"\n  {r.pid} {r.role} RSS {r.rss_kb / MB:.1f} MB"
                                for r in left))
                with contextlib.suppress(ProcessLookupError):  # stop() sees a dead leader only
                    os.killpg(daphne.popen.pid, signal.SIGKILL)
        finally:
            for proc in procs:
                proc.stop()  # SIGTERM to the group, SIGKILL if slow, then the rest of it


if __name__ == "__main__":
    main()
