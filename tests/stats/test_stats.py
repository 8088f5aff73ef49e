"""Personal statistics: figures from really played tables, checked against the engine state
and the action log counted here independently; one section per game, never mixed; the page
with and without data."""

from __future__ import annotations

import datetime as dt
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

import pytest
from django.test import Client
from django.utils import timezone, translation

from accounts.guests import create_guest
from accounts.models import Player
from leaderboards.models import DailyChallenge, Result
from sheepshead.stats import statistics
from stats.charts import line_chart
from stats.personal import GameStats, Tally, player_stats
from tables import registry
from tables.models import Action, Table
from tests.accounts.conftest import new_table, play, player_of, visitor
from tests.catalogue import add_translations

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
    defender: tuple[int, int] = (0, 0)
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
            else:
                self.defender = (self.defender[0] + won, self.defender[1] + 1)
        # Pick decisions from the log: the person's pick and pass actions. The tests stop
        # partial games right after a deal ends, so every such action is of a finished deal.
        kinds = [row.action["type"] for row in Action.objects.filter(table=table, seat=seat)]
        self.decisions += kinds.count("pick") + kinds.count("pass")
        self.picks += kinds.count("pick")


def rate(won: int, of: int) -> tuple[str, str]:
    """How the page shows a rate, worked out here on its own."""
    return (f"{round(100 * won / of)}%", f"{won} of {of}") if of else ("—", "none yet")


def shown(game: GameStats, tally: Tally) -> dict[str, tuple[str, str]]:
    return {figure.label: (figure.value, figure.detail) for figure in game.figures(tally)}


def assert_matches(game: GameStats, tally: Tally, count: Count) -> None:
    assert (tally.games, tally.games_finished) == (count.games, count.finished)
    assert (tally.rounds, tally.points) == (count.deals, count.points)
    assert tally.average == (count.points / count.deals if count.deals else None)
    figures = shown(game, tally)
    assert figures["Games"] == (str(count.games), f"{count.finished} finished")
    assert figures["Deals"] == (str(count.deals), "")
    assert figures["Points"] == (str(count.points), "")
    assert figures["Points per deal"] == (
        (f"{count.points / count.deals:.2f}", "") if count.deals else ("—", ""))
    assert figures["Picked"] == rate(count.picks, count.decisions)
    assert figures["Won as picker"] == rate(*count.picker)
    assert figures["Won as partner"] == rate(*count.partner)
    assert figures["Won as defender"] == rate(*count.defender)
    assert figures["Leasters won"] == rate(*count.leasters)


def sheepshead(stats: Any) -> GameStats:
    game = stats.game("sheepshead")
    assert game is not None
    return game  # type: ignore[no-any-return]


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
    game = sheepshead(stats)
    overall = Count()
    for mode, tables in played["tables"].items():
        count = Count()
        for table in tables:
            count.add(table)
            overall.add(table)
        assert_matches(game, game.by_mode[mode], count)
    assert_matches(game, game.overall, overall)
    # The games really cover the interesting cases, or the check above proves little.
    assert (overall.games, overall.finished, overall.deals) == (4, 3, 33)
    assert 0 < overall.picks < overall.decisions
    assert overall.picker[1] and overall.partner[1] and overall.leasters[1]
    assert overall.defender[1]
    assert not stats.empty and [g.spec.name for g in stats.games] == ["sheepshead"]


def test_the_page_shows_the_counted_figures(played: dict[str, Any]) -> None:
    """What the page prints: each row of the figures table, practice, daily and all."""
    client = Client()
    session = client.session
    session["player_id"] = played["player"].pk
    session.save()
    html = client.get("/me/stats/").content.decode()
    counts = {mode: Count() for mode in ("practice", "daily", "all")}
    for mode, tables in played["tables"].items():
        for table in tables:
            counts[mode].add(table)
            counts["all"].add(table)
    cells: dict[str, list[str]] = {mode: [] for mode in counts}
    for mode, count in counts.items():
        for won, of in [(count.picks, count.decisions), count.picker, count.partner,
                        count.defender, count.leasters]:
            value, detail = rate(won, of)
            cells[mode].append(f'{value}<span class="of"> ({detail})</span>')
    for i, label in enumerate(["Picked", "Won as picker", "Won as partner", "Won as defender",
                               "Leasters won"]):
        row = "".join(f"<td>{cells[mode][i]}</td>" for mode in counts)
        assert f'<th scope="row">{label}</th>{row}' in html, label
    practice, daily, everything = counts.values()
    row = "".join(f"<td>{c.deals}</td>" for c in (practice, daily, everything))
    assert f'<th scope="row">Deals</th>{row}' in html


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
    game = sheepshead(player_stats(other))
    assert game.overall.rounds == 10
    assert game.overall.points == sum(deal.result.scores[2] for deal in state.history)
    as_picker = sum(deal.picker == 2 for deal in state.history)
    assert shown(game, game.overall)["Won as picker"][1].endswith(f" of {as_picker}")


def test_two_queries(played: dict[str, Any], django_assert_num_queries: Any) -> None:
    with django_assert_num_queries(2):
        player_stats(played["player"])


def test_sheepshead_figures_line_up_whatever_the_facts() -> None:
    """The contract: the same labels in the same order, with nothing to count too."""
    state = registry.get("sheepshead").engine.new_game("line-up", 5)
    assert [f.label for f in statistics([])] == [
        "Picked", "Won as picker", "Won as partner", "Won as defender", "Leasters won"]
    assert all((f.value, f.detail) == ("—", "none yet") for f in statistics([]))
    assert registry.get("sheepshead").round_facts(state, 0) == []


