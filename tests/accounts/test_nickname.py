"""Changing the nickname: length limit, no markup, refused when taken."""

from __future__ import annotations

import json

import pytest
from django.test import Client

from accounts.models import Player

pytestmark = pytest.mark.django_db


def rename(client: Client, nickname: object) -> tuple[int, dict[str, object]]:
    response = client.post("/api/me/", json.dumps({"nickname": nickname}),
                           content_type="application/json")
    return response.status_code, response.json()


def guest() -> Client:
    client = Client()
    client.get("/")
    return client


def test_a_valid_nickname_is_kept() -> None:
    client = guest()
    assert rename(client, "  Card   Shark_7 ") == (200, {"nickname": "Card Shark_7"})
    assert Player.objects.get().nickname == "Card Shark_7"


@pytest.mark.parametrize("bad", ["ab", "x" * 21, "<b>bold</b>", "a<script>", "Tom & Jerry",
                                 '"quoted"', "-dash", "", 42, None])
def test_bad_nicknames_are_refused_and_change_nothing(bad: object) -> None:
    client = guest()
    before = Player.objects.get().nickname
    status, body = rename(client, bad)
    assert status == 400 and body["error"]["code"] == "invalid"  # type: ignore[index]
    assert Player.objects.get().nickname == before


def test_a_taken_nickname_is_refused_case_insensitively() -> None:
    first, second = guest(), guest()
    assert rename(first, "Schafkopf")[0] == 200
    status, body = rename(second, "SCHAFKOPF")
    assert status == 400 and body["error"]["code"] == "taken"  # type: ignore[index]


def test_garbage_body_is_invalid() -> None:
    client = guest()
    response = client.post("/api/me/", "{oops", content_type="application/json")
    assert response.status_code == 400 and response.json()["error"]["code"] == "invalid"


def test_the_form_page_renames_and_shows_errors() -> None:
    client = guest()
    assert client.get("/me/nickname/").status_code == 200
    response = client.post("/me/nickname/", {"nickname": "<i>x</i>"})
    assert response.status_code == 400 and b"role=\"alert\"" in response.content
    response = client.post("/me/nickname/", {"nickname": "Euchre Fan"})
    assert response.status_code == 302
    assert Player.objects.get().nickname == "Euchre Fan"
