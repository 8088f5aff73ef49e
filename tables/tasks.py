"""Celery tasks of the tables layer; ``tables.background`` starts them by name.

``run_computer_turns`` and ``sweep_stalled_tables`` go to the ``turns`` queue, the coach's
``compute_hint`` and ``compute_review`` to ``coach`` (settings' ``CELERY_TASK_ROUTES``), so a
burst of hints never delays a computer's move.
"""

from __future__ import annotations

import logging

from celery import shared_task

from tables import background, coaching, progress, services

log = logging.getLogger(__name__)

MAX_TURNS = 1000  # a safety bound: a ten-deal Sheepshead game has about 350 actions


@shared_task(ignore_result=True)
def run_computer_turns(table_id: str) -> int:
    """Play computer turns at ``table_id``, one action per transaction, until no computer
    wants to act; returns how many were played.

    Under the table's lease (``tables.progress``): a job finding it held leaves the table to
    the holder. The holder looks once more after letting go, so an action the person made
    while it held the lease (whose job found the lease held) is not left waiting.
    """
    played, rounds = 0, 0
    while True:
        with progress.leased(table_id) as held:
            if not held:
                log.info("table %s: another job is playing its turns", table_id,
                         extra={"table": table_id})
                return played
            before = played
            while played < MAX_TURNS and services.play_computer_turn(table_id):
                played += 1
        rounds += 1
        # Also puts right a stale mark (nothing to play), so that the sweep stops at it.
        due = services.settle_due(table_id)
        if not due or played >= MAX_TURNS or (played == before and rounds > 1):
            return played


@shared_task(ignore_result=True)
def sweep_stalled_tables() -> int:
    """Queue the turns of tables stalled though a computer is to act (beat, every 2 s)."""
    return len(progress.sweep())


@shared_task(ignore_result=True)
def compute_hint(table_id: str, version: int) -> None:
    coaching.compute_hint(table_id, version)


@shared_task(ignore_result=True)
def compute_review(table_id: str, round_number: int) -> None:
    coaching.compute_review(table_id, round_number)


background.register("turns", run_computer_turns, about="table")
background.register("sweep", sweep_stalled_tables)
background.register("hint", compute_hint, about="table")
background.register("review", compute_review, about="table")
