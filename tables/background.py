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
where it runs changes nothing in what it decides. Only there: a production daphne, whose
turns and coach are Celery tasks thought in a worker, starts no such processes (they cost
about 150 MB a daphne for nothing). And none outlives the server: each watches a pipe only
the server holds open, and exits when it reads its end (``_start_thinker``).

Tasks are registered here by name (``tables.tasks`` does that on import), so the modules that
start work need not import the task module, which imports them.

Queueing may fail (Redis away, restarting): ``start`` then logs a warning and returns False
rather than failing the read or the committed action that asked. Nothing is lost for good:
computer turns are found again by the sweep (``tables.progress``), which a Celery beat entry
runs every couple of seconds, and which in the embedded setup runs on daphne's loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import logging
import multiprocessing
import os
import signal
import threading
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.connection import Connection
from typing import Any, TypeVar

from channels.db import DatabaseSyncToAsync
from django.conf import settings
from kombu.exceptions import KombuError
from redis.exceptions import RedisError

log = logging.getLogger(__name__)

_TASKS: dict[str, Any] = {}  # name -> Celery task
_ABOUT: dict[str, str] = {}  # name -> the log field its first argument fills ("table")
# What a failing broker raises from delay(): kombu's OperationalError (a KombuError) once its
# retries are spent, or the client's and the socket's own errors.
BROKER_ERRORS = (KombuError, RedisError, OSError)
_sweeper: asyncio.Task[None] | None = None
_loop: asyncio.AbstractEventLoop | None = None
_lock = threading.Lock()
_running: dict[tuple[str, tuple[Any, ...]], bool] = {}  # job -> asked again while running
_pool: ProcessPoolExecutor | None = None
_lifelines: dict[int, Connection] = {}  # id(pool) -> the write end its workers watch
_pool_lock = threading.Lock()
_pool_ready = threading.Event()  # every process of _pool has started
T = TypeVar("T")


def register(name: str, task: Any, *, about: str | None = None) -> None:
    """Task ``name``; ``about`` names what its first argument is (``"table"``), for the
    log lines about it."""
    _TASKS[name] = task
    if about:
        _ABOUT[name] = about


def bind_loop(loop: asyncio.AbstractEventLoop) -> None:
    """The served process's event loop (config.asgi binds it on every connection); the
    first binding also starts the sweep that finds stalled tables and, where this process
    thinks its computers' decisions (``_thinking_elsewhere``), the thinking processes, so the
    first decision finds them ready."""
    global _loop, _sweeper
    first = _loop is not loop
    _loop = loop
    if first and _thinking_elsewhere():
        threading.Thread(target=start_thinking, name="start-thinking", daemon=True).start()
    if first:
        _sweeper = loop.create_task(_sweep_on_loop())


async def _sweep_on_loop() -> None:
    """The embedded setup's stand-in for the beat entry: every ``TABLES_SWEEP_SECONDS``,
    while jobs run on this loop, the registered ``sweep`` task's work, in a thread."""
    while True:
        await asyncio.sleep(float(getattr(settings, "TABLES_SWEEP_SECONDS", 2)))
        if not (_on_loop(_TASKS.get("sweep")) and getattr(settings, "TABLES_SWEEP_ON_LOOP",
                                                           True)):
            continue
        try:
            await DatabaseSyncToAsync(_TASKS["sweep"].run, thread_sensitive=False)()
        except Exception:  # the next round tries again
            log.exception("the sweep for stalled tables failed")


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


THINKING_TASKS = ("turns", "hint", "review")  # the jobs whose work calls think()


