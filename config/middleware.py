"""The site's own error pages under ``make run`` too.

With ``DEBUG`` on (the development default) Django answers an unknown address with its yellow
technical 404 page, which lists every URL pattern, and a failing view with a traceback page.
Somebody trying the site under ``make run`` should meet what production shows instead:
``templates/404.html`` and ``templates/500.html``. The traceback still reaches the console,
because Django logs the exception before this middleware swaps the page.

Only Django's own technical pages are replaced, never a response a view built itself: a JSON
API 404 (``tables.api`` answering an unknown table id, say) stays JSON. With ``DEBUG`` off the
middleware is not loaded at all: Django then uses the error handlers directly.
"""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.core.exceptions import (
    BadRequest,
    MiddlewareNotUsed,
    PermissionDenied,
    SuspiciousOperation,
)
from django.http import Http404, HttpRequest, HttpResponse
from django.urls import Resolver404
from django.views import defaults

# The request attribute that remembers which exception a view raised, so that the response
# Django made of it can be recognised on the way out.
_RAISED = "_site_error_raised"


class SiteErrorPagesMiddleware:
    """In DEBUG, replace Django's technical 404, 400 and 500 pages with the site's own.

    Place it first in ``MIDDLEWARE`` so that it sees every response on the way out.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        if not settings.DEBUG:
            raise MiddlewareNotUsed  # production: Django's handlers already show the site's pages
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        raised: Exception | None = getattr(request, _RAISED, None)
        if raised is not None:
            return _site_page(request, raised, response)
        if (response.status_code == 404 and request.resolver_match is None
                and response.get("Content-Type") != "application/json"):
            # No URL pattern matched, so no view ran: the 404 is Django's technical page
            # (unless web.api made it the API's JSON one).
            return defaults.page_not_found(request, Resolver404({"path": request.path_info}))
        return response

    def process_exception(self, request: HttpRequest, exception: Exception) -> None:
        # Returning None lets Django log the exception and build its response as usual (the
        # traceback goes to the console); __call__ then swaps that response's page.
        setattr(request, _RAISED, exception)


def _site_page(request: HttpRequest, exception: Exception, response: HttpResponse) -> HttpResponse:
    """The page production shows for ``exception``, if ``response`` is the one Django built
    for it in DEBUG; otherwise ``response`` unchanged."""
    if isinstance(exception, PermissionDenied):
        return response  # Django uses the site's 403 page even in DEBUG
    if isinstance(exception, Http404):
        expected, page = 404, defaults.page_not_found
    elif isinstance(exception, (BadRequest, SuspiciousOperation)):
        expected, page = 400, defaults.bad_request
    else:
        expected = 500
        page = None
    if response.status_code != expected:
        return response  # something other than Django's exception handling answered
    if page is None:
        return defaults.server_error(request)
    return page(request, exception)
