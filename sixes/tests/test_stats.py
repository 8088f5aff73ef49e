"""Sixes' personal statistics: its own figures (won, best score, knocked, won after knocking)
from the facts of finished games, the same labels whatever the facts, after the site's
matches and games (a table is a match of games). The statistics page of played tables, and
"none yet" with nothing to count, are the contract suite's (tests/contract/test_stats_site.py)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pytest
from django.utils import translation

from sixes.engine import ENGINE
from sixes.facts import GameFacts, game_facts
from sixes.stats import statistics
from tables import registry

LABELS = ["Won", "Best score", "Knocked", "Won after knocking"]


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    with translation.override("en"):
        yield


def shown(facts: Sequence[GameFacts]) -> dict[str, tuple[str, str]]:
    return {f.label: (f.value, f.detail) for f in statistics(facts)}


def test_the_same_labels_whatever_the_facts_after_matches_and_games() -> None:
    assert [f.label for f in statistics([])] == LABELS
    assert [f.label for f in statistics([GameFacts(4, True, True, 4)])] == LABELS
    spec = registry.get("sixes")  # a table is a match, its rounds are games
    assert (str(spec.tables_label), str(spec.rounds_label)) == ("Matches", "Games")


def test_the_figures_of_some_games() -> None:
    facts = [GameFacts(4, True, True, 4), GameFacts(19, False, True, 4),
             GameFacts(0, True, False, 2), GameFacts(31, False, False, 3)]
    assert shown(facts) == {
        "Won": ("50%", "2 of 4"),
        "Best score": ("0", ""),
        "Knocked": ("50%", "2 of 4"),
        "Won after knocking": ("50%", "1 of 2"),  # of the two knocks, one won
    }


def test_a_game_not_over_has_no_facts_and_a_shared_lowest_score_wins() -> None:
    state = ENGINE.new_game("facts", 3)
    assert game_facts(state, 0) == []
    king, high = (44,) * 6, tuple(rank * 4 for rank in range(10, 4, -1))  # 0 and 57
    over = state._replace(packets=(king, high, king), phase="over", turn=-1, knocked=2)
    assert game_facts(over, 0) == [GameFacts(0, True, False, 3)]  # tied for lowest: won
    assert game_facts(over, 1) == [GameFacts(57, False, False, 3, place=3)]
    assert game_facts(over, 2) == [GameFacts(0, True, True, 3)]
