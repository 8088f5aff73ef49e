"""GET /api/openapi.json: a valid OpenAPI 3.1 document (web/openapi.json) that describes
every /api/ URL and method the site has, and nothing it has not; GET /api/docs/: the page
that draws it with Swagger UI from the site's own static files (tests/browser/test_api_docs.py
reads it in a browser)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from django.conf import settings as django_settings
from django.contrib.staticfiles import finders
from django.core.management import call_command
from django.test import Client
from django.utils import translation
from django.utils.translation import gettext as _

from tests.api_routes import api_routes
from web.json_input import MAX_BYTES, MAX_DEPTH
from web.openapi import DOCUMENT

HTTP_METHODS = {"get", "put", "post", "delete", "options", "head", "patch", "trace"}
SWAGGER = "drf_spectacular_sidecar/swagger-ui-dist/"


def described() -> set[tuple[str, str]]:
    return {(path, method.upper()) for path, item in DOCUMENT["paths"].items()
            for method in item if method in HTTP_METHODS}


@pytest.mark.django_db
def test_the_document_is_served_as_json() -> None:
    response = Client().get("/api/openapi.json")
    assert response.status_code == 200 and response["Content-Type"] == "application/json"
    assert response.json() == json.loads(json.dumps(DOCUMENT))
    assert response.json()["openapi"].startswith("3.1.")


def test_the_document_is_valid_openapi_31() -> None:
    schemathesis.openapi.from_dict(json.loads(json.dumps(DOCUMENT))).validate()


def test_every_api_route_and_method_is_described_and_nothing_else() -> None:
    routes = {(route.openapi_path, method) for route in api_routes()
              for method in route.methods}
    assert described() == routes


def test_every_operation_describes_its_refusals() -> None:
    for path, item in DOCUMENT["paths"].items():
        for method, operation in item.items():
            responses = operation["responses"]
            assert "405" in responses, (path, method)
            if method == "post":  # the CSRF refusal, and a body that is not JSON
                assert {"400", "403", "415"} <= set(responses), path
                assert operation["requestBody"]["content"].keys() == {"application/json"}
            for status in responses:
                assert status[0] in "24", (path, method, status)


def test_the_limits_stated_are_the_readers() -> None:
    bodies = [operation["requestBody"] for item in DOCUMENT["paths"].values()
              for operation in item.values() if "requestBody" in operation]
    # Every POST has one (test_every_operation_describes_its_refusals): none is skipped.
    posts = [path for path, item in DOCUMENT["paths"].items() if "post" in item]
    assert len(bodies) == len(posts) >= 10
    for body in bodies:
        assert f"At most {MAX_BYTES} bytes of UTF-8, nested at most {MAX_DEPTH} levels" \
            in body["description"]


def test_every_reference_resolves() -> None:
    text = json.dumps(DOCUMENT)
    components = DOCUMENT["components"]
    for kind, name in {tuple(ref.split("/")[2:]) for ref in _refs(DOCUMENT)}:
        assert name in components[kind], f"{kind}/{name}"
    for kind, entries in components.items():
        for name in entries:
            assert f'"#/components/{kind}/{name}"' in text, f"unused: {kind}/{name}"


def _refs(value: object) -> list[str]:
    if isinstance(value, dict):
        found = [value["$ref"]] if "$ref" in value else []
        return found + [ref for item in value.values() for ref in _refs(item)]
    if isinstance(value, list):
        return [ref for item in value for ref in _refs(item)]
    return []


@pytest.mark.django_db
@pytest.mark.parametrize("language", [code for code, _name in django_settings.LANGUAGES])
def test_the_docs_page_draws_the_document_from_our_own_files(language: str) -> None:
    response = Client(headers={"accept-language": language}).get("/api/docs/")
    assert response.status_code == 200
    page = response.content.decode()
    assert f'<script src="/static/{SWAGGER}swagger-ui-bundle.js"></script>' in page
    assert f'<link rel="stylesheet" href="/static/{SWAGGER}swagger-ui.css">' in page
    assert '<script type="module" src="/static/api/docs.js"></script>' in page
    assert 'data-spec-url="/api/openapi.json"' in page
    assert not re.findall(r'(?:src|href)="(?:[a-z]+:)?//[^"]*"', page)  # no outside host
    with translation.override(language):
        title = _("API documentation · %(site_name)s") % {"site_name": django_settings.SITE_NAME}
        heading = _("API documentation")
    assert f"<title>{title}</title>" in page and f">{heading}</h1>" in page
    assert (heading == "API documentation") == (language == "en")
    direction = "rtl" if language == "he" else "ltr"
    assert f'<html lang="{language}" dir="{direction}">' in page
    # The description's words are English: that part reads left to right everywhere.
    assert 'lang="en" dir="ltr" data-spec-url=' in page
    assert '<a href="/">' in page  # back to the site


def test_the_page_script_and_the_library_are_static_files() -> None:
    for name in (f"{SWAGGER}swagger-ui-bundle.js", f"{SWAGGER}swagger-ui.css", "api/docs.js",
                 "api/docs.css"):
        assert isinstance(finders.find(name), str), name
    script = Path(str(finders.find("api/docs.js"))).read_text(encoding="utf-8")
    assert "root.dataset.specUrl" in script and "validatorUrl: null" in script


@pytest.mark.django_db
def test_production_serves_the_library_from_the_collected_files(
        tmp_path: Path, settings: Any) -> None:
    """``make prod`` runs collectstatic into production's hashed, compressed storage
    (WhiteNoise's, web/static_modules.py): the page names the library's collected copy."""
    settings.STATIC_ROOT = tmp_path
    settings.STORAGES = {**settings.STORAGES, "staticfiles": {
        "BACKEND": "web.static_modules.ModuleManifestStorage"}}
    call_command("collectstatic", "--noinput", verbosity=0)
    page = Client().get("/api/docs/").content.decode()
    for pattern in (rf'<script src="/static/({SWAGGER}swagger-ui-bundle\.[0-9a-f]{{12}}\.js)"',
                    rf'href="/static/({SWAGGER}swagger-ui\.[0-9a-f]{{12}}\.css)"',
                    r'src="/static/(api/docs\.[0-9a-f]{12}\.js)"'):
        found = re.search(pattern, page)
        assert found, pattern
        assert (tmp_path / found.group(1)).is_file()
        assert (tmp_path / f"{found.group(1)}.gz").is_file()


@pytest.mark.django_db
def test_an_unknown_api_address_points_to_the_docs() -> None:
    response = Client().get("/api/no-such-thing/")
    assert response.status_code == 404
    assert "/api/docs/" in response.json()["error"]["message"]
