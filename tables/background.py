"""Starting work outside the request that asked for it: computer turns and the coach.

With a Celery worker (``REDIS_URL``) the work is a task on the queue. The embedded setup has
no worker (Celery is eager), and an eager task would run inside the request or WebSocket
message that caused it, so the person would see nothing until every computer had moved.
There the work runs instead as a coroutine on daphne's event loop, each database step in a
worker thread: the request answers at once and each computer move reaches the browser as it
is applied, exactly as with a worker. Without a served event loop (tests, management
commands) eager tasks run inline.

Tasks are registered here by name (``tables.tasks`` does that on import), so the modules that
start work need not import the task module, which imports them.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable
from typing import Any

from channels.db import DatabaseSyncToAsync
from django.conf import settings

log = logging.getLogger(__name__)

_TASKS: dict[str, Any] = {}  # name -> Celery task
_loop: asyncio.AbstractEventLoop | None = None
_lock = threading.Lock()
_running: dict[tuple[str, tuple[Any, ...]], bool] = {}  # job -> asked again while running


def register(name: str, task: Any) -> None:
    _TASKS[name] = task


def bind_loop(loop: asyncio.AbstractEventLoop) -> None:
    """The served process's event loop (config.asgi binds it on the first connection)."""
    global _loop
    _loop = loop


def start(name: str, *args: Any) -> None:
    """Run task ``name`` with ``args`` in the background (see the module docstring)."""
    task = _TASKS[name]
    loop = _loop
    on_loop = (task.app.conf.task_always_eager and loop is not None and not loop.is_closed()
               and getattr(settings, "TABLES_BACKGROUND_ON_LOOP", True))
    if not on_loop:
        task.delay(*args)
        return
    assert loop is not None
    key = (name, args)
    with _lock:
        if key in _running:  # the running job goes round once more instead
            _running[key] = True
            return
        _running[key] = False
    asyncio.run_coroutine_threadsafe(_drive(key, task.run), loop)


async def _drive(key: tuple[str, tuple[Any, ...]], run: Callable[..., Any]) -> None:
    step = DatabaseSyncToAsync(run, thread_sensitive=False)
    while True:
        try:
            await step(*key[1])
        except Exception:
            log.exception("background job %s%r failed", *key)
        with _lock:
            if not _running[key]:
                del _running[key]
                return
            _running[key] = False
