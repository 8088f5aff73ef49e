"""The person's own settings: the nickname, as a form page and as JSON."""

from __future__ import annotations

import json

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

from accounts.guests import current_player, rename
from accounts.nicknames import MAX_LENGTH, NicknameError


@require_http_methods(["GET", "POST"])
def nickname_page(request: HttpRequest) -> HttpResponse:
    player = current_player(request)
    error = ""
    if request.method == "POST":
        try:
            rename(player, request.POST.get("nickname", ""))
        except NicknameError as exc:
            error = str(exc)
        else:
            return redirect("home")
    return render(request, "accounts/nickname.html", {
        "player": player, "error": error, "max_length": MAX_LENGTH,
    }, status=400 if error else 200)


@require_http_methods(["GET", "POST"])
def me_api(request: HttpRequest) -> JsonResponse:
    """GET the person's nickname; POST ``{"nickname": "..."}`` to change it."""
    player = current_player(request)
    if request.method == "POST":
        try:
            body = json.loads(request.body)
        except ValueError:
            return _error("invalid", "The body is not JSON.")
        try:
            rename(player, body.get("nickname") if isinstance(body, dict) else None)
        except NicknameError as exc:
            return _error(exc.code, str(exc))
    return JsonResponse({"nickname": player.nickname})


def _error(code: str, message: str) -> JsonResponse:
    return JsonResponse({"error": {"code": code, "message": message}}, status=400)
