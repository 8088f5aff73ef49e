"""A game of any number of rounds: every result is recorded, whatever its number of rounds,
and each round's average and best are over the results that had that round."""

from __future__ import annotations

import pytest

from leaderboards import aggregates, boards, daily
from leaderboards.models import DailyChallenge, Result
from leaderboards.rebuild import rebuild_challenge
from tables import registry
from tests.leaderboards.conftest import play_low


def challenge_of(spec: registry.GameSpec) -> DailyChallenge:
    challenge = daily.existing_challenge(spec.name, daily.today())
    assert challenge is not None
    return challenge


def test_a_result_with_more_rounds_than_the_first_is_still_recorded(
        transactional_db: None, low_game: registry.GameSpec) -> None:
    # The first result had two rounds: the per-round lists must grow for the later ones
    # (they were once sized from the first, and the longer result was lost in the hook).
    for rounds in ([3, 4], [1, 2, 6, 0, 5], [2, 8, 1]):
        play_low(None, rounds)
    assert sorted(len(r) for r in Result.objects.values_list("round_scores", flat=True)) == [
        2, 3, 5]
    c = challenge_of(low_game)
    assert c.players == 3
    assert c.round_counts == [3, 3, 2, 1, 1]
    assert c.round_sums == [6, 14, 7, 0, 5]
    assert c.round_best == [1, 2, 1, 0, 5]  # lower is better: the least
    assert c.histogram == {"7": 1, "14": 1, "11": 1}


def test_each_rounds_average_is_over_those_who_played_it(
        transactional_db: None, low_game: registry.GameSpec) -> None:
    play_low(None, [3, 4])
    play_low(None, [1, 2, 6, 0, 5])
    mine = Result.objects.get(table=play_low(None, [2, 8, 1]))
    rounds = boards.round_comparison(challenge_of(low_game), mine)
    assert [(r.label, r.mine, r.average, r.best, r.players) for r in rounds] == [
        ("Round 1", 2, 2.0, 1, 3), ("Round 2", 8, 4.7, 2, 3), ("Round 3", 1, 3.5, 1, 2)]
    assert [(r.is_best, r.is_worse) for r in rounds] == [
        (False, False), (False, True), (True, False)]
    assert [r.mine_text for r in rounds] == ["2 strokes", "8 strokes", "1 strokes"]


def test_the_longest_result_is_compared_round_by_round(
        transactional_db: None, low_game: registry.GameSpec) -> None:
    play_low(None, [3, 4])
    longest = Result.objects.get(table=play_low(None, [1, 2, 6, 0, 5]))
    rounds = boards.round_comparison(challenge_of(low_game), longest)
    assert [(r.number, r.players, r.average) for r in rounds] == [
        (1, 2, 2.0), (2, 2, 3.0), (3, 1, 6.0), (4, 1, 0.0), (5, 1, 5.0)]
    assert all(r.is_best for r in rounds[2:])


@pytest.mark.parametrize("better, expected", [("higher", [3, 4, 6]), ("lower", [1, 2, 6])])
def test_best_follows_the_games_direction(better: str, expected: list[int]) -> None:
    challenge = DailyChallenge(game="any", players=0, histogram={})
    for scores in ([3, 2], [1, 4, 6], [2]):
        aggregates.add(challenge, sum(scores), scores, better)  # type: ignore[arg-type]
    assert challenge.round_best == expected
    assert challenge.round_counts == [3, 2, 1]


def test_a_rebuild_counts_the_same_as_the_results_did(
        transactional_db: None, low_game: registry.GameSpec) -> None:
    for rounds in ([5], [1, 1, 1, 1], [2, 3]):
        play_low(None, rounds)
    recorded = challenge_of(low_game)
    fields = [(f, getattr(recorded, f)) for f in aggregates.FIELDS]
    DailyChallenge.objects.filter(pk=recorded.pk).update(
        players=0, histogram={}, round_sums=[], round_counts=[], round_best=[])
    rebuild_challenge(recorded.pk)
    rebuilt = challenge_of(low_game)
    assert [(f, getattr(rebuilt, f)) for f in aggregates.FIELDS] == fields
