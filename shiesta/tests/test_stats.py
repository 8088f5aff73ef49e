"""Shiesta's personal statistics: its own figures (won, average place, last place, turns per
game) from the facts of finished games, the same labels whatever the facts, in the active
language; and the statistics page, practice and daily apart, checked against the games'
outcomes counted here from the engine (the contract suite's tests/contract/test_stats_site.py
checks it for every game against the game's own facts; "none yet" with nothing to count too)."""

from __future__ import annotations

import datetime as dt
import random
import re
from collections.abc import Iterator, Sequence
from typing import Any

import pytest
import time_machine
from django.utils import translation
from django.utils.formats import number_format

from shiesta.engine import ENGINE
from shiesta.engine.summary import GameFacts, game_facts
from shiesta.stats import statistics
from shiesta.tests.played import person, play_daily
from tables import registry
from tables.models import Table
from tests.catalogue import add_translations
from tests.game_site import daily_format
from tests.leaderboards.conftest import at
from tests.played import figure_rows, play_out, play_practice, start_replay, state_of, table_id_of
from tests.tables.conftest import Guest

LABELS = ["Won", "Average place", "Last place", "Turns per game"]


@pytest.fixture(autouse=True)
def _earlier_format() -> Iterator[None]:
    """The daily of one game, as it was played before matches: the days played so keep it
    (tests/leaderboards/test_daily_formats_play.py plays today's format)."""
    with daily_format("shiesta", "games-1"):
        yield


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    with translation.override("en"):
        yield


def shown(facts: Sequence[GameFacts]) -> dict[str, tuple[str, str]]:
    return {f.label: (f.value, f.detail) for f in statistics(facts)}


def test_the_figures_of_some_games() -> None:
    facts = [GameFacts(1, 30, True, 4), GameFacts(4, 52, False, 4),
             GameFacts(2, 41, False, 4), GameFacts(3, 21, False, 3)]
    assert [f.label for f in statistics(facts)] == LABELS == [f.label for f in statistics([])]
    assert shown(facts) == {
        "Won": ("25%", "1 of 4"),
        "Average place": ("2.50", ""),  # (1 + 4 + 2 + 3) / 4
        "Last place": ("50%", "2 of 4"),  # 4th of four and 3rd of three
        "Turns per game": ("36.0", ""),  # 144 / 4
    }


def test_a_shared_last_place_is_not_behind_everybody() -> None:
    # Two players holding as many cards share 3rd of four (H14): neither is behind all.
    assert shown([GameFacts(3, 40, False, 4)])["Last place"] == ("0%", "0 of 1")
    assert shown([GameFacts(1, 40, False, 4)])["Won"] == ("0%", "0 of 1")  # 1st by cards (H15)


def test_each_game_of_a_match_counts_as_a_game() -> None:
    """A match's facts are one per finished game (its place, the seat's turns in it): the
    figures count games, not tables."""
    state = ENGINE.new_game("stats match", 4, {"games": 3, "turn_limit": 20})
    rng = random.Random(7)
    while ENGINE.outcome(state) is None:
        seat = rng.choice(ENGINE.to_act(state))
        state = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
    facts = game_facts(state, 0)
    assert [f.score for f in facts] == list(ENGINE.round_scores(state, 0))
    assert shown(facts)["Won"][1].endswith("of 3")
    places = [f.score for f in facts]
    assert shown(facts)["Average place"] == (number_format(sum(places) / 3, 2), "")


def test_the_labels_are_in_the_active_language(monkeypatch: pytest.MonkeyPatch) -> None:
    add_translations(monkeypatch, "nb", {"Average place": "Snittplassering", "Won": "Vunnet"})
    with translation.override("nb"):
        labels = [f.label for f in statistics([GameFacts(2, 30, False, 4)])]
    assert labels[:2] == ["Vunnet", "Snittplassering"]


# ---------------------------------------------------------------- the statistics page


def rate(hits: int, of: int) -> tuple[str, str]:
    return (f"{round(100 * hits / of)}%", f"{hits} of {of}") if of else ("—", "none yet")


def expected(tables: list[Table]) -> dict[str, tuple[str, str]]:
    """The page's figures of ``tables``, counted here from the engine's outcomes."""
    games = []
    for table in tables:
        state = state_of(table)
        outcome = ENGINE.outcome(state)
        if outcome is not None:
            games.append((outcome.scores[0], state.turns[0], state.winner == 0, state.seats))
    n = len(games)  # tables of one game each: as many matches as games
    return {
        "Matches": (str(n), f"{n} finished"),
        "Games": (str(n), ""),
        "Won": rate(sum(g[2] for g in games), n),
        "Average place": average([g[0] for g in games], 2),
        "Last place": rate(sum(g[0] == g[3] for g in games), n),
        "Turns per game": average([g[1] for g in games], 1),
    }


def average(values: list[int], decimals: int) -> tuple[str, str]:
    if not values:
        return "—", "none yet"
    return number_format(sum(values) / len(values), decimals), ""


def test_the_page_shows_shiestas_figures_for_practice_and_daily(guest: Guest,
                                                                on_site: Any) -> None:
    with time_machine.travel(at(dt.date(2026, 12, 5), 10), tick=False):
        practice = [play_practice(guest, "shiesta", person(0)),
                    play_practice(guest, "shiesta", person(2), seats=3)]
        unfinished = guest.post("/api/tables/", {"game": "shiesta", "seats": 5}).json()
        ranked = play_daily(guest, choose=1)
        response = start_replay(guest, "shiesta")
        replay = play_out(guest, table_id_of(response["Location"]), person(3))
        html = guest.get("/me/stats/").content.decode()
    assert Table.objects.get(pk=unfinished["id"]).status == "active"
    found = figure_rows(html, "shiesta")
    # Matches (tables) and their games, no points (a place is no point).
    assert list(found) == ["Matches", "Games", *LABELS]
    groups = {"Practice": practice, "Daily": [ranked, replay], "All": [*practice, ranked,
                                                                       replay]}
    for i, tables in enumerate(groups.values()):
        want = expected(tables)
        assert {label: cells[i] for label, cells in found.items()} == want, list(groups)[i]
    section = html.split('data-game="shiesta"')[1].split("</section>")[0]
    outcome = ENGINE.outcome(state_of(ranked))
    assert outcome is not None
    shown_place = registry.get("shiesta").format_total(outcome.scores[0])
    history = section.split("daily-history")[1]
    assert '<th scope="col" class="num">Result</th>' in history
    assert f'<td class="num">{shown_place}</td>' in history
    chart = section.split("<svg")[1].split("</svg>")[0]
    assert f": {shown_place}</title>" in chart and "points" not in chart
    assert 'class="chart-zero"' not in chart  # a place has no zero line
    assert not re.search(r"(?<![\d:])\+\d", section)
