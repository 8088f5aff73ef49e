"""The site's /api/ URL patterns, as the tests of the whole API walk them."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from django.urls import URLPattern, URLResolver, get_resolver

from web.api import ALLOWED

# A sample value per path parameter, to make a URL of a pattern.
SAMPLES = {"table_id": "00000000-0000-0000-0000-000000000000", "game": "sheepshead",
           "day": "today", "group_id": "00000000-0000-0000-0000-000000000000", "seat": "1"}


@dataclass(frozen=True)
class Route:
    route: str  # Django's, e.g. "api/tables/<str:table_id>/"
    view: Callable[..., Any]

    @property
    def openapi_path(self) -> str:
        return "/" + re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", self.route)

    @property
    def url(self) -> str:
        return "/" + re.sub(r"<(?:\w+:)?(\w+)>", lambda m: SAMPLES[m.group(1)], self.route)

    @property
    def methods(self) -> tuple[str, ...]:
        return tuple(getattr(self.view, ALLOWED, ()))


def api_routes() -> list[Route]:
    return [route for route in _walk(get_resolver().url_patterns, "")
            if route.route.startswith("api/")]


def _walk(patterns: list[Any], prefix: str) -> Iterator[Route]:
    for pattern in patterns:
        route = prefix + str(pattern.pattern)
        if isinstance(pattern, URLResolver):
            yield from _walk(pattern.url_patterns, route)
        elif isinstance(pattern, URLPattern):
            yield Route(route, pattern.callback)
