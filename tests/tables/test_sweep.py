"""The sweep: a table whose computer is due and that has not moved for TABLES_STALL_SECONDS
has its turns queued again (a job lost with its worker, a broker that refused it); a fresh
table, a person's turn or a table whose job holds the lease is left alone. Time is frozen."""

from __future__ import annotations

import datetime as dt
import importlib
from collections.abc import Iterator
from typing import Any

import pytest
import time_machine
from django.apps import apps
from django.conf import settings

from tables import background, progress, services
from tables.models import Table
from tables.tasks import run_computer_turns
from tests.tables.conftest import Guest, seed_with_dealer, table_of

pytestmark = pytest.mark.usefixtures("local_cache")

T0 = dt.datetime(2026, 12, 1, 12, tzinfo=dt.UTC)


@pytest.fixture
def clock() -> Iterator[Any]:
    with time_machine.travel(T0, tick=False) as traveller:
        yield traveller


@pytest.fixture
def queued(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, ...]]:
    """Jobs are recorded, not run: a queued turn that never runs is a lost one."""
    calls: list[tuple[Any, ...]] = []

    def start(name: str, *args: Any) -> bool:
        calls.append((name, *args))
        return True

    monkeypatch.setattr(background, "start", start)
    return calls


@pytest.fixture
def computer_first(monkeypatch: pytest.MonkeyPatch) -> None:
    """New tables are dealt by seat 1, so a computer (seat 2) speaks first."""
    seed = seed_with_dealer(1)
    monkeypatch.setattr("tables.services.secrets.token_hex", lambda nbytes=None: seed)


@pytest.mark.usefixtures("computer_first")
def test_a_stalled_table_whose_computer_is_due_is_queued_again(
        guest: Guest, clock: Any, queued: list[tuple[Any, ...]]) -> None:
    data = guest.new_table()
    table = table_of(data)
    assert table.computer_due and table.version == 0
    assert queued == [("turns", data["id"])]  # the job that is then lost
    queued.clear()
    clock.shift(4)
    assert progress.sweep() == []  # not stalled yet: its job may still be on its way
    clock.shift(2)  # 6 s without a move
    assert progress.sweep() == [data["id"]]
    assert queued == [("turns", data["id"])]
    clock.shift(1)
    assert progress.sweep() == []  # that job is given its time
    clock.shift(5)
    assert progress.sweep() == [data["id"]]  # lost again: queued again
    # The queued job plays; the table then waits for the person and is swept no more.
    assert run_computer_turns(data["id"]) > 0
    table.refresh_from_db()
    assert not table.computer_due and table.version > 0
    clock.shift(60)
    assert progress.sweep() == []


@pytest.mark.usefixtures("person_first")
def test_a_persons_turn_is_never_swept(guest: Guest, clock: Any,
                                       queued: list[tuple[Any, ...]]) -> None:
    data = guest.new_table()
    assert data["view"]["to_act"] == [0]
    assert not table_of(data).computer_due
    clock.shift(3600)
    assert progress.sweep() == []


@pytest.mark.usefixtures("computer_first")
def test_a_table_whose_job_holds_the_lease_is_not_swept(
        guest: Guest, clock: Any, queued: list[tuple[Any, ...]]) -> None:
    """A computer thinking for longer than the threshold (a Hard search) is not stalled."""
    data = guest.new_table()
    lease = progress.Lease(data["id"])
    assert lease.acquire(renewing=False)
    for _ in range(4):  # renewed before it runs out, past the stall threshold
        clock.shift(lease.seconds * 0.9)
        assert lease.renew()  # the job's renewer keeps it
    assert 4 * lease.seconds * 0.9 > settings.TABLES_STALL_SECONDS
    assert progress.sweep() == []
    clock.shift(lease.seconds + 0.5)  # its worker died: the lease is gone after its seconds
    assert progress.lease_holder(data["id"]) is None
    assert progress.sweep() == [data["id"]]


@pytest.mark.usefixtures("computer_first")
def test_the_sweep_is_one_query(guest: Guest, clock: Any, queued: list[tuple[Any, ...]],
                                django_assert_num_queries: Any) -> None:
    for _ in range(3):
        guest.new_table()
    clock.shift(10)
    with django_assert_num_queries(1):
        assert len(progress.sweep()) == 3


@pytest.mark.usefixtures("person_first")
def test_every_change_keeps_the_mark(guest: Guest, queued: list[tuple[Any, ...]]) -> None:
    data = guest.new_table()
    assert not table_of(data).computer_due  # the person speaks first
    view = guest.act(data["id"], 0, {"type": "pass"}).json()["view"]
    assert view["thinking"] == 1 and table_of(data).computer_due  # its job is queued
    run_computer_turns(data["id"])
    table = table_of(data)
    assert table.version > 1 and not table.computer_due
    assert services.computer_to_act(table) is None


@pytest.mark.usefixtures("person_first")
def test_a_stale_mark_is_put_right_by_the_job(guest: Guest, clock: Any,
                                              queued: list[tuple[Any, ...]]) -> None:
    data = guest.new_table()
    Table.objects.filter(pk=data["id"]).update(computer_due=True)  # as the backfill may
    clock.shift(10)
    assert progress.sweep() == [data["id"]]
    assert run_computer_turns(data["id"]) == 0  # nothing to play: the person is to act
    table = table_of(data)
    assert not table.computer_due and table.version == 0
    clock.shift(10)
    assert progress.sweep() == []


@pytest.mark.usefixtures("computer_first")
def test_the_migration_marks_existing_tables(guest: Guest,
                                             queued: list[tuple[Any, ...]]) -> None:
    due = guest.new_table()["id"]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("tables.services.secrets.token_hex",
                      lambda nbytes=None: seed_with_dealer(4))
        waiting = guest.new_table()["id"]
    broken = guest.new_table()["id"]
    Table.objects.filter(pk=broken).update(state={"not": "a state"})
    Table.objects.update(computer_due=False)  # as every row was before the migration
    migration = importlib.import_module("tables.migrations.0002_computer_due")
    migration.backfill(apps, None)
    assert Table.objects.get(pk=due).computer_due
    assert not Table.objects.get(pk=waiting).computer_due
    assert Table.objects.get(pk=broken).computer_due  # swept once; the job settles it
