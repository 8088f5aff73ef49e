"""Every /api/ answer is sent with Cache-Control: no-store: views hold a hand, and neither a
shared cache nor the browser's history may keep one. Refusals included."""

from __future__ import annotations

import pytest
from django.utils.cache import get_max_age

from tests.api_routes import api_routes
from tests.tables.conftest import Guest

# Transactional: computer turns are started when a transaction commits.
pytestmark = [pytest.mark.django_db(transaction=True),
              pytest.mark.usefixtures("eager_celery", "quick_search")]


def no_store(response: object) -> bool:
    header = response["Cache-Control"]  # type: ignore[index]
    return "no-store" in [part.strip() for part in header.split(",")]


def test_every_api_answer_is_no_store() -> None:
    guest = Guest()
    table = guest.new_table()
    version = table["view"]["version"]
    urls = [f"/api/tables/{table['id']}/", f"/api/tables/{table['id']}/?since=0",
            f"/api/tables/{table['id']}/hint/?version={version}",
            f"/api/tables/{table['id']}/review/?round=0", "/api/me/", "/api/openapi.json",
            "/api/daily/sheepshead/today/me/", "/api/daily/sheepshead/today/board/"]
    urls += [route.url for route in api_routes()]  # unknown tables: 404s
    for url in urls:
        response = guest.get(url)
        assert no_store(response), (url, response.status_code)
        assert get_max_age(response) is None, url
    answers = [
        guest.post("/api/tables/", {"game": "sheepshead"}),  # 201
        guest.post("/api/tables/", {"game": "chess"}),  # 400
        guest.post(f"/api/tables/{table['id']}/actions/",
                   {"version": version, "action": table["view"]["legal_actions"][0]}),
        guest.post(f"/api/tables/{table['id']}/actions/", {"version": 0, "action": {}}),
        guest.client.post("/api/me/", "{}", content_type="application/json"),  # CSRF 403
        guest.client.delete("/api/me/"),  # 405
        guest.post("/api/me/", "{oops"),
    ]
    assert [answer.status_code for answer in answers] == [201, 400, 200, 409, 403, 405, 400]
    for answer in answers:
        assert no_store(answer), answer.content[:80]
