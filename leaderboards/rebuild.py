"""Rebuild what is derived from the results: each challenge's aggregates and rank set."""

from __future__ import annotations

import datetime as dt

from django.db import transaction

from leaderboards import ranks
from leaderboards.models import DailyChallenge
from leaderboards.results import rebuild_aggregates


def rebuild_challenge(challenge: DailyChallenge) -> None:
    with transaction.atomic():  # the row lock keeps new results out while counting
        locked = DailyChallenge.objects.select_for_update().get(pk=challenge.pk)
        rebuild_aggregates(locked)
    ranks.backend().rebuild(challenge)


def rebuild_days(first: dt.date | None, last: dt.date | None) -> int:
    """Rebuild every challenge dated ``first``..``last`` (None: unbounded); how many."""
    challenges = DailyChallenge.objects.order_by("date")
    if first is not None:
        challenges = challenges.filter(date__gte=first)
    if last is not None:
        challenges = challenges.filter(date__lte=last)
    count = 0
    for challenge in challenges.iterator():
        rebuild_challenge(challenge)
        count += 1
    return count
