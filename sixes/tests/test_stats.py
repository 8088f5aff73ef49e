"""Sixes' personal statistics: its own figures (won, best score, knocked, won after knocking)
from the facts of finished games, the same labels whatever the facts; and the statistics page,
practice and daily apart, checked against the games' outcomes counted here from the engine."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator, Sequence

import pytest
import time_machine
from django.utils import translation

from sixes.engine import ENGINE
from sixes.facts import GameFacts, game_facts
from sixes.stats import statistics
from sixes.tests.played import play_daily, play_practice, state_of
from tables.models import Table
from tests.leaderboards.conftest import at
from tests.tables.conftest import Guest

LABELS = ["Won", "Best score", "Knocked", "Won after knocking"]


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    with translation.override("en"):
        yield


def shown(facts: Sequence[GameFacts]) -> dict[str, tuple[str, str]]:
    return {f.label: (f.value, f.detail) for f in statistics(facts)}


def test_nothing_to_count_says_so_under_the_same_labels() -> None:
    figures = statistics([])
    assert [f.label for f in figures] == LABELS
    assert all((f.value, f.detail) == ("—", "none yet") for f in figures)
    assert all(f.about for f in figures)


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


def figures_of(html: str) -> dict[str, list[str]]:
    """The Sixes section's figures: label -> the value of each column."""
    section = html.split('data-game="sixes"')[1].split("</section>")[0]
    body = section.split('<table class="figures">')[1].split("</table>")[0]
    return {label: re.findall(r"<td>(.*?)(?:<span|</td>)", cells)
            for label, cells in re.findall(r'<th scope="row">(.*?)</th>(.*?)</tr>', body, re.S)}


def test_the_page_shows_sixes_figures_for_practice_and_daily(guest: Guest) -> None:
    with time_machine.travel(at(dt.date(2026, 12, 5), 10), tick=False):
        practice = [play_practice(guest, choose=0), play_practice(guest, choose=2, seats=2)]
        ranked = play_daily(guest, choose=1)
        html = guest.get("/me/stats/").content.decode()
    found = figures_of(html)
    assert list(found)[-4:] == LABELS and "Rounds" not in found  # one game a table
    groups: dict[str, list[Table]] = {"Practice": practice, "Daily": [ranked],
                                      "All": [*practice, ranked]}
    for column, tables in enumerate(groups.values()):
        facts = [fact for table in tables for fact in game_facts(state_of(table), 0)]
        want = {f.label: f.value for f in statistics(facts)}
        assert {label: found[label][column] for label in LABELS} == want, column
    scores = [ENGINE.outcome(state_of(t)).scores[0] for t in practice]  # type: ignore[union-attr]
    assert found["Points"][0] == str(sum(scores))
