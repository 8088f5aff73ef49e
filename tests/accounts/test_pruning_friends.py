"""The daily prune and friends' tables (issue 33): a guest who owns no table but sat at a friends'
one is kept as an owner would be (the table touched within the idle days), and whatever the
days while the table is not over (the seat is theirs to come back to); a host is kept while a
person who sat at their table stays for themselves, since the table goes with its host. When
everybody at an old finished table is idle, all of them go, and the table with its host."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
import time_machine
from django.contrib.auth import get_user_model
from django.utils import timezone

from accounts.guests import create_guest
from accounts.models import Player
from accounts.pruning import prune_guests
from tables import friends
from tables.models import Table

pytestmark = pytest.mark.django_db

START = dt.datetime(2026, 3, 1, 12, tzinfo=dt.UTC)
LATER = START + dt.timedelta(days=100)  # past the 90 idle days


def at(moment: dt.datetime) -> Any:
    return time_machine.travel(moment, tick=False)


def friends_table(host: Player, friend: Player, *, over: bool) -> Table:
    """A started toy table of the two (and a computer), finished if ``over``."""
    table = friends.create(host, "toy", ["friend", "easy"], {"target": 3})
    friends.join(friend, table.pk, table.invite)
    friends.start(host, table.pk)
    if over:  # how it ended is not the prune's business
        Table.objects.filter(pk=table.pk).update(status=Table.Status.FINISHED,
                                                 finished_at=timezone.now())
    return Table.objects.get(pk=table.pk)


def test_a_seat_keeps_a_guest_who_owns_no_table() -> None:
    with at(START):
        hosts = {name: create_guest() for name in ("playing", "recent", "old")}
        seated = {name: create_guest() for name in hosts}
        tables = {name: friends_table(hosts[name], seated[name], over=name != "playing")
                  for name in hosts}
    with at(LATER - dt.timedelta(days=10)):
        tables["recent"].save()  # a finished table touched lately (a rematch's, say)
    assert not Table.objects.filter(owner__in=seated.values()).exists()
    with at(LATER):
        pruned = prune_guests()
    left = set(Player.objects.values_list("pk", flat=True))
    # Not over yet, or touched lately: everybody who sat there stays, with the table.
    for name in ("playing", "recent"):
        assert {hosts[name].pk, seated[name].pk} <= left, name
        assert Table.objects.filter(pk=tables[name].pk).exists()
    # An old finished table whose people are all idle goes with its host.
    assert not {hosts["old"].pk, seated["old"].pk} & left
    assert not Table.objects.filter(pk=tables["old"].pk).exists()
    assert (pruned.guests, pruned.deleted) == (2, {"table": 1})


def test_a_host_stays_while_someone_who_sat_at_their_table_stays() -> None:
    with at(START):
        host, friend, lone = create_guest(), create_guest(), create_guest()
        friend.user = get_user_model().objects.create_user("ann", password="x-9-long-pw")
        friend.save()
        table = friends_table(host, friend, over=True)
        alone = friends.create(lone, "toy", ["easy"], {"target": 3})
        Table.objects.filter(pk=alone.pk).update(status=Table.Status.FINISHED)
    with at(LATER):
        assert prune_guests().guests == 1  # the host who played with computers alone
    assert set(Player.objects.values_list("pk", flat=True)) == {host.pk, friend.pk}
    assert Table.objects.filter(pk=table.pk).exists()  # in the account's history still
