"""Friends' groups in the JSON API, the pages' twins (docs/api.md):

- ``GET /api/groups/``: the caller's groups; ``POST`` ``{"name"}``: a new one (201);
- ``GET /api/groups/<id>/``: a group's members and every game's results today and this
  week, ranked and provisional alike, each marked (members only: 404 otherwise);
- ``POST /api/groups/join/`` ``{"invite": token}``: join by the share link's token;
- ``POST /api/groups/<id>/leave/`` ``{}``, ``POST /api/groups/<id>/link/`` ``{}`` (the keeper:
  a new link, the old one dead).

Refusals are the API's errors: 400 ``invalid``, 403 ``forbidden``, 404 ``not_found``, 409
``full`` or ``too_many_groups``, 429 ``rate_limited``; a refused request changes nothing.
"""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, JsonResponse
from django.urls import reverse
from django.utils.translation import gettext as _

from accounts.guests import acting_player, player_from_session
from groups import board, service
from groups.models import FriendGroup
from groups.views import join_url
from leaderboards import daily
from web import json_input, ratelimits
from web.api import error, methods


def _body(request: HttpRequest) -> dict[str, Any]:
    try:
        body = json_input.read_request(request)
    except json_input.JsonInputError as refused:
        raise service.GroupError(refused.message, refused.code, refused.status) from None
    if not isinstance(body, dict):
        raise service.invalid(_("The request body must be a JSON object."))
    return body


def _refused(refusal: service.GroupError) -> JsonResponse:
    return error(refusal.code, refusal.message, refusal.status)


def summary(request: HttpRequest, group: FriendGroup, size: int, keeper: bool
            ) -> dict[str, Any]:
    return {"id": str(group.pk), "name": group.name, "url": reverse("group", args=[group.pk]),
            "members": size, "keeper": keeper, "invite": group.token,
            "invite_url": join_url(request, group)}


@methods("GET", "POST")
@ratelimits.limited("groups")
@ratelimits.newcomers_limited
def groups(request: HttpRequest) -> JsonResponse:
    """``GET``: the caller's groups, the one joined last first. ``POST {"name"}``: a new
    group with the caller as its first member and keeper (201)."""
    if request.method == "GET":
        player = player_from_session(request.session)
        mine = list(service.groups_of(player))
        keeps = {g.pk for g in mine if player and service.keeper_id(g) == player.pk}
        return JsonResponse({"groups": [summary(request, g, g.member_count, g.pk in keeps)
                                        for g in mine],
                             "max_groups": service.max_groups()})
    try:
        body = _body(request)
        with acting_player(request) as player:
            group = service.create(player, body.get("name"))
    except service.GroupError as refusal:
        return _refused(refusal)
    return JsonResponse(summary(request, group, 1, True), status=201)


@methods("GET")
def detail(request: HttpRequest, group_id: str) -> JsonResponse:
    """A group's members and every game's results of today and this week."""
    player = player_from_session(request.session)
    try:
        group = service.member_group(player, group_id)
    except service.GroupError as refusal:
        return _refused(refusal)
    people = board.members(group, player)
    day = daily.today()
    first, last = board.week_of(day)
    weeks = {b.spec.name: b for b in board.week_boards(people, day)}
    games = []
    for today in board.day_boards(people, day):
        spec = today.spec
        games.append({
            "game": spec.name, "title": str(spec.title), "better": spec.engine.better,
            "format": today.format_key, "format_label": today.format_label,
            "today": {"played": today.played, "rows": [_day_row(r) for r in today.rows]},
            "week": {"rows": [_week_row(r) for r in weeks[spec.name].rows]},
        })
    return JsonResponse({
        **summary(request, group, len(people), people[0].is_me),
        "max_members": service.max_members(),
        "people": [{"nickname": m.nickname, "me": m.is_me, "keeper": m.is_keeper}
                   for m in people],
        "date": day.isoformat(),
        "week": {"first": first.isoformat(), "last": last.isoformat(),
                 "min_days": weeks[next(iter(weeks))].min_days if weeks else 0},
        "games": games,
    })


def _day_row(row: board.DayRow) -> dict[str, Any]:
    return {"rank": row.rank or None, "nickname": row.member.nickname, "me": row.member.is_me,
            "playing": row.playing, "total": row.total, "result_text": row.result_text,
            "provisional": row.provisional, "mark": row.mark,
            "finished_at": row.finished_at.isoformat() if row.finished_at else None}


def _week_row(row: board.WeekRow) -> dict[str, Any]:
    return {"rank": row.rank or None, "nickname": row.member.nickname, "me": row.member.is_me,
            "days": row.days, "provisional_days": row.provisional_days,
            "average": round(float(row.average), 4), "average_text": row.average_text,
            "best": row.best, "best_text": row.best_text, "mark": row.mark}


@methods("POST")
@ratelimits.limited("groups")
@ratelimits.newcomers_limited
def join(request: HttpRequest) -> JsonResponse:
    """``{"invite": token}``: the caller in the group (200 either way; ``joined`` says
    whether they came in now). Makes the guest if there is none."""
    try:
        body = _body(request)
        with acting_player(request) as player:
            group, joined = service.join(player, body.get("invite"))
    except service.GroupError as refusal:
        return _refused(refusal)
    return JsonResponse({**summary(request, group, group.memberships.count(),
                                   service.keeper_id(group) == player.pk),
                         "joined": joined})


@methods("POST")
def leave(request: HttpRequest, group_id: str) -> JsonResponse:
    """``{}``: the caller leaves; ``ended`` when nobody is left in it."""
    try:
        _body(request)
        ended = service.leave(player_from_session(request.session), group_id)
    except service.GroupError as refusal:
        return _refused(refusal)
    return JsonResponse({"group": str(service.group_key(group_id)), "ended": ended})


@methods("POST")
@ratelimits.limited("groups")
def new_link(request: HttpRequest, group_id: str) -> JsonResponse:
    """``{}``: the keeper's new share link; the old one lets nobody in any more."""
    player = player_from_session(request.session)
    try:
        _body(request)
        group = service.new_link(player, group_id)
    except service.GroupError as refusal:
        return _refused(refusal)
    return JsonResponse(summary(request, group, group.memberships.count(), True))
