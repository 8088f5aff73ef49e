"""Every game's personal statistics, the same for any game given its spec: its own figures
line up with nothing to count, and the statistics page counts a person's really played
tables (practice and daily apart, then all) as the engine's rounds say, the site's figures
and the game's, with the daily results in its history and chart.

What a game's own figures mean is its own tests' (``<game>/tests/test_stats.py``).
"""

from __future__ import annotations

import datetime as dt
import html
from collections.abc import Iterator
from typing import Any

import pytest
import time_machine
from django.utils import translation
from django.utils.formats import number_format

from leaderboards.models import Result
from tables import registry, services
from tables.models import Table
from tests import played
from tests.contract.conftest import engine_names
from tests.tables.conftest import Guest, established

GAMES = pytest.mark.parametrize("engine_name", engine_names())


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    with translation.override("en"):
        yield


@GAMES
def test_nothing_to_count_says_so_under_the_same_labels(spec: registry.GameSpec) -> None:
    if spec.statistics is None:
        pytest.skip("the game shows the site's figures alone")
    figures = spec.statistics([])
    assert figures, "a game with figures of its own shows them with nothing to count too"
    assert all((f.value, f.detail) == ("—", "none yet") for f in figures)
    assert all(f.about for f in figures)  # each says what it counts


def expected(spec: registry.GameSpec, tables: list[Table]) -> dict[str, tuple[str, str]]:
    """The figures of ``tables`` for the person: the site's counted here from the engine's
    round scores, the game's from its ``statistics`` of the person's round facts."""
    games = finished = points = 0
    facts: list[Any] = []
    for table in tables:
        state, seat = played.state_of(table), services.person_seat(table)
        scores = list(spec.engine.round_scores(state, seat))
        mine = list(spec.round_facts(state, seat))
        assert [fact.score for fact in mine] == scores  # a fact per round, with its score
        games += bool(scores)  # a table counts once a round of it is over
        finished += bool(scores) and table.status == Table.Status.FINISHED
        points += sum(scores)
        facts += mine
    rounds = len(facts)
    site = {
        "games": (str(spec.tables_label), (str(games), f"{finished} finished")),
        "rounds": (str(spec.rounds_label), (str(rounds), "")),
        "points": ("Points", (str(points), "")),
        "points_per_round": (f"Points per {str(spec.round_label).lower()}",
                             (number_format(points / rounds, 2) if rounds else "—", "")),
    }
    shown = dict(site[name] for name in spec.site_figures)
    own = spec.statistics(facts) if spec.statistics else []
    return shown | {f.label: (f.value, f.detail) for f in own}


@pytest.mark.usefixtures("on_site")
@GAMES
def test_the_page_counts_practice_and_daily_apart(transactional_db: None,
                                                  spec: registry.GameSpec) -> None:
    guest = established(Guest())
    with (time_machine.travel(dt.datetime(2026, 12, 5, 10, tzinfo=dt.UTC), tick=False),
          played.first_format(spec.name) as fmt):
        seats = fmt.seats or spec.engine.default_seats
        setup = {"seats": seats, "options": dict(fmt.options)}  # the daily's: a short one
        practice = [played.play_practice(guest, spec.name, played.randomly("practice"),
                                         **setup)]  # the daily's two tables add up
        unstarted = guest.post("/api/tables/", {"game": spec.name, **setup}).json()
        ranked = played.play_daily(guest, spec.name, played.randomly("ranked"))
        response = played.start_replay(guest, spec.name)
        replay = played.play_out(guest, played.table_id_of(response["Location"]),
                                 played.randomly("replay"))
        page = guest.get("/me/stats/").content.decode()
        shown_total = (fmt.format_total or spec.format_total)(Result.objects.get().total)
    assert Table.objects.get(pk=unstarted["id"]).status == "active"  # counted nowhere
    found = played.figure_rows(page, spec.name)
    groups = {"Practice": [*practice, Table.objects.get(pk=unstarted["id"])],
              "Daily": [ranked, replay], "All": [*practice, ranked, replay]}
    for column, (name, tables) in enumerate(groups.items()):
        want = expected(spec, tables)
        assert list(found) == list(want)  # the site's figures, then the game's
        assert {label: cells[column] for label, cells in found.items()} == want, name
    # The day's verified result, in the daily history and the chart, as the game shows it.
    section = page.split(f'data-game="{spec.name}"')[1].split("</section>")[0]
    history = section.split("daily-history")[1]
    assert f'<td class="num">{html.escape(shown_total)}</td>' in history
    chart = section.split("<svg")[1].split("</svg>")[0]
    assert f": {html.escape(shown_total)}</title>" in chart
    # A total that is no sum of points (a place) has no zero line.
    assert ('class="chart-zero"' in chart) == ("points" in spec.site_figures)
