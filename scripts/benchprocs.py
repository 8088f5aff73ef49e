"""The benchmarks' own production processes, on loopback: daphnes, Celery workers, one beat,
and for the fault benchmark its own Redis server.

Each process runs in its own session (process group), as a supervisor runs it: a kill takes
the process with its children (daphne's decision processes, a prefork worker's pool), and
its CPU seconds are those of the whole group. Every process gets the same environment, the
production settings (``DJANGO_DEBUG=0``) unless asked otherwise, then whatever ``--env``
sets (a rate limit raised for the crowd, say); its ``DATABASE_URL`` names it in
``application_name``, so ``pg_stat_activity`` says which process holds a connection.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
BIN = Path(PYTHON).parent
LOOPBACK = {"127.0.0.1", "localhost", "::1"}
TICK = os.sysconf("SC_CLK_TCK")
DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # loopback: no proxy


# As deploy/supervisord.conf runs them (it says why).
DAPHNE_OPTIONS = ["--websocket_connect_timeout", "30"]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def loopback(url: str, name: str) -> str:
    """``url`` if it points at this machine; the benchmarks never load anything else."""
    host = urlsplit(url).hostname or ""
    if host not in LOOPBACK:
        raise SystemExit(f"{name} must point at loopback (127.0.0.1), not {host!r}")
    return url


def named(database_url: str, name: str) -> str:
    """The URL with ``application_name=name`` (dj-database-url passes it to psycopg)."""
    parts = urlsplit(database_url)
    query = [(k, v) for k, v in parse_qsl(parts.query) if k != "application_name"]
    return urlunsplit(parts._replace(query=urlencode([*query, ("application_name", name)])))


def settings_env(database_url: str, redis_url: str, *, production: bool,
                 extra: dict[str, str]) -> dict[str, str]:
    """The environment every process of the site gets."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("DJANGO_", "CELERY_")) and k not in ("DATABASE_URL", "REDIS_URL")}
    env.update({
        "DATABASE_URL": database_url, "REDIS_URL": redis_url, "CELERY_EAGER": "0",
        "DJANGO_DEBUG": "0" if production else "1",
        "DJANGO_SECRET_KEY": "bench-" + secrets.token_urlsafe(24),
        "DJANGO_ALLOWED_HOSTS": "127.0.0.1,localhost",
        "LOG_LEVEL": "WARNING", "DJANGO_LOG_LEVEL": "WARNING",
        # The benchmark stands where the site's proxy would: each simulated person's address
        # is the X-Forwarded-For entry it appends (web/client.py).
        "TRUSTED_PROXY_COUNT": "1",
    })
    env.update(extra)
    return env


def group_cpu(pgid: int) -> float:
    """CPU seconds of every live process in group ``pgid``, and of the children they
    reaped."""
    total = 0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == pgid:
            total += sum(int(f) for f in fields[11:15])  # utime stime cutime cstime
    return total / TICK


def pid_cpu(pid: int) -> float:
    """CPU seconds of one process (a PostgreSQL backend, say); 0 once it is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / TICK  # utime stime


def machine_busy() -> float:
    """CPU seconds the whole machine has been busy since boot, every core and process
    (``/proc/stat``: all but idle and I/O wait): what else ran beside the benchmark."""
    with open("/proc/stat") as stat:
        fields = [int(f) for f in stat.readline().split()[1:8]]
    return (sum(fields) - fields[3] - fields[4]) / TICK


@dataclass
class Proc:
    """One supervised process: started, killed and started again on the same port."""

    name: str
    argv: list[str]
    env: dict[str, str]
    log: Path
    port: int | None = None
    popen: subprocess.Popen[bytes] | None = None
    cpu_before: float = 0.0  # CPU seconds of earlier lives (killed or stopped)
    restarts: int = 0
    started_at: float = 0.0

    def start(self) -> None:
        with open(self.log, "ab") as log:
            self.popen = subprocess.Popen(self.argv, cwd=ROOT, env=self.env, stdout=log,
                                          stderr=subprocess.STDOUT, start_new_session=True)
        self.started_at = time.monotonic()

    def alive(self) -> bool:
        return self.popen is not None and self.popen.poll() is None

    def cpu(self) -> float:
        live = group_cpu(self.popen.pid) if self.alive() and self.popen else 0.0
        return self.cpu_before + live

    def kill(self, sig: int = signal.SIGKILL) -> None:
        """``sig`` to the whole group, as a crash (or a supervisor's kill) would."""
        if self.popen is None:
            return
        if self.alive():
            self.cpu_before += group_cpu(self.popen.pid)
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.popen.pid, sig)
        self.popen.wait()
        self.restarts += 1

    def stop(self, timeout: float = 20.0) -> None:
        if self.popen is None or not self.alive():
            return
        self.cpu_before += group_cpu(self.popen.pid)
        os.killpg(self.popen.pid, signal.SIGTERM)
        try:
            self.popen.wait(timeout)
        except subprocess.TimeoutExpired:
            os.killpg(self.popen.pid, signal.SIGKILL)
            self.popen.wait()
        # What is left of the group (a pool child that outlived its parent) goes too.
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.popen.pid, signal.SIGKILL)

    def problems(self) -> int:
        """Tracebacks in its log: a server-side failure a person may not have seen."""
        try:
            return self.log.read_text(errors="replace").count("Traceback (most recent call")
        except OSError:
            return 0


