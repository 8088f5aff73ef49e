"""Logging in plays as the account's player on any device; logging out leaves a new guest."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.template.loader import render_to_string
from django.test import Client

from accounts.models import Player
from tables import services
from tests.accounts.conftest import PASSWORD, player_of, visitor

pytestmark = pytest.mark.django_db(transaction=True)
User = get_user_model()


def log_in(client: Client, username: str = "alice", password: str = PASSWORD,
           **extra: str) -> Any:
    return client.post("/accounts/login/", {"username": username, "password": password, **extra})


def continue_url(client: Client) -> str | None:
    """The lobby's Continue your game link on the Sheepshead card, if any."""
    cards = client.get("/").context["cards"]
    url: str | None = next(card for card in cards if card.spec.name == "sheepshead").continue_url
    return url


def signed_in(client: Client) -> bool:
    return "_auth_user_id" in client.session


@pytest.fixture
def account() -> Player:
    """Alice signed up on her phone, with a game there."""
    phone = visitor()
    response = phone.post("/accounts/signup/", {
        "username": "alice", "password1": PASSWORD, "password2": PASSWORD,
    })
    assert response.status_code == 302
    player = player_of(phone)
    services.create_table(player, "sheepshead")
    return player


def test_logging_in_on_another_device_plays_as_the_same_player(account: Player) -> None:
    laptop = visitor()
    laptop_guest = player_of(laptop)
    assert laptop.get("/api/me/").json()["nickname"] == laptop_guest.nickname

    response = log_in(laptop)

    assert response.status_code == 302 and response.url == "/"
    assert signed_in(laptop) and laptop.session["player_id"] == account.pk
    assert laptop.get("/api/me/").json() == {"nickname": account.nickname}
    assert continue_url(laptop) is not None  # the phone's game
    assert laptop.get("/me/stats/").context["player"] == account
    laptop_guest.refresh_from_db()
    assert laptop_guest.user is None  # the laptop's guest stays a guest


def test_a_renamed_nickname_follows_the_account(account: Player) -> None:
    laptop = visitor()
    log_in(laptop)
    assert laptop.post("/me/nickname/", {"nickname": "Alice Picks"}).status_code == 302
    phone = Client()
    log_in(phone)
    assert phone.get("/api/me/").json() == {"nickname": "Alice Picks"}


def test_logging_out_gives_a_fresh_guest(account: Player) -> None:
    client = Client()
    log_in(client)
    assert client.get("/accounts/logout/").status_code == 200  # GET only asks
    assert signed_in(client) and client.session["player_id"] == account.pk

    response = client.post("/accounts/logout/")

    assert response.status_code == 302 and response.url == "/"
    assert not signed_in(client)
    assert continue_url(client) is None
    assert "player_id" not in client.session  # nobody yet: the next action makes the guest
    client.post("/api/tables/", {"game": "sheepshead"}, content_type="application/json")
    fresh = player_of(client)
    assert fresh.pk != account.pk and fresh.user is None and fresh.nickname != account.nickname
    account.refresh_from_db()
    assert account.user is not None  # the account keeps its player for the next login


def test_wrong_password_is_refused(account: Player) -> None:
    client = visitor()
    guest = player_of(client)
    response = log_in(client, password="not-the-password")
    assert response.status_code == 400
    assert b"do not match an account" in response.content and b'role="alert"' in response.content
    assert not signed_in(client) and client.session["player_id"] == guest.pk


@pytest.mark.parametrize("target", ["https://evil.example/", "//evil.example/x",
                                    "http://testserver.evil.example/"])
def test_a_next_on_another_host_is_not_followed(account: Player, target: str) -> None:
    client = visitor()
    response = log_in(client, next=target)
    assert response.status_code == 302 and response.url == "/"
    assert signed_in(client)


def test_a_local_next_is_followed(account: Player) -> None:
    client = visitor()
    assert b'value="/me/stats/"' in client.get("/accounts/login/?next=/me/stats/").content
    response = log_in(client, next="/me/stats/")
    assert response.status_code == 302 and response.url == "/me/stats/"


def test_a_user_without_a_player_gets_the_current_guest() -> None:
    """Like a superuser made with createsuperuser, who then plays as a guest first."""
    User.objects.create_superuser("root", password=PASSWORD)
    client = visitor()
    guest = player_of(client)
    log_in(client, "root")
    guest.refresh_from_db()
    assert guest.user is not None and guest.user.username == "root"
    assert client.session["player_id"] == guest.pk


def test_a_user_without_a_player_and_without_a_guest_gets_a_new_player() -> None:
    User.objects.create_user("bob", password=PASSWORD)
    client = Client()  # never visited: no guest yet
    log_in(client, "bob")
    assert Player.objects.get(user__username="bob").pk == client.session["player_id"]


def test_another_accounts_player_is_never_handed_over(account: Player) -> None:
    """Switching accounts without logging out: the old account keeps its player."""
    User.objects.create_user("bob", password=PASSWORD)
    client = Client()
    log_in(client)
    client.force_login(User.objects.get(username="bob"))
    account.refresh_from_db()
    assert account.user is not None and account.user.username == "alice"
    bob = Player.objects.get(user__username="bob")
    assert bob.pk != account.pk and client.session["player_id"] == bob.pk


def test_a_signed_in_person_sees_no_login_form(account: Player) -> None:
    client = Client()
    log_in(client)
    page = client.get("/accounts/login/")
    assert page.status_code == 200 and b"already signed in" in page.content


def links(client: Client, settings: Any) -> str:
    """The header snippet as the site will render it, with the context processor on."""
    templates = copy.deepcopy(settings.TEMPLATES)
    templates[0]["OPTIONS"]["context_processors"].append(
        "accounts.context_processors.account")
    settings.TEMPLATES = templates
    request = client.get("/me/stats/").wsgi_request
    return render_to_string("accounts/_account_links.html", request=request)


def test_the_header_links_for_a_guest(settings: Any) -> None:
    client = visitor()
    html = links(client, settings)
    assert "Sign up" in html and "Log in" in html and "Log out" not in html
    assert "?next=/me/stats/" in html and player_of(client).nickname in html
    assert 'href="/me/nickname/"' in html and 'href="/me/stats/"' in html


def test_the_header_before_the_first_game(settings: Any) -> None:
    """No player yet: no nickname to change, no statistics, but signing up and logging in."""
    html = links(Client(), settings)
    assert "Guest" in html and "Sign up" in html and "Log in" in html
    assert 'href="/me/nickname/"' not in html and 'href="/me/stats/"' not in html
    assert not Player.objects.exists()


def test_the_header_links_for_an_account(account: Player, settings: Any) -> None:
    client = Client()
    log_in(client)
    html = links(client, settings)
    assert "Signed in as <strong>alice</strong>" in html and "Sign up" not in html
    assert 'method="post" action="/accounts/logout/"' in html
    assert '<button type="submit"' in html and "csrfmiddlewaretoken" in html
    assert account.nickname in html
