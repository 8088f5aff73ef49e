"""What the board pages show: ranks with ties, the person's standing, the histogram, the
per-round comparison, streaks and the weekly and all-time averages.

Everything game-specific comes from the game's spec: a result reads as ``spec.words`` has it,
totals are shown as their format shows them (``spec.total_text``), rounds are named
``spec.round_label``, and "better" (a best round, a score above the average) follows
``engine.better``.
"""

from __future__ import annotations

import datetime as dt
import logging
import math
from dataclasses import dataclass

from django.utils.formats import number_format
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from accounts.models import Player
from leaderboards import daily, periods, ranks, words
from leaderboards.models import DailyChallenge, Result
from leaderboards.ranking import is_better
from tables import registry
from tables.services import person_seat

log = logging.getLogger(__name__)
PAGE_SIZE = 50
HIDDEN_NAME = gettext_lazy("Hidden player")


@dataclass(frozen=True)
class Row:
    rank: int
    nickname: str
    total: int
    total_text: str  # formatted here, by the game, rather than with template filters
    rank_key: int
    finished_at: dt.datetime
    is_me: bool
    result_text: str  # the whole result as the game words it (``ResultWords.text``)

    @property
    def finished_iso(self) -> str:
        return self.finished_at.isoformat()

    @property
    def finished_hm(self) -> str:
        """The finish time in UTC, saying so; the page's script shows it in local time."""
        return _("%(time)s UTC") % {"time": f"{self.finished_at.astimezone(dt.UTC):%H:%M}"}


@dataclass(frozen=True)
class Standing:
    """A player's result on a day's board: where it stands, or for a provisional result
    (``Result.provisional``) where it would stand among the public results, counting itself
    in ``players`` ("you would be 14th of 230")."""

    result: Result
    rank: int
    players: int
    position: int
    total_text: str
    behind: int = 0  # players with a worse result (not counting ties)
    is_today: bool = False  # the result is of today's daily
    words: registry.ResultWords = registry.ResultWords("")  # the result as the game has it
    label: str = ""  # what the game calls the person's result ("Your score")

    @property
    def provisional(self) -> bool:
        return bool(self.result.provisional)

    @property
    def result_text(self) -> str:
        return self.words.text or self.total_text

    @property
    def top_percent(self) -> int:
        """The rank as a share of the field, rounded up: rank 1 of 200 is the top 1%."""
        return max(1, math.ceil(100 * self.rank / self.players))

    @property
    def rank_text(self) -> str:
        return words.rank_text(self.rank, self.players)

    @property
    def provisional_text(self) -> str:
        """"You would be 14th of 230": a provisional result's place, "" for a ranked one."""
        return words.would_be_text(self.rank, self.players) if self.provisional else ""

    @property
    def provisional_note(self) -> str:
        """Why the result is provisional and when the person is ranked ("" if ranked)."""
        return words.first_day_note(self.is_today) if self.provisional else ""

    @property
    def percent_text(self) -> str:
        """"Top 18%", "Ahead of 40% of players", or "" when there are too few players."""
        return words.percent_text(self.rank, self.players, self.behind)

    @property
    def alone_text(self) -> str:
        """"First to finish today" when nobody else is on the board, else ""."""
        return words.alone_text(self.is_today) if self.players == 1 else ""


@dataclass(frozen=True)
class RoundComparison:
    """One round of the person's result against everybody who played that round."""

    number: int
    label: str  # the game's round label and the number: "Round 3"
    mine: int
    mine_text: str
    average: float
    best: int
    best_text: str
    players: int  # results that had this round
    is_best: bool  # the person's score equals the best
    is_worse: bool  # worse than the average, in the game's direction
    # The average as the game shows a score (whole, rounded half away from zero), so the
    # three columns read alike ("+6" beside "+6", not "6.0" beside "+6").
    average_text: str = ""

    @property
    def mine_sign(self) -> str:
        return sign_class(self.mine)

    @property
    def average_sign(self) -> str:
        return sign_class(self.average_rounded)

    @property
    def best_sign(self) -> str:
        return sign_class(self.best)

    @property
    def average_rounded(self) -> int:
        return round_half_away(self.average)


def round_half_away(value: float) -> int:
    """0.5 → 1, -0.5 → -1, 2.5 → 3 (Python's round would give 0, 0 and 2)."""
    return int(math.copysign(math.floor(abs(value) + 0.5), value))


def sign_class(value: float) -> str:
    """"plus", "minus" or "zero": the CSS class that colours a score by its sign."""
    return "plus" if value > 0 else "minus" if value < 0 else "zero"


