"""Rebuild what is derived from the results: each challenge's aggregates and rank set."""

from __future__ import annotations

import datetime as dt

from django.db import transaction

from leaderboards import periods, ranks
from leaderboards.models import DailyChallenge
from leaderboards.results import rebuild_aggregates


def rebuild_challenge(challenge: DailyChallenge) -> None:
    with transaction.atomic():  # the row lock keeps new results out while counting
        locked = DailyChallenge.objects.select_for_update().get(pk=challenge.pk)
        rebuild_aggregates(locked)
    ranks.backend().rebuild(challenge)


def rebuild_days(first: dt.date | None, last: dt.date | None) -> int:
    """Rebuild every challenge dated ``first``..``last`` (None: unbounded), the weeks they fall
    in and the all-time boards of their games; how many challenges."""
    challenges = DailyChallenge.objects.order_by("date")
    if first is not None:
        challenges = challenges.filter(date__gte=first)
    if last is not None:
        challenges = challenges.filter(date__lte=last)
    touched: set[periods.Period] = set()
    count = 0
    for challenge in challenges.iterator():
        rebuild_challenge(challenge)
        touched.update(periods.periods_of(challenge.game, challenge.date))
        count += 1
    backend = periods.backend()
    for period in touched:
        backend.rebuild(period)
    return count
