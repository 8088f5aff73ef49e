"""Starting work outside the request that asked for it: computer turns and the coach.

With a Celery worker (``REDIS_URL``) the work is a task on the queue. The embedded setup has
no worker (Celery is eager), and an eager task would run inside the request or WebSocket
message that caused it, so the person would see nothing until every computer had moved.
There the work runs instead as a coroutine on daphne's event loop, each database step in a
worker thread: the request answers at once and each computer move reaches the browser as it
is applied, exactly as with a worker. Without a served event loop (tests, management
commands) eager tasks run inline.

A thread is not enough for a search player's thinking: pure-Python search holds the GIL,
and daphne's loop thread then waits for it at every step (measured: another guest's read
went from 7 ms to 80-180 ms while a Hard computer thought). So in the served embedded setup
``think`` sends each decision to a small pool of worker processes (forkserver: never a fork
of the threaded server), and the job's thread merely waits for the answer. A decision is a
pure function of what it is sent (a player, its view, legal actions and seeded rng), so
where it runs changes nothing in what it decides.

Tasks are registered here by name (``tables.tasks`` does that on import), so the modules that
start work need not import the task module, which imports them.
"""

from __future__ import annotations

import asyncio
import importlib
import logging
import multiprocessing
import os
import signal
import threading
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from channels.db import DatabaseSyncToAsync
from django.conf import settings

log = logging.getLogger(__name__)

_TASKS: dict[str, Any] = {}  # name -> Celery task
_loop: asyncio.AbstractEventLoop | None = None
_lock = threading.Lock()
_running: dict[tuple[str, tuple[Any, ...]], bool] = {}  # job -> asked again while running
_pool: ProcessPoolExecutor | None = None
_pool_lock = threading.Lock()
_pool_ready = threading.Event()  # every process of _pool has started
T = TypeVar("T")


def register(name: str, task: Any) -> None:
    _TASKS[name] = task


def bind_loop(loop: asyncio.AbstractEventLoop) -> None:
    """The served process's event loop (config.asgi binds it on every connection); the
    first binding also starts the thinking processes, so the first decision finds them
    ready."""
    global _loop
    first = _loop is not loop
    _loop = loop
    if first and _thinking_elsewhere():
        threading.Thread(target=start_thinking, name="start-thinking", daemon=True).start()


def start_thinking(wait: float | None = None) -> bool:
    """Start the thinking processes if they are not running; with ``wait``, wait up to that
    many seconds for them. True once they are ready."""
    _thinking_pool()
    return _pool_ready.wait(wait) if wait else _pool_ready.is_set()


def stop_thinking() -> None:
    """Stop the thinking processes (tests; the server's exit stops them anyway)."""
    if _pool is not None:
        _discard_pool(_pool)


def think(fn: Callable[..., T], *args: Any) -> T:
    """``fn(*args)``, a CPU-bound pure computation such as a computer player's decision.

    In the served embedded setup it runs in a worker process (the module docstring says
    why) and this thread waits for it; elsewhere (a Celery worker, tests, commands) it runs
    here. ``fn`` and ``args`` must pickle there: a bound method of a player does.
    """
    pool = _thinking_pool() if _thinking_elsewhere() else None
    if pool is None or not _pool_ready.is_set():
        # Elsewhere, or the processes are still starting (the first moments after the server
        # starts): thinking here once is quicker than waiting for them.
        return fn(*args)
    try:
        future: Future[T] = pool.submit(fn, *args)
        return future.result()
    except BrokenProcessPool:  # a worker died (killed, out of memory): start afresh
        log.warning("a thinking process died; starting new ones, thinking here meanwhile")
        _discard_pool(pool)
        return fn(*args)


def _thinking_elsewhere() -> bool:
    loop = _loop
    return (loop is not None and not loop.is_closed()
            and getattr(settings, "TABLES_BACKGROUND_ON_LOOP", True)
            and getattr(settings, "TABLES_THINK_IN_PROCESSES", True))


def _thinking_pool() -> ProcessPoolExecutor:
    """The worker processes, started once (at most ``TABLES_THINK_PROCESSES``, default the
    number of cores up to four), each with every registered player's module imported."""
    global _pool
    with _pool_lock:
        if _pool is None:
            from tables import registry

            modules = sorted({
                name for spec in registry.games() for player in spec.players.values()
                if isinstance(name := getattr(player, "__module__", None), str)
            })
            workers = getattr(settings, "TABLES_THINK_PROCESSES", None) or min(
                4, os.cpu_count() or 1)
            methods = multiprocessing.get_all_start_methods()
            context = multiprocessing.get_context(
                "forkserver" if "forkserver" in methods else "spawn")
            pool = _pool = ProcessPoolExecutor(workers, mp_context=context,
                                               initializer=_start_thinker, initargs=(modules,))
            # Start them all now, not at the first decisions; ready once all have answered.
            started = [pool.submit(os.getpid) for _ in range(workers)]
            left, count_lock = [len(started)], threading.Lock()  # not _pool_lock: held here

            def one_started(_: Future[int]) -> None:
                with count_lock:
                    left[0] -= 1
                    # A discarded pool's start-ups end too (cancelled): they must not mark
                    # the pool that replaced it ready.
                    if left[0] == 0 and _pool is pool:
                        _pool_ready.set()

            for future in started:
                future.add_done_callback(one_started)
        return _pool


def _discard_pool(pool: ProcessPoolExecutor) -> None:
    global _pool
    with _pool_lock:
        if _pool is pool:
            _pool = None
            _pool_ready.clear()
    pool.shutdown(wait=False, cancel_futures=True)


def _start_thinker(modules: list[str]) -> None:
    """In each worker process: Ctrl-C is the server's to handle (the worker ends when the
    server does), and the players' code is loaded before the first decision needs it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for name in modules:
        try:
            importlib.import_module(name)
        except Exception:  # only a head start: the first decision imports what it needs
            log.exception("could not preload %s in a thinking process", name)


def busy() -> bool:
    """Whether a job runs on the served loop now (tests wait for the loop to go quiet)."""
    with _lock:
        return bool(_running)


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
