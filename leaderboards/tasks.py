"""Periodic and background work for the daily challenge (scheduled in
settings.CELERY_BEAT_SCHEDULE; the background ones are started by name through
tables.background, as registered at the bottom)."""

from __future__ import annotations

import datetime as dt
import logging
from typing import Any

from celery import shared_task

from leaderboards import daily, periods, rebuild, results
from tables import background, registry

log = logging.getLogger(__name__)

RECORD_RETRIES = 5


@shared_task
def create_dailies() -> list[str]:
    """Make sure today's and tomorrow's challenges exist for every game: idempotent."""
    today = daily.today()
    made = []
    for spec in registry.games():
        for day in (today, today + dt.timedelta(days=1)):
            made.append(str(daily.ensure_challenge(spec.name, day)))
    return made


@shared_task
def rebuild_ranks() -> int:
    """Refill the recent days' Redis sets and aggregates from the database."""
    return rebuild.rebuild_days(daily.today() - dt.timedelta(days=2), daily.today())


@shared_task(ignore_result=True)
def rebuild_challenge(challenge_id: int) -> None:
    """After results were deleted: recount the challenge and drop them from its ranks."""
    rebuild.rebuild_challenge(challenge_id)


@shared_task
def refresh_period_boards() -> None:
    """Recompute the weekly and all-time boards (Redis only; the database needs nothing)."""
    for spec in registry.games():
        periods.refresh_recent(spec.name, daily.today())


@shared_task(bind=True, ignore_result=True, max_retries=RECORD_RETRIES)
def record_entry(self: Any, entry_id: int) -> None:
    """Record a ranked entry's result that could not be recorded when its table finished.

    Idempotent (an existing result is fine). An unexpected failure is logged and retried with
    a growing delay; after the last retry the sweep below still finds the entry.
    """
    try:
        results.record_entry(entry_id)
    except Exception as exc:
        log.exception("attempt %d at recording daily entry %s failed", self.request.retries + 1,
                      entry_id)
        raise self.retry(exc=exc, countdown=30 * 2 ** self.request.retries) from exc


@shared_task
def sweep_missing_results() -> int:
    """Record the finished ranked attempts of the last two days that have no result."""
    return results.sweep_missing(daily.today())


background.register(results.RECORD_TASK, record_entry)
background.register(results.REBUILD_TASK, rebuild_challenge)
