"""Site URLs."""

from django.contrib import admin
from django.contrib.staticfiles import finders
from django.http import FileResponse, Http404, HttpRequest
from django.urls import include, path
from django.utils.cache import patch_cache_control
from django.views.decorators.http import require_safe

from config import views


@require_safe
def favicon(request: HttpRequest) -> FileResponse:
    """``/favicon.ico``, which browsers and bots ask for whatever the page links: the site's
    mark (static/favicon.ico, drawn from static/favicon.svg) rather than a 404 on every
    first visit."""
    found = finders.find("favicon.ico")
    if not isinstance(found, str):
        raise Http404("The site's icon is missing.")
    response = FileResponse(open(found, "rb"), content_type="image/x-icon")  # noqa: SIM115
    patch_cache_control(response, public=True, max_age=24 * 60 * 60)
    return response


urlpatterns = [
    path("", views.home, name="home"),
    path("games/", views.games, name="games"),
    path("rules/<slug:game>/", views.rules, name="rules"),
    path("healthz", views.healthz, name="healthz"),
    path("favicon.ico", favicon, name="favicon"),
    path("admin/", admin.site.urls),
    path("", include("tables.urls")),
    path("", include("accounts.urls")),
    path("", include("leaderboards.urls")),
]
