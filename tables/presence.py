"""Who is at a friends' table now: each person's seat is connected or away, a computer plays
an away person's seat after a grace period, and a table nobody is at any more is closed.

Each open socket of a seated person beats in the cache every ``TABLES_PRESENCE_SECONDS``
(``touch``), under the seat's key; a seat with a fresh beat is connected. The seat rows keep
what the others see: ``away`` (with ``away_since``) once its person's last socket closed or
stopped beating, and ``standin`` once the person has been away ``TABLES_AWAY_GRACE_SECONDS``
at a started table: then a computer of the table's level plays the seat
(``services.plays_itself``) until the person comes back, at their first beat or action.

The cache is the only shared memory of sockets on every server process, and beats, not
disconnects, are what it trusts: a server killed mid-game closes no socket, and its people's
beats merely stop. The sweep (``tables.progress``'s beat, every couple of seconds) compares
the beats with the rows and writes the changes under the row lock, without a new version: who
is at the table is not a move of the game. A stand-in plays only while somebody is at the
table, so a table everybody left holds no worker; after ``TABLES_ABANDONED_SECONDS`` with
nobody it is closed.
"""

from __future__ import annotations

import copy
import logging
import time
from collections.abc import Iterable
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django.db import transaction

from tables import layer_send, registry, services
from tables.models import Table

log = logging.getLogger(__name__)

WATCHED = (Table.Status.WAITING, Table.Status.ACTIVE)
WAITING_ROOM = "waiting-room"  # the beats of the waiting room's page reads (it has no socket)


def _seconds(name: str, default: float) -> float:
    return float(getattr(settings, name, default))


def beat_seconds() -> float:
    """How often a socket beats; a seat is connected while a beat is younger than two."""
    return _seconds("TABLES_PRESENCE_SECONDS", 10)


def _key(table_id: object, seat: int) -> str:
    return f"presence:{table_id}:{seat}"


def watched(table: Table) -> bool:
    """Whether the table's people are watched: a friends' table before or during its game."""
    return table.mode == Table.Mode.FRIENDS and table.status in WATCHED


def touch(table_id: object, seat: int, channel: str, now: float | None = None) -> None:
    """A beat of one socket of ``seat``'s person."""
    now = time.time() if now is None else now
    key = _key(table_id, seat)
    sockets = _fresh(cache.get(key), now)
    sockets[channel] = now
    cache.set(key, sockets, round(3 * beat_seconds()))


def drop(table_id: object, seat: int, channel: str, now: float | None = None) -> bool:
    """One socket of ``seat`` closed; returns whether another of its sockets is still open."""
    now = time.time() if now is None else now
    key = _key(table_id, seat)
    sockets = _fresh(cache.get(key), now)
    sockets.pop(channel, None)
    if sockets:
        cache.set(key, sockets, round(3 * beat_seconds()))
    else:
        cache.delete(key)
    return bool(sockets)


def connected(table_id: object, seats: Iterable[int], now: float | None = None) -> set[int]:
    """Those of ``seats`` with a fresh beat."""
    now = time.time() if now is None else now
    keys = {_key(table_id, seat): seat for seat in seats}
    found = cache.get_many(list(keys))
    return {keys[key] for key, sockets in found.items() if _fresh(sockets, now)}


def _fresh(sockets: Any, now: float) -> dict[str, float]:
    if not isinstance(sockets, dict):
        return {}
    oldest = now - 2 * beat_seconds()
    return {c: t for c, t in sockets.items() if isinstance(t, int | float) and t > oldest}


def people(table: Table) -> list[int]:
    return [i for i, row in enumerate(table.seats) if row["kind"] == "person"]


# ------------------------------------------------------------- the seat rows


def arrived(table_id: object, seat: int) -> None:
    """``seat``'s person is back (a socket opened): the seat is theirs again."""
    _settle(table_id, present={seat})


def left(table_id: object, seat: int, now: float | None = None) -> None:
    """``seat``'s last socket closed: the seat is shown away from now."""
    _settle(table_id, absent={seat}, now=now)


def settle(table: Table, now: float | None = None, here: set[int] | None = None) -> bool:
    """Bring ``table``'s seat rows in line with the beats (``here``: the seats with a fresh
    one, when already read); True if they changed. Read first without the lock: most sweeps
    change nothing and need not write."""
    now = time.time() if now is None else now
    here = connected(table.pk, people(table), now) if here is None else here
    away = set(people(table)) - here
    if not any(_apply(table.status, copy.deepcopy(table.seats), here, away, now)):
        return False
    return _settle(table.pk, present=here, absent=away, now=now)


