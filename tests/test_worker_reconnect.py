"""A worker that loses Redis retries quickly (config.celery.QuickReconnect): every 0.5–2 s
instead of kombu's 2, 4, 6… s, which kept a person waiting after a Redis restart."""

from __future__ import annotations

from typing import Any

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
