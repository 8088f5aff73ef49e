"""Shakipesh's personal statistics: its own figures (went out, blocked, cards left) from the
facts of finished rounds, the same labels whatever the facts; and the statistics page,
practice and daily apart, checked against the rounds counted here from the engine."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator, Sequence

import pytest
import time_machine
from django.utils import translation

from shakipesh.facts import RoundFacts, round_facts
from shakipesh.stats import statistics
from shakipesh.tests.played import play_daily, play_practice, state_of
from tables.models import Table
from tests.leaderboards.conftest import at
from tests.tables.conftest import Guest

LABELS = ["Went out", "Blocked", "Cards left"]


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    with translation.override("en"):
        yield


def shown(facts: Sequence[RoundFacts]) -> dict[str, tuple[str, str]]:
    return {f.label: (f.value, f.detail) for f in statistics(facts)}


def test_nothing_to_count_says_so_under_the_same_labels() -> None:
    figures = statistics([])
    assert [f.label for f in figures] == LABELS
    assert all((f.value, f.detail) == ("—", "none yet") for f in figures)
    assert all(f.about for f in figures)


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


def figures_of(html: str) -> dict[str, list[str]]:
    """The Shakipesh section's figures: label -> the value of each column."""
    section = html.split('data-game="shakipesh"')[1].split("</section>")[0]
    body = section.split('<table class="figures">')[1].split("</table>")[0]
    return {label: re.findall(r"<td>(.*?)(?:<span|</td>)", cells)
            for label, cells in re.findall(r'<th scope="row">(.*?)</th>(.*?)</tr>', body, re.S)}


def test_the_page_shows_shakipesh_figures_for_practice_and_daily(guest: Guest) -> None:
    with time_machine.travel(at(dt.date(2026, 12, 5), 10), tick=False):
        practice = [play_practice(guest, choose=0, options={"limit": 10}),
                    play_practice(guest, choose=1, seats=3)]
        ranked = play_daily(guest, choose=1)
        html = guest.get("/me/stats/").content.decode()
    found = figures_of(html)
    assert list(found)[-3:] == LABELS and "Rounds" in found  # a match has rounds
    groups: dict[str, list[Table]] = {"Practice": practice, "Daily": [ranked],
                                      "All": [*practice, ranked]}
    for column, tables in enumerate(groups.values()):
        facts = [fact for table in tables for fact in round_facts(state_of(table), 0)]
        want = {f.label: f.value for f in statistics(facts)}
        assert {label: found[label][column] for label in LABELS} == want, column
        assert found["Rounds"][column] == str(len(facts))
    points = sum(fact.score for table in practice for fact in round_facts(state_of(table), 0))
    assert found["Points"][0] == str(points)
