"""The Celery application.

Configuration comes from Django settings under the ``CELERY_`` prefix (see config/settings.py):
eager with no environment, a Redis broker when REDIS_URL is set.

Run a worker with ``celery -A config worker`` and the scheduler with ``celery -A config beat``
(``make prod`` runs the production set: README.md, "Production").
"""

from __future__ import annotations

import functools
import logging
import os
import time
from typing import Any

from celery import Celery, bootsteps
from celery.signals import task_postrun, worker_init
from celery.worker.consumer import Consumer
from kombu.common import ignore_errors

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

log = logging.getLogger(__name__)

HEARTBEAT_KEY = "heartbeat:worker:{queue}"  # in the cache; /readyz reads it (config/health.py)


class Heartbeat(bootsteps.StartStopStep):
    """A worker's consumer step: every third of ``WORKER_HEARTBEAT_SECONDS`` it marks each
    queue it consumes as served, the key living that long. It runs on the consumer's own
    timer, so a worker whose consumer is stuck or disconnected stops beating."""

    requires = {"celery.worker.consumer.tasks:Tasks"}

    def __init__(self, parent: Any, **kwargs: Any) -> None:
        super().__init__(parent, **kwargs)
        self.timer_ref: Any = None

    def start(self, consumer: Any) -> None:
        from django.conf import settings

        self.beat(consumer)
        self.timer_ref = consumer.timer.call_repeatedly(
            settings.WORKER_HEARTBEAT_SECONDS / 3, self.beat, (consumer,))

    def stop(self, consumer: Any) -> None:
        if self.timer_ref is not None:
            self.timer_ref.cancel()
            self.timer_ref = None

    def beat(self, consumer: Any) -> None:
        from django.conf import settings
        from django.core.cache import cache

        queues = list(consumer.app.amqp.queues.consume_from or consumer.app.amqp.queues)
        try:
            cache.set_many({HEARTBEAT_KEY.format(queue=queue):
                            {"worker": consumer.hostname, "at": time.time()}
                            for queue in queues}, settings.WORKER_HEARTBEAT_SECONDS)
        except Exception as exc:  # Redis away: the next beat tries again
            log.warning("could not write the worker heartbeat: %r", exc)


class QuickReconnect(Consumer):
    """The worker's consumer (settings.CELERY_WORKER_CONSUMER), retrying a lost broker every
    half second or so instead of kombu's 2, 4, 6… s: after a Redis restart a worker was back
    only 2–6 s later, and a person waited for it (scripts/bench_faults.py's stalls). And it
    outlives a Redis that dies while it holds a job (``on_connection_error_after_connected``).
    """

    RETRY = {"interval_start": 0.5, "interval_step": 0.5, "interval_max": 2.0}

    def on_connection_error_after_connected(self, exc: Exception) -> None:
        """Close the channel the jobs arrive on before Celery's cleanup does, while its
        transport is still there.

        Celery's cleanup (celery 5.7, kombu 5.7) first calls the connection's ``collect()``,
        which tries to close every channel and then drops the transport even when that
        failed: the jobs' channel fails in its pending BRPOP read, the remote-control channel
        on the refused socket, which ends the loop before the jobs' channel is tried again.
        Celery then closes the connection, whose close of the jobs' channel gives back its
        unacknowledged jobs (``restore_unacked_once``) through a new Redis pool built from
        the transport's address: the transport is gone, ``AttributeError: 'NoneType' object
        has no attribute 'hostname'``, not one of the errors the cleanup ignores, and the
        worker exited ("Unrecoverable error"). It takes a job held and a read pending: a
        turn in flight in the turns worker, whose second process keeps it polling (6 of 6
        such trials, docs/site-figures.md); a worker with every process busy polls nothing.

        Closed here, twice if need be (the first attempt may end in that pending read), the
        channel tries to give its jobs back through the transport it has and then counts as
        closed, so the later closes have nothing left to do. With Redis down the giving back
        fails, as it would have anyway: Redis hands such a job out again after the
        visibility timeout if it kept it, and a lost computer turn is swept within seconds.
        """
        channel = getattr(getattr(self, "task_consumer", None), "channel", None)
        for _ in range(2):
            if self.connection is None or channel is None or getattr(channel, "closed", True):
                break
            try:
                ignore_errors(self.connection, channel.close)
            except Exception as error:  # only a head start: Celery's cleanup follows anyway
                log.warning("could not close the broker channel first: %r", error)
                break
        super().on_connection_error_after_connected(exc)

    def ensure_connected(self, conn: Any) -> Any:
        conn.ensure_connection = functools.partial(type(conn).ensure_connection, conn,
                                                   **self.RETRY)
        try:
            return super().ensure_connected(conn)
        finally:
            del conn.ensure_connection


app = Celery("config")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
app.steps["consumer"].add(Heartbeat)


@worker_init.connect
def _send_on_a_loop_of_its_own(**_: Any) -> None:
    """A worker has no served event loop: its channel-layer sends get one (tables.layer_send
    says why)."""
    from tables import layer_send

    layer_send.use_own_loop()


@task_postrun.connect
def _return_connections(sender: Any = None, **_: Any) -> None:
    """After a worker's task, its database connection goes back to the pool (or is closed if
    broken), as at the end of a request; an eager task's caller keeps its own (a request, a
    test's transaction). CELERY_DB_REUSE_MAX in settings says why this is not the fixup's."""
    if getattr(getattr(sender, "request", None), "is_eager", False):
        return
    from django.db import close_old_connections

    close_old_connections()
