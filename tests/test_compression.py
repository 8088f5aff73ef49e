"""Pages and the API's JSON go compressed to a client that takes gzip (GZipMiddleware), and
what makes that safe against BREACH (docs/production.md, "The page's weight"): the one secret
a page carries, the CSRF token, is masked anew in every response, and the gzip stream's length
is padded at random (Django's "Heal the Breach")."""

from __future__ import annotations

import gzip
import json
import re

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db

TOKEN = re.compile(r'<meta name="csrf-token" content="([^"]+)">')


def gzip_client() -> Client:
    return Client(headers={"accept-encoding": "gzip, deflate, br"})


def test_a_page_goes_gzipped_to_a_client_that_takes_it() -> None:
    response = gzip_client().get("/")
    assert response["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in response["Vary"]
    page = gzip.decompress(response.content).decode()
    assert page.startswith("<!doctype html>") and TOKEN.search(page)
    assert len(response.content) < len(page) / 3


def test_a_client_without_gzip_gets_the_page_as_it_is() -> None:
    response = Client().get("/")
    assert not response.has_header("Content-Encoding")
    assert response.content.decode().startswith("<!doctype html>")


def test_the_api_answers_gzipped_too() -> None:
    client = gzip_client()
    client.get("/")
    created = client.post("/api/tables/", {"game": "sheepshead"}, content_type="application/json")
    assert created.status_code == 201
    table = json.loads(gzip.decompress(created.content))["url"]  # /tables/<id>/
    response = client.get(f"/api{table}")
    assert response["Content-Encoding"] == "gzip"
    assert json.loads(gzip.decompress(response.content))["view"]["game"] == "sheepshead"


def test_the_csrf_token_is_masked_anew_in_every_response() -> None:
    """The same session's token, written differently in each page, so that no two compressed
    pages share it for BREACH to guess at byte by byte."""
    client = gzip_client()
    tokens = [TOKEN.search(gzip.decompress(client.get("/").content).decode())[1]
              for _ in range(3)]
    assert len(set(tokens)) == 3


def test_each_gzip_stream_carries_a_random_pad() -> None:
    """Django's GZipMiddleware writes 0 to 99 bytes, at random, as the gzip header's file name
    (FNAME, flag 0x08): the length of a page no longer tells what it compressed."""
    bodies = [gzip_client().get("/").content for _ in range(6)]
    assert all(body[:2] == b"\x1f\x8b" and body[3] & 0x08 for body in bodies)
    assert len({body[10:body.index(b"\0", 10)] for body in bodies}) > 1
