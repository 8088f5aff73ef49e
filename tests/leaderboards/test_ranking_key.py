"""The ranking key: the engine's key tuple packed into one integer that orders like it, and
the day's board ordered by it (then finish time, then id), ties sharing a rank."""

from __future__ import annotations

import itertools
import random

import pytest
import time_machine

from leaderboards import boards, daily, ranks
from leaderboards.models import Result
from leaderboards.ranking import KEY_BITS, RankKeyOutOfRange, pack_key
from sheepshead.engine import state_from_json
from tables import registry
from tests.leaderboards.conftest import Guest, at, play_daily, play_low


def test_packing_orders_like_the_tuples_and_only_equal_tuples_are_equal() -> None:
    rng = random.Random(5)
    for n in (1, 2, 3, 4, 7):
        half = 1 << (KEY_BITS // n - 1)
        edges = (-half, -half + 1, -1, 0, 1, half - 2, half - 1)
        keys = [tuple(rng.choice(edges) if rng.random() < 0.5 else rng.randrange(-half, half)
                      for _ in range(n)) for _ in range(300)]
        for a, b in itertools.combinations(keys, 2):
            assert (pack_key(a) < pack_key(b)) == (a < b), (a, b)
            assert (pack_key(a) == pack_key(b)) == (a == b), (a, b)


def test_the_packed_key_keeps_the_redis_score_exact() -> None:
    for n in (1, 2, 3, 5):
        half = 1 << (KEY_BITS // n - 1)
        for key in ((-half,) * n, (half - 1,) * n):
            packed = pack_key(key)
            assert abs(packed) < 2**29
            score = packed * ranks.BAND + ranks.BAND - 1  # the latest second of the day
            assert int(float(score)) == score


def test_one_component_packs_to_itself() -> None:
    assert [pack_key((k,)) for k in (-40, 0, 17)] == [-40, 0, 17]


@pytest.mark.parametrize("key, words", [
    ((), "at least one component"),
    ((1 << 27,), "component 0 is outside"),
    ((3, 1 << 13), "component 1 is outside [-8192, 8192)"),
    ((0,) * 15, "does not fit"),
    ((1.5,), "not an int"),
    ((True,), "not an int"),
])
def test_a_key_out_of_range_is_refused_clearly(key: tuple, words: str) -> None:
    with pytest.raises(RankKeyOutOfRange, match=words.replace("[", r"\[").replace(")", r"\)")):
        pack_key(key)


def test_a_sheepshead_result_ranks_by_its_outcome_key(guest: Guest) -> None:
    table = play_daily(guest)
    result = Result.objects.get()
    outcome = registry.get("sheepshead").engine.outcome(state_from_json(table.state))
    assert outcome is not None
    assert result.rank_key == pack_key(outcome.keys[0]) == -result.total


def test_the_board_orders_by_the_key_not_the_total(transactional_db: None,
                                                   low_game: registry.GameSpec) -> None:
    # Lowest total first; an equal total breaks on fewer turns; equal keys share a rank and
    # list by finish time.
    day = daily.today()
    plays = [([4, 1], 9, 10), ([2, 2, 1], 7, 11), ([3, 2], 7, 9), ([5], 3, 12), ([9], 0, 8)]
    tables = {}
    for rounds, turns, hour in plays:
        with time_machine.travel(at(day, hour), tick=False):
            tables[hour] = play_low(None, rounds, turns)
    challenge = daily.existing_challenge(low_game.name, day)
    assert challenge is not None
    rows = boards.rows(challenge, 0, 10, None)
    by_hour = {r.finished_at.hour: r for r in rows}
    assert [r.finished_at.hour for r in rows] == [12, 9, 11, 10, 8]
    assert [r.rank for r in rows] == [1, 2, 2, 4, 5]
    assert [r.total_text for r in rows] == ["5 strokes"] * 4 + ["9 strokes"]
    assert Result.objects.get(table=tables[9]).rank_key == pack_key((5, 7))
    assert by_hour[11].rank == by_hour[9].rank == ranks.backend().rank(
        challenge, pack_key((5, 7)))
