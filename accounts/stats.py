"""Personal statistics: what a player's finished deals add up to, and his daily history.

Everything is computed from the tables themselves (one query) and the verified daily results
(one query); nothing is stored or cached. Practice and daily tables both count here, unlike on
the boards, which count only ranked dailies.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from accounts.models import Player
from leaderboards.models import Result
from tables import registry
from tables.models import Table
from tables.services import person_seat

MODES = (Table.Mode.PRACTICE.value, Table.Mode.DAILY.value)
CHART_DAYS = 60  # the chart shows this many most recent results of each game


@dataclass(frozen=True)
class Rate:
    """``hits`` of ``of``, e.g. deals won of deals played as picker."""

    hits: int = 0
    of: int = 0

    @property
    def percent(self) -> int | None:
        """Rounded percentage, or None when there was nothing to count."""
        return round(100 * self.hits / self.of) if self.of else None

    def plus(self, hit: bool) -> Rate:
        return Rate(self.hits + int(hit), self.of + 1)


@dataclass
class Tally:
    """The figures of one group of tables (all of them, or one mode)."""

    games: int = 0  # tables with at least one finished deal
    games_finished: int = 0
    deals: int = 0
    points: int = 0
    pick: Rate = field(default_factory=Rate)  # picks of pick decisions
    as_picker: Rate = field(default_factory=Rate)  # won of deals as picker
    as_partner: Rate = field(default_factory=Rate)
    as_defender: Rate = field(default_factory=Rate)
    leasters: Rate = field(default_factory=Rate)  # won of leasters played

    @property
    def average(self) -> float | None:
        """Points per finished deal."""
        return self.points / self.deals if self.deals else None

    def add_table(self, facts: Sequence[Any], finished: bool) -> None:
        """Count one table from its per-deal facts (see ``GameSpec.round_facts``)."""
        if not facts:
            return
        self.games += 1
        self.games_finished += int(finished)
        for deal in facts:
            self.deals += 1
            self.points += deal.score
            if deal.asked_to_pick:
                self.pick = self.pick.plus(deal.picked)
            if deal.role == "picker":
                self.as_picker = self.as_picker.plus(deal.won)
            elif deal.role == "partner":
                self.as_partner = self.as_partner.plus(deal.won)
            elif deal.role == "defender":
                self.as_defender = self.as_defender.plus(deal.won)
            elif deal.role == "leaster":
                self.leasters = self.leasters.plus(deal.won)


@dataclass(frozen=True)
class DailyDay:
    game: str
    title: str
    date: dt.date
    total: int

    @property
    def url(self) -> str:
        return f"/daily/{self.game}/{self.date.isoformat()}/"

    @property
    def signed(self) -> str:
        return signed(self.total)


@dataclass(frozen=True)
class Stats:
    overall: Tally
    by_mode: dict[str, Tally]  # "practice", "daily": always both keys
    daily: list[DailyDay]  # newest first

    @property
    def empty(self) -> bool:
        return self.overall.deals == 0


@dataclass(frozen=True)
class TableRow:
    """What the statistics need from one table: its mode, whether it is over, its deals."""

    mode: str
    finished: bool
    facts: Sequence[Any]


def tally(rows: Iterable[TableRow]) -> tuple[Tally, dict[str, Tally]]:
    """Add up ``rows`` overall and per mode (pure: no database)."""
    overall = Tally()
    by_mode = {mode: Tally() for mode in MODES}
    for row in rows:
        overall.add_table(row.facts, row.finished)
        by_mode.setdefault(row.mode, Tally()).add_table(row.facts, row.finished)
    return overall, by_mode


def table_rows(player: Player) -> list[TableRow]:
    """The player's tables, every one whose game is still offered, with its finished deals."""
    rows = []
    tables = Table.objects.filter(owner=player).only("game", "mode", "status", "seats", "state")
    for table in tables.order_by("created_at"):
        try:
            spec = registry.get(table.game)
        except registry.UnknownGame:
            continue
        state = spec.engine.decode_state(table.state)
        facts = spec.round_facts(state, person_seat(table))
        rows.append(TableRow(table.mode, table.status == Table.Status.FINISHED, facts))
    return rows


def daily_history(player: Player) -> list[DailyDay]:
    """The player's verified daily results, newest first."""
    results = Result.objects.filter(player=player).order_by("-date", "game")
    return [
        DailyDay(game, _title(game), date, total)
        for game, date, total in results.values_list("game", "date", "total")
    ]


def player_stats(player: Player) -> Stats:
    """All of the player's statistics: two queries."""
    overall, by_mode = tally(table_rows(player))
    return Stats(overall, by_mode, daily_history(player))


def signed(total: int) -> str:
    """``+12``, ``-7``, ``0``: a total with its sign."""
    return f"{total:+d}" if total else "0"


def _title(game: str) -> str:
    try:
        return registry.get(game).title
    except registry.UnknownGame:
        return game.title()