def test_the_games_figures_are_in_the_readers_language(monkeypatch: pytest.MonkeyPatch) -> None:
    add_translations(monkeypatch, "nb", {
        "Won as picker": "Vunnet som opptaker",
        "the deals as picker that scored you points": "givene som opptaker som ga deg poeng",
        "a figure with nothing to count\x04none yet": "ingen ennå",
    })
    with translation.override("nb"):
        picker = statistics([])[1]
    assert (picker.label, picker.detail, picker.about) == (
        "Vunnet som opptaker", "ingen ennå", "givene som opptaker som ga deg poeng")


@pytest.fixture
def second_game() -> Iterator[registry.GameSpec]:
    """Another game (Sheepshead's engine under another name, with no figures of its own and
    hands for rounds), registered for one test."""
    spec = replace(registry.get("sheepshead"), name="othergame", title="Other game",
                   round_label="Hand", rounds_label="Hands", statistics=None,
                   format_total=lambda t: f"{t} pts")
    registry.register(spec)
    yield spec
    registry.unregister("othergame")


def add_result(player: Player, table: Table, day: dt.date, total: int,
               game: str = "sheepshead") -> Result:
    """Tests may write results directly; the site records them only in leaderboards. The
    day is of the game's daily format of today."""
    key = registry.get(game).daily_format.key
    challenge, _ = DailyChallenge.objects.get_or_create(
        game=game, date=day, defaults={"seed": f"seed-{day}", "format": key}
    )
    return Result.objects.create(
        challenge=challenge, player=player, table=table, game=game, date=day, format=key,
        total=total, round_scores=[total] + [0] * 9, finished_at=timezone.now(),
    )


def section(html: str, game: str) -> str:
    """The page's section of ``game``."""
    found = re.search(rf'<section class="game-stats"[^>]*data-game="{game}">(.*?)</section>',
                      html, re.S)
    assert found, f"no section for {game}"
    return found.group(1)


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
    game = sheepshead(response.context["stats"])
    assert game.overall.rounds == 40 and game.overall.games_finished == 4
    assert [day.total for day in game.daily] == [3, -7, 12]  # newest first
    assert 'data-testid="stat-tiles"' in html and 'data-testid="stats-empty"' not in html
    assert "/daily/sheepshead/2026-03-05/" in html and "/daily/sheepshead/2026-03-01/" in html
    assert "+12" in html and "-7" in html
    assert "<svg" in html and "<polyline" in html and html.count('class="chart-dot"') == 3
    assert "<dt>Deals</dt><dd>40</dd>" in html
    assert "<h2 id=\"stats-sheepshead\">Sheepshead</h2>" in html
    assert finished.owner_id == player.pk


def test_each_game_has_its_own_section(monkeypatch: pytest.MonkeyPatch,
                                       second_game: registry.GameSpec) -> None:
    """Two games' tables and dailies: each counted in its own section, in its own words."""
    client = visitor()
    player = player_of(client)
    rng = random.Random(5)
    mine = play(player, new_table(player, "two-a", monkeypatch), rng)
    theirs = play(player, new_table(player, "two-b", monkeypatch, "daily"), rng)
    Table.objects.filter(pk=theirs.pk).update(game="othergame")
    add_result(player, mine, dt.date(2026, 4, 1), 9)
    add_result(player, theirs, dt.date(2026, 4, 2), -5, game="othergame")
    stats = player_stats(player)
    assert [game.spec.name for game in stats.games] == ["sheepshead", "othergame"]
    ours, other = sheepshead(stats), stats.game("othergame")
    assert other is not None
    assert (ours.overall.games, ours.by_mode["practice"].games, ours.by_mode["daily"].games) \
        == (1, 1, 0)
    assert (other.overall.games, other.by_mode["daily"].rounds) == (1, 10)
    assert [day.total for day in ours.daily] == [9] and [d.total for d in other.daily] == [-5]

    html = client.get("/me/stats/").content.decode()
    first, second = section(html, "sheepshead"), section(html, "othergame")
    assert "Other game" in second and "<dt>Hands</dt><dd>10</dd>" in second
    assert "Points per hand" in second and "Picked" not in second and "Deals" not in second
    assert "-5 pts" in second and "/daily/othergame/2026-04-02/" in second
    assert "/daily/othergame/" not in first and "+9" in first and "Picked" in first
    assert "<dt>Deals</dt><dd>10</dd>" in first


def test_the_page_reads_well_without_data() -> None:
    client = visitor()
    response = client.get("/me/stats/")
    assert response.status_code == 200
    html = response.content.decode()
    assert 'data-testid="stats-empty"' in html and "play a game" in html
    assert 'data-testid="daily-empty"' in html
    # No chart (the header's language icon is an svg too, but no image).
    assert 'role="img"' not in html and 'data-testid="stat-tiles"' not in html
    assert "game-stats" not in html
    assert "Sign up" in html  # a guest is told how to keep the figures


def test_a_new_browser_sees_empty_stats_and_gets_no_guest() -> None:
    response = Client().get("/me/stats/")
    assert response.status_code == 200 and response.context["stats"].empty
    assert b'data-testid="stats-empty"' in response.content
    assert not Player.objects.exists()


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
