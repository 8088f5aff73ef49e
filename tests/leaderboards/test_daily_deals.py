"""Daily deals: one seed per game and UTC day, from a secret; the same for everybody (S21:
for every game, tests/contract/test_daily_site.py), fresh cards in practice."""

from __future__ import annotations

import datetime as dt

from leaderboards import daily
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


def test_practice_tables_get_fresh_cards(guest: Guest) -> None:
    first, second = guest.new_table(), guest.new_table()
    assert Table.objects.get(pk=first["id"]).seed != Table.objects.get(pk=second["id"]).seed
