"""A worker that loses Redis retries quickly (config.celery.QuickReconnect): every 0.5–2 s
instead of kombu's 2, 4, 6… s, which kept a person waiting after a Redis restart; and it
outlives a Redis killed while it holds a job."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from celery import Celery
from celery.utils.imports import symbol_by_name
from kombu import Connection

from config.celery import QuickReconnect, app


class Refused(Connection):
    """A broker connection that is refused ``failures`` times, then connects; ``waits`` gets
    the sleeps of kombu's retry loop (the test records them instead of sleeping)."""

    def __init__(self, failures: int) -> None:
        super().__init__("memory://")
        self.failures = failures
        self.waits: list[float] = []

    def _connection_factory(self) -> Any:
        if self.failures:
            self.failures -= 1
            # What this transport counts as a lost connection (Redis's: its ConnectionError).
            raise self.connection_errors[0]("Error 111 connecting to 127.0.0.1:6379")
        return super()._connection_factory()


def test_the_workers_consumer_is_the_quick_one() -> None:
    assert symbol_by_name(app.conf.worker_consumer) is QuickReconnect


def test_a_refused_broker_is_retried_every_half_second_or_so(monkeypatch: Any) -> None:
    consumer = QuickReconnect.__new__(QuickReconnect)  # only what ensure_connected reads
    consumer.app = app
    consumer.first_connection_attempt = False
    consumer.broker_connection_retry_attempt = 0
    conn = Refused(failures=5)
    monkeypatch.setattr("kombu.utils.functional.sleep", conn.waits.append)
    assert consumer.ensure_connected(conn) is conn
    assert conn.connected
    # Five refusals: waits of 0.5, 1, 1.5, 2 and 2 s (kombu's own 2, 4, 6, 8, 10 s: 30 s).
    assert sum(conn.waits) == 7.0
    assert "ensure_connection" not in vars(conn)  # the connection is left as it was


REDIS_SERVER = shutil.which("redis-server")
ROOT = Path(__file__).resolve().parents[1]
DEADLINE = 60  # seconds for each step (a deadline, not a speed check)


class Server:
    """A redis-server of the test's own on a free port: the shared one is never killed."""

    def __init__(self, folder: Path) -> None:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.folder = folder
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        assert REDIS_SERVER is not None
        self.process = subprocess.Popen(
            [REDIS_SERVER, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--dir", str(self.folder)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for(self.answers, "redis-server did not start")

    def answers(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=1) as sock:
                sock.sendall(b"PING\r\n")
                return sock.recv(16).startswith(b"+PONG")
        except OSError:
            return False

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait()


def wait_for(condition: Any, failure: str) -> None:
    deadline = time.monotonic() + DEADLINE
    while not condition():
        assert time.monotonic() < deadline, failure
        time.sleep(0.05)


@pytest.mark.skipif(REDIS_SERVER is None, reason="redis-server is not installed")
def test_a_worker_holding_an_unacknowledged_job_outlives_a_redis_kill(tmp_path: Path) -> None:
    """Redis killed while the worker holds a job it has not acknowledged (a computer turn in
    flight; here a job due in two minutes, held just as long): the worker reconnects to the
    Redis started again instead of exiting with "Unrecoverable error: AttributeError(
    "'NoneType' object has no attribute 'hostname'")" (docs/site-figures.md)."""
    redis = Server(tmp_path)
    redis.start()
    url = f"redis://127.0.0.1:{redis.port}/0"
    log = tmp_path / "worker.log"
    env = {**os.environ, "REDIS_URL": url, "CELERY_EAGER": "0", "LOG_LEVEL": "INFO",
           "CELERY_TASK_LOG_LEVEL": "INFO"}
    env.pop("DATABASE_URL", None)  # the job never runs: no database is touched
    with log.open("wb") as output:
        worker = subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "config", "worker", "-Q", "killed",
             "--concurrency", "1", "--loglevel", "INFO", "--without-gossip",
             "--without-mingle", "-n", f"killed-{redis.port}@%h"],
            cwd=ROOT, env=env, stdout=output, stderr=subprocess.STDOUT)
    said = lambda text: text in log.read_text(errors="replace")  # noqa: E731
    try:
        wait_for(lambda: said("Connected to redis") or worker.poll() is not None,
                 "the worker did not connect")
        assert worker.poll() is None, log.read_text()
        client = Celery("killed", broker=url)
        client.send_task("tables.tasks.sweep_stalled_tables", queue="killed", countdown=120)
        wait_for(lambda: said("sweep_stalled_tables[") or worker.poll() is not None,
                 "the worker did not receive the job")
        connected = log.read_text(errors="replace").count("Connected to redis")
        redis.kill()
        redis.start()  # empty, as a restarted Redis without persistence is
        wait_for(lambda: (log.read_text(errors="replace").count("Connected to redis")
                          > connected) or worker.poll() is not None,
                 "the worker did not reconnect")
        assert worker.poll() is None, log.read_text()[-5000:]
        assert not said("Unrecoverable error")
    finally:
        if worker.poll() is None:
            worker.terminate()
            worker.wait(timeout=30)
        redis.kill()
