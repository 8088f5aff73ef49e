"""The thinking processes (tables.background): started only in a process that thinks its
computers' decisions itself (the embedded setup), never in a production daphne, whose turns
and coach are Celery tasks; and none outlives the server that started it, however it dies."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from config.celery import app
from tables import background

ROOT = Path(__file__).resolve().parents[2]
EXIT_TIMEOUT = 10  # seconds the processes may take to notice (a deadline, not a speed check)
START_TIMEOUT = 60


@pytest.fixture
def served(settings: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[float | None]]:
    """A process about to be served by daphne (no loop bound yet, jobs on the loop when
    Celery is eager), where starting the thinking processes is recorded, not done."""
    settings.TABLES_BACKGROUND_ON_LOOP = True
    settings.TABLES_THINK_IN_PROCESSES = True
    settings.TABLES_SWEEP_ON_LOOP = False
    monkeypatch.setattr(background, "_loop", None)
    monkeypatch.setattr(background, "_sweeper", None)
    starts: list[float | None] = []

    def start_thinking(wait: float | None = None) -> bool:
        starts.append(wait)
        return True

    monkeypatch.setattr(background, "start_thinking", start_thinking)
    yield starts
    if background._sweeper is not None:
        background._sweeper.cancel()


def bind_and_settle(loop: asyncio.AbstractEventLoop) -> None:
    """Bind ``loop`` as the first connection does, and wait for the thread that starts the
    thinking processes, if it started one."""
    background.bind_loop(loop)
    for thread in threading.enumerate():
        if thread.name == "start-thinking":
            thread.join(START_TIMEOUT)


@pytest.mark.asyncio
async def test_a_production_daphne_starts_no_thinking_processes(
        served: list[float | None]) -> None:
    eager, app.conf.task_always_eager = app.conf.task_always_eager, False  # REDIS_URL: a worker
    try:
        bind_and_settle(asyncio.get_running_loop())
        assert served == []
        assert background.think(os.getpid) == os.getpid()  # anything it thinks: right here
        assert background._pool is None
    finally:
        app.conf.task_always_eager = eager


@pytest.mark.asyncio
async def test_the_embedded_site_starts_them_at_its_first_connection(
        served: list[float | None]) -> None:
    assert app.conf.task_always_eager  # no REDIS_URL: the jobs run on daphne's loop
    bind_and_settle(asyncio.get_running_loop())
    assert served == [None]
    assert background._thinking_elsewhere()


# A server stand-in: starts the thinking processes as a served embedded daphne does, says so,
# and waits to be killed.
SERVER = """
import sys, time
import django
django.setup()
from django.conf import settings
from tables import background
settings.TABLES_THINK_PROCESSES = 2
if not background.start_thinking(wait=float(sys.argv[1])):
    sys.exit("the thinking processes did not start")
print("ready", flush=True)
time.sleep(600)
"""


def life(pid: int) -> tuple[int, str] | None:
    """(parent pid, start time) of a live process, None once it has exited (a zombie has:
    nothing may reap an orphan here)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return None if fields[0] in "ZX" else (int(fields[1]), fields[19])


def descendants(pid: int) -> dict[int, str]:
    """Every live descendant of ``pid``: its pid and start time (a pid may be reused)."""
    alive = {int(e.name): found for e in Path("/proc").iterdir()
             if e.name.isdigit() and (found := life(int(e.name)))}
    out: dict[int, str] = {}
    parents = {pid}
    while parents:
        children = {p for p, (ppid, _) in alive.items() if ppid in parents and p not in out}
        out.update({p: alive[p][1] for p in children})
        parents = children
    return out


def running(processes: dict[int, str]) -> list[int]:
    return [pid for pid, started in processes.items()
            if (found := life(pid)) is not None and found[1] == started]


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc (Linux)")
def test_no_thinking_process_outlives_a_killed_server(tmp_path: Path) -> None:
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "tests.settings"}
    # Its errors to a file: the processes it starts hold a pipe open as long as they live.
    errors = tmp_path / "stderr"
    with errors.open("w") as stderr:
        server = subprocess.Popen([sys.executable, "-c", SERVER, str(START_TIMEOUT)],
                                  cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=stderr,
                                  text=True)
    left: dict[int, str] = {}
    try:
        assert server.stdout is not None
        if server.stdout.readline().strip() != "ready":
            server.kill()
            pytest.fail(f"the server stand-in failed:\n{errors.read_text()[-3000:]}")
        left = descendants(server.pid)
        # Two thinking processes, and with the forkserver method its server and the
        # resource tracker.
        assert len(left) >= 3, left
        server.send_signal(signal.SIGKILL)
        server.wait()
        deadline = time.monotonic() + EXIT_TIMEOUT
        while still := running(left):
            assert time.monotonic() < deadline, (
                f"outlived their server: {still} of {sorted(left)}")
            time.sleep(0.05)
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
        for pid in running(left):  # a failing run leaves nothing behind
            os.kill(pid, signal.SIGKILL)
