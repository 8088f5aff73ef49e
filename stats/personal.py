"""Personal statistics: what a player's finished rounds add up to, game by game, and his daily
history.

Everything is computed from the tables themselves (one query) and the verified daily results
(one query); nothing is stored or cached. Practice and daily tables both count here, unlike on
the boards, which count only ranked dailies. Each game has its own figures and is never mixed
with another: the site counts games, rounds and points (those of ``GameSpec.site_figures``);
the game adds its own figures through ``GameSpec.statistics`` (see tables/registry.py for the
contract).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.db.models import Q
from django.urls import reverse
from django.utils.formats import number_format
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, pgettext

from accounts.models import Player
from leaderboards.models import Result
from tables import registry
from tables.models import Table
from tables.registry import Figure, GameSpec
from tables.services import person_seat, seat_of

MODES = (Table.Mode.PRACTICE.value, Table.Mode.DAILY.value)
MODE_LABELS = {
    Table.Mode.PRACTICE.value: gettext_lazy("Practice"),
    Table.Mode.DAILY.value: gettext_lazy("Daily"),
}
CHART_DAYS = 60  # the chart shows this many most recent results of each game


@dataclass
class Tally:
    """The site's own figures of one group of a game's tables (one mode, or all of them),
    and the round facts the game's figures are made from."""

    games: int = 0  # tables with at least one finished round
    games_finished: int = 0
    rounds: int = 0
    points: int = 0
    facts: list[Any] = field(default_factory=list)  # every finished round, table by table

    @property
    def average(self) -> float | None:
        """Points per finished round."""
        return self.points / self.rounds if self.rounds else None

    def add_table(self, facts: Sequence[Any], finished: bool) -> None:
        """Count one table from its per-round facts (see ``GameSpec.round_facts``)."""
        if not facts:
            return
        self.games += 1
        self.games_finished += int(finished)
        self.rounds += len(facts)
        self.points += sum(fact.score for fact in facts)
        self.facts.extend(facts)


@dataclass(frozen=True)
class DailyDay:
    game: str
    date: dt.date
    total: int
    shown: str  # the total as the game shows one ("+12")
    format: str = ""  # the key of the daily format the day was played in
    provisional: bool = False  # a first-day result, on no public board
    note: str = ""  # what sets the day apart: provisional, or an earlier format's name

    @property
    def url(self) -> str:
        return reverse("daily-day", args=[self.game, self.date.isoformat()])


@dataclass(frozen=True)
class Row:
    """One line of a game's table: a figure's label and its value in each group."""

    label: str
    cells: list[Figure]


@dataclass
class GameStats:
    """One game's section of the page."""

    spec: GameSpec
    by_mode: dict[str, Tally] = field(default_factory=lambda: {mode: Tally() for mode in MODES})
    overall: Tally = field(default_factory=Tally)
    daily: list[DailyDay] = field(default_factory=list)  # newest first

    @property
    def rounds_label(self) -> str:
        """What the game's rounds are called, in the plural: "Deals"."""
        return str(self.spec.rounds_label)

    def figures(self, tally: Tally, *, points: bool = True) -> list[Figure]:
        """The site's figures of ``tally`` that the game shows (``GameSpec.site_figures``;
        without the points, if so asked), then the game's."""
        round_word = self.spec.round_label.lower()
        site = {
            "games": Figure(str(self.spec.tables_label), str(tally.games),
                            _("%(count)s finished") % {"count": tally.games_finished}),
            "rounds": Figure(self.rounds_label, str(tally.rounds)),
            "points": Figure(_("Points"), str(tally.points)),
            "points_per_round": Figure(
                _("Points per %(round)s") % {"round": round_word},
                pgettext("a figure with nothing to count", "—") if tally.average is None
                else number_format(tally.average, 2)),
        }
        shown = [site[name] for name in self.spec.site_figures
                 if points or name != "points"]
        own = list(self.spec.statistics(tally.facts)) if self.spec.statistics else []
        return shown + own

    @property
    def tiles(self) -> list[Figure]:
        """The headline figures: everything, practice and daily together."""
        return self.figures(self.overall, points=False)

    @property
    def columns(self) -> list[tuple[str, Tally]]:
        return [*((MODE_LABELS[mode], self.by_mode[mode]) for mode in MODES),
                (_("All"), self.overall)]

    @property
    def rows(self) -> list[Row]:
        """Every figure, one column per group (practice, daily, all)."""
        groups = [self.figures(tally) for _, tally in self.columns]
        return [Row(cells[0].label, list(cells)) for cells in zip(*groups, strict=True)]

    @property
    def notes(self) -> list[Figure]:
        """The game's figures that say what they count."""
        return [figure for figure in self.tiles if figure.about]