def _thinking_elsewhere() -> bool:
    """Whether this process's decisions go to the thinking processes: only where the jobs
    that think run on this process's served loop (the embedded setup, eager Celery). With a
    worker (a production daphne) those jobs are tasks on the queue and this process thinks
    nothing; a served loop alone once started the processes in every production daphne."""
    return (bool(getattr(settings, "TABLES_THINK_IN_PROCESSES", True))
            and any(_on_loop(_TASKS.get(name)) for name in THINKING_TASKS))


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
            # The lifeline: only this process holds the write end (a pipe is not inherited,
            # and the forkserver that forks the workers never had it), so a worker reads
            # end-of-file when this process dies, even by SIGKILL, or discards the pool.
            watched, lifeline = context.Pipe(duplex=False)
            pool = _pool = ProcessPoolExecutor(workers, mp_context=context,
                                               initializer=_start_thinker,
                                               initargs=(modules, watched))
            _lifelines[id(pool)] = lifeline
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
    # After the shutdown's stop signal: a worker still thinking (a discarded pool's) exits
    # at once instead of finishing a decision nobody waits for.
    lifeline = _lifelines.pop(id(pool), None)
    if lifeline is not None:
        lifeline.close()


def _start_thinker(modules: list[str], watched: Connection) -> None:
    """In each worker process: Ctrl-C is the server's to handle, the worker exits as soon as
    the server has gone, and the players' code is loaded before the first decision needs it.

    Without the lifeline a SIGKILLed daphne left its workers, the forkserver and the
    resource tracker running for good: each worker keeps the forkserver alive (it holds the
    forkserver's "alive" pipe) and the tracker too (its pipe), and waits on a call queue
    whose write end it holds itself, so none of them ever saw the server go."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    threading.Thread(target=_exit_with_server, args=(watched,), name="lifeline",
                     daemon=True).start()
    for name in modules:
        try:
            importlib.import_module(name)
        except Exception:  # only a head start: the first decision imports what it needs
            log.exception("could not preload %s in a thinking process", name)


def _exit_with_server(watched: Connection) -> None:
    """Block until the server's end of the lifeline closes (nothing is ever sent), then
    end this worker process at once: what it was thinking has nobody to answer."""
    with contextlib.suppress(EOFError, OSError):
        watched.recv_bytes()
    os._exit(0)


def busy() -> bool:
    """Whether a job runs on the served loop now (tests wait for the loop to go quiet)."""
    with _lock:
        return bool(_running)


def _on_loop(task: Any) -> bool:
    loop = _loop
    return (task is not None and bool(task.app.conf.task_always_eager) and loop is not None
            and not loop.is_closed() and getattr(settings, "TABLES_BACKGROUND_ON_LOOP", True))


def start(name: str, *args: Any) -> bool:
    """Run task ``name`` with ``args`` in the background (see the module docstring); False
    (and a warning) when the broker would not take it."""
    task = _TASKS[name]
    loop = _loop
    if not _on_loop(task):
        if task.app.conf.task_always_eager:
            task.delay(*args)  # runs here: its own errors are the caller's to see
            return True
        try:
            task.delay(*args)
        except BROKER_ERRORS as exc:
            log.warning("could not queue %s%r, left to the sweep: %r", name, args, exc,
                        extra=_about(name, args))
            return False
        return True
    assert loop is not None
    key = (name, args)
    with _lock:
        if key in _running:  # the running job goes round once more instead
            _running[key] = True
            return True
        _running[key] = False
    asyncio.run_coroutine_threadsafe(_drive(key, task.run), loop)
    return True


def _about(name: str, args: tuple[Any, ...]) -> dict[str, Any]:
    """The log fields of a line about job ``name``: the table it is about, when it is."""
    extra: dict[str, Any] = {"task": name}
    if name in _ABOUT and args:
        extra[_ABOUT[name]] = str(args[0])
    return extra


async def _drive(key: tuple[str, tuple[Any, ...]], run: Callable[..., Any]) -> None:
    step = DatabaseSyncToAsync(run, thread_sensitive=False)
    while True:
        try:
            await step(*key[1])
        except Exception:
            log.exception("background job %s%r failed", *key, extra=_about(*key))
        with _lock:
            if not _running[key]:
                del _running[key]
                return
            _running[key] = False
