"""What the site reads of a Shakipesh match: one fact per finished round (its score the
seat's cards left), the round number, and how a result reads."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from django.utils import translation

from shakipesh.facts import RoundFacts, round_facts, round_number
from shakipesh.tests.engine.positions import act, position
from shakipesh.words import result_words
from tables import registry
from tables.registry import DailyResult, ResultWords


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    with translation.override("en"):
        yield


def test_one_fact_per_finished_round_and_the_round_number() -> None:
    state = position("9H", "2D 7H 3S", piles=("10H",), limit=10)
    assert round_facts(state, 0) == [] and round_number(state) == 0
    state = act(state, "lay 9H 0")
    assert round_facts(state, 0) == [RoundFacts(0, True, False, 2)]
    assert round_facts(state, 1) == [RoundFacts(3, False, False, 2)]
    assert round_number(state) == 1 and not state.finished


def test_a_single_round_reads_by_cards_left_and_turns() -> None:
    assert result_words(DailyResult(0, (0, 12), (0,))) == ResultWords(
        "out in 12 turns", "Went out in 12 turns")
    assert result_words(DailyResult(6, (6, 1), (6,))) == ResultWords(
        "6 cards left after 1 turn", "Ended with 6 cards after 1 turn")
    assert result_words(DailyResult(1, (1, 9), (1,))).text == "1 card left after 9 turns"


def test_a_match_reads_by_its_points_and_its_rounds() -> None:
    assert result_words(DailyResult(12, (12,), (4, 0, 8))) == ResultWords(
        "12 points", "", "Rounds: 4 0 8")


def test_the_game_is_registered_with_its_daily_a_match_for_two() -> None:
    spec = registry.get("shakipesh")
    played = spec.daily_format  # chosen by measurement (README, "Daily formats")
    assert (played.seats, dict(played.options), spec.daily_level) == (2, {"limit": 10}, "hard")
    assert spec.format_of("limit-1") is not None  # the days of one round keep their name
    assert spec.levels == ("easy", "normal", "hard") and spec.default_level == "normal"
    assert spec.renderer == "shakipesh/renderer.js" and spec.coach is not None
    assert len(set(spec.computer_names)) == 16
    others = {n for s in registry.games() if s.name != "shakipesh" for n in s.computer_names}
    assert not others & set(spec.computer_names)
    assert spec.format_total(12) == "12"
