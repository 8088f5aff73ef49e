"""The language a person reads the site in: chosen with the header's switcher, remembered in
Django's language cookie (which ``LocaleMiddleware`` reads) and on the player, so that it
follows an account to any device where the person logs in.

Without a choice the browser's ``Accept-Language`` decides (``LocaleMiddleware`` again).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.utils.translation import check_for_language, get_language_from_request
from django.views.decorators.http import require_POST
from django.views.i18n import set_language as django_set_language

from accounts.guests import player_from_session
from accounts.models import Player


def _chosen(code: object) -> str | None:
    """``code`` if it is one of the site's languages, else None."""
    if isinstance(code, str) and code in dict(settings.LANGUAGES) and check_for_language(code):
        return code
    return None


@require_POST
def set_language(request: HttpRequest) -> HttpResponseBase:
    """``POST /i18n/setlang/`` with ``language`` and ``next``: Django's ``set_language`` (sets
    the cookie, returns to ``next``), and the choice is kept on the session's player, guest or
    account (a guest's choice then comes along when signing up). Before the first game there
    is no player: the choice stays in the cookie, and the guest made later takes it
    (``guests.acting_player``). An unknown language changes nothing, as in Django's view."""
    response = django_set_language(request)
    code = _chosen(request.POST.get("language"))
    player = player_from_session(request.session)
    if code is not None and player is not None and player.language != code:
        player.language = code
        player.save(update_fields=["language"])
    return response


def language_of_scope(scope: Mapping[str, Any]) -> str:
    """The language of a WebSocket's person, as ``LocaleMiddleware`` would pick it for a page:
    the language cookie, else the browser's ``Accept-Language``, else English."""
    request = HttpRequest()
    request.COOKIES = dict(scope.get("cookies") or {})
    for name, value in scope.get("headers") or ():
        if name.lower() == b"accept-language":
            request.META["HTTP_ACCEPT_LANGUAGE"] = value.decode("latin-1")
    return get_language_from_request(request)


def apply_account_language(request: HttpRequest, response: HttpResponse,
                           player: Player) -> None:
    """After logging in: the account's language becomes this browser's (the cookie on
    ``response``). An account without one takes the language chosen here before, if any."""
    code = _chosen(player.language)
    if code is None:
        chosen = _chosen(request.COOKIES.get(settings.LANGUAGE_COOKIE_NAME))
        if chosen is not None:
            player.language = chosen
            player.save(update_fields=["language"])
        return
    response.set_cookie(
        settings.LANGUAGE_COOKIE_NAME, code,
        max_age=settings.LANGUAGE_COOKIE_AGE, path=settings.LANGUAGE_COOKIE_PATH,
        domain=settings.LANGUAGE_COOKIE_DOMAIN, secure=settings.LANGUAGE_COOKIE_SECURE,
        httponly=settings.LANGUAGE_COOKIE_HTTPONLY, samesite=settings.LANGUAGE_COOKIE_SAMESITE,
    )