@dataclass(frozen=True)
class Stats:
    games: list[GameStats]  # the registry's order; only games with something to show

    @property
    def empty(self) -> bool:
        return not any(game.overall.rounds for game in self.games)

    def game(self, name: str) -> GameStats | None:
        return next((game for game in self.games if game.spec.name == name), None)


@dataclass(frozen=True)
class TableRow:
    """What the statistics need from one table: its game, its mode, whether it is over, its
    finished rounds."""

    game: str
    mode: str
    finished: bool
    facts: Sequence[Any]


def tally(rows: Iterable[TableRow], days: Iterable[DailyDay] = ()) -> list[GameStats]:
    """Add up ``rows`` per game, overall and per mode, and sort ``days`` into the games
    (pure: no database). Games nobody has played are left out."""
    found: dict[str, GameStats] = {}

    def of(game: str) -> GameStats | None:
        if game not in found:
            try:
                found[game] = GameStats(registry.get(game))
            except registry.UnknownGame:
                return None
        return found[game]

    for row in rows:
        if (game := of(row.game)) is not None:
            game.overall.add_table(row.facts, row.finished)
            game.by_mode.setdefault(row.mode, Tally()).add_table(row.facts, row.finished)
    for day in days:
        if (game := of(day.game)) is not None:
            game.daily.append(day)
    order = [spec.name for spec in registry.games()]
    return sorted((game for game in found.values() if game.overall.rounds or game.daily),
                  key=lambda game: order.index(game.spec.name))


def table_rows(player: Player) -> list[TableRow]:
    """The player's tables, every one whose game is still offered, with its finished rounds:
    those they own, and the friends' tables they sat at (``Table.people``), counted from the
    seat they hold there. A friends' table's games are practice."""
    rows = []
    seated = Table.people.through.objects.filter(player=player).values("table_id")
    tables = Table.objects.filter(Q(owner=player) | Q(pk__in=seated)).only(
        "game", "mode", "status", "seats", "state", "owner_id")
    for table in tables.order_by("created_at"):
        try:
            spec = registry.get(table.game)
        except registry.UnknownGame:
            continue
        seat = seat_of(table, player)
        if seat is None:
            if table.mode == Table.Mode.FRIENDS:
                continue  # a seat given up: a computer played it on
            seat = person_seat(table)  # the one person's seat at their own table
        state = spec.engine.decode_state(table.state)
        facts = spec.round_facts(state, seat)
        mode = Table.Mode.PRACTICE.value if table.mode == Table.Mode.FRIENDS else table.mode
        rows.append(TableRow(table.game, mode, table.status == Table.Status.FINISHED, facts))
    return rows


def daily_history(player: Player) -> list[DailyDay]:
    """The player's verified daily results of the games still offered, newest first, each
    noted if provisional or of another format than today's."""
    days = []
    results = Result.objects.filter(player=player).order_by("-date", "game")
    fields = ("game", "date", "total", "format", "provisional")
    for game, date, total, key, provisional in results.values_list(*fields):
        try:
            spec = registry.get(game)
        except registry.UnknownGame:
            continue
        earlier = spec.format_of(key) if key != spec.daily_format.key else None
        notes = [str(pgettext("a daily result not on the public board", "Provisional"))
                 if provisional else "", str(earlier.label) if earlier else ""]
        days.append(DailyDay(game, date, total, spec.total_text(total, key), key, provisional,
                             " · ".join(note for note in notes if note)))
    return days


def player_stats(player: Player) -> Stats:
    """All of the player's statistics: two queries."""
    return Stats(tally(table_rows(player), daily_history(player)))
