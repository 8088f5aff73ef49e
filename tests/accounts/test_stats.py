"""Personal statistics: figures from really played tables, checked against the engine state
and the action log counted here independently; the page with and without data."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass
from typing import Any

import pytest
from django.test import Client
from django.utils import timezone

from accounts.charts import line_chart
from accounts.guests import create_guest
from accounts.models import Player
from accounts.stats import Rate, Tally, player_stats
from leaderboards.models import DailyChallenge, Result
from tables import registry
from tables.models import Action, Table
from tests.accounts.conftest import new_table, play, player_of, visitor

pytestmark = pytest.mark.django_db(transaction=True)


@dataclass
class Count:
    """The figures, counted straight from engine states and action logs."""

    games: int = 0
    finished: int = 0
    deals: int = 0
    points: int = 0
    decisions: int = 0
    picks: int = 0
    picker: tuple[int, int] = (0, 0)  # (won, played)
    partner: tuple[int, int] = (0, 0)
    leasters: tuple[int, int] = (0, 0)

    def add(self, table: Table) -> None:
        table.refresh_from_db()
        state = registry.get(table.game).engine.decode_state(table.state)
        seat = [s["kind"] for s in table.seats].index("person")
        if not state.history:
            return
        self.games += 1
        self.finished += table.status == Table.Status.FINISHED
        for deal in state.history:
            score = deal.result.scores[seat]
            self.deals += 1
            self.points += score
            won = int(score > 0)
            if deal.result.leaster:
                self.leasters = (self.leasters[0] + won, self.leasters[1] + 1)
            elif deal.picker == seat:
                self.picker = (self.picker[0] + won, self.picker[1] + 1)
            elif deal.partner == seat:
                self.partner = (self.partner[0] + won, self.partner[1] + 1)
        # Pick decisions from the log: the person's pick and pass actions. The tests stop
        # partial games right after a deal ends, so every such action is of a finished deal.
        kinds = [row.action["type"] for row in Action.objects.filter(table=table, seat=seat)]
        self.decisions += kinds.count("pick") + kinds.count("pass")
        self.picks += kinds.count("pick")


def assert_matches(tally: Tally, count: Count) -> None:
    assert (tally.games, tally.games_finished) == (count.games, count.finished)
    assert (tally.deals, tally.points) == (count.deals, count.points)
    assert tally.pick == Rate(count.picks, count.decisions)
    assert tally.as_picker == Rate(*count.picker)
    assert tally.as_partner == Rate(*count.partner)
    assert tally.leasters == Rate(*count.leasters)
    assert tally.average == (count.points / count.deals if count.deals else None)


@pytest.fixture
def played(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """A player with two finished practice games, one three deals in, one daily and one
    untouched table; and a stranger's finished game, which must not count."""
    player, stranger = create_guest(), create_guest()
    rng = random.Random(2024)
    tables = {
        "practice": [
            play(player, new_table(player, "stats-a", monkeypatch), rng),
            play(player, new_table(player, "stats-b", monkeypatch), rng),
            play(player, new_table(player, "stats-c", monkeypatch), rng, deals=3),
            new_table(player, "stats-d", monkeypatch),
        ],
        "daily": [play(player, new_table(player, "stats-e", monkeypatch, "daily"), rng)],
    }
    play(stranger, new_table(stranger, "stats-f", monkeypatch), rng)
    return {"player": player, "tables": tables}


def test_figures_match_an_independent_count(played: dict[str, Any]) -> None:
    stats = player_stats(played["player"])
    overall = Count()
    for mode, tables in played["tables"].items():
        count = Count()
        for table in tables:
            count.add(table)
            overall.add(table)
        assert_matches(stats.by_mode[mode], count)
    assert_matches(stats.overall, overall)
    # The games really cover the interesting cases, or the check above proves little.
    assert (overall.games, overall.finished, overall.deals) == (4, 3, 33)
    assert 0 < overall.picks < overall.decisions
    assert overall.picker[1] and overall.partner[1] and overall.leasters[1]
    assert not stats.empty


