"""Results are recorded here and nowhere else: when a ranked daily finishes, its action log is
replayed from the day's seed, and only a log that rebuilds the stored game gives a result.

Everything a result holds comes from the game's engine: ``rank_key`` packs the outcome's
ranking key for the person's seat (``key`` keeps it as the engine gave it, for the game's
words), ``total`` is the outcome's score and ``round_scores`` the engine's per-round scores.
A result that could not be recorded for an unexpected reason is retried after commit (task
``leaderboards.record_entry``) and, failing that, by the periodic sweep (``sweep_missing``),
so a ranked attempt is never silently lost.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
from dataclasses import dataclass
from typing import Any

from django.db import transaction
from django.db.models import Q
from django.db.models.signals import post_delete
from django.dispatch import receiver

from cards import ActionError, Engine, InvalidOptions
from leaderboards import aggregates, daily, ranks
from leaderboards.models import DailyChallenge, Entry, Result
from leaderboards.ranking import RankKeyOutOfRange, pack_key
from tables import background, registry, services
from tables.models import Table
from tables.signals import table_finished

log = logging.getLogger(__name__)

# Tasks are started by name through tables.background (leaderboards.tasks registers them), so
# this module need not import the task module, which imports it.
RECORD_TASK = "leaderboards.record_entry"
REBUILD_TASK = "leaderboards.rebuild_challenge"


class NotVerified(Exception):
    """The table's record does not stand up: no result."""


class TooLate(Exception):
    """The attempt was finished after its day (and the grace period) had ended."""


@dataclass(frozen=True)
class Scored:
    """What a finished game gives one seat on the board, all from the engine."""

    total: int
    rank_key: int
    round_scores: list[int]
    key: tuple[int, ...] = ()  # the engine's ranking key, that ``rank_key`` packs


def score(engine: Engine[Any, Any], state: object, seat: int) -> Scored:
    """The seat's total, packed ranking key and round scores in the finished ``state``."""
    outcome = engine.outcome(state)
    if outcome is None:
        raise NotVerified("the replayed game is not finished")
    scores = [int(s) for s in engine.round_scores(state, seat)]
    if sum(scores) != outcome.scores[seat]:
        raise NotVerified("the round scores do not add up to the total")
    try:
        rank_key = pack_key(outcome.keys[seat])
    except RankKeyOutOfRange as exc:
        raise NotVerified(str(exc)) from None
    return Scored(int(outcome.scores[seat]), rank_key, scores, tuple(outcome.keys[seat]))


@receiver(table_finished)
def on_table_finished(sender: object, table: Table, **kwargs: Any) -> None:
    if table.mode != Table.Mode.DAILY:
        return
    entry = (Entry.objects.select_related("challenge", "player")
             .filter(table=table, ranked=True).first())
    if entry is None:
        return
    try:
        with transaction.atomic():  # a savepoint: a failure here must not undo the last action
            result = record_result(entry)
    except (TooLate, NotVerified) as exc:
        _settle(entry, exc)
        return
    except Exception:
        # Not the player's doing: say so loudly and try again once this action is committed
        # (then the sweep, should the retries fail too).
        log.exception("could not record the result of daily table %s (entry %s); retrying",
                      table.pk, entry.pk)
        entry_id = entry.pk
        transaction.on_commit(lambda: _retry(entry_id))
        return
    transaction.on_commit(lambda: ranks.backend().add(result), robust=True)


def _retry(entry_id: int) -> None:
    # With a worker the task retries itself later; inline (eager) it runs once, here.
    try:
        background.start(RECORD_TASK, entry_id)
    except Exception:
        log.exception("recording daily entry %s failed again; the sweep will retry it",
                      entry_id)


@receiver(post_delete, sender=Result)
def on_result_deleted(sender: object, instance: Result, **kwargs: Any) -> None:
    """A deleted result (its player was deleted, say) leaves the counts and the ranks."""
    challenge_id = instance.challenge_id
    transaction.on_commit(lambda: background.start(REBUILD_TASK, challenge_id), robust=True)


