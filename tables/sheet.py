"""A friends' table's score sheet: its games one after another (each rematch's ``previous``
table before it), each seat's result in each game and the running totals.

A game's result is read from its engine's ``outcome`` alone (each seat's total and place), so
no game's rules are here. The earlier games of a chain are over and never change: their rows
are kept in the cache under the id of the last of them, so that a view of a long chain costs
one cache read rather than a walk through every table before it.
"""

from __future__ import annotations

import logging
from typing import Any

from django.core.cache import cache

from tables import registry
from tables.models import Table

log = logging.getLogger(__name__)

# The games a sheet goes back over at most: plenty for an evening of rematches, and a bound
# on the walk should a chain ever loop.
LIMIT = 100
CACHE_SECONDS = 24 * 3600


def fields(table: Table, state: Any) -> dict[str, Any]:
    """What a friends' table's view adds: ``sheet`` and, once it is over, ``rematch`` (the id
    of its rematch, or null while nobody has asked for one)."""
    spec = registry.get(table.game)
    games = earlier(table.previous_id)
    if table.status == Table.Status.FINISHED and (own := _row(spec, state)) is not None:
        games = [*games, own]
    seats = len(table.seats)
    games = [game for game in games if len(game["scores"]) == seats]
    totals = [sum(game["scores"][seat] for game in games) for seat in range(seats)]
    added: dict[str, Any] = {
        "sheet": {"games": games, "totals": totals, "better": spec.engine.better},
    }
    if table.status == Table.Status.FINISHED:
        made = Table.objects.filter(previous_id=table.pk).values_list("pk", flat=True).first()
        added["rematch"] = None if made is None else str(made)
    return added


def _row(spec: registry.GameSpec, state: Any) -> dict[str, list[int]] | None:
    """One finished game's row: each seat's total and place, as its engine scores them."""
    outcome = spec.engine.outcome(state)
    if outcome is None:
        return None
    return {"scores": list(outcome.scores), "places": list(outcome.places)}


def earlier(table_id: object) -> list[dict[str, list[int]]]:
    """The rows of the finished games of the chain that ends with table ``table_id`` (none
    for None), oldest first."""
    if table_id is None:
        return []
    found = _cached(table_id)
    if found is not None:
        return found
    rows: list[dict[str, list[int]]] = []
    key: object = table_id
    seen: set[object] = set()
    while key is not None and key not in seen and len(seen) < LIMIT:
        seen.add(key)
        if key != table_id and (before := _cached(key)) is not None:
            rows = before + rows
            break
        table = Table.objects.filter(pk=key).only("game", "state", "status", "previous_id").first()
        if table is None:
            break
        if table.status == Table.Status.FINISHED:
            try:
                spec = registry.get(table.game)
            except registry.UnknownGame:
                break
            own = _row(spec, spec.engine.decode_state(table.state))
            if own is not None:
                rows.insert(0, own)
        key = table.previous_id
    _keep(table_id, rows)
    return rows


def _cached(table_id: object) -> list[dict[str, list[int]]] | None:
    try:
        found: list[dict[str, list[int]]] | None = cache.get(_key(table_id))
    except Exception:  # the cache away: read the tables instead
        log.warning("no cached score sheet for table %s", table_id, exc_info=True)
        return None
    return found


def _keep(table_id: object, rows: list[dict[str, list[int]]]) -> None:
    try:
        cache.set(_key(table_id), rows, CACHE_SECONDS)
    except Exception:
        log.warning("could not cache the score sheet of table %s", table_id, exc_info=True)


def _key(table_id: object) -> str:
    return f"tables:sheet:{table_id}"
