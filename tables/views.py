"""The table page, and a friends' table's pages: its waiting room, its invitation."""

from __future__ import annotations

from collections.abc import Callable

from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.csrf import ensure_csrf_cookie
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from accounts import nicknames
from accounts.guests import acting_player, gender_choices, player_from_session, rename, speak_of
from tables import friends, presence, registry, services
from tables.models import Table
from web import ratelimits


@require_GET
@ensure_csrf_cookie
def table_page(request: HttpRequest, table_id: str) -> HttpResponse:
    player = player_from_session(request.session)
    try:
        # Reading makes no guest: without one, every table is someone else's.
        table = services.find_table(table_id, player)
    except services.ServiceError as error:
        return unavailable(request, error)
    spec = registry.get(table.game)
    if friends.closed_by_host(table):  # never started: no table to show, only why
        return render(request, "tables/unavailable.html",
                      {"message": _("The host closed this table.")})
    if table.status == Table.Status.WAITING:
        seat = services.seat_of(table, player)
        if seat is not None:  # the room reads this page every few seconds: a beat
            presence.touch(table.pk, seat, presence.WAITING_ROOM)
            if table.seats[seat].get("away"):
                presence.arrived(table.pk, seat)
                table.refresh_from_db()
        view = services.seat_view(table, services.player_seat(table, player))
        return render(request, "tables/waiting.html", {
            "table_id": str(table.id), "title": spec.title, "view": view,
            "invite_url": request.build_absolute_uri(view["invite_url"]),
        })
    services.ensure_progress(table)
    table.refresh_from_db()
    return render(request, "tables/table.html", {
        "table_id": str(table.id),
        "game": spec.name,
        "title": spec.title,
        "view": services.seat_view(table, services.player_seat(table, player)),
        "ws_path": f"/ws/tables/{table.id}/",
        "api_url": f"/api/tables/{table.id}/",
        "renderer": spec.renderer,
        "stylesheet": spec.stylesheet,
        "rules_url": spec.rules_url,
        "note": registry.table_note(table),
        # The host of a friends' table changes its seats on a page of their own.
        "seats_url": f"/tables/{table.id}/seats/" if table.mode == Table.Mode.FRIENDS
        and player is not None and table.owner_id == player.pk else None,
    })


@require_GET
def seats_page(request: HttpRequest, table_id: str) -> HttpResponse:
    """The host's seats of a started friends' table: each to a computer, or open for a
    friend (the waiting room shows the same choices before the start)."""
    player = player_from_session(request.session)
    try:
        table = services.find_table(table_id, player)
        if table.mode != Table.Mode.FRIENDS or table.owner_id != getattr(player, "pk", None):
            raise services.Forbidden(_("Only the host can change the seats."))
    except services.ServiceError as error:
        return unavailable(request, error)
    if table.status == Table.Status.WAITING:
        return redirect(table.get_absolute_url())
    return render(request, "tables/seats.html", {
        "table_id": str(table.id), "title": registry.get(table.game).title, "host": True,
        "seats": services.seat_list(table, services.player_seat(table, player)),
        "invite_url": request.build_absolute_uri(services.invite_url(table)),
    })


@require_POST
def seat_page(request: HttpRequest, table_id: str, seat: int) -> HttpResponse:
    """A seat's choice, from the waiting room or the seats page: back to where it was."""
    to = request.POST.get("to")
    answer = _seating(request, table_id, lambda player, table: friends.hand(
        player, table, seat, to))
    if answer.status_code != 302:
        return answer
    table = Table.objects.get(pk=services.table_key(table_id))
    return redirect(table.get_absolute_url() if table.status == Table.Status.WAITING
                    else f"/tables/{table.id}/seats/")


def unavailable(request: HttpRequest, error: services.ServiceError) -> HttpResponse:
    """A refusal as a page, in words."""
    return render(request, "tables/unavailable.html", {"message": error.message},
                  status=error.status)


@require_http_methods(["GET", "POST"])
@ensure_csrf_cookie
@ratelimits.limited("join")
@ratelimits.newcomers_limited
def join_page(request: HttpRequest, table_id: str) -> HttpResponse:
    """A friends' table's invitation: who invites, the seats open, the name to sit under,
    and Take a seat (a new nickname and the seat are taken together, or neither)."""
    invite = request.POST.get("invite") if request.method == "POST" else request.GET.get("invite")
    player = player_from_session(request.session)
    nickname = request.POST.get("nickname", "") if request.method == "POST" else (
        player.nickname if player else "")
    error = ""
    try:
        table = friends.invited(table_id, invite)
        if services.seat_of(table, player) is not None:
            return redirect(table.get_absolute_url())
        if request.method == "POST":
            with acting_player(request) as player, transaction.atomic():
                if nickname.strip() and nickname.strip() != player.nickname:
                    rename(player, nickname)
                speak_of(player, request.POST.get("gender", player.gender))
                friends.join(player, table_id, invite)
            return redirect(table.get_absolute_url())
    except services.ServiceError as refusal:
        return unavailable(request, refusal)
    except nicknames.NicknameError as refusal:
        error = str(refusal)
    return render(request, "tables/join.html", {
        "title": registry.get(table.game).title, "host": table.seats[0]["name"],
        "invite": invite, "open": friends.free_seats(table), "nickname": nickname,
        "error": error, "max_length": nicknames.MAX_LENGTH, "choices": gender_choices(),
        "chosen": request.POST.get("gender", "") if request.method == "POST" else (
            player.gender if player else ""),
    }, status=400 if error else 200)


@require_POST
def start_page(request: HttpRequest, table_id: str) -> HttpResponse:
    """The waiting room's Start the game."""
    return _seating(request, table_id, friends.start)


@require_POST
def leave_page(request: HttpRequest, table_id: str) -> HttpResponse:
    """The waiting room's Leave the table: back to the lobby."""
    answer = _seating(request, table_id, friends.leave)
    return redirect("home") if answer.status_code == 302 else answer


@require_POST
def close_page(request: HttpRequest, table_id: str) -> HttpResponse:
    """The waiting room's Close the table (the host's): back to the lobby."""
    answer = _seating(request, table_id, friends.close)
    return redirect("home") if answer.status_code == 302 else answer


@require_POST
def rematch_page(request: HttpRequest, table_id: str) -> HttpResponse:
    """The game-over panel's Rematch: on to the next game of a friends' table (the one
    someone else asked for first, if they did)."""
    return _seating(request, table_id, friends.rematch)


def _seating(request: HttpRequest, table_id: str, change: Callable[..., Table]) -> HttpResponse:
    player = player_from_session(request.session)
    try:
        if player is None:
            raise services.Forbidden(_("This is someone else's table."))
        table = change(player, table_id)
    except services.ServiceError as error:
        return unavailable(request, error)
    return redirect(table.get_absolute_url())


@require_GET
@ratelimits.limited("join", methods=("GET",))
def join_by_code(request: HttpRequest) -> HttpResponse:
    """A short code read aloud, typed in: on to the invitation of the table waiting under it
    (counted as a join, so that codes cannot be tried by the thousand)."""
    code = request.GET.get("code", "")
    message = ""
    if code:
        try:
            table = friends.by_code(code)
        except services.ServiceError as error:
            message = error.message
        else:
            return redirect(services.invite_url(table))
    return render(request, "tables/join_code.html", {"code": code[:12], "message": message},
                  status=404 if message else 200)
