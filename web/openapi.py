"""``GET /api/openapi.json``: the JSON API described as OpenAPI 3.1, from web/openapi.json;
``GET /api/docs/``: the same description as a page to read, drawn in the browser by Swagger UI
(drf-spectacular-sidecar's files, served as the site's own static files).

The description is written by hand, as data (its words are for developers and stay
English). tests/test_openapi.py keeps it honest: every ``/api/`` URL pattern and method is
described and nothing else is, and the limits it states are web.json_input's;
tests/test_api_fuzz.py sends what Schemathesis makes of it to the site and checks the
answers against it. Games are named by their codes only, and a view's fields beyond those
every game has are left open.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.urls import reverse

from web.api import methods

PATH = Path(__file__).with_name("openapi.json")
DOCUMENT: dict[str, Any] = json.loads(PATH.read_text(encoding="utf-8"))


@methods("GET")
def openapi(request: HttpRequest) -> JsonResponse:
    """``GET /api/openapi.json``."""
    return JsonResponse(DOCUMENT)


@methods("GET")
def docs(request: HttpRequest) -> HttpResponse:
    """``GET /api/docs/``: the page's script reads the description from ``spec_url``."""
    return render(request, "api_docs.html", {"spec_url": reverse("api-openapi")})
