"""Every /api/ URL answers a method it does not take with a JSON 405 and an Allow header,
before and whatever the CSRF check; every POST still needs the CSRF token."""

from __future__ import annotations

import json
from typing import Any

import pytest

from accounts.models import Player
from tables.models import Table
from tests.api_routes import Route, api_routes
from tests.tables.conftest import Guest

# Transactional: computer turns are started when a transaction commits.
pytestmark = [pytest.mark.django_db(transaction=True),
              pytest.mark.usefixtures("eager_celery", "quick_search")]

OTHER_METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "BREW")


def test_every_api_view_declares_its_methods() -> None:
    routes = api_routes()
    assert len(routes) >= 9
    for route in routes:
        assert route.methods, f"{route.route}: mark the view with web.api.methods"


@pytest.mark.parametrize("route", api_routes(), ids=lambda route: route.route)
def test_wrong_methods_are_a_json_405_with_allow(route: Route) -> None:
    guest = Guest()  # the csrftoken cookie (no guest yet), but no token sent below
    for method in OTHER_METHODS:
        if method in route.methods:
            continue
        response = guest.client.generic(method, route.url, json.dumps({"nickname": "Otter Fan"}),
                                        content_type="application/json")
        assert response.status_code == 405, (method, route.url, response.content)
        assert response["Allow"] == ", ".join(route.methods)
        assert response["Content-Type"] == "application/json"
        error = response.json()["error"]
        assert error["code"] == "method_not_allowed"
        assert method in error["message"] and route.methods[0] in error["message"]


def test_a_wrong_method_changes_nothing() -> None:
    guest = Guest()
    table = guest.new_table()
    before = list(Player.objects.values_list("nickname", flat=True))
    for method in ("PUT", "PATCH", "DELETE"):
        url = f"/api/tables/{table['id']}/"
        assert guest.client.generic(method, url, HTTP_X_CSRFTOKEN=guest.csrf).status_code == 405
        response = guest.client.generic(method, "/api/me/", '{"nickname": "Otter Fan"}',
                                        content_type="application/json",
                                        HTTP_X_CSRFTOKEN=guest.csrf)
        assert response.status_code == 405
    assert Table.objects.filter(pk=table["id"]).exists()
    assert list(Player.objects.values_list("nickname", flat=True)) == before


def test_every_post_still_needs_the_csrf_token() -> None:
    guest = Guest()
    table = guest.new_table()
    friends = guest.post("/api/tables/", {"game": "sheepshead", "mode": "friends",
                                          "others": ["friend", "hard", "hard", "hard"]}).json()
    group = guest.post("/api/groups/", {"name": "Csrf club"}).json()
    # Waiting friends' tables of the guest's, each with a friend seated: one to talk at and
    # change a seat of, one to close.
    talk, closing = (guest.post("/api/tables/", {"game": "sheepshead", "mode": "friends",
                                                 "others": ["friend", "hard", "hard", "hard"]}
                                ).json() for _ in range(2))
    for waiting in (talk, closing):
        assert Guest().post(f"/api/tables/{waiting['id']}/join/",
                            {"invite": waiting["invite"]}).status_code == 200
    bodies = {"/api/tables/": {"game": "sheepshead"},
              "/api/tables/{table_id}/actions/": {"version": table["view"]["version"],
                                                  "action": table["view"]["legal_actions"][0]},
              # At the friends' table: its host holds a seat, starts it, then gives it up.
              "/api/tables/{table_id}/join/": {"invite": friends["invite"]},
              "/api/tables/{table_id}/start/": {},
              "/api/tables/{table_id}/leave/": {},
              "/api/tables/{table_id}/seats/{seat}/": {"to": "computer"},
              "/api/tables/{table_id}/close/": {},
              "/api/tables/{table_id}/rematch/": {},  # answered with a refusal: no game over
              "/api/tables/{table_id}/phrase/": {"phrase": "hello"},
              "/api/me/": {"nickname": "Otter Fan"},
              # A group of the guest's: another started, the first joined again (no change),
              # its link renewed, then left.
              "/api/groups/": {"name": "Second club"},
              "/api/groups/join/": {"invite": group["invite"]},
              "/api/groups/{group_id}/link/": {},
              "/api/groups/{group_id}/leave/": {}}
    at = {path: friends["id"] if path.endswith(("/join/", "/start/", "/leave/", "/rematch/"))
          else talk["id"] if path.endswith(("/phrase/", "/seats/{seat}/"))
          else closing["id"] if path.endswith("/close/") else table["id"] for path in bodies}
    posts = [route for route in api_routes() if "POST" in route.methods]
    assert {route.openapi_path for route in posts} == set(bodies)
    before = (Table.objects.count(), Table.objects.get(pk=table["id"]).version,
              list(Player.objects.values_list("nickname", flat=True)))
    def url_of(route: Any) -> str:
        return "/" + route.route.replace("<str:table_id>", at[route.openapi_path]).replace(
            "<str:group_id>", group["id"]).replace("<str:seat>", "2")

    for route in posts:
        url = url_of(route)
        body = json.dumps(bodies[route.openapi_path])
        response = guest.client.post(url, body, content_type="application/json")
        assert response.status_code == 403, url
        assert response.json()["error"]["code"] == "forbidden"
        wrong = guest.client.post(url, body, content_type="application/json",
                                  HTTP_X_CSRFTOKEN="x" * 32)
        assert wrong.status_code == 403, url
    assert (Table.objects.count(), Table.objects.get(pk=table["id"]).version,
            list(Player.objects.values_list("nickname", flat=True))) == before
    for route in posts:  # and with the token, each is answered
        url = url_of(route)
        expected = (400, 409) if route.openapi_path.endswith("/rematch/") else (200, 201)
        assert guest.post(url, bodies[route.openapi_path]).status_code in expected, url
