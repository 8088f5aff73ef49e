"""The admin renames players (with the nickname rules) and hides them from the boards."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from accounts.guests import create_guest
from accounts.models import Player

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin_client_() -> Client:
    user = get_user_model().objects.create_superuser("root", password="x")
    client = Client()
    client.force_login(user)
    return client


def test_the_admin_renames_and_hides(admin_client_: Client) -> None:
    player = create_guest()
    url = f"/admin/accounts/player/{player.pk}/change/"
    assert admin_client_.get(url).status_code == 200
    response = admin_client_.post(url, {"nickname": "Renamed One", "hidden": "on", "user": ""})
    assert response.status_code == 302
    player.refresh_from_db()
    assert (player.nickname, player.hidden) == ("Renamed One", True)


def test_the_admin_keeps_the_nickname_rules(admin_client_: Client) -> None:
    player, other = create_guest(), create_guest()
    url = f"/admin/accounts/player/{player.pk}/change/"
    for bad in ["<b>x</b>", other.nickname.upper()]:
        response = admin_client_.post(url, {"nickname": bad, "user": ""})
        assert response.status_code == 200  # the form again, with the error
        assert response.context["adminform"].form.errors["nickname"]
    assert Player.objects.get(pk=player.pk).nickname == player.nickname


def test_hidden_is_editable_in_the_list(admin_client_: Client) -> None:
    player = create_guest()
    page = admin_client_.get("/admin/accounts/player/")
    assert page.status_code == 200
    assert b'name="form-0-hidden"' in page.content
    assert player.nickname.encode() in page.content
