"""Periodic work for the daily challenge (scheduled in settings.CELERY_BEAT_SCHEDULE)."""

from __future__ import annotations

import datetime as dt

from celery import shared_task

from leaderboards import daily, periods, rebuild
from tables import registry


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


@shared_task
def rebuild_challenge(challenge_id: int) -> None:
    """After results were deleted: recount the challenge and drop them from its ranks."""
    rebuild.rebuild_challenge(challenge_id)


@shared_task
def refresh_period_boards() -> None:
    """Recompute the weekly and all-time boards (Redis only; the database needs nothing)."""
    for spec in registry.games():
        periods.refresh_recent(spec.name, daily.today())
