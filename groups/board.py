"""What a group's members did at every game's daily: today's results side by side, and this
week's averages, ranked and provisional results alike, each marked.

A group is no public board: a member's first-day result (``Result.provisional``, on no
public board) counts here as much as a ranked one, and says which it is. Everything about a
game comes from the registry (its words for a result, its totals, which way is better); the
results are the leaderboards' verified ones, read in two or three queries for all games.
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from fractions import Fraction

from django.conf import settings
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import ngettext, pgettext

from accounts.models import Player
from groups.models import FriendGroup, Membership
from leaderboards import boards
from leaderboards.models import Entry, Result
from leaderboards.ranking import is_better
from tables import registry
from tables.models import Table


@dataclass(frozen=True)
class Member:
    player_id: int
    nickname: str
    is_me: bool = False
    is_keeper: bool = False


def members(group: FriendGroup, me: Player | None) -> list[Member]:
    """The group's members, its keeper (the earliest) first, then in the order they came."""
    rows = (Membership.objects.filter(group=group).order_by("joined_at", "id")
            .values_list("player_id", "player__nickname", "player__hidden"))
    return [_member(pk, nickname, hidden, me, i == 0)
            for i, (pk, nickname, hidden) in enumerate(rows)]


def _member(pk: int, nickname: str, hidden: bool, me: Player | None, keeper: bool) -> Member:
    is_me = me is not None and pk == me.pk
    # A nickname the site hides from the boards is hidden here too, but from its owner.
    name = str(boards.HIDDEN_NAME) if hidden and not is_me else nickname
    return Member(pk, name, is_me, keeper)


def ranked_mark() -> str:
    return pgettext("a daily result on the public board", "Ranked")


def provisional_mark() -> str:
    return pgettext("a daily result not on the public board", "Provisional")


# ------------------------------------------------------------------ today


@dataclass(frozen=True)
class DayRow:
    member: Member
    rank: int  # within the group, ties sharing; 0: no result (playing now)
    total: int | None = None
    result_text: str = ""
    provisional: bool = False
    finished_at: dt.datetime | None = None

    @property
    def playing(self) -> bool:
        return not self.rank

    @property
    def mark(self) -> str:
        if self.playing:
            return ""
        return provisional_mark() if self.provisional else ranked_mark()


@dataclass(frozen=True)
class DayBoard:
    spec: registry.GameSpec
    day: dt.date
    format_key: str
    format_label: str
    rows: list[DayRow]  # results best first, then the members playing now
    waiting: list[Member]  # members with neither
    size: int  # members in the group

    @property
    def played(self) -> int:
        return sum(1 for row in self.rows if not row.playing)

    @property
    def best(self) -> DayRow | None:
        return self.rows[0] if self.rows and not self.rows[0].playing else None

    @property
    def board_url(self) -> str:
        return reverse("daily-today", args=[self.spec.name])


@dataclass(frozen=True)
class _Stored:
    """One verified result, as read for a group."""

    game: str
    format: str
    player_id: int
    provisional: bool
    rank_key: int
    total: int
    key: list[int]
    round_scores: list[int]
    finished_at: dt.datetime
    date: dt.date
    id: int


_FIELDS = ("game", "format", "player_id", "provisional", "rank_key", "total", "key",
           "round_scores", "finished_at", "date", "id")


def _results(player_ids: Iterable[int], first: dt.date, last: dt.date) -> list[_Stored]:
    rows = Result.objects.filter(player_id__in=list(player_ids), date__gte=first,
                                 date__lte=last).values_list(*_FIELDS)
    return [_Stored(*row) for row in rows]


def _playing(player_ids: Iterable[int], day: dt.date) -> set[tuple[str, int]]:
    """(game, player) of the ranked attempts at ``day``'s dailies still being played."""
    return set(Entry.objects.filter(
        player_id__in=list(player_ids), ranked=True, challenge__date=day,
        table__status=Table.Status.ACTIVE).values_list("challenge__game", "player_id"))


