"""A view per seat per version, built once in each server process.

When a table changes, every socket at it hears ``table.updated`` with the new version. Each
used to read the table, decode its snapshot, build its seat's view and encode it as JSON:
at a friends' table three people's sockets did all of it three times (and a person with two
tabs twice). Here the sockets of one process share:

- the table's newest row this process read, and its decoded state: one read however many
  sockets ask for a version at once (a socket asking for a newer version than the one kept
  reads again, and one read in flight is waited for, not repeated). A change made by
  ``services.record`` (a person's move, a run of computers' moves) comes with its row, so
  that none is read at all (``arrived``);
- each seat's view message, as the text sent on the socket: built once per version, seat
  and ``since`` (the version a socket showed before; the sockets of one seat usually share
  it), by whichever socket asks first.

What the view may show is decided as before (``services.seat_view`` for the seat the
person holds in the row read), so sharing changes nothing a socket receives. Who sits where
can change without a new version (a person away, a seat handed over): such a change comes
as a ``seating`` message, and the socket then reads the table afresh (``fresh``), never
joining a read begun before it; that read replaces the one kept.

State lives in the process's event loop (one per daphne), so no lock is needed: every
function here runs on the loop, and the reads and the building in threads.
"""

from __future__ import annotations

import asyncio
import json
from collections import OrderedDict
from typing import Any

from channels.db import database_sync_to_async

from accounts.models import Player
from tables import registry, services
from tables.models import Table

KEPT_TABLES = 2000  # the tables whose newest row a process keeps, most recently used first


class Kept:
    """A table's row as read at one moment, and the view messages built from it."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self._messages: dict[tuple[int, int | None], asyncio.Future[str]] = {}

    @property
    def version(self) -> int:
        return self.table.version

    async def message(self, seat: int, since: int | None) -> str:
        """The ``{"type": "view", "view": …}`` text for ``seat`` with the events after
        ``since``; built once, by the first socket to ask."""
        since = services.since_version(since, self.table.version)
        key = (seat, since)
        future = self._messages.get(key)
        if future is None:
            future = self._messages[key] = asyncio.ensure_future(
                database_sync_to_async(view_message)(self.table, seat, since))
            # A failure is every waiting socket's, once: the next asks again.
            future.add_done_callback(lambda done: self._forget_failed(key, done))
        return await asyncio.shield(future)

    def built(self, seat: int, since: int | None, text: str) -> None:
        """``seat``'s view message with the events after ``since``, built already (by the
        socket whose move wrote this row, in the same thread trip as the move)."""
        key = (seat, services.since_version(since, self.table.version))
        if key not in self._messages:
            future = self._messages[key] = asyncio.get_running_loop().create_future()
            future.set_result(text)

    def _forget_failed(self, key: tuple[int, int | None], done: asyncio.Future[str]) -> None:
        if done.cancelled() or done.exception() is not None:
            self._messages.pop(key, None)


def view_message(table: Table, seat: int, since: int | None) -> str:
    return json.dumps({"type": "view", "view": services.seat_view(table, seat, since=since)})


_kept: OrderedDict[str, Kept] = OrderedDict()
_reading: dict[str, asyncio.Future[Kept | None]] = {}


async def at_least(table_id: str, version: int) -> Kept | None:
    """The table as of ``version`` or later (None if it is gone): the row kept when it is
    that new, else one read shared by the sockets asking at the same time."""
    kept = _kept.get(table_id)
    if kept is not None and kept.version >= version:
        _kept.move_to_end(table_id)
        return kept
    reading = _reading.get(table_id)
    if reading is not None:
        kept = await asyncio.shield(reading)
        if kept is None or kept.version >= version:
            return kept
    # None in flight, or the one in flight began before this version was committed.
    reading = _reading[table_id] = asyncio.ensure_future(_read(table_id))
    reading.add_done_callback(
        lambda done: _reading.pop(table_id, None) if _reading.get(table_id) is done else None)
    return await asyncio.shield(reading)


def arrived(row: dict[str, Any]) -> Kept:
    """The table as its writer sent it with its change (``Table.to_message``): kept unless
    this process holds that version or a newer one already. Never in place of a row of the
    same version, which may have been read after a change of seating the message predates."""
    table_id, version = str(row["id"]), row["version"]
    kept = _kept.get(table_id)
    if kept is not None and kept.version >= version:
        return kept
    return keep(Table.from_message(row))


async def fresh(table_id: str) -> Kept | None:
    """The table read now, by this socket (who sits where may have changed since any read
    in flight began)."""
    return await _read(table_id)


def keep(table: Table) -> Kept:
    """A row this process has just written or read (the socket's own action, its connect),
    kept for the other sockets unless a newer one is."""
    kept = _kept.get(str(table.pk))
    if kept is not None and kept.version > table.version:
        return Kept(table)
    kept = _kept[str(table.pk)] = Kept(table)
    _kept.move_to_end(str(table.pk))
    while len(_kept) > KEPT_TABLES:
        _kept.popitem(last=False)
    return kept


async def _read(table_id: str) -> Kept | None:
    table = await database_sync_to_async(_load)(table_id)
    return None if table is None else keep(table)


def _load(table_id: str) -> Table | None:
    table = Table.objects.row(table_id)
    if table is not None and table.status != Table.Status.WAITING:
        services.decoded_state(table, registry.get(table.game))  # decoded once, here
    return table


def seat_for(table: Table, player: Player | None) -> int:
    """The seat ``player`` sees ``table`` from; Forbidden if they no longer sit at it."""
    services.check_seated(table, player)
    return services.player_seat(table, player)


def forget() -> None:
    """Drop every row kept (tests)."""
    _kept.clear()
    _reading.clear()
