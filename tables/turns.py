"""Computer moves, in runs.

When several computer seats act in a row with no person between them, their moves are
decided one after the other on the state in memory and written together: one read, one
transaction (the row lock, one INSERT of their ``Action`` rows, one UPDATE of the table) and
one message to the table's sockets. Each move is still its own Action and version, so the
sockets' next view carries every move's event and the client shows them one by one at the
person's chosen speed. A ten-deal Sheepshead trick of four computers cost four reads, four
transactions and four views pushed; now one of each.

A slow decision (a Hard search) must not hold back the moves decided before it: a decision
made while moves wait to be written runs in a thread, and when it has not come within
``SHOW_BEFORE`` seconds the moves decided so far are committed and shown while it goes on.

Every decision is a pure function of the table's seed, the version it is made at and the
seat (``cards.arena.decision_rng``), so a run decides exactly what moves made one at a time
would. The computers think with no transaction open (on SQLite a write transaction locks
the whole database); the run is applied under the row lock only if the table is still at
the version it was read at, and if a person moved meanwhile nothing of it is applied and the
caller asks again from the new position.
"""

from __future__ import annotations

import logging
import os
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from django.db import transaction

from cards import arena
from tables import background, registry, services
from tables.models import Table

log = logging.getLogger(__name__)

SHOW_BEFORE = 0.05  # seconds a decision may hold back the moves decided before it
MAX_RUN = 64  # moves in one transaction at most (a long run is committed in parts)


@dataclass(frozen=True)
class Run:
    """What one call did: ``played`` moves committed, and whether to ask again (``more``):
    a person moved while the computers thought, or the run stopped before a slow decision
    or at ``MAX_RUN``."""

    played: int
    more: bool


def play_computer_run(table_id: object, limit: int = MAX_RUN) -> Run:
    """Decide and apply the moves of the computers the table waits for, up to ``limit``
    of them and until a person is to act (or every computer that only may act declines)."""
    table = Table.objects.row(table_id)
    if table is None or table.status != Table.Status.ACTIVE:
        return Run(0, False)
    spec = registry.get(table.game)
    state = services.decoded_state(table, spec)
    moves: list[tuple[int, Any]] = []
    played = 0
    while played + len(moves) < limit:
        seats = services.computer_seats(spec, table, state)
        if not seats:
            break
        version = table.version + len(moves)
        if not moves:
            choice = _next_choice(spec, table, state, version, seats)
        else:
            deciding = _deciders().submit(_next_choice, spec, table, state, version, seats)
            try:
                choice = deciding.result(SHOW_BEFORE)
            except TimeoutError:  # a slow decision: show the moves decided before it
                written = _write(table_id, table, spec, moves, state)
                if written is None:
                    return Run(played, True)  # a person moved: this decision is moot
                table, played, moves = written, played + len(moves), []
                choice = deciding.result()
        if choice is None:
            break
        moves.append(choice)
        state = spec.engine.apply(state, *choice)
        if spec.engine.outcome(state) is not None:
            break
    if not moves:
        return Run(played, played == limit)
    if _write(table_id, table, spec, moves, state) is None:
        return Run(played, True)
    played += len(moves)
    return Run(played, played == limit)


def _write(table_id: object, table: Table, spec: registry.GameSpec,
           moves: list[tuple[int, Any]], state: Any) -> Table | None:
    """Apply ``moves`` (decided on ``table`` as read) under the row lock, if the table is
    still as read: the row written, or None when it is not (a person moved, a seat's person
    came back, the table closed)."""
    with transaction.atomic():
        locked = Table.objects.row(table_id, lock=True)
        if (locked is None or locked.status != Table.Status.ACTIVE
                or locked.version != table.version
                or not all(services.plays_itself(locked.seats, seat) for seat, _ in moves)):
            return None
        # The task calling this loops on, so only the sockets need telling.
        services.record(locked, spec, moves, state, schedule=False)
    return locked


_decider_pool: tuple[int, ThreadPoolExecutor] | None = None
_decider_lock = threading.Lock()


def _deciders() -> ThreadPoolExecutor:
    """Threads to decide in while the caller may write what is decided (made again after
    a fork: a Celery child does not inherit its parent's threads)."""
    global _decider_pool
    with _decider_lock:
        if _decider_pool is None or _decider_pool[0] != os.getpid():
            _decider_pool = (os.getpid(), ThreadPoolExecutor(8, thread_name_prefix="decide"))
        return _decider_pool[1]


def play_computer_turn(table_id: object) -> bool:
    """Let one computer move (a run of one); False when none wants to. True also when a
    person moved while it thought: the caller asks again from the new position."""
    run = play_computer_run(table_id, limit=1)
    return run.played > 0 or run.more


def _next_choice(spec: registry.GameSpec, table: Table, state: Any, version: int,
                 seats: list[int]) -> tuple[int, Any] | None:
    """The next computer move at ``version``: the seats the game waits for choose first; a
    seat that only may act is asked too and may decline. None when all decline (asked again
    at the same version they decline again: this never loops)."""
    must = set(spec.engine.to_act(state))
    for seat in seats:
        legal = spec.engine.legal_actions(state, seat)
        if not legal:
            continue
        action = choose(spec, table, state, version, seat, legal, required=seat in must)
        if action is not None:
            return seat, action
    return None


def _level(spec: registry.GameSpec, table: Table, seat: int) -> str:
    # A person's seat played for them has the table's level (tables.friends keeps it).
    return str(table.seats[seat].get("level") or spec.default_level)


def choose(spec: registry.GameSpec, table: Table, state: Any, version: int, seat: int,
           legal: Any, *, required: bool) -> Any:
    """The computer's choice at ``seat`` at ``version``, or None if it declines an optional
    action."""
    player = spec.players[_level(spec, table, seat)]()
    rng = arena.decision_rng(table.seed, version, seat)
    # A bug in a player (an error, or an illegal choice) must not stall the table.
    try:
        # In a worker process when served embedded: a search must not hold this process's
        # GIL, which daphne's event loop needs (tables.background says more).
        action = background.think(player.choose, spec.engine.view(state, seat), legal, rng)
    except Exception:
        log.exception("%s failed at table %s version %s seat %s; playing %s instead",
                      type(player).__name__, table.pk, version, seat, legal[0],
                      extra=services.about(table))
        return legal[0] if required else None
    if action is None and not required:
        return None
    if action not in legal:
        log.error("%s chose an illegal action %s at table %s version %s seat %s; "
                  "playing %s instead", type(player).__name__, action, table.pk,
                  version, seat, legal[0], extra=services.about(table))
        return legal[0] if required else None
    return action


def settle_due(table_id: object) -> bool:
    """Put right a table's ``computer_due`` when a turn job found nothing to play (a mark
    left by the migration's backfill, or a stale one), so the sweep stops queueing it;
    returns whether a computer is due."""
    table = Table.objects.filter(pk=table_id).first()
    if table is None:
        return False
    due = False
    if table.status == Table.Status.ACTIVE:
        spec = registry.get(table.game)
        due = services.due_in(spec, table, services.decoded_state(table, spec))
    if due != table.computer_due:
        # update(), not save(): updated_at stays the time of the last move; the version
        # filter leaves alone a table that moved meanwhile (its change set the mark).
        Table.objects.filter(pk=table.pk, version=table.version).update(computer_due=due)
        log.info("table %s version %s: computer_due set to %s", table.pk, table.version, due,
                 extra=services.about(table))
    return due
