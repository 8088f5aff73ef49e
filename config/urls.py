"""Site URLs."""

from django.conf import settings
from django.contrib import admin
from django.contrib.staticfiles import finders
from django.http import FileResponse, Http404, HttpRequest
from django.urls import URLPattern, URLResolver, include, path
from django.utils.cache import patch_cache_control
from django.utils.translation import gettext as _
from django.views.decorators.cache import cache_page
from django.views.decorators.http import require_safe
from django.views.i18n import JavaScriptCatalog

from accounts import language
from config import health, openapi, ratelimits, views


@require_safe
def favicon(request: HttpRequest) -> FileResponse:
    """``/favicon.ico``, which browsers and bots ask for whatever the page links: the site's
    mark (static/favicon.ico, drawn from static/favicon.svg) rather than a 404 on every
    first visit."""
    found = finders.find("favicon.ico")
    if not isinstance(found, str):
        raise Http404(_("The site's icon is missing."))
    response = FileResponse(open(found, "rb"), content_type="image/x-icon")  # noqa: SIM115
    patch_cache_control(response, public=True, max_age=24 * 60 * 60)
    return response


def admin_urls() -> list[URLPattern | URLResolver]:
    """The admin at ``settings.ADMIN_PATH``, none when it is off (production, unless set)."""
    if not settings.ADMIN_PATH:
        return []
    return [
        # Before the admin's own login/ (the same view): it counts against the login limits.
        path(f"{settings.ADMIN_PATH}/login/",
             ratelimits.limited("login", extra=ratelimits.login_username)(admin.site.login)),
        path(f"{settings.ADMIN_PATH}/", admin.site.urls),
    ]


urlpatterns = [
    path("", views.home, name="home"),
    path("games/", views.games, name="games"),
    path("boards/", views.boards_page, name="boards"),
    path("rules/<slug:game>/", views.rules, name="rules"),
    path("healthz", health.healthz, name="healthz"),
    path("readyz", health.readyz, name="readyz"),
    path("favicon.ico", favicon, name="favicon"),
    # Django's set_language, wrapped to keep the choice on the player too (the same URL and
    # name as django.conf.urls.i18n's, which is therefore not included).
    path("i18n/setlang/", language.set_language, name="set_language"),
    # gettext, ngettext, interpolate... for the page scripts, in the request's language. The
    # server cache is per language (cache_page keys on it); base.html puts the language in
    # the URL too, so that a browser's cached copy is never another language's.
    path("jsi18n/", cache_page(60 * 60)(JavaScriptCatalog.as_view()),
         name="javascript-catalog"),
    *admin_urls(),
    path("api/openapi.json", openapi.openapi, name="api-openapi"),
    path("api/docs/", openapi.docs, name="api-docs"),
    path("", include("tables.urls")),
    path("", include("accounts.urls")),
    path("", include("leaderboards.urls")),
]