def record_result(entry: Entry) -> Result:
    """Verify the entry's finished table by replay and record its result."""
    table, challenge = entry.table, entry.challenge
    finished_at = (table.finished_at or table.updated_at).replace(microsecond=0)
    if finished_at > daily.ends(challenge.date):
        raise TooLate(f"finished {finished_at:%Y-%m-%d %H:%M} UTC")
    # The challenge's own setup, fixed when it was made: the game's may have changed since.
    # Both sets of options are compared as the engine completes them: an option added after
    # the day was made has its default on both sides.
    seats = len(table.seats)
    if (table.seed != challenge.seed or table.game != challenge.game
            or seats != challenge.seats or not _same_options(table, challenge, seats)):
        raise NotVerified("the table does not match the day's seed and setup")
    spec = registry.get(table.game)
    try:
        state = services.replay(table)
    except ActionError as exc:
        raise NotVerified(f"the action log does not replay: {exc}") from None
    if _canonical(spec.engine.encode_state(state)) != _canonical(table.state):
        raise NotVerified("the action log does not rebuild the stored game")
    scored = score(spec.engine, state, services.person_seat(table))
    provisional = not daily.established(entry.player, challenge.date)
    return save_result(challenge, entry.player_id, table, scored, finished_at,
                       provisional=provisional)


def save_result(challenge: DailyChallenge, player_id: int, table: Table, scored: Scored,
                finished_at: dt.datetime, *, provisional: bool = False) -> Result:
    """Write a verified result and, unless it is provisional, count it on its challenge (in
    the caller's transaction)."""
    result = Result.objects.create(
        challenge=challenge, player_id=player_id, table=table, game=challenge.game,
        date=challenge.date, format=challenge.format, provisional=provisional,
        rank_key=scored.rank_key, key=list(scored.key), total=scored.total,
        round_scores=scored.round_scores, finished_at=finished_at,
    )
    aggregates.count(challenge, result)
    return result


def _same_options(table: Table, challenge: DailyChallenge, seats: int) -> bool:
    try:
        return (daily.complete_options(table.game, seats, table.options)
                == daily.complete_options(challenge.game, seats, challenge.options))
    except InvalidOptions:
        return False


def _canonical(data: object) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def _settle(entry: Entry, exc: TooLate | NotVerified) -> None:
    """Record why the entry gets no result, once: the sweep leaves such entries alone."""
    if isinstance(exc, TooLate):
        log.info("daily table %s finished too late, no result: %s", entry.table_id, exc)
        failure = f"too late: {exc}"
    else:
        log.error("daily table %s not verified, no result: %s", entry.table_id, exc)
        failure = f"not verified: {exc}"
    Entry.objects.filter(pk=entry.pk).update(failure=failure)
    entry.failure = failure


# ------------------------------------------------------------ retries and the sweep


def record_entry(entry_id: int) -> Result | None:
    """Record the result of a finished ranked entry unless it has one (then that one) or
    cannot have one (None, and the reason is stored on the entry): safe to run any number of
    times, at once too. An unexpected failure propagates, for the caller to retry."""
    with transaction.atomic():
        # The entry's row lock keeps two retries (or a retry and the sweep) from both recording.
        entry = (Entry.objects.select_for_update(of=("self",))
                 .select_related("challenge", "table", "player").filter(pk=entry_id).first())
        if (entry is None or not entry.ranked or entry.failure
                or entry.table.status != Table.Status.FINISHED):
            return None
        existing = Result.objects.filter(table_id=entry.table_id).first()
        if existing is not None:
            result = existing
        else:
            try:
                with transaction.atomic():
                    result = record_result(entry)
            except (TooLate, NotVerified) as exc:
                _settle(entry, exc)
                return None
    ranks.backend().add(result)  # idempotent: the same member with the same score
    return result


def missing(today: dt.date) -> list[int]:
    """Entries of today and yesterday that should have a result and have none: finished,
    ranked, in time, never found wanting."""
    found: list[int] = []
    for challenge in DailyChallenge.objects.filter(date__gte=today - dt.timedelta(days=1)):
        deadline = daily.ends(challenge.date)
        in_time = Q(table__finished_at__lte=deadline) | Q(
            table__finished_at__isnull=True, table__updated_at__lte=deadline)
        found += (Entry.objects.filter(in_time, challenge=challenge, ranked=True, failure="",
                                       table__status=Table.Status.FINISHED,
                                       table__result__isnull=True)
                  .values_list("pk", flat=True))
    return found


def sweep_missing(today: dt.date) -> int:
    """Record every missing result (the periodic task); how many were recorded."""
    recorded = 0
    for entry_id in missing(today):
        try:
            recorded += record_entry(entry_id) is not None
        except Exception:
            log.exception("the sweep could not record daily entry %s", entry_id)
    if recorded:
        log.warning("the sweep recorded %d missing daily result(s)", recorded)
    return recorded