def _settle(table_id: object, *, present: Iterable[int] = (), absent: Iterable[int] = (),
            now: float | None = None) -> bool:
    """Mark ``present`` seats back and ``absent`` ones away, then give seats away longer
    than the grace period to computers and close a table nobody came back to; under the
    row lock, the sockets told after the commit. Returns whether anything changed."""
    now = time.time() if now is None else now
    with transaction.atomic():
        table = Table.objects.select_for_update().filter(pk=table_id).first()
        if table is None or not watched(table):
            return False
        changed, closed = _apply(table.status, table.seats, set(present), set(absent), now)
        if not changed:
            return False
        if closed:
            table.status = Table.Status.CLOSED
            table.computer_due = False
        elif table.status == Table.Status.ACTIVE:
            spec = registry.get(table.game)
            table.computer_due = services.due_in(spec, table, spec.engine.decode_state(
                table.state))
        table.save()
        _tell(table.pk, schedule=table.status == Table.Status.ACTIVE)
    if closed:
        log.info("table %s closed: nobody has been at it for %ss", table_id,
                 _seconds("TABLES_ABANDONED_SECONDS", 600), extra={"table": str(table_id)})
    return True


def _apply(status: str, seats: list[dict[str, Any]], present: set[int], absent: set[int],
           now: float) -> tuple[bool, bool]:
    """Change ``seats`` (a table's rows) in place: returns whether any changed, and whether
    the table is to be closed."""
    grace = _seconds("TABLES_AWAY_GRACE_SECONDS", 30)
    started = status == Table.Status.ACTIVE
    changed = False
    rows = [row for row in seats if row["kind"] == "person"]
    for seat, row in enumerate(seats):
        if row["kind"] != "person":
            continue
        if seat in present and (row.get("away") or row.get("standin")):
            for flag in ("away", "away_since", "standin"):
                row.pop(flag, None)
            changed = True
        elif seat in absent and not row.get("away"):
            row.update(away=True, away_since=now)
            changed = True
        if row.get("away") and started and not row.get("standin") and (
                now - float(row.get("away_since", now)) >= grace):
            row["standin"] = True
            changed = True
    nobody = bool(rows) and all(row.get("away") for row in rows)
    abandoned = _seconds("TABLES_ABANDONED_SECONDS", 600)
    closed = nobody and now - max(float(row.get("away_since", now)) for row in rows) >= abandoned
    return changed or closed, closed


def _tell(table_id: object, *, schedule: bool) -> None:
    def told() -> None:
        layer_send.group_send(services.group_name(table_id),
                              {"type": "table.updated", "seating": True})
        if schedule:
            services.after_change(table_id, schedule=True)

    transaction.on_commit(told, robust=True)


def sweep(now: float | None = None) -> int:
    """Settle every watched friends' table; returns how many changed. The beats of all of
    them are read together, ``SWEEP_BATCH`` tables a cache round trip."""
    now = time.time() if now is None else now
    tables = Table.objects.filter(mode=Table.Mode.FRIENDS, status__in=WATCHED).only(
        "pk", "mode", "status", "seats")
    changed = 0
    batch: list[Table] = []
    for table in tables.iterator():
        batch.append(table)
        if len(batch) == SWEEP_BATCH:
            changed += _sweep(batch, now)
            batch = []
    return changed + _sweep(batch, now)


SWEEP_BATCH = 200  # tables whose beats one cache round trip reads


def _sweep(tables: list[Table], now: float) -> int:
    keys = {_key(table.pk, seat): (table.pk, seat) for table in tables for seat in people(table)}
    here: dict[object, set[int]] = {table.pk: set() for table in tables}
    try:
        found = cache.get_many(list(keys)) if keys else {}
    except Exception:  # the cache away: nobody is marked away on its account
        log.exception("could not read the beats of %s friends' tables", len(tables))
        return 0
    for key, sockets in found.items():
        if _fresh(sockets, now):
            table_id, seat = keys[key]
            here[table_id].add(seat)
    changed = 0
    for table in tables:
        try:
            changed += settle(table, now, here[table.pk])
        except Exception:  # one table's failure must not stop the others' sweep
            log.exception("could not settle who is at table %s", table.pk,
                          extra={"table": str(table.pk)})
    return changed
