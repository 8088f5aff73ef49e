"""Fixtures for accounts: tables played through the services."""

from __future__ import annotations

import random

import pytest
from django.test import Client

from accounts.models import Player
from tables import registry, services
from tables.models import Table

PASSWORD = "pinochle-sheep-42"


@pytest.fixture(autouse=True)
def _eager(eager_celery: None, quick_search: None) -> None:
    """Every test here runs computer turns eagerly, Hard ones on a small budget."""


def visitor() -> Client:
    """A new browser whose person pressed New game in the lobby: that first action made the
    guest (a page alone makes none)."""
    client = Client()
    client.get("/")
    response = client.post("/api/tables/", {"game": "sheepshead"},
                           content_type="application/json")
    assert response.status_code == 201, response.content
    return client


def player_of(client: Client) -> Player:
    return Player.objects.get(pk=client.session["player_id"])


def new_table(player: Player, seed: str, monkeypatch: pytest.MonkeyPatch,
              mode: str = "practice") -> Table:
    """A Sheepshead table dealt from ``seed``; a daily one as the leaderboards would open it."""
    monkeypatch.setattr("tables.services.secrets.token_hex", lambda nbytes=None: seed)
    table = services.create_table(player, "sheepshead")
    if mode != table.mode:
        table.mode = mode
        table.save(update_fields=["mode"])
    table.refresh_from_db()
    return table


def play(player: Player, table: Table, rng: random.Random, deals: int | None = None) -> Table:
    """Random legal actions for the person until the game is over, or ``deals`` deals are.

    Computer turns run eagerly after each action, so the person is always the one to act.
    """
    spec = registry.get(table.game)
    seat = services.person_seat(table)
    while True:
        table.refresh_from_db()
        state = spec.engine.decode_state(table.state)
        if table.status == Table.Status.FINISHED or (
            deals is not None and len(state.history) >= deals
        ):
            return table
        assert seat in spec.engine.to_act(state), "the computers did not play"
        action = rng.choice(spec.engine.legal_actions(state, seat))
        services.submit_action(player, table.pk, table.version, spec.engine.encode_action(action))
