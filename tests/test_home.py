import re

import pytest
from django.test import Client
from django.urls import reverse

pytestmark = pytest.mark.django_db


def test_home_shows_lobby(client: Client) -> None:
    response = client.get(reverse("home"))
    assert response.status_code == 200
    body = response.content.decode()
    assert "Sheepshead" in body
    assert "New game" in body
    assert 'name="viewport"' in body
    assert "css/site.css" in body


def test_home_uses_only_local_assets(client: Client) -> None:
    body = client.get("/").content.decode()
    assert "http://" not in body
    assert "https://" not in body


def test_healthz(client: Client) -> None:
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.content == b"ok"
    assert response["Content-Type"].startswith("text/plain")


def test_home_rejects_post(client: Client) -> None:
    assert client.post("/").status_code == 405


def test_home_offers_the_levels_and_the_daily(client: Client) -> None:
    body = client.get("/").content.decode()
    options = re.findall(r'<option value="(\w+)"( selected)?>', body)
    assert options == [("easy", ""), ("normal", " selected"), ("hard", "")]
    assert 'data-action="play-daily"' in body and "00:00 UTC" in body


def test_the_lobby_creates_no_daily(client: Client) -> None:
    from leaderboards.models import DailyChallenge

    client.get("/")
    assert not DailyChallenge.objects.exists()
