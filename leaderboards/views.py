"""The daily challenge's pages: play, the day's board, weekly and all-time boards, and JSON."""

from __future__ import annotations

import datetime as dt
from typing import Any

from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.dateformat import format as format_date
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST

from accounts.guests import acting_player, player_from_session
from leaderboards import boards, daily, periods, words
from leaderboards.models import DailyChallenge, Result
from tables import registry
from tables.models import Table
from web import ratelimits
from web.api import error, methods

ACTIVE = Table.Status.ACTIVE


def _spec(game: str) -> registry.GameSpec:
    try:
        return registry.get(game)
    except registry.UnknownGame:
        raise Http404(_("There is no such game.")) from None


FIRST_DAY = dt.date(2026, 1, 1)  # before the site: no day, week or neighbour to compute


def _day(value: str) -> dt.date:
    try:
        day = dt.date.fromisoformat(value)
    except ValueError:
        raise Http404(_("That is not a date.")) from None
    if day < FIRST_DAY:
        raise Http404(_("There were no dailies then."))
    return day


def _number(raw: str | None, lowest: int) -> int:
    """A page or position from the query string: garbage gives ``lowest``, huge is capped."""
    try:
        return min(max(lowest, int(raw or lowest)), 10**6)
    except ValueError:
        return lowest


def _challenge(game: str, day: dt.date) -> DailyChallenge:
    challenge = daily.existing_challenge(game, day)
    if challenge is None:
        raise Http404(_("There is no daily for that day."))
    return challenge


def day_url(challenge: DailyChallenge) -> str:
    return reverse("daily-day", args=[challenge.game, challenge.date.isoformat()])


@require_GET
def today_board(request: HttpRequest, game: str) -> HttpResponse:
    return _board(request, game, daily.today())


@require_GET
def day_board(request: HttpRequest, game: str, day: str) -> HttpResponse:
    return _board(request, game, _day(day))


def _board(request: HttpRequest, game: str, day: dt.date) -> HttpResponse:
    spec = _spec(game)
    challenge = _challenge(game, day)
    player = player_from_session(request.session)  # reading a board makes no guest
    is_today = day == daily.today()
    page = _number(request.GET.get("page"), lowest=1)
    start = (page - 1) * boards.PAGE_SIZE
    stop = start + boards.PAGE_SIZE
    stand = boards.standing(challenge, player)
    rows = boards.rows(challenge, start, stop, player)
    if not rows and page > 1:
        raise Http404(_("The board is not that long."))
    around: list[boards.Row] = []
    if stand is not None and not start <= stand.position < stop:
        # The person and two neighbours each side, not repeating the page's rows.
        first, last = stand.position - 2, stand.position + 3
        first, last = (max(first, stop), last) if stand.position >= stop else (
            max(first, 0), min(last, start))
        around = boards.rows(challenge, first, last, player)
    entry = daily.ranked_entry(player, challenge) if player else None
    previous_day, next_day = boards.neighbours(challenge, daily.today())
    context: dict[str, Any] = {
        "spec": spec,
        "challenge": challenge,
        "format_label": spec.format_label(challenge.format),
        "is_today": is_today,
        "next_start": daily.next_start(),
        "standing": stand,
        "rows": rows,
        "around": around,
        "page": page,
        "has_next": start + boards.PAGE_SIZE < challenge.players,
        # A histogram of one or two totals is a block or two, no picture of the field.
        "histogram": (boards.histogram(challenge, stand.result.total if stand else None)
                      if challenge.players >= words.PERCENT_MIN_PLAYERS else []),
        # A day whose results had one round each: its table would only repeat the total.
        "rounds": (boards.round_comparison(challenge, stand.result)
                   if stand and len(challenge.round_counts) > 1 else []),
        "streak": boards.streak(player, game, daily.today()) if player else None,
        "in_progress": is_today and entry is not None and entry.table.status == ACTIVE,
        "too_late": (not is_today and stand is None and entry is not None
                     and timezone.now() > daily.ends(day)),
        "table_url": entry.table.get_absolute_url() if entry else "",
        "previous_day": previous_day if previous_day and previous_day >= FIRST_DAY else None,
        "next_day": next_day,
    }
    if stand is not None:
        url = request.build_absolute_uri(day_url(challenge))
        context["share_text"] = boards.share_text(challenge, stand, url)
    return render(request, "leaderboards/day.html", context)


