"""Site URLs: every app's, the site's own pages (pages/), the probes and the admin."""

from django.conf import settings
from django.contrib import admin
from django.urls import URLPattern, URLResolver, include, path

from accounts import language
from config import health
from pages import views
from web import openapi, ratelimits


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
    path("favicon.ico", views.favicon, name="favicon"),
    # Django's set_language, wrapped to keep the choice on the player too (the same URL and
    # name as django.conf.urls.i18n's, which is therefore not included).
    path("i18n/setlang/", language.set_language, name="set_language"),
    # The page scripts' gettext is a static file per language: web/catalogues.py.
    *admin_urls(),
    path("api/openapi.json", openapi.openapi, name="api-openapi"),
    path("api/docs/", openapi.docs, name="api-docs"),
    path("", include("tables.urls")),
    path("", include("accounts.urls")),
    path("", include("stats.urls")),
    path("", include("leaderboards.urls")),
    path("", include("groups.urls")),
]
