"""Celery tasks of the tables layer; ``tables.background`` starts them by name.

``run_computer_turns`` and ``sweep_stalled_tables`` go to the ``turns`` queue, the coach's
``compute_hint`` and ``compute_review`` to ``coach`` (settings' ``CELERY_TASK_ROUTES``), so a
burst of hints never delays a computer's move.
"""

from __future__ import annotations

import logging

from celery import shared_task

from tables import background, coaching, presence, progress, turns

log = logging.getLogger(__name__)

MAX_TURNS = 1000  # a safety bound: a ten-deal Sheepshead game has about 350 actions


@shared_task(ignore_result=True)
def run_computer_turns(table_id: str) -> int:
    """Play computer turns at ``table_id`` in runs (``tables.turns``: the moves of computers
    acting in a row, one transaction a run) until no computer wants to act; returns how many
    moves were played.

    Under the table's lease (``tables.progress``): a job finding it held leaves the table to
    the holder and asks it to look again, which the holder does after letting go, so an
    action the person made meanwhile is not left waiting.
    """
    played, rounds = 0, 0
    while True:
        with progress.leased(table_id) as lease:
            if not lease.held:
                log.info("table %s: another job is playing its turns", table_id,
                         extra={"table": table_id})
                return played
            before = played
            while played < MAX_TURNS:
                run = turns.play_computer_run(table_id, min(turns.MAX_RUN, MAX_TURNS - played))
                played += run.played
                if not run.more:
                    break
        rounds += 1
        if played >= MAX_TURNS:
            return played
        if lease.again:  # a job asked while this one held the lease: a person moved
            continue
        # Nothing to play at first: that also puts right a stale mark for the sweep.
        if played == before and rounds == 1 and turns.settle_due(table_id):
            continue
        return played


@shared_task(ignore_result=True)
def sweep_stalled_tables() -> int:
    """Queue the turns of tables stalled though a computer is to act (beat, every 2 s), and
    bring who is at each friends' table up to date (``tables.presence``)."""
    presence.sweep()
    return len(progress.sweep())


# ``seat``: whose hint or review (a message queued before seats were named has none: the
# person's, at a table of one person).
@shared_task(ignore_result=True)
def compute_hint(table_id: str, version: int, seat: int | None = None) -> None:
    coaching.compute_hint(table_id, version, seat)


@shared_task(ignore_result=True)
def compute_review(table_id: str, round_number: int, seat: int | None = None) -> None:
    coaching.compute_review(table_id, round_number, seat)


background.register("turns", run_computer_turns, about="table")
background.register("sweep", sweep_stalled_tables)
background.register("hint", compute_hint, about="table")
background.register("review", compute_review, about="table")