@require_POST
@ratelimits.newcomers_limited
def play(request: HttpRequest, game: str) -> HttpResponse:
    """Start or resume the person's ranked daily."""
    _spec(game)
    try:
        # Playing the daily first thing makes the guest; a refusal leaves none behind.
        with acting_player(request) as player:
            table = daily.play_ranked(player, game)
    except daily.DailyRefused as refusal:
        return _refused(request, game, refusal)
    return redirect(table.get_absolute_url())


@require_POST
@ratelimits.newcomers_limited
def replay(request: HttpRequest, game: str) -> HttpResponse:
    """Replay today's daily unranked, once the ranked attempt is over."""
    _spec(game)
    try:
        with acting_player(request) as player:
            table = daily.play_unranked(player, game)
    except daily.DailyRefused as refusal:
        return _refused(request, game, refusal)
    return redirect(table.get_absolute_url())


def _refused(request: HttpRequest, game: str, refusal: daily.DailyRefused) -> HttpResponse:
    return render(request, "leaderboards/refused.html", {
        "message": refusal.message, "code": refusal.code, "spec": _spec(game),
        "board_url": reverse("daily-today", args=[game]),
    }, status=403)


def _format_key(request: HttpRequest, spec: registry.GameSpec) -> str:
    """The daily format a period board ranks: ``?format=`` (a 404 for one the game does not
    know), else "": the one played now."""
    key = request.GET.get("format")
    if key is None or key == spec.daily_format.key:
        return ""
    if spec.format_of(key) is None:
        raise Http404(_("This game's daily has no such format."))
    return key


@require_GET
def week_board(request: HttpRequest, game: str, day: str | None = None) -> HttpResponse:
    spec = _spec(game)
    when = _day(day) if day else daily.today()
    if when > daily.today():
        raise Http404(_("That week has not begun."))
    period = periods.week(game, when, _format_key(request, spec))
    assert period.first is not None and period.last is not None
    # Only to weeks with a result (and this week, always there): never an empty week
    # before the site's first daily, nor a week nobody played.
    ranked = Result.objects.filter(game=game, format=period.format_key, provisional=False)
    previous = (ranked.filter(date__lt=period.first).order_by("-date")
                .values_list("date", flat=True).first())
    following = (ranked.filter(date__gt=period.last).order_by("date")
                 .values_list("date", flat=True).first())
    if following is None and period.last < daily.today():
        following = daily.today()
    return _period(request, period, {
        "title": _("Week of %(date)s") % {"date": format_date(period.first, _("j F Y"))},
        "current": period.first <= daily.today() <= period.last,
        "previous_url": (_with_format(reverse("daily-week-of", args=[
            game, _monday(previous).isoformat()]), period) if previous and previous >= FIRST_DAY
            else ""),
        "next_url": (_with_format(reverse("daily-week-of", args=[
            game, _monday(following).isoformat()]), period) if following else ""),
    })


def _with_format(url: str, period: periods.Period) -> str:
    """``url`` on the same format's board: an earlier format's is asked for by name."""
    return f"{url}?format={period.format}" if period.format else url


def _monday(day: dt.date) -> dt.date:
    return day - dt.timedelta(days=day.weekday())


@require_GET
def all_time_board(request: HttpRequest, game: str) -> HttpResponse:
    spec = _spec(game)
    period = periods.all_time(game, _format_key(request, spec))
    return _period(request, period, {"title": _("All time"), "current": True})


def _order_note(spec: registry.GameSpec) -> str:
    return _("highest first") if spec.engine.better == "higher" else _("lowest first")