def standing(challenge: DailyChallenge, player: Player | None) -> Standing | None:
    """The player's rank on the challenge's board, or None without a result."""
    if player is None:
        return None
    result = Result.objects.filter(challenge=challenge, player=player).first()
    if result is None:
        return None
    backend = ranks.backend()
    spec = registry.get(challenge.game)
    # Keys are integers: those ranked before key + 1 are the better ones and the ties.
    at_least_as_good = backend.rank(challenge, result.rank_key + 1) - 1
    if result.provisional:  # on no board: where it would be, after its ties
        players = challenge.players + 1
        position = at_least_as_good
        behind = challenge.players - at_least_as_good
    else:
        players = max(challenge.players, 1)
        position = backend.position(result)
        behind = max(0, players - at_least_as_good)
    return Standing(result, backend.rank(challenge, result.rank_key), players, position,
                    spec.total_text(result.total, challenge.format), behind,
                    challenge.date == daily.today(), spec.words(daily_result(result)),
                    str(spec.own_total_label))


def daily_result(result: Result) -> registry.DailyResult:
    """What the game words of a stored result."""
    return registry.DailyResult(result.total, tuple(result.key),
                                tuple(result.round_scores))


def rows(challenge: DailyChallenge, start: int, stop: int, me: Player | None) -> list[Row]:
    """The board's rows at positions ``start``..``stop - 1``, ranked with shared ties."""
    backend = ranks.backend()
    spec = registry.get(challenge.game)
    ids = backend.page(challenge, start, stop)
    fields = ("id", "rank_key", "total", "finished_at", "player_id", "player__nickname",
              "player__hidden", "key", "round_scores")
    by_id = {r[0]: r for r in Result.objects.filter(id__in=ids).values_list(*fields)}
    out: list[Row] = []
    for offset, result_id in enumerate(i for i in ids if i in by_id):
        (_result_id, rank_key, total, finished_at, player_id, nickname, hidden, key,
         scores) = by_id[result_id]
        if out and out[-1].rank_key == rank_key:
            rank = out[-1].rank
        elif offset == 0:
            rank = backend.rank(challenge, rank_key)
        else:
            rank = start + offset + 1  # the first of its key: everyone above is better
        said = spec.words(registry.DailyResult(total, tuple(key), tuple(scores)))
        out.append(Row(rank, str(HIDDEN_NAME) if hidden else nickname, total,
                       spec.total_text(total, challenge.format), rank_key, finished_at,
                       me is not None and player_id == me.pk, said.text))
    return out


