"""People never meet a stack trace: the site's own 400, 404 and 500 pages, in production and
under ``make run`` (DEBUG on) alike, and no 404 for the browser's ``/favicon.ico``."""

from __future__ import annotations

import logging
import re
import struct
import uuid
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from django.conf import settings
from django.core.exceptions import BadRequest, MiddlewareNotUsed
from django.http import Http404, HttpRequest, HttpResponse
from django.test import Client, override_settings
from django.urls import include, path

from config.middleware import SiteErrorPagesMiddleware

pytestmark = pytest.mark.django_db

ROOT = Path(__file__).resolve().parent.parent


def raise_404(request: HttpRequest) -> HttpResponse:
    raise Http404("There is no such thing here.")


def raise_400(request: HttpRequest) -> HttpResponse:
    raise BadRequest("nonsense")


def crash(request: HttpRequest) -> HttpResponse:
    raise RuntimeError("boom")


def own_404(request: HttpRequest) -> HttpResponse:
    return HttpResponse("a view's own 404", status=404, content_type="text/plain")


# These views beside the site's own URLs (the error pages link the lobby and the games).
urlpatterns = [
    path("raise-404/", raise_404),
    path("raise-400/", raise_400),
    path("crash/", crash),
    path("own-404/", own_404),
    path("", include("config.urls")),
]
HERE = "tests.test_error_pages"

# What Django's technical pages say and the site's pages never do.
TECHNICAL = (b"URLconf", b"DEBUG = True", b"Traceback", b"technical", b"boom", b"nonsense")


def names(response: HttpResponse) -> list[str]:
    """The site's templates a response was rendered with (Django's technical page, rendered
    and then replaced in DEBUG, has none)."""
    return [t.name for t in response.templates if t.name]  # type: ignore[attr-defined]


def is_site_page(response: HttpResponse, heading: bytes) -> bool:
    body = response.content
    return heading in body and not any(word in body for word in TECHNICAL)


def test_unknown_pages_get_the_friendly_404() -> None:
    response = Client().get("/no/such/page/")
    assert response.status_code == 404
    assert is_site_page(response, b"There is nothing here")
    assert f"Page not found · {settings.SITE_NAME}".encode() in response.content


@override_settings(ROOT_URLCONF="tests.crash_urls", DEBUG=False)
def test_a_server_error_gets_the_friendly_500() -> None:
    client = Client(raise_request_exception=False)
    response = client.get("/crash/")
    assert response.status_code == 500
    assert b"Your game is saved" in response.content and b"boom" not in response.content


# --- make run: DEBUG on ------------------------------------------------------------------------

@override_settings(DEBUG=True)
def test_under_debug_an_unknown_address_gets_the_site_404_not_the_url_list() -> None:
    response = Client().get("/no/such/page/")
    assert response.status_code == 404
    assert response["Content-Type"].startswith("text/html")
    assert is_site_page(response, b"There is nothing here")
    assert b"admin/" not in response.content  # Django's page lists the URL patterns
    assert "404.html" in names(response)


@override_settings(DEBUG=True)
def test_under_debug_a_view_raising_404_gets_the_site_404() -> None:
    response = Client().get("/rules/whist/")  # pages.views.rules raises Http404
    assert response.status_code == 404
    assert is_site_page(response, b"There is nothing here")


@override_settings(DEBUG=True, ROOT_URLCONF=HERE)
def test_under_debug_a_crash_gets_the_site_500_and_the_traceback_still_reaches_the_log(
    caplog: pytest.LogCaptureFixture,
) -> None:
    with caplog.at_level(logging.ERROR, logger="django.request"):
        response = Client(raise_request_exception=False).get("/crash/")
    assert response.status_code == 500
    assert is_site_page(response, b"Your game is saved")
    logged = [r for r in caplog.records if r.name == "django.request" and r.exc_info]
    assert logged and isinstance(logged[0].exc_info[1], RuntimeError)  # type: ignore[index]


@override_settings(DEBUG=True, ROOT_URLCONF=HERE)
def test_under_debug_a_bad_request_gets_the_site_400() -> None:
    response = Client(raise_request_exception=False).get("/raise-400/")
    assert response.status_code == 400
    assert is_site_page(response, b"That request did not make sense")


@override_settings(DEBUG=True, ROOT_URLCONF=HERE)
def test_under_debug_a_views_own_404_is_left_alone() -> None:
    response = Client().get("/own-404/")
    assert response.status_code == 404
    assert response.content == b"a view's own 404"


@override_settings(DEBUG=True)
def test_under_debug_the_api_still_answers_json_for_an_unknown_table() -> None:
    response = Client().get(f"/api/tables/{uuid.uuid4()}/")
    assert response.status_code == 404
    assert response["Content-Type"] == "application/json"
    assert response.json()["error"]["code"] == "not_found"


@override_settings(DEBUG=True, ROOT_URLCONF=HERE)
def test_debug_and_production_show_the_same_404_page() -> None:
    debug = Client().get("/raise-404/")
    with override_settings(DEBUG=False):
        production = Client().get("/raise-404/")
    assert debug.status_code == production.status_code == 404
    assert names(debug) == names(production)
    assert without_csrf_token(debug.content) == without_csrf_token(production.content)


def without_csrf_token(page: bytes) -> bytes:
    """The page without its CSRF token (the header's language form and the page's meta for
    scripts have it, new each time)."""
    page = re.sub(rb'name="csrf-token" content="[^"]*"', b"", page)
    return re.sub(rb'name="csrfmiddlewaretoken" value="[^"]*"', b"", page)


@override_settings(DEBUG=False)
def test_without_debug_the_middleware_steps_aside() -> None:
    with pytest.raises(MiddlewareNotUsed):
        SiteErrorPagesMiddleware(lambda request: HttpResponse())


# --- The icon ----------------------------------------------------------------------------------

def ico_images(data: bytes) -> list[tuple[int, bytes]]:
    """(size, image bytes) of every image in an .ico file."""
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1), "not an icon file"
    images = []
    for n in range(count):
        width, _, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * n)
        images.append((width or 256, data[offset:offset + length]))
    return images


def test_favicon_ico_answers_with_the_sites_icon() -> None:
    response = Client().get("/favicon.ico")
    assert response.status_code == 200
    assert response["Content-Type"] == "image/x-icon"
    assert "max-age" in response["Cache-Control"]
    body = b"".join(response.streaming_content)  # type: ignore[attr-defined]
    images = ico_images(body)
    assert sorted(size for size, _ in images) == [16, 32, 48]
    for size, png in images:
        assert png.startswith(b"\x89PNG\r\n\x1a\n")
        assert struct.unpack(">II", png[16:24]) == (size, size)  # the PNG's own width, height


def test_favicon_ico_answers_head_and_refuses_post() -> None:
    assert Client().head("/favicon.ico").status_code == 200
    assert Client().post("/favicon.ico").status_code == 405


def test_the_svg_icon_is_a_square_svg() -> None:
    root = ET.parse(ROOT / "static" / "favicon.svg").getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    _, _, width, height = (float(v) for v in root.attrib["viewBox"].split())
    assert width == height


@pytest.mark.parametrize("url", ["/", "/games/", "/rules/sheepshead/", "/no/such/page/"])
def test_every_page_links_both_icons(url: str) -> None:
    body = Client().get(url).content.decode()
    assert '<link rel="icon" href="/favicon.ico"' in body
    assert 'href="/static/favicon.svg" type="image/svg+xml"' in body
    svg = Client().get("/static/favicon.svg")
    assert svg.status_code == 200