def test_the_person_is_counted_in_whatever_seat_he_sits(played: dict[str, Any]) -> None:
    """Seat the person elsewhere at a copy of a finished table: his figures follow the seat."""
    source = played["tables"]["practice"][0]
    seats = [dict(seat) for seat in source.seats]
    seats[0], seats[2] = seats[2], seats[0]
    other = create_guest()
    copy = Table.objects.create(
        game=source.game, mode=source.mode, owner=other, seats=seats, seed=source.seed,
        state=source.state, status=source.status, finished_at=source.finished_at,
    )
    state = registry.get(copy.game).engine.decode_state(copy.state)
    stats = player_stats(other)
    assert stats.overall.deals == 10
    assert stats.overall.points == sum(deal.result.scores[2] for deal in state.history)
    assert stats.overall.as_picker.of == sum(deal.picker == 2 for deal in state.history)


def test_two_queries(played: dict[str, Any], django_assert_num_queries: Any) -> None:
    with django_assert_num_queries(2):
        player_stats(played["player"])


def add_result(player: Player, table: Table, day: dt.date, total: int) -> Result:
    """Tests may write results directly; the site records them only in leaderboards."""
    challenge, _ = DailyChallenge.objects.get_or_create(
        game="sheepshead", date=day, defaults={"seed": f"seed-{day}"}
    )
    return Result.objects.create(
        challenge=challenge, player=player, table=table, game="sheepshead", date=day,
        total=total, round_scores=[total] + [0] * 9, finished_at=timezone.now(),
    )


def test_the_page_shows_figures_daily_history_and_chart(monkeypatch: pytest.MonkeyPatch) -> None:
    client = visitor()
    player = player_of(client)
    rng = random.Random(7)
    finished = play(player, new_table(player, "page-a", monkeypatch), rng)
    days = [dt.date(2026, 3, 1), dt.date(2026, 3, 2), dt.date(2026, 3, 5)]
    totals = [12, -7, 3]
    for day, total in zip(days, totals, strict=True):
        daily = play(player, new_table(player, f"page-{day}", monkeypatch, "daily"), rng)
        add_result(player, daily, day, total)
    response = client.get("/me/stats/")
    assert response.status_code == 200
    html = response.content.decode()
    stats = response.context["stats"]
    assert stats.overall.deals == 40 and stats.overall.games_finished == 4
    assert [day.total for day in stats.daily] == [3, -7, 12]  # newest first
    assert 'data-testid="stat-tiles"' in html and "No deals finished yet" not in html
    assert "/daily/sheepshead/2026-03-05/" in html and "/daily/sheepshead/2026-03-01/" in html
    assert "+12" in html and "-7" in html
    assert "<svg" in html and "<polyline" in html and html.count('class="chart-dot"') == 3
    assert f"{stats.overall.deals}</dd>" in html
    assert finished.owner_id == player.pk


def test_the_page_reads_well_without_data() -> None:
    client = visitor()
    response = client.get("/me/stats/")
    assert response.status_code == 200
    html = response.content.decode()
    assert "No deals finished yet — " in html and "play a game" in html
    assert 'data-testid="daily-empty"' in html
    assert "<svg" not in html and 'data-testid="stat-tiles"' not in html
    assert "Sign up" in html  # a guest is told how to keep the figures


def test_a_new_browser_gets_a_guest_with_empty_stats() -> None:
    response = Client().get("/me/stats/")
    assert response.status_code == 200 and response.context["stats"].empty


def test_the_chart_keeps_zero_in_view_and_dates_in_order() -> None:
    assert line_chart([]) is None
    chart = line_chart([(dt.date(2026, 1, 3), 5), (dt.date(2026, 1, 1), 9),
                        (dt.date(2026, 1, 11), 2)])
    assert chart is not None
    assert [dot.date.day for dot in chart.dots] == [1, 3, 11]
    assert (chart.low, chart.high) == (0, 9)
    xs = [dot.x for dot in chart.dots]
    assert xs[0] == chart.left and xs[-1] == chart.right
    assert xs[1] - xs[0] == pytest.approx((xs[2] - xs[0]) * 2 / 10)  # by date, not by index
    assert chart.dots[0].y == pytest.approx(chart.high_y)  # 9 on top
    assert chart.zero_y == pytest.approx(chart.low_y)
    single = line_chart([(dt.date(2026, 1, 1), -4)])
    assert single is not None and single.high == 0 and single.low == -4
    assert chart.high_y < chart.zero_y  # higher totals higher up
