"""Daily deals: one seed per game and UTC day, from a secret; the same for everybody (S21)."""

from __future__ import annotations

import datetime as dt

from leaderboards import daily
from leaderboards.models import DailyChallenge
from tables.models import Table
from tests.leaderboards.conftest import Guest

DAY = dt.date(2026, 11, 29)


def test_the_seed_is_an_hmac_of_secret_game_and_day(settings) -> None:
    settings.DAILY_SECRET = "one secret"
    seed = daily.day_seed("sheepshead", DAY)
    assert len(seed) == 64 and seed == daily.day_seed("sheepshead", DAY)
    assert seed != daily.day_seed("sheepshead", DAY + dt.timedelta(days=1))
    assert seed != daily.day_seed("shiesta", DAY)
    settings.DAILY_SECRET = "another secret"
    assert seed != daily.day_seed("sheepshead", DAY), "without the secret it cannot be computed"


def test_two_players_get_the_same_deals_seats_and_dealers(guest: Guest) -> None:
    other = Guest()
    tables = []
    for person in (guest, other):
        response = person.client.post("/daily/sheepshead/play/", HTTP_X_CSRFTOKEN=person.csrf)
        assert response.status_code == 302
        tables.append(Table.objects.get(pk=response["Location"].split("/")[-2]))
    first, second = tables
    assert first.owner_id != second.owner_id
    assert first.seed == second.seed == DailyChallenge.objects.get().seed
    assert [s["name"] for s in first.seats[1:]] == [s["name"] for s in second.seats[1:]]
    assert first.state == second.state  # hands, blind, dealer and the computers' first moves


def test_the_seed_never_reaches_the_browser(guest: Guest) -> None:
    response = guest.client.post("/daily/sheepshead/play/", HTTP_X_CSRFTOKEN=guest.csrf)
    table = Table.objects.get(pk=response["Location"].split("/")[-2])
    for url in (response["Location"], f"/api/tables/{table.pk}/", "/daily/sheepshead/", "/"):
        assert table.seed not in guest.get(url).content.decode()


def test_practice_tables_get_fresh_cards(guest: Guest) -> None:
    first, second = guest.new_table(), guest.new_table()
    assert Table.objects.get(pk=first["id"]).seed != Table.objects.get(pk=second["id"]).seed


def test_the_daily_computers_play_at_the_daily_level(guest: Guest) -> None:
    from tables import registry

    response = guest.client.post("/daily/sheepshead/play/", HTTP_X_CSRFTOKEN=guest.csrf)
    table = Table.objects.get(pk=response["Location"].split("/")[-2])
    assert {s["level"] for s in table.seats[1:]} == {registry.get("sheepshead").daily_level}
