"""Results are recorded here and nowhere else: when a ranked daily finishes, its action log is
replayed from the day's seed, and only a log that rebuilds the stored game gives a result."""

from __future__ import annotations

import json
import logging
from typing import Any

from django.db import transaction
from django.db.models.signals import post_delete
from django.dispatch import receiver

from cards import ActionError
from leaderboards import daily, ranks
from leaderboards.models import DailyChallenge, Entry, Result
from tables import registry, services
from tables.models import Table
from tables.signals import table_finished

log = logging.getLogger(__name__)


class NotVerified(Exception):
    """The table's record does not stand up: no result."""


class TooLate(Exception):
    """The attempt was finished after its day (and the grace period) had ended."""


@receiver(table_finished)
def on_table_finished(sender: object, table: Table, **kwargs: Any) -> None:
    if table.mode != Table.Mode.DAILY:
        return
    entry = Entry.objects.select_related("challenge").filter(table=table, ranked=True).first()
    if entry is None:
        return
    try:
        with transaction.atomic():  # a savepoint: a failure here must not undo the last action
            result = record_result(entry)
    except TooLate as exc:
        log.info("daily table %s finished too late, no result: %s", table.pk, exc)
        return
    except NotVerified as exc:
        log.error("daily table %s not verified, no result: %s", table.pk, exc)
        return
    except Exception:
        log.exception("could not record the result of daily table %s", table.pk)
        return
    transaction.on_commit(lambda: ranks.backend().add(result), robust=True)


@receiver(post_delete, sender=Result)
def on_result_deleted(sender: object, instance: Result, **kwargs: Any) -> None:
    """A deleted result (its player was deleted, say) leaves the counts and the ranks."""
    from leaderboards.tasks import rebuild_challenge

    challenge_id = instance.challenge_id
    transaction.on_commit(lambda: rebuild_challenge.delay(challenge_id), robust=True)


def record_result(entry: Entry) -> Result:
    """Verify the entry's finished table by replay and record its result."""
    table, challenge = entry.table, entry.challenge
    finished_at = (table.finished_at or table.updated_at).replace(microsecond=0)
    if finished_at > daily.ends(challenge.date):
        raise TooLate(f"finished {finished_at:%Y-%m-%d %H:%M} UTC")
    spec = registry.get(table.game)
    seats, options = daily.table_setup(spec)
    if (table.seed != challenge.seed or table.game != challenge.game
            or len(table.seats) != seats or table.options != options):
        raise NotVerified("the table was not dealt from the day's seed and setup")
    try:
        state = services.replay(table)
    except ActionError as exc:
        raise NotVerified(f"the action log does not replay: {exc}") from None
    if _canonical(spec.engine.encode_state(state)) != _canonical(table.state):
        raise NotVerified("the action log does not rebuild the stored game")
    outcome = spec.engine.outcome(state)
    if outcome is None:
        raise NotVerified("the replayed game is not finished")
    seat = services.person_seat(table)
    scores = [facts.score for facts in spec.round_facts(state, seat)]
    if sum(scores) != outcome.scores[seat]:
        raise NotVerified("the deal scores do not add up to the total")
    result = Result.objects.create(
        challenge=challenge, player=entry.player, table=table, game=challenge.game,
        date=challenge.date, total=outcome.scores[seat], round_scores=scores,
        finished_at=finished_at,
    )
    _count(challenge, result)
    return result


def _canonical(data: object) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def _count(challenge: DailyChallenge, result: Result) -> None:
    """Add ``result`` to the challenge's aggregates, under the challenge's row lock."""
    row = DailyChallenge.objects.select_for_update().get(pk=challenge.pk)
    add_to_aggregates(row, result.total, result.round_scores)
    row.save(update_fields=["players", "histogram", "round_sums", "round_best"])


def add_to_aggregates(challenge: DailyChallenge, total: int, scores: list[int]) -> None:
    challenge.players += 1
    key = str(total)
    challenge.histogram[key] = challenge.histogram.get(key, 0) + 1
    if not challenge.round_sums:
        challenge.round_sums = [0] * len(scores)
        challenge.round_best = list(scores)
    for i, score in enumerate(scores):
        challenge.round_sums[i] += score
        challenge.round_best[i] = max(challenge.round_best[i], score)


def rebuild_aggregates(challenge: DailyChallenge) -> None:
    """Recount the challenge's aggregates from its results."""
    challenge.players, challenge.histogram = 0, {}
    challenge.round_sums, challenge.round_best = [], []
    for total, scores in challenge.results.values_list("total", "round_scores").iterator():
        add_to_aggregates(challenge, total, scores)
    challenge.save(update_fields=["players", "histogram", "round_sums", "round_best"])
