"""Schemathesis fuzzes the JSON API in-process from its own description (/api/openapi.json):
no answer may be a server error, and every answer must conform to the description.

A guest with a session and a valid CSRF token sends every request, so POSTs reach the views;
table and group URLs name the guest's own (an unknown id is a plain 404, tested elsewhere).
Deterministic (derandomized, no example database) and bounded: a few seconds per operation.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
import schemathesis
from django.core import signals
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections
from hypothesis import HealthCheck, settings
from schemathesis.specs.openapi.checks import positive_data_acceptance

from tables import registry
from tests.tables.conftest import Guest
from web.openapi import DOCUMENT

EXAMPLES = 100  # per operation


@pytest.fixture(autouse=True)
def _games(transactional_db: None, eager_celery: None, quick_search: None) -> None:
    """Computer turns inside the request (started when its transaction commits), Hard ones
    on a small budget."""


@contextmanager
def one_connection() -> Iterator[None]:
    """As Django's test client does for each request: a request's start and end do not
    close the database connection (CONN_MAX_AGE is 0 in tests), which would cost a new one
    per example. Per call: the test client connects the handler again after each of its own
    requests."""
    signals.request_started.disconnect(close_old_connections)
    signals.request_finished.disconnect(close_old_connections)
    try:
        yield
    finally:
        signals.request_started.connect(close_old_connections)
        signals.request_finished.connect(close_old_connections)


@pytest.fixture
def player() -> dict[str, Any]:
    """A guest, its session and CSRF token, one table of its own and a friends' group it
    keeps."""
    guest = Guest()
    table = guest.new_table()
    group = guest.post("/api/groups/", {"name": "Fuzzers"})
    assert group.status_code == 201, group.content
    return {"cookies": {"sessionid": guest.session_cookie, "csrftoken": guest.csrf},
            # Schemathesis reads a WSGI answer's bytes as they come: not gzipped (pages and
            # JSON are, for a client that asks: tests/test_compression.py).
            "headers": {"X-CSRFToken": guest.csrf, "Accept-Encoding": "identity"},
            "table": table["id"], "group": group.json()["id"]}


# The served document is the module's (tests/test_openapi.py); its copy, since loading it
# resolves and annotates it in place.
schema = schemathesis.openapi.from_dict(json.loads(json.dumps(DOCUMENT)))
schema.app = get_wsgi_application()


@schema.parametrize()
@settings(max_examples=EXAMPLES, derandomize=True, database=None, deadline=None,
          suppress_health_check=list(HealthCheck), print_blob=False)
def test_the_api_survives_its_own_description(case: Any, player: dict[str, Any]) -> None:
    parameters = case.path_parameters or {}
    if "table_id" in parameters:
        parameters["table_id"] = player["table"]
    if "group_id" in parameters:  # the guest's group (a leave may end it: then a 404)
        parameters["group_id"] = player["group"]
    if "game" in parameters:  # half the time a real game, so that the day is looked at
        names = [spec.name for spec in registry.games()]
        pick = zlib.crc32(str(parameters["game"]).encode("utf-8", "replace"))
        if pick % 2:
            parameters["game"] = names[pick // 2 % len(names)]
    # Every other check of Schemathesis's runs. Not "schema-valid data is accepted": an
    # unknown game, a card not in the hand, a round not yet over are well-formed requests
    # that the site refuses with a 400, as it should.
    with one_connection():
        case.call_and_validate(cookies=player["cookies"], headers=player["headers"],
                               base_url="http://testserver",
                               excluded_checks=[positive_data_acceptance])
