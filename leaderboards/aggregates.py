"""A challenge's counters, kept on its row: players, the histogram of displayed totals, and
per round the sum, count and best of the scores, all of the public results (provisional ones
are on no board). Updated in the transaction that records a result (``count``) and recounted
from the results (``rebuild``)."""

from __future__ import annotations

from collections.abc import Sequence

from leaderboards.models import DailyChallenge, Result
from leaderboards.ranking import Better, better_of

FIELDS = ["players", "histogram", "round_sums", "round_counts", "round_best"]


def add(challenge: DailyChallenge, total: int, scores: Sequence[int], better: Better) -> None:
    """Add one result to ``challenge``'s counters (not saved).

    The per-round lists grow to the longest result seen: a game may be played over any
    number of rounds, and a result with more rounds than all before it must still count.
    """
    challenge.players += 1
    key = str(total)
    challenge.histogram[key] = challenge.histogram.get(key, 0) + 1
    sums, counts, bests = challenge.round_sums, challenge.round_counts, challenge.round_best
    for i, score in enumerate(scores):
        if i == len(sums):
            sums.append(0)
            counts.append(0)
            bests.append(score)
        sums[i] += score
        counts[i] += 1
        bests[i] = max(bests[i], score) if better == "higher" else min(bests[i], score)


def count(challenge: DailyChallenge, result: Result) -> None:
    """Add ``result`` to the challenge's counters under the challenge's row lock, unless it
    is provisional."""
    if result.provisional:
        return
    row = DailyChallenge.objects.select_for_update().get(pk=challenge.pk)
    add(row, result.total, result.round_scores, better_of(row.game))
    row.save(update_fields=FIELDS)


def reset(challenge: DailyChallenge) -> None:
    challenge.players, challenge.histogram = 0, {}
    challenge.round_sums, challenge.round_counts, challenge.round_best = [], [], []


def rebuild(challenge: DailyChallenge) -> None:
    """Recount the challenge's counters from its results (the caller holds its row lock)."""
    better = better_of(challenge.game)
    reset(challenge)
    public = challenge.results.filter(provisional=False)
    for total, scores in public.values_list("total", "round_scores").iterator():
        add(challenge, total, scores, better)
    challenge.save(update_fields=FIELDS)