def _period(request: HttpRequest, period: periods.Period, extra: dict[str, Any]
            ) -> HttpResponse:
    me = player_from_session(request.session)
    spec = _spec(period.game)
    players = periods.backend().count(period)
    mine = boards.own_period_row(period, me) if me else None
    return render(request, "leaderboards/period.html", {
        "spec": spec,
        "format_label": spec.format_label(period.format_key),
        # The boards of the game's other formats that have results: never mixed into this.
        "other_formats": [
            (str(other.label), f"{request.path}?format={other.key}")
            for other in spec.daily_formats
            if other.key != period.format_key and Result.objects.filter(
                game=spec.name, format=other.key, provisional=False).exists()],
        "order_rule": str(spec.period_rule) % {"order_note": _order_note(spec)},
        "period": period,
        "rule": words.period_rule(period.kind, period.min_days),
        "rows": boards.period_rows(period),
        # While the ranked board is short (a new site, a new week), the players on their way
        # to it, so the page is never empty for days.
        "provisional": (boards.provisional_rows(period, boards.PAGE_SIZE)
                        if players < boards.PAGE_SIZE else []),
        "provisional_note": words.provisional_note(period.kind, period.min_days),
        "players": players,
        "mine": mine,
        "to_go": (words.period_to_go(period.kind, period.min_days - mine.days, extra["current"])
                  if mine and not mine.rank else ""),
        **extra,
    })


# ---------------------------------------------------------------- JSON


@methods("GET")
def my_rank_api(request: HttpRequest, game: str, day: str) -> JsonResponse:
    """``GET /api/daily/<game>/<date|today>/me/``: the caller's result and rank that day."""
    try:
        spec = registry.get(game)
        when = daily.today() if day == "today" else dt.date.fromisoformat(day)
    except (registry.UnknownGame, ValueError):
        return error("not_found", _("No such game or date."), 404)
    challenge = daily.existing_challenge(game, when)
    if challenge is None:
        return error("not_found", _("There is no daily for that day."), 404)
    stand = boards.standing(challenge, player_from_session(request.session))
    if stand is None:
        return error("no_result", _("You have no ranked result for that day."), 404)
    return JsonResponse({
        "game": game, "date": challenge.date.isoformat(), "format": challenge.format,
        "format_label": spec.format_label(challenge.format), "total": stand.result.total,
        "total_text": stand.total_text, "result_text": stand.result_text,
        "better": spec.engine.better,
        "round_label": spec.round_label, "round_scores": stand.result.round_scores,
        "round_scores_text": [spec.format_total(s) for s in stand.result.round_scores],
        "rank": stand.rank, "players": stand.players, "top_percent": stand.top_percent,
        # Provisional: a first-day player's result, on no board; rank and players say where
        # it would stand, itself counted in.
        "provisional": stand.provisional,
    })


@methods("GET")
def board_api(request: HttpRequest, game: str, day: str) -> JsonResponse:
    """``GET /api/daily/<game>/<date|today>/board/?start=0``: fifty rows of the board."""
    try:
        spec = registry.get(game)
        when = daily.today() if day == "today" else dt.date.fromisoformat(day)
        start = _number(request.GET.get("start"), lowest=0)
    except (registry.UnknownGame, ValueError):
        return error("not_found", _("No such game, date or position."), 404)
    challenge = daily.existing_challenge(game, when)
    if challenge is None:
        return error("not_found", _("There is no daily for that day."), 404)
    me = player_from_session(request.session)
    rows = boards.rows(challenge, start, start + boards.PAGE_SIZE, me)
    return JsonResponse({
        "game": game, "date": challenge.date.isoformat(), "format": challenge.format,
        "format_label": spec.format_label(challenge.format), "players": challenge.players,
        "rows": [{"rank": r.rank, "nickname": r.nickname, "total": r.total,
                  "total_text": r.total_text, "result_text": r.result_text,
                  "finished_at": r.finished_at.isoformat(),
                  "me": r.is_me} for r in rows],
    })