def day_boards(people: list[Member], day: dt.date) -> list[DayBoard]:
    """Every game's results of ``people`` on ``day``, a board per game in the registry's
    order."""
    ids = [m.player_id for m in people]
    return _day_boards(people, day, _results(ids, day, day), _playing(ids, day))


def _day_boards(people: list[Member], day: dt.date, found: list[_Stored],
                playing: set[tuple[str, int]]) -> list[DayBoard]:
    by_id = {m.player_id: m for m in people}
    by_game: dict[str, list[_Stored]] = defaultdict(list)
    for stored in found:
        if stored.player_id in by_id and stored.date == day:
            by_game[stored.game].append(stored)
    out = []
    for spec in registry.games():
        results = sorted(by_game.get(spec.name, []),
                         key=lambda r: (r.rank_key, r.finished_at, r.id))
        rows: list[DayRow] = []
        for i, stored in enumerate(results):
            tied = bool(rows) and results[i - 1].rank_key == stored.rank_key
            said = spec.words(registry.DailyResult(stored.total, tuple(stored.key),
                                                   tuple(stored.round_scores)))
            text = said.text or spec.total_text(stored.total, stored.format)
            rows.append(DayRow(by_id[stored.player_id], rows[-1].rank if tied else i + 1,
                               stored.total, text, stored.provisional, stored.finished_at))
        done = {stored.player_id for stored in results}
        rows += [DayRow(m, 0) for m in people
                 if m.player_id not in done and (spec.name, m.player_id) in playing]
        shown = {row.member.player_id for row in rows}
        # The day's format is its results' (a day keeps the format it was made with), or,
        # before any, the one played now.
        format_key = results[0].format if results else spec.daily_format.key
        out.append(DayBoard(spec, day, format_key, spec.format_label(format_key), rows,
                            [m for m in people if m.player_id not in shown], len(people)))
    return out


# ------------------------------------------------------------------ this week


@dataclass(frozen=True)
class WeekRow:
    member: Member
    rank: int  # within the group; 0: fewer dailies than a week's board needs
    days: int
    provisional_days: int
    total: int
    best: int
    average_text: str
    best_text: str

    @property
    def average(self) -> Fraction:
        return Fraction(self.total, self.days)

    @property
    def mark(self) -> str:
        if not self.provisional_days:
            return ranked_mark()
        if self.provisional_days == self.days:
            return provisional_mark()
        return ngettext("%(count)s day provisional", "%(count)s days provisional",
                        self.provisional_days) % {"count": self.provisional_days}


@dataclass(frozen=True)
class WeekBoard:
    spec: registry.GameSpec
    first: dt.date
    last: dt.date
    format_label: str
    rows: list[WeekRow]
    waiting: list[Member]  # members with no daily this week
    min_days: int = field(default=0)

    @property
    def board_url(self) -> str:
        return reverse("daily-week", args=[self.spec.name])


def week_of(day: dt.date) -> tuple[dt.date, dt.date]:
    """The ISO week (Monday to Sunday) holding ``day``, as the weekly boards have it."""
    monday = day - dt.timedelta(days=day.weekday())
    return monday, monday + dt.timedelta(days=6)


def week_boards(people: list[Member], day: dt.date) -> list[WeekBoard]:
    """Every game's week of ``people`` up to ``day``: the average daily total of each member
    who played, in the game's direction, of the daily format played now (as the weekly
    boards, which never mix two formats). A member is ranked once they have played as many
    days as a week's public board needs; before that they are listed, unranked, below."""
    first, last = week_of(day)
    found = _results([m.player_id for m in people], first, min(last, day))
    min_days = int(settings.LEADERBOARD_MIN_DAYS["week"])
    out = []
    for spec in registry.games():
        format_key = spec.daily_format.key
        lines: dict[int, list[_Stored]] = defaultdict(list)
        for stored in found:
            if stored.game == spec.name and stored.format == format_key:
                lines[stored.player_id].append(stored)
        better = spec.engine.better
        rows = []
        for member in people:
            mine = lines.get(member.player_id)
            if not mine:
                continue
            totals = [r.total for r in mine]
            best = totals[0]
            for total in totals[1:]:
                if is_better(total, best, better):
                    best = total
            average = sum(totals) / len(totals)
            rows.append(WeekRow(member, 0, len(mine), sum(r.provisional for r in mine),
                                sum(totals), best,
                                boards.average_text(spec, average, format_key),
                                spec.total_text(best, format_key)))
        out.append(WeekBoard(spec, first, last, str(spec.daily_format.label),
                             _ranked(rows, better, min_days),
                             [m for m in people if m.player_id not in lines], min_days))
    return out


