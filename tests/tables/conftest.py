"""Fixtures for the tables layer: guests with sessions and tables."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

import pytest
from django.test import Client

from accounts.guests import SESSION_KEY, create_guest
from accounts.models import Player
from tables.models import Table


@pytest.fixture(autouse=True)
def _eager(eager_celery: None, quick_search: None) -> None:
    """Every test here runs computer turns eagerly, Hard ones on a small budget."""


class Guest:
    """A browser: a Django test client with a session and the CSRF header."""

    def __init__(self) -> None:
        self.client = Client(enforce_csrf_checks=True)
        # The lobby sets the csrftoken cookie; the guest comes with the first action (a POST).
        self.client.get("/")
        self.csrf = self.client.cookies["csrftoken"].value

    def post(self, url: str, body: Any) -> Any:
        data = body if isinstance(body, (str, bytes)) else json.dumps(body)
        return self.client.post(
            url, data, content_type="application/json", HTTP_X_CSRFTOKEN=self.csrf
        )

    def get(self, url: str) -> Any:
        return self.client.get(url)

    def me(self) -> Player:
        """This browser's player. One that has not acted yet presses New game first: that
        first action makes the guest (reading pages makes none)."""
        if "player_id" not in self.client.session:
            self.new_table()
        return Player.objects.get(pk=self.client.session["player_id"])

    def new_table(self) -> dict[str, Any]:
        response = self.post("/api/tables/", {"game": "sheepshead", "mode": "practice"})
        assert response.status_code == 201, response.content
        return response.json()

    def act(self, table_id: str, version: Any, action: Any) -> Any:
        return self.post(f"/api/tables/{table_id}/actions/", {"version": version, "action": action})

    @property
    def session_cookie(self) -> str:
        return self.client.cookies["sessionid"].value


# Before any day a test plays (tests freeze time at days of their own, or play today).
LONG_AGO = dt.datetime(2025, 12, 31, 12, tzinfo=dt.UTC)


def established_player(first_seen: dt.datetime = LONG_AGO) -> Player:
    """A guest first seen at ``first_seen``: established for every later day's daily, whose
    results go on the boards (``daily.established``)."""
    player = create_guest()
    Player.objects.filter(pk=player.pk).update(created_at=first_seen)
    player.refresh_from_db()
    return player


def established(guest: Guest, first_seen: dt.datetime = LONG_AGO) -> Guest:
    """``guest``'s browser playing as a player first seen at ``first_seen``."""
    session = guest.client.session
    session[SESSION_KEY] = established_player(first_seen).pk
    session.save()
    return guest


def seed_with_dealer(dealer: int) -> str:
    """A table seed whose first deal is dealt by ``dealer``."""
    from sheepshead.engine import new_game

    return next(f"seed-{n}" for n in range(100) if new_game(f"seed-{n}").first_dealer == dealer)


@pytest.fixture
def person_first(monkeypatch: pytest.MonkeyPatch) -> str:
    """New tables are dealt by seat 4, so the person (seat 0) decides and leads first."""
    seed = seed_with_dealer(4)
    monkeypatch.setattr("tables.services.secrets.token_hex", lambda nbytes=None: seed)
    return seed


@pytest.fixture
def guest(transactional_db: None) -> Guest:
    return Guest()


@pytest.fixture
def other_guest(transactional_db: None) -> Guest:
    return Guest()


def table_of(data: dict[str, Any]) -> Table:
    return Table.objects.get(pk=data["id"])
