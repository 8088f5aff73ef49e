"""Shakipesh's personal statistics: its own figures (went out, blocked, cards left) from the
facts of finished rounds, the same labels whatever the facts, after the site's rounds (a
match has rounds). The statistics page of played tables, and "none yet" with nothing to
count, are the contract suite's (tests/contract/test_stats_site.py)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pytest
from django.utils import translation

from shakipesh.facts import RoundFacts
from shakipesh.stats import statistics
from tables import registry

LABELS = ["Went out", "Blocked", "Cards left"]


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    with translation.override("en"):
        yield


def shown(facts: Sequence[RoundFacts]) -> dict[str, tuple[str, str]]:
    return {f.label: (f.value, f.detail) for f in statistics(facts)}


def test_the_same_labels_whatever_the_facts_after_the_sites_rounds() -> None:
    assert [f.label for f in statistics([])] == LABELS
    assert [f.label for f in statistics([RoundFacts(0, True, False, 2)])] == LABELS
    spec = registry.get("shakipesh")  # a match has rounds
    assert "rounds" in spec.site_figures and str(spec.rounds_label) == "Rounds"


def test_the_figures_of_some_rounds() -> None:
    facts = [RoundFacts(0, True, False, 2), RoundFacts(4, False, False, 2),
             RoundFacts(7, False, True, 3), RoundFacts(0, True, False, 4)]
    assert shown(facts) == {
        "Went out": ("50%", "2 of 4"),
        "Blocked": ("25%", "1 of 4"),
        "Cards left": ("5.5", ""),  # (4 + 7) / 2: the rounds not won only
    }


def test_rounds_all_won_leave_no_cards_to_average() -> None:
    assert shown([RoundFacts(0, True, False, 2)])["Cards left"] == ("—", "none yet")
