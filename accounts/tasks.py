"""Periodic work for players (scheduled in settings.CELERY_BEAT_SCHEDULE)."""

from __future__ import annotations

import logging

from celery import shared_task

from accounts import pruning

log = logging.getLogger(__name__)


@shared_task
def prune_guests() -> str:
    """Daily: delete old idle guests with nothing worth keeping, clear expired sessions."""
    pruned = pruning.prune_guests()
    log.info("%s", pruned)
    return str(pruned)
