"""The JSON API: create a table, read your seat's view, send an action.

Errors are ``{"error": {"code", "message"}}``: 400 invalid/illegal, 403 forbidden,
404 not_found, 405 method_not_allowed, 409 stale (with the current ``view``), 415
unsupported_media_type, 429 rate_limited (with Retry-After: web/ratelimits.py). Bodies are
read by ``web.json_input``; methods, no-store and the error format are ``web.api``'s.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from accounts.guests import acting_player, player_from_session
from accounts.models import Player
from tables import coaching, friends, services, talk
from tables.models import Table
from web import json_input, ratelimits
from web.api import methods

WHOLE_NUMBER = re.compile(r"-?[0-9]{1,18}")  # few digits: int() refuses 5,000 of them


def error_response(error: services.ServiceError, player: Player | None = None) -> JsonResponse:
    """The error object; a stale action's also carries the fresh view of ``player``'s seat."""
    body: dict[str, Any] = {"error": {"code": error.code, "message": error.message,
                                      **error.details}}
    if isinstance(error, services.Stale) and error.table is not None:
        body["view"] = services.seat_view(error.table, services.player_seat(error.table, player))
    return JsonResponse(body, status=error.status)


def read_json(request: HttpRequest) -> dict[str, Any]:
    try:
        body = json_input.read_request(request)
    except json_input.JsonInputError as error:
        raise services.ServiceError(error.message, code=error.code,
                                    status=error.status) from None
    if not isinstance(body, dict):
        raise services.Invalid(_("The request body must be a JSON object."))
    return body


@methods("POST")
@ratelimits.limited("create")
@ratelimits.newcomers_limited
def create(request: HttpRequest) -> JsonResponse:
    """``POST /api/tables/`` with ``{"game": "sheepshead", "mode": "practice", "level": "hard",
    "seats": 5, "options": {...}, "levels": [...]}`` (all but ``game`` optional): 201 with a
    new table. Another app's mode (``"daily"``) is opened by that app's opener, which may
    resume a table instead: 200 with it."""
    try:
        body = read_json(request)
        spec = services.game_spec(body.get("game"))
        opener = services.mode_opener(body.get("mode", "practice"))
        if opener is None:
            _check_fields(body, FRIENDS_FIELDS if body.get("mode") == Table.Mode.FRIENDS
                          else PRACTICE_FIELDS)
        # The person's first game makes the guest; a refused one leaves none behind.
        with acting_player(request) as player:
            if body.get("mode") == Table.Mode.FRIENDS:
                _check_seats(body.get("seats"), body.get("others"))
                table, created = friends.create(player, spec.name, body.get("others"),
                                                body.get("options"), body.get("level")), True
            elif opener is None:
                table, created = services.create_table(
                    player, spec.name, "practice", body.get("level"), seats=body.get("seats"),
                    options=body.get("options"), levels=body.get("levels"),
                ), True
            else:
                table, created = opener(request, player, spec, body)
    except services.ServiceError as error:
        return error_response(error)
    table.refresh_from_db()  # computer turns may already have run (eager setups)
    answer = {"id": str(table.id), "url": table.get_absolute_url(),
              "view": services.seat_view(table)}
    if table.invite:  # a friends' table: its invitation, to pass on
        answer.update(invite=table.invite, invite_url=answer["view"]["invite_url"],
                      code=table.code)
    return JsonResponse(answer, status=201 if created else 200)


PRACTICE_FIELDS = ("game", "mode", "level", "seats", "options", "levels")
# A friends' table's seats are the host's and ``others``: ``seats`` may say so too (the lobby
# sends its Players), nothing else.
FRIENDS_FIELDS = ("game", "mode", "others", "options", "level", "seats")


def _check_fields(body: dict[str, Any], fields: tuple[str, ...]) -> None:
    """Every field a client sent must mean something (as the daily's opener holds): a
    ``seed`` or a misspelt field is refused in words, not silently ignored."""
    for name in body:
        if name not in fields:
            # Translators: %(name)s is a field a client sent, as it sent it; %(fields)s the
            # fields there are.
            raise services.Invalid(_("A new table takes no “%(name)s”: send %(fields)s.")
                                   % {"name": str(name)[:40], "fields": ", ".join(fields)})


def _check_seats(seats: object, others: object) -> None:
    if seats is None or not isinstance(others, list) or seats == len(others) + 1:
        return
    count = len(others) + 1
    raise services.Invalid(ngettext(
        "This friends' table has %(count)d seat, yours and one per entry of others: send "
        "seats as %(count)d, or leave it out.",
        "This friends' table has %(count)d seats, yours and one per entry of others: send "
        "seats as %(count)d, or leave it out.", count) % {"count": count})


@methods("POST")
@ratelimits.limited("join")
@ratelimits.newcomers_limited
def join(request: HttpRequest, table_id: str) -> JsonResponse:
    """``POST /api/tables/<id>/join/`` with ``{"invite": token}``: a seat at a friends'
    table (the one already held, if any), with its view."""
    try:
        body = read_json(request)
        with acting_player(request) as player:
            table = friends.join(player, table_id, body.get("invite"))
    except services.ServiceError as error:
        return error_response(error)
    seat = services.player_seat(table, player)
    return JsonResponse({"seat": seat, "url": table.get_absolute_url(),
                         "view": services.seat_view(table, seat)})


@methods("POST")
def start(request: HttpRequest, table_id: str) -> JsonResponse:
    """``POST /api/tables/<id>/start/``: the host starts a friends' table."""
    player, table = _seating(request, table_id, friends.start)
    if isinstance(table, JsonResponse):
        return table
    table.refresh_from_db()
    return JsonResponse({"view": services.seat_view(table, services.player_seat(table, player))})


@methods("POST")
def leave(request: HttpRequest, table_id: str) -> JsonResponse:
    """``POST /api/tables/<id>/leave/``: give up one's seat at a friends' table."""
    _player, table = _seating(request, table_id, friends.leave)
    if isinstance(table, JsonResponse):
        return table
    return JsonResponse({"table": str(table.id), "status": table.status})


@methods("POST")
def close(request: HttpRequest, table_id: str) -> JsonResponse:
    """``POST /api/tables/<id>/close/``: the host closes a friends' table before its start."""
    _player, table = _seating(request, table_id, friends.close)
    if isinstance(table, JsonResponse):
        return table
    return JsonResponse({"table": str(table.id), "status": table.status})


@methods("POST")
def seat(request: HttpRequest, table_id: str, seat: str) -> JsonResponse:
    """``POST /api/tables/<id>/seats/<n>/`` with ``{"to": "computer" | "open"}``: the host
    gives a seat to a computer or opens it for someone new."""
    player = player_from_session(request.session)
    try:
        body = read_json(request)
        if player is None:
            raise services.Forbidden(_("This is someone else's table."))
        number = services.version_of(seat)  # a seat number as ASCII digits, or None
        table = friends.hand(player, table_id, -1 if number is None else number,
                             body.get("to"))
    except services.ServiceError as error:
        return error_response(error)
    return JsonResponse({"view": services.seat_view(table, services.player_seat(table, player))})


@methods("POST")
def rematch(request: HttpRequest, table_id: str) -> JsonResponse:
    """``POST /api/tables/<id>/rematch/``: the next game of a finished friends' table, the
    same people in the same seats (made by the first to ask; anyone after gets the same
    table), with the caller's view of it."""
    player, table = _seating(request, table_id, friends.rematch)
    if isinstance(table, JsonResponse):
        return table
    table.refresh_from_db()  # computer turns may already have run (eager setups)
    return JsonResponse({"id": str(table.id), "url": table.get_absolute_url(),
                         "view": services.seat_view(table, services.player_seat(table, player))})


def _seating(request: HttpRequest, table_id: str, change: Callable[[Player, object], Table]
             ) -> tuple[Player | None, Table | JsonResponse]:
    """The caller and the table after ``change``, or the refusal to answer with. The body is
    an empty object: nothing to say but the request itself."""
    player = player_from_session(request.session)
    try:
        read_json(request)
        if player is None:
            raise services.Forbidden(_("This is someone else's table."))
        return player, change(player, table_id)
    except services.ServiceError as error:
        return player, error_response(error)


@methods("GET")
def detail(request: HttpRequest, table_id: str) -> JsonResponse:
    """``GET /api/tables/<id>/?since=n``: the caller's seat view, with the events after
    version ``n``."""
    player = player_from_session(request.session)
    try:
        table = services.find_table(table_id, player)
    except services.ServiceError as error:
        return error_response(error)
    services.ensure_progress(table)
    table.refresh_from_db()
    return JsonResponse({"view": services.seat_view(table, services.player_seat(table, player),
                                                     since=request.GET.get("since"))})


@methods("POST")
@ratelimits.limited("action")
def act(request: HttpRequest, table_id: str) -> JsonResponse:
    """``POST /api/tables/<id>/actions/`` with ``{"version": n, "action": {...}}``."""
    player = player_from_session(request.session)
    try:
        body = read_json(request)
        if "action" not in body:
            raise services.Invalid(_("Send an action object from view.legal_actions."))
        table = services.submit_action(player, table_id, body.get("version"), body["action"])
    except services.ServiceError as error:
        return error_response(error, player)
    table.refresh_from_db()
    return JsonResponse({"view": services.seat_view(table, services.player_seat(table, player),
                                                     since=body.get("version"))})


@methods("POST")
def phrase(request: HttpRequest, table_id: str) -> JsonResponse:
    """``POST /api/tables/<id>/phrase/`` with ``{"phrase": "good_game"}``: one of the table
    talk's phrases (tables/talk.py) to everybody at a friends' table, over their sockets."""
    player = player_from_session(request.session)
    try:
        body = read_json(request)
        seat = talk.say(player, table_id, body.get("phrase"), ratelimits.request_keys(request))
    except services.ServiceError as error:
        response = error_response(error)
        if "retry_after" in error.details:
            response["Retry-After"] = str(error.details["retry_after"])
        return response
    return JsonResponse({"seat": seat, "phrase": body["phrase"]})


def csrf_failure(request: HttpRequest, reason: str = "") -> JsonResponse:
    """CSRF refusals as JSON on the API, so clients always get the error format."""
    from django.views.csrf import csrf_failure as html_failure

    if request.path.startswith("/api/"):
        message = _("CSRF check failed: send the csrftoken cookie's value in X-CSRFToken.")
        return JsonResponse({"error": {"code": "forbidden", "message": message}}, status=403)
    return html_failure(request, reason)  # type: ignore[return-value]


@methods("GET")
@ratelimits.limited("coach", methods=("GET",))
def hint(request: HttpRequest, table_id: str) -> HttpResponse:
    """``GET /api/tables/<id>/hint/?version=n``: 200 ``{"hint": {"action", "text"}}``, or 202
    while the coach thinks (ask again)."""
    return _ask_coach(request, table_id, coaching.hint, "version", "hint")


@methods("GET")
@ratelimits.limited("coach", methods=("GET",))
def review(request: HttpRequest, table_id: str) -> HttpResponse:
    """``GET /api/tables/<id>/review/?round=k`` (0-based; ``deal=k``, the older name, also
    works): 200 ``{"review": {"decisions", "items": [{"played", "suggested", "gain", "text",
    ...the game's position keys}]}}``, or 202 while computed."""
    param = "round" if "round" in request.GET or "deal" not in request.GET else "deal"
    return _ask_coach(request, table_id, coaching.review, param, "review")


def _ask_coach(request: HttpRequest, table_id: str,
               ask: Callable[..., dict[str, Any] | None], param: str,
               answer: str) -> HttpResponse:
    def before_search() -> None:  # a new question: its search is what the limit is for
        ratelimits.check("coach_search", ratelimits.request_keys(request))

    try:
        found = ask(player_from_session(request.session), table_id, _int_param(request, param),
                    before_search)
    except services.ServiceError as error:
        return error_response(error)
    except ratelimits.Limited as limited:
        return ratelimits.refused(request, limited.retry_after)
    if found is None:
        return JsonResponse({"status": "thinking"}, status=202)
    # Cached without a language: worded here, in the request's.
    return JsonResponse({answer: coaching.words(found)})


def _int_param(request: HttpRequest, name: str) -> int:
    # Digits only: int() would also take " 7", "+7", "7_0" and other scripts' digits.
    value = request.GET.get(name, "")
    if not WHOLE_NUMBER.fullmatch(value):
        raise services.Invalid(_("Send %(name)s as a whole number.") % {"name": name})
    return int(value)
