"""A Sixes match on the site: one round fact per finished game (statistics count games), the
number of finished games as the table's round, and a match's result in words."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from django.utils import translation

from sixes.engine import ENGINE
from sixes.facts import GameFacts, game_facts, game_number
from sixes.words import result_words
from tables.registry import DailyResult, ResultWords


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    with translation.override("en"):
        yield


def test_one_fact_per_finished_game_of_the_match() -> None:
    rng = random.Random(2)
    state = ENGINE.new_game("facts", 3, {"games": 3, "turn_limit": 4})
    assert game_facts(state, 0) == [] and game_number(state) == 0
    knockers: list[int] = []  # who started each game's final round, read from the knocks
    knocked = -1
    while ENGINE.outcome(state) is None:
        seat = ENGINE.to_act(state)[0]
        legal = ENGINE.legal_actions(state, seat)
        knocks = [a for a in legal if a.type == "knock"]
        action = knocks[0] if knocks and rng.random() < 0.3 else rng.choice(
            [a for a in legal if a.type != "knock"])
        before = state.number
        state = ENGINE.apply(state, seat, action)
        if action.type == "knock":
            knocked = seat
        if state.number > before or ENGINE.outcome(state) is not None:
            knockers.append(knocked)
            knocked = -1
        if ENGINE.outcome(state) is None:  # the finished games so far
            assert game_number(state) == len(state.match)
            assert [f.score for f in game_facts(state, 1)] == [g[1] for g in state.match]
    assert game_number(state) == 3 and knockers and len(knockers) == 3
    for seat in range(3):
        facts = game_facts(state, seat)
        rounds = ENGINE.round_scores(state, seat)
        games = [*state.match, tuple(ENGINE.view(state, 0)["result"]["scores"])]
        assert facts == [GameFacts(rounds[g], rounds[g] == min(games[g]),
                                   knockers[g] == seat, 3,
                                   1 + sum(other < rounds[g] for other in games[g]))
                         for g in range(3)]


def test_a_single_game_is_one_fact_as_before() -> None:
    state = ENGINE.new_game("single", 2, {"turn_limit": 1})
    for _ in range(2):
        seat = state.turn
        for step in ("draw", "discard", "end"):
            state = ENGINE.apply(state, seat, ENGINE.decode_action({"type": step}))
    outcome = ENGINE.outcome(state)
    assert outcome is not None and game_number(state) == 1
    assert game_facts(state, 1) == [GameFacts(outcome.scores[1],
                                              outcome.scores[1] == min(outcome.scores),
                                              False, 2, outcome.places[1])]


def test_a_single_games_result_reads_as_before() -> None:
    assert result_words(DailyResult(12, (12,), (12,))) == ResultWords(
        "12 points", "A score of 12 points")
    assert result_words(DailyResult(1, (1,), (1,))) == ResultWords(
        "1 point", "A score of 1 point")


def test_a_matchs_result_reads_as_its_total_in_its_games_and_their_scores() -> None:
    assert result_words(DailyResult(23, (23,), (4, 7, 0, 5, 7))) == ResultWords(
        "23 points in 5 games", "A match of 5 games: 23 points", "Games: 4 7 0 5 7")
    assert result_words(DailyResult(1, (1,), (1, 0))) == ResultWords(
        "1 point in 2 games", "A match of 2 games: 1 point", "Games: 1 0")
