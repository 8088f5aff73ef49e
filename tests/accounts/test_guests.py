"""Guests: created on the first visit, kept with the session, no form."""

from __future__ import annotations

import pytest
from django.test import Client

from accounts.models import Player

pytestmark = pytest.mark.django_db


def test_first_visit_creates_a_guest_with_a_generated_nickname() -> None:
    client = Client()
    response = client.get("/")
    assert response.status_code == 200
    player = Player.objects.get()
    assert response.context["nickname"] == player.nickname
    assert client.session["player_id"] == player.pk


def test_the_session_keeps_the_same_guest() -> None:
    client = Client()
    client.get("/")
    client.get("/")
    assert Player.objects.count() == 1
    Client().get("/")
    assert Player.objects.count() == 2
    assert len(set(Player.objects.values_list("nickname", flat=True))) == 2
