"""Sending on the channel layer from synchronous code.

Under daphne, synchronous code runs in threads of the served event loop, and
``async_to_sync`` runs the send on that loop, whose Redis connections channels_redis keeps.
A Celery worker has no such loop: there ``async_to_sync`` makes a new event loop for every
call, and channels_redis, which pools connections per loop, opened a Redis connection for
every computer move (measured by scripts/profile_turn.py: 1.6 ms of a 5 ms turn on a quiet
machine, 19 ms of 62 on a loaded one). So a worker sends instead on one long-lived loop of
its own, in a thread, made again after a fork (0.5 ms a turn).

Only a layer that may be used from several loops gets that loop (channels_redis: its state
is in Redis); the in-memory layer's queues belong to the loop that reads them.
"""

from __future__ import annotations

import asyncio
import os
import threading
from collections.abc import Coroutine
from typing import Any

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer

SEND_TIMEOUT = 10.0  # seconds: a socket timeout should end a send long before this

_own_loop_wanted = False  # set in Celery workers (config.celery)
_loop: asyncio.AbstractEventLoop | None = None
_loop_pid = 0
_lock = threading.Lock()


def use_own_loop() -> None:
    """This process sends on a long-lived loop of its own (a Celery worker's start)."""
    global _own_loop_wanted
    _own_loop_wanted = True


def group_send(group: str, message: dict[str, Any]) -> bool:
    """Send ``message`` to ``group``; False when there is no channel layer. Errors (Redis
    away) are raised to the caller."""
    layer = get_channel_layer()
    if layer is None:
        return False
    if _own_loop_wanted and type(layer).__module__.startswith("channels_redis"):
        _run(layer.group_send(group, message))
    else:
        async_to_sync(layer.group_send)(group, message)
    return True


def _run(coroutine: Coroutine[Any, Any, None]) -> None:
    future = asyncio.run_coroutine_threadsafe(coroutine, _own_loop())
    try:
        future.result(SEND_TIMEOUT)
    except TimeoutError:
        future.cancel()
        raise


def _own_loop() -> asyncio.AbstractEventLoop:
    """This process's sending loop, started on first use (and again in a forked child,
    which inherits the parent's loop object but not its thread)."""
    global _loop, _loop_pid
    with _lock:
        if _loop is None or _loop_pid != os.getpid():
            loop = asyncio.new_event_loop()
            threading.Thread(target=loop.run_forever, name="channel-layer-send",
                             daemon=True).start()
            _loop, _loop_pid = loop, os.getpid()
        return _loop
