"""What every ``/api/`` view shares: its methods, its error format, no caching.

- :func:`methods` declares the methods a JSON view answers. :class:`ApiMiddleware`, placed
  before ``CsrfViewMiddleware``, answers any other method with a JSON 405 and an ``Allow``
  header. Django's ``require_POST`` answers only once the view is called, after the CSRF
  check, so a PUT without a token got a 403 instead; a POST is still checked as before.
- Every answer under ``/api/`` carries ``Cache-Control: no-store``: a view holds a hand, and
  a shared cache or the browser's history must not keep it. An ``/api/`` address that no
  URL pattern matches is a JSON 404 too.
- :func:`error` is the ``{"error": {"code", "message"}}`` body the whole API answers with.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.utils.cache import patch_cache_control
from django.utils.translation import gettext as _

View = Callable[..., HttpResponse]
PREFIX = "/api/"
# The attribute :func:`methods` puts on a view: the middleware and the OpenAPI test read it.
ALLOWED = "api_methods"


def error(code: str, message: str, status: int = 400, **details: Any) -> JsonResponse:
    return JsonResponse({"error": {"code": code, "message": message, **details}},
                        status=status)


def methods(*allowed: str) -> Callable[[View], View]:
    """Mark a JSON view as answering only ``allowed`` (upper case, e.g. ``"GET"``); it
    refuses the others itself too, in case it is reached without the middleware."""
    names = tuple(method.upper() for method in allowed)

    def decorate(view: View) -> View:
        @wraps(view)
        def checked(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
            if request.method not in names:
                return method_not_allowed(request, names)
            return view(request, *args, **kwargs)

        setattr(checked, ALLOWED, names)
        return checked

    return decorate


def method_not_allowed(request: HttpRequest, allowed: tuple[str, ...]) -> JsonResponse:
    response = error("method_not_allowed",
                     _("%(method)s is not allowed here: use %(allowed)s.")
                     % {"method": str(request.method)[:20], "allowed": ", ".join(allowed)}, 405)
    response["Allow"] = ", ".join(allowed)
    return response


class ApiMiddleware:
    """JSON 405 before the CSRF check, and ``no-store`` on every ``/api/`` answer.

    Place it before ``CsrfViewMiddleware``: Django calls ``process_view`` in order, and the
    CSRF refusal (a 403 built later) then passes through ``__call__`` on its way out too.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if request.path.startswith(PREFIX):
            if response.status_code == 404 and request.resolver_match is None:
                # No URL pattern matched (a path parameter holding a slash, say): the API's
                # 404, not the site's page.
                response = error("not_found", _("There is nothing at this address in the "
                                                "API: see /api/docs/ or /api/openapi.json."),
                                 404)
            patch_cache_control(response, no_store=True)
        return response

    def process_view(self, request: HttpRequest, view: View, args: Any,
                     kwargs: Any) -> HttpResponse | None:
        allowed: tuple[str, ...] | None = getattr(view, ALLOWED, None)
        if allowed is not None and request.method not in allowed:
            return method_not_allowed(request, allowed)
        return None
