"""GET /api/openapi.json: a valid OpenAPI 3.1 document (config/openapi.json) that describes
every /api/ URL and method the site has, and nothing it has not."""

from __future__ import annotations

import json

import pytest
import schemathesis
from django.test import Client

from config.json_input import MAX_BYTES, MAX_DEPTH
from config.openapi import DOCUMENT
from tests.api_routes import api_routes

HTTP_METHODS = {"get", "put", "post", "delete", "options", "head", "patch", "trace"}


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
    assert len(bodies) == 3
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
