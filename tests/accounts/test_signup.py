"""Signing up turns the current guest into an account: nickname, tables and daily results stay;
bad input is refused with a clear message and changes nothing."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.utils import timezone

from accounts.models import Player
from leaderboards.models import DailyChallenge, Result
from tables import services
from tables.models import Table
from tests.accounts.conftest import PASSWORD, player_of, visitor

pytestmark = pytest.mark.django_db(transaction=True)
User = get_user_model()


def sign_up(client: Client, username: str = "alice", password: str = PASSWORD,
            again: str | None = None, **extra: str) -> Any:
    return client.post("/accounts/signup/", {
        "username": username, "password1": password,
        "password2": password if again is None else again, **extra,
    })


def signed_in(client: Client) -> bool:
    return "_auth_user_id" in client.session


def test_signing_up_keeps_the_guests_nickname_tables_and_results() -> None:
    client = visitor()
    guest = player_of(client)
    nickname = guest.nickname
    first = Table.objects.get(owner=guest)  # New game made the guest
    table = services.create_table(guest, "sheepshead")
    daily = services.create_table(guest, "sheepshead")
    challenge = DailyChallenge.objects.create(game="sheepshead", date=dt.date(2026, 2, 1),
                                              seed="s")
    Result.objects.create(challenge=challenge, player=guest, table=daily, game="sheepshead",
                          date=challenge.date, total=9, round_scores=[9] + [0] * 9,
                          finished_at=timezone.now())

    response = sign_up(client)

    assert response.status_code == 302 and response.url == "/"
    guest.refresh_from_db()
    assert guest.user is not None and guest.user.username == "alice"
    assert guest.nickname == nickname
    assert Player.objects.count() == 1  # no new player: the guest became the account's
    assert set(Table.objects.filter(owner=guest).values_list("pk", flat=True)) == {
        first.pk, table.pk, daily.pk}
    assert list(Result.objects.values_list("player_id", "total")) == [(guest.pk, 9)]
    assert signed_in(client) and client.session["player_id"] == guest.pk
    assert client.get("/api/me/").json() == {"nickname": nickname}
    assert User.objects.get().check_password(PASSWORD)


def test_the_form_page_and_a_local_next() -> None:
    client = visitor()
    page = client.get("/accounts/signup/?next=/me/stats/")
    html = page.content.decode()
    assert page.status_code == 200
    assert 'for="id_username"' in html and 'for="id_password2"' in html
    assert 'value="/me/stats/"' in html and player_of(client).nickname in html
    response = sign_up(client, next="/me/stats/")
    assert response.status_code == 302 and response.url == "/me/stats/"


def test_a_next_on_another_host_is_not_followed() -> None:
    client = visitor()
    response = sign_up(client, next="https://evil.example/")
    assert response.status_code == 302 and response.url == "/"


@pytest.mark.parametrize(("username", "password", "again", "message"), [
    ("alice", PASSWORD, PASSWORD + "x", "The two passwords differ"),
    ("ALICE", PASSWORD, None, "That username is taken"),
    ("bob", "x7q!", None, "too short"),
    ("bob", "password123", None, "too common"),
    ("bob", "83749261538", None, "entirely numeric"),
    ("bad name!", PASSWORD, None, "Enter a valid username"),
    ("", PASSWORD, None, "This field is required"),
])
def test_bad_input_is_refused_and_changes_nothing(
    username: str, password: str, again: str | None, message: str
) -> None:
    User.objects.create_user("alice", password=PASSWORD)  # taken (in any case)
    client = visitor()
    guest = player_of(client)
    response = sign_up(client, username, password, again)
    html = response.content.decode()
    assert response.status_code == 400
    assert message in html and 'role="alert"' in html and 'aria-invalid="true"' in html
    assert User.objects.count() == 1
    guest.refresh_from_db()
    assert guest.user is None and not signed_in(client)
    assert client.session["player_id"] == guest.pk


def test_a_signed_in_person_is_told_so_and_cannot_sign_up_again() -> None:
    client = visitor()
    assert sign_up(client).status_code == 302
    page = client.get("/accounts/signup/")
    assert page.status_code == 200 and b"already signed in" in page.content
    assert b"alice" in page.content
    again = sign_up(client, "carol")
    assert again.status_code == 200 and b"already signed in" in again.content
    assert list(User.objects.values_list("username", flat=True)) == ["alice"]


def test_signing_up_before_any_game_gives_the_account_a_new_player() -> None:
    client = Client()
    client.get("/")
    assert not Player.objects.exists()
    page = client.get("/accounts/signup/")
    assert page.status_code == 200 and b"An account keeps your nickname" in page.content
    assert sign_up(client, "bad name!").status_code == 400
    assert not Player.objects.exists()  # refused: nobody made
    assert sign_up(client).status_code == 302
    player = Player.objects.get()
    assert player.user is not None and player.user.username == "alice"
    assert client.session["player_id"] == player.pk


def test_signup_needs_the_csrf_token() -> None:
    client = Client(enforce_csrf_checks=True)
    client.get("/")
    response = sign_up(client)
    assert response.status_code == 403 and not User.objects.exists()