@dataclass
class Topology:
    """The site's processes: ``daphnes`` on their ports, ``workers``, one ``beat``, and the
    Redis server when the benchmark runs its own."""

    folder: Path
    env: dict[str, str]
    daphnes: list[Proc] = field(default_factory=list)
    workers: list[Proc] = field(default_factory=list)
    beat: Proc | None = None
    redis: Proc | None = None

    @property
    def ports(self) -> list[int]:
        return [p.port for p in self.daphnes if p.port is not None]

    def all(self) -> list[Proc]:
        return [*([self.redis] if self.redis else []), *self.daphnes, *self.workers,
                *([self.beat] if self.beat else [])]

    def proc(self, name: str, argv: list[str], port: int | None = None) -> Proc:
        env = {**self.env, "DATABASE_URL": named(self.env["DATABASE_URL"], f"bench-{name}")}
        return Proc(name, argv, env, self.folder / f"{name}.log", port)

    def manage(self, *args: str) -> None:
        subprocess.run([PYTHON, "manage.py", *args], cwd=ROOT, check=True,
                       env=self.proc("manage", []).env, stdout=subprocess.DEVNULL)

    def start(self) -> None:
        for proc in self.all():
            proc.start()

    def wait_ready(self, procs: list[Proc] | None = None, timeout: float = 90.0) -> None:
        for proc in procs or self.all():
            ready(proc, timeout)

    def stop(self) -> None:
        # The site first, then the Redis it talks to.
        for proc in [*self.daphnes, *([self.beat] if self.beat else []), *self.workers]:
            proc.stop()
        if self.redis:
            self.redis.stop()


def build(folder: Path, database_url: str, redis_url: str, *, daphnes: int, workers: int,
          concurrency: int, production: bool, extra_env: dict[str, str],
          own_redis: bool = False) -> Topology:
    """The processes, not yet started; with ``own_redis`` a Redis server of its own on a
    free port (``redis_url`` is then ignored)."""
    redis: Proc | None = None
    if own_redis:
        port = free_port()
        redis_url = f"redis://127.0.0.1:{port}/0"
    env = settings_env(loopback(database_url, "DATABASE_URL"), loopback(redis_url, "REDIS_URL"),
                       production=production, extra=extra_env)
    topology = Topology(folder, env)
    if own_redis:
        redis = Proc("redis", ["redis-server", "--port", str(port), "--bind", "127.0.0.1",
                               "--save", "", "--appendonly", "no", "--daemonize", "no",
                               "--dir", str(folder)], env, folder / "redis.log", port)
        topology.redis = redis
    celery = [str(BIN / "celery"), "-A", "config"]
    for _ in range(daphnes):
        port = free_port()
        topology.daphnes.append(topology.proc(
            f"daphne-{port}", [str(BIN / "daphne"), "-b", "127.0.0.1", "-p", str(port),
                               *DAPHNE_OPTIONS, "config.asgi:application"], port))
    for i in range(workers):
        topology.workers.append(topology.proc(
            # Every queue (computer turns, the coach, the rest: settings' task_routes).
            f"worker-{i + 1}", [*celery, "worker", "-Q", "turns,coach,celery",
                                "--loglevel", "WARNING", "--hostname",
                                f"bench{i + 1}@%h", "--concurrency", str(concurrency)]))
    topology.beat = topology.proc("beat", [
        *celery, "beat", "--loglevel", "WARNING", "--schedule", str(folder / "beat-schedule"),
        "--pidfile", str(folder / "beat.pid")])
    return topology


def ready(proc: Proc, timeout: float = 90.0) -> None:
    """Wait until ``proc`` serves: a daphne answers /healthz, Redis answers PING; a worker
    or beat merely stays up for a moment (they say nothing at the WARNING level)."""
    deadline = time.monotonic() + timeout
    while True:
        if not proc.alive():
            tail = proc.log.read_text(errors="replace")[-2000:] if proc.log.exists() else ""
            raise RuntimeError(f"{proc.name} exited:\n{tail}")
        if answers(proc):
            return
        if time.monotonic() > deadline:
            raise RuntimeError(f"{proc.name} did not become ready in {timeout:.0f} s")
        time.sleep(0.1)


def answers(proc: Proc) -> bool:
    if proc.name == "redis":
        try:
            with socket.create_connection(("127.0.0.1", proc.port or 0), timeout=1) as sock:
                sock.sendall(b"PING\r\n")
                return sock.recv(16).startswith(b"+PONG")
        except OSError:
            return False
    if proc.name.startswith("daphne"):
        try:
            with DIRECT.open(f"http://127.0.0.1:{proc.port}/healthz", timeout=2):
                return True
        except OSError:
            return False
    return time.monotonic() - proc.started_at > 2.0
