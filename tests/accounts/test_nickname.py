"""Changing the nickname: length limit, no markup, refused when taken."""

from __future__ import annotations

import json

import pytest
from django.test import Client

from accounts.models import Player
from tests.accounts.conftest import visitor

pytestmark = pytest.mark.django_db


def rename(client: Client, nickname: object) -> tuple[int, dict[str, object]]:
    response = client.post("/api/me/", json.dumps({"nickname": nickname}),
                           content_type="application/json")
    return response.status_code, response.json()


def guest() -> Client:
    """A browser that has started a game, so it is a guest with a generated nickname."""
    return visitor()


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


def test_choosing_a_nickname_first_thing_makes_the_guest() -> None:
    """Before any game the page offers a nickname; saving one is the action that makes the
    guest, and a refused one makes nobody."""
    client = Client()
    page = client.get("/me/nickname/")
    assert page.status_code == 200 and b'data-testid="no-nickname"' in page.content
    assert client.get("/api/me/").json() == {"nickname": None}
    assert client.post("/me/nickname/", {"nickname": "<i>x</i>"}).status_code == 400
    assert rename(client, "ab")[0] == 400
    assert not Player.objects.exists() and "player_id" not in client.session
    assert client.post("/me/nickname/", {"nickname": "Early Bird"}).status_code == 302
    player = Player.objects.get()
    assert player.nickname == "Early Bird" and client.session["player_id"] == player.pk
    assert client.get("/api/me/").json() == {"nickname": "Early Bird"}


def test_the_api_makes_the_guest_with_the_chosen_nickname() -> None:
    client = Client()
    assert rename(client, "First Move") == (200, {"nickname": "First Move"})
    assert Player.objects.get().nickname == "First Move"
    assert client.get("/api/me/").json() == {"nickname": "First Move"}


def test_the_form_page_keeps_how_the_table_speaks_of_the_person() -> None:
    client = guest()
    page = client.get("/me/nickname/").content.decode()
    assert 'name="gender" value="f"' in page and 'value="" checked' in page
    assert client.post("/me/nickname/", {"nickname": "Dana", "gender": "f"}).status_code == 302
    assert Player.objects.get().gender == "f"
    refused = client.post("/me/nickname/", {"nickname": "Dora", "gender": "she"})
    assert refused.status_code == 400 and b'role="alert"' in refused.content
    assert (Player.objects.get().nickname, Player.objects.get().gender) == ("Dana", "f")
    assert 'value="f" checked' in client.get("/me/nickname/").content.decode()
