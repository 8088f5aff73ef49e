"""A friends' group's pages: the person's groups and a new one, a group's board today and
this week, the page its link opens (Join), leaving, and the keeper's new link.

Reading makes nobody: only Start a group and Join make a guest (``acting_player``), and a
refusal leaves none behind. A refusal is a page in words with its status; nothing changes.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.dateformat import format as format_date
from django.utils.translation import gettext as _
from django.views.decorators.csrf import ensure_csrf_cookie
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from accounts.guests import acting_player, player_from_session
from accounts.models import Player
from groups import board, service
from groups.models import FriendGroup
from leaderboards import daily, words
from web import ratelimits


def join_url(request: HttpRequest, group: FriendGroup) -> str:
    """The share link, whole: what a member passes on."""
    return request.build_absolute_uri(reverse("group-join", args=[group.token]))


def refused(request: HttpRequest, error: service.GroupError) -> HttpResponse:
    return render(request, "groups/refused.html", {"message": error.message,
                                                    "code": error.code}, status=error.status)


@require_http_methods(["GET", "POST"])
@ensure_csrf_cookie
@ratelimits.limited("groups")
@ratelimits.newcomers_limited
def index(request: HttpRequest) -> HttpResponse:
    """The person's groups, and Start a group (a POST with its ``name``)."""
    player = player_from_session(request.session)
    message, name, status = "", "", 200
    if request.method == "POST":
        name = str(request.POST.get("name", ""))[:200]
        try:
            with acting_player(request) as player:
                group = service.create(player, request.POST.get("name"))
        except service.GroupError as error:
            message, status = error.message, error.status
        else:
            return redirect(reverse("group", args=[group.pk]))
    mine = list(service.groups_of(player))
    return render(request, "groups/index.html", {
        "groups": mine, "message": message, "name": name,
        "name_max": service.NAME_MAX, "room": len(mine) < service.max_groups(),
        "max_groups": service.max_groups(), "max_members": service.max_members(),
        "left": request.GET.get("left") == "1", "ended": request.GET.get("ended") == "1",
    }, status=status)


@require_GET
def today(request: HttpRequest, group_id: str) -> HttpResponse:
    return _group_page(request, group_id, "today")


@require_GET
def week(request: HttpRequest, group_id: str) -> HttpResponse:
    return _group_page(request, group_id, "week")


def _group_page(request: HttpRequest, group_id: str, period: str) -> HttpResponse:
    player = player_from_session(request.session)
    try:
        group = service.member_group(player, group_id)
    except service.GroupError as error:
        return refused(request, error)
    assert player is not None  # a member
    people = board.members(group, player)
    day = daily.today()
    first, last = board.week_of(day)
    context: dict[str, Any] = {
        "group": group, "members": people, "period": period, "day": day,
        "first": first, "last": last, "join_url": join_url(request, group),
        "is_keeper": people[0].is_me, "max_members": service.max_members(),
    }
    boards: list[Any]
    if period == "today":
        boards = board.day_boards(people, day)
        context["title"] = _("Today, %(date)s") % {"date": format_date(day, _("j F Y"))}
    else:
        boards = board.week_boards(people, day)
        context["title"] = _("Week of %(date)s") % {"date": format_date(first, _("j F Y"))}
        context["rule"] = words.period_rule(
            "week", int(settings.LEADERBOARD_MIN_DAYS["week"]))
    # The games somebody in the group played (or is playing) each get their board; the
    # others one line together, so that a group that plays one game sees it first.
    context["boards"] = [b for b in boards if b.rows]
    context["quiet"] = [b for b in boards if not b.rows]
    return render(request, "groups/group.html", context)


@require_http_methods(["GET", "POST"])
@ensure_csrf_cookie
@ratelimits.limited("groups")
@ratelimits.newcomers_limited
def join(request: HttpRequest, token: str) -> HttpResponse:
    """The page a share link opens: the group's name and size, and Join (a POST)."""
    player = player_from_session(request.session)
    try:
        group = service.by_token(token)
    except service.GroupError as error:
        return refused(request, error)
    if player is not None and group.memberships.filter(player=player).exists():
        return redirect(reverse("group", args=[group.pk]))
    status = 200
    refusal = None
    if request.method == "POST":
        try:
            with acting_player(request) as player:
                group, _joined = service.join(player, token)
        except service.GroupError as error:
            refusal, status = error, error.status
        else:
            return redirect(reverse("group", args=[group.pk]))
    # Before the button: a group that is full, or a person in as many groups as one may be,
    # is told so rather than offered a Join that would fail.
    refusal = refusal or service.refusal(player, group)
    return render(request, "groups/join.html", {
        "group": group, "size": group.memberships.count(), "refusal": refusal,
        "max_members": service.max_members(),
    }, status=status)


@require_POST
def leave(request: HttpRequest, group_id: str) -> HttpResponse:
    player = _member_or_none(request)
    try:
        ended = service.leave(player, group_id)
    except service.GroupError as error:
        return refused(request, error)
    return redirect(f"{reverse('groups')}?{'ended' if ended else 'left'}=1")


@require_POST
@ratelimits.limited("groups")
def new_link(request: HttpRequest, group_id: str) -> HttpResponse:
    try:
        group = service.new_link(_member_or_none(request), group_id)
    except service.GroupError as error:
        return refused(request, error)
    return redirect(reverse("group", args=[group.pk]))


def _member_or_none(request: HttpRequest) -> Player | None:
    return player_from_session(request.session)