def histogram(challenge: DailyChallenge, mine: int | None) -> list[dict[str, object]]:
    """The day's displayed totals in at most ~24 equal bins, lowest first: ``low``, ``high``,
    ``count``, ``mine`` (``mine``: the person's total, which a provisional result's is not
    counted in: the bins reach it all the same)."""
    counts = {int(total): n for total, n in challenge.histogram.items()}
    if not counts:
        return []
    span = [*counts, *([] if mine is None else [mine])]
    low, high = min(span), max(span)
    width = next(w for w in (1, 2, 5, 10, 20, 50, 100, 200, 500) if (high - low) // w < 24)
    first = low - low % width
    bins = [{"low": b, "high": b + width - 1, "count": 0, "mine": False}
            for b in range(first, high + 1, width)]
    for total, n in counts.items():
        bins[(total - first) // width]["count"] += n  # type: ignore[operator]
    if mine is not None:
        bins[(mine - first) // width]["mine"] = True
    tallest = max(int(b["count"]) for b in bins)  # type: ignore[call-overload]
    for i, b in enumerate(bins):  # drawing coordinates for the SVG (10 units a bar, 50 high)
        b["x"] = i * 10
        b["height"] = max(1, round(50 * int(b["count"]) / tallest))  # type: ignore[call-overload]
        b["y"] = 50 - int(b["height"])  # type: ignore[call-overload]
    return bins


def round_comparison(challenge: DailyChallenge, result: Result) -> list[RoundComparison]:
    """Each of the person's rounds against the average and the best of the results that had
    that round (a game may have any number of rounds)."""
    spec = registry.get(challenge.game)
    better = spec.engine.better
    out = []
    for i, mine in enumerate(result.round_scores):
        if i >= len(challenge.round_counts) or not challenge.round_counts[i]:
            continue  # not counted yet (a rebuild is under way): nothing to compare with
        players, top = challenge.round_counts[i], challenge.round_best[i]
        average = challenge.round_sums[i] / players
        out.append(RoundComparison(
            i + 1, _("%(round)s %(number)s") % {"round": spec.round_label, "number": i + 1},
            mine, spec.format_total(mine),
            round(average, 1), top, spec.format_total(top), players,
            not is_better(top, mine, better), is_better(average, mine, better),
            spec.format_total(round_half_away(average))))
    return out


@dataclass(frozen=True)
class Streak:
    current: int
    longest: int

    @property
    def text(self) -> str:
        return words.streak_text(self.current)

    @property
    def note(self) -> str:
        return words.streak_note(self.current, self.longest)

    @property
    def invitation(self) -> str:
        """Before today's daily: what playing it would do to the streak ("" without one)."""
        return words.streak_invitation(self.current) if self.current else ""


def streak(player: Player, game: str, today: dt.date) -> Streak:
    """Consecutive days with a result; the current streak still counts if today is unplayed."""
    days = sorted(set(Result.objects.filter(player=player, game=game)
                      .values_list("date", flat=True)))
    longest = run = 0
    for i, day in enumerate(days):
        run = run + 1 if i and day - days[i - 1] == dt.timedelta(days=1) else 1
        longest = max(longest, run)
    current = 0
    if days and today - days[-1] <= dt.timedelta(days=1):
        current = run
    return Streak(current, longest)


def share_text(challenge: DailyChallenge, stand: Standing, url: str) -> str:
    """A short result to paste anywhere: the result as the game words it, the rank and the
    game's picture of the rounds, never the cards."""
    spec = registry.get(challenge.game)
    return words.share_text(str(spec.title), challenge.date, stand.is_today, stand.words,
                            stand.rank, stand.players, stand.behind, url,
                            provisional=stand.provisional, grid=share_grid(stand.result))


def share_grid(result: Result) -> str:
    """The game's emoji for the result's rounds, from the finished table ("" without)."""
    spec = registry.get(result.game)
    if spec.share_grid is None:
        return ""
    table = result.table
    try:
        state = spec.engine.decode_state(table.state)
        seat = person_seat(table)
    except (KeyError, TypeError, ValueError, StopIteration):
        # A verified result's table always decodes; one written by hand may not. The share
        # text goes without its picture rather than the page failing.
        log.warning("daily result %s: its table %s does not decode; no share grid",
                    result.pk, table.pk)
        return ""
    return spec.share_grid(spec.round_facts(state, seat))


def neighbours(challenge: DailyChallenge, today: dt.date) -> tuple[dt.date | None,
                                                                   dt.date | None]:
    """The nearest earlier and later days whose board has something to show: a result, or
    (for the later one) today, whose board always exists. None where there is no such day,
    so a site whose first daily is today links to no empty or missing board."""
    played = DailyChallenge.objects.filter(game=challenge.game, players__gt=0,
                                           date__lte=today)
    earlier = (played.filter(date__lt=challenge.date).order_by("-date")
               .values_list("date", flat=True).first())
    later = None
    if challenge.date < today:
        later = (played.filter(date__gt=challenge.date).order_by("date")
                 .values_list("date", flat=True).first()) or today
    return earlier, later


# ------------------------------------------------------------------ weekly and all-time


@dataclass(frozen=True)
class PeriodRow:
    rank: int  # 0: not enough days to be ranked
    player_id: int
    nickname: str
    average: float
    days: int
    best: int
    best_text: str
    average_text: str = ""  # one decimal, signed as the game signs its totals

    @property
    def average_sign(self) -> str:
        return sign_class(round(self.average, 1))


def average_text(spec: registry.GameSpec, average: float, format_key: str = "") -> str:
    """An average with one decimal, with a plus sign when the game shows a positive total
    with one ("+5.3" beside a game's "+6"); "0.0", never "-0.0". The decimal mark is the
    reader's language's ("+5,3" in Norwegian)."""
    rounded = round(average, 1) or 0.0  # -0.0 becomes 0.0
    text = number_format(rounded, 1)
    signed = spec.total_text(1, format_key).startswith("+")
    return f"+{text}" if rounded > 0 and signed else text


def period_rows(period: periods.Period) -> list[PeriodRow]:
    """The top of a weekly or all-time board; equal averages share a rank."""
    return _period_rows(period, periods.backend().top(period, PAGE_SIZE), ranked=True)


def provisional_rows(period: periods.Period, limit: int = PAGE_SIZE) -> list[PeriodRow]:
    """Players with fewer days than the board needs, best average first, unranked."""
    return _period_rows(period, periods.provisional(period, limit), ranked=False)


def _period_rows(period: periods.Period, lines: list[periods.Line], *, ranked: bool
                 ) -> list[PeriodRow]:
    spec = registry.get(period.game)
    players = Player.objects.in_bulk([line.player_id for line in lines])
    rows: list[PeriodRow] = []
    for i, line in enumerate(lines):
        player = players.get(line.player_id)
        if player is None:  # deleted since: the next rebuild drops it
            continue
        rank = rows[-1].rank if rows and rows[-1].average == line.average else i + 1
        name = str(HIDDEN_NAME) if player.hidden else player.nickname
        rows.append(PeriodRow(rank if ranked else 0, player.pk, name, line.average, line.days,
                              line.best, spec.total_text(line.best, period.format_key),
                              average_text(spec, line.average, period.format_key)))
    return rows


def own_period_row(period: periods.Period, player: Player) -> PeriodRow | None:
    line = periods.line(period, player.pk)
    if line is None:
        return None
    qualified = line.days >= period.min_days
    rank = periods.backend().rank(period, line) if qualified else 0
    spec = registry.get(period.game)
    return PeriodRow(rank, player.pk, player.nickname, line.average, line.days, line.best,
                     spec.total_text(line.best, period.format_key),
                     average_text(spec, line.average, period.format_key))
