"""Rebuild what is derived from the results: each challenge's aggregates and rank set, and
the weekly and all-time boards."""

from __future__ import annotations

import datetime as dt
import logging

from django.db import transaction

from leaderboards import aggregates, periods, ranks
from leaderboards.models import DailyChallenge
from tables import registry

log = logging.getLogger(__name__)


def rebuild_challenge(challenge_id: int) -> None:
    with transaction.atomic():  # the row lock keeps new results out while counting
        challenge = DailyChallenge.objects.select_for_update().filter(pk=challenge_id).first()
        if challenge is None:
            return
        aggregates.rebuild(challenge)
    ranks.backend().rebuild(challenge)


def rebuild_days(first: dt.date | None, last: dt.date | None) -> int:
    """Rebuild every challenge dated ``first``..``last`` (None: unbounded), then the boards of
    the weeks they fall in and all time; how many challenges."""
    challenges = DailyChallenge.objects.order_by("date")
    if first is not None:
        challenges = challenges.filter(date__gte=first)
    if last is not None:
        challenges = challenges.filter(date__lte=last)
    offered = {spec.name for spec in registry.games()}
    touched: set[periods.Period] = set()
    count = 0
    for challenge in challenges.iterator():
        if challenge.game not in offered:  # its app is gone: nothing says how it ranks
            log.warning("not rebuilding %s: the game is not registered", challenge)
            continue
        rebuild_challenge(challenge.pk)
        touched.update((periods.week(challenge.game, challenge.date, challenge.format),
                        periods.all_time(challenge.game, challenge.format)))
        count += 1
    board = periods.backend()
    if isinstance(board, periods.RedisPeriods):
        for period in touched:
            board.refresh(period)
    return count
