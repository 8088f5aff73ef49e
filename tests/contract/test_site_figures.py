"""Which of the site's own figures a game's statistics show (``GameSpec.site_figures``):
every game names known ones; the toy shows all four by default, and only those it names
otherwise; without points, the daily chart spans the totals and draws no zero line."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from dataclasses import replace

import pytest
from django.utils import translation

from stats.charts import line_chart
from stats.personal import TableRow, tally
from tables import registry
from toy.engine import RoundFacts

ENGINES = sorted(spec.name for spec in registry.games())
ROWS = [TableRow("toy", "practice", True, [RoundFacts(3, False, 2), RoundFacts(5, True, 0)]),
        TableRow("toy", "daily", False, [RoundFacts(-1, False, 4)])]


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    with translation.override("en"):
        yield


@pytest.mark.parametrize("engine_name", ENGINES)
def test_every_game_names_known_site_figures(spec: registry.GameSpec) -> None:
    assert spec.site_figures and set(spec.site_figures) <= set(registry.SITE_FIGURES)
    assert len(set(spec.site_figures)) == len(spec.site_figures)
    assert "games" in spec.site_figures  # what a section of the page is about


def figures(spec: registry.GameSpec, monkeypatch: pytest.MonkeyPatch
            ) -> tuple[list[tuple[str, str]], list[str]]:
    monkeypatch.setitem(registry._GAMES, spec.name, spec)
    (game,) = tally(ROWS)
    return ([(f.label, f.value) for f in game.figures(game.overall)],
            [f.label for f in game.tiles])


def test_the_toy_shows_all_four_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    shown, tiles = figures(registry.get("toy"), monkeypatch)
    assert shown == [("Games", "2"), ("Rounds", "3"), ("Points", "7"),
                     ("Points per round", "2.33")]
    assert tiles == ["Games", "Rounds", "Points per round"]  # the headline: no raw points


def test_a_game_shows_only_the_site_figures_it_names(monkeypatch: pytest.MonkeyPatch) -> None:
    toy = registry.get("toy")
    shown, tiles = figures(replace(toy, site_figures=("games", "points")), monkeypatch)
    assert shown == [("Games", "2"), ("Points", "7")]
    assert tiles == ["Games"]
    shown, _ = figures(replace(toy, site_figures=("games",)), monkeypatch)
    assert shown == [("Games", "2")]


def test_a_chart_of_totals_that_are_no_points_spans_them_alone() -> None:
    days = [(dt.date(2026, 1, 1), 3), (dt.date(2026, 1, 2), 1), (dt.date(2026, 1, 4), 4)]
    points = line_chart(days)
    places = line_chart(days, zero=False, show=lambda t: f"#{t}")
    assert points is not None and places is not None
    assert (points.low, points.high, points.zero) == (0, 4, True)
    assert (places.low, places.high, places.zero) == (1, 4, False)
    assert [d.text for d in places.dots] == ["#3", "#1", "#4"]
    assert [d.text for d in points.dots] == ["+3", "+1", "+4"]  # signed, as before
    assert (places.lowest_text, places.highest_text) == ("#1", "#4")
