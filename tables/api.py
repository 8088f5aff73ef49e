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

from accounts.guests import acting_player, player_from_session
from tables import coaching, services
from web import json_input, ratelimits
from web.api import methods

WHOLE_NUMBER = re.compile(r"-?[0-9]{1,18}")  # few digits: int() refuses 5,000 of them


def error_response(error: services.ServiceError) -> JsonResponse:
    body: dict[str, Any] = {"error": {"code": error.code, "message": error.message,
                                      **error.details}}
    if isinstance(error, services.Stale) and error.table is not None:
        body["view"] = services.seat_view(error.table)
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
        # The person's first game makes the guest; a refused one leaves none behind.
        with acting_player(request) as player:
            if opener is None:
                table, created = services.create_table(
                    player, spec.name, "practice", body.get("level"), seats=body.get("seats"),
                    options=body.get("options"), levels=body.get("levels"),
                ), True
            else:
                table, created = opener(request, player, spec, body)
    except services.ServiceError as error:
        return error_response(error)
    table.refresh_from_db()  # computer turns may already have run (eager setups)
    return JsonResponse({
        "id": str(table.id), "url": table.get_absolute_url(),
        "view": services.seat_view(table),
    }, status=201 if created else 200)


@methods("GET")
def detail(request: HttpRequest, table_id: str) -> JsonResponse:
    """``GET /api/tables/<id>/?since=n``: the caller's seat view, with the events after
    version ``n``."""
    try:
        table = services.find_table(table_id, player_from_session(request.session))
    except services.ServiceError as error:
        return error_response(error)
    services.ensure_progress(table)
    table.refresh_from_db()
    return JsonResponse({"view": services.seat_view(table, since=request.GET.get("since"))})


@methods("POST")
@ratelimits.limited("action")
def act(request: HttpRequest, table_id: str) -> JsonResponse:
    """``POST /api/tables/<id>/actions/`` with ``{"version": n, "action": {...}}``."""
    try:
        body = read_json(request)
        if "action" not in body:
            raise services.Invalid(_("Send an action object from view.legal_actions."))
        table = services.submit_action(
            player_from_session(request.session), table_id, body.get("version"), body["action"]
        )
    except services.ServiceError as error:
        return error_response(error)
    table.refresh_from_db()
    return JsonResponse({"view": services.seat_view(table, since=body.get("version"))})


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