def _ranked(rows: list[WeekRow], better: str, min_days: int) -> list[WeekRow]:
    """Those with enough days first, by average (equal averages share a rank), then more
    days, then the better best day; then the others, unranked, in the same order."""
    sign = -1 if better == "higher" else 1

    def order(row: WeekRow) -> tuple[bool, Fraction, int, int, int]:
        return (row.days < min_days, sign * row.average, -row.days, sign * row.best,
                row.member.player_id)

    out: list[WeekRow] = []
    for row in sorted(rows, key=order):
        if row.days < min_days:
            out.append(row)
            continue
        rank = out[-1].rank if out and out[-1].average == row.average else len(out) + 1
        out.append(WeekRow(row.member, rank, row.days, row.provisional_days, row.total,
                           row.best, row.average_text, row.best_text))
    return out


# ------------------------------------------------------------------ the lobby


@dataclass(frozen=True)
class Glance:
    """One group at one game's daily today, for the lobby's strip: how many of its members
    have played, and the best result so far."""

    group_id: str
    name: str
    url: str
    played: int
    size: int
    best: DayRow | None

    @property
    def text(self) -> str:
        return glance_text(self)

    @property
    def best_line(self) -> str:
        return best_text(self.best)


def glances(player: Player | None, day: dt.date, limit: int = 3
            ) -> tuple[dict[str, list[Glance]], int]:
    """For each game, the person's groups (the ``limit`` joined last) at today's daily;
    and how many groups the person is in, all told. Three queries whatever the number of
    groups and games; none for a person in no group."""
    if player is None:
        return {}, 0
    mine = list(Membership.objects.filter(player=player).order_by("-joined_at", "-id")
                .values_list("group_id", "group__name"))
    if not mine:
        return {}, 0
    shown = mine[:limit]
    rows = (Membership.objects.filter(group_id__in=[g for g, _name in shown])
            .order_by("joined_at", "id")
            .values_list("group_id", "player_id", "player__nickname", "player__hidden"))
    people: dict[object, list[Member]] = defaultdict(list)
    for group_id, pk, nickname, hidden in rows:
        people[group_id].append(_member(pk, nickname, hidden, player, not people[group_id]))
    everyone = {m.player_id for group in people.values() for m in group}
    found = _results(everyone, day, day)
    out: dict[str, list[Glance]] = defaultdict(list)
    for group_id, name in shown:
        url = reverse("group", args=[group_id])
        for board in _day_boards(people[group_id], day, found, set()):
            out[board.spec.name].append(Glance(str(group_id), name, f"{url}#game-{board.spec.name}",
                                               board.played, board.size, board.best))
    return dict(out), len(mine)


def glance_text(glance: Glance) -> str:
    """"3 of 5 played today", the group's name apart (a link)."""
    return ngettext("%(played)s of %(count)s played today",
                    "%(played)s of %(count)s played today", glance.size) % {
        "played": glance.played, "count": glance.size}


def best_text(row: DayRow | None) -> str:
    """"Best: +12, BraveOtter4172", saying when it is provisional; "" without one."""
    if row is None:
        return ""
    words = {"result": row.result_text, "name": row.member.nickname}
    if row.provisional:
        return _("Best: %(result)s, %(name)s (provisional)") % words
    return _("Best: %(result)s, %(name)s") % words
