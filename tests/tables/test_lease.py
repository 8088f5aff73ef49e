"""The turn lease: one job plays a table's computers at a time; a second job leaves the
table to it, and the holder looks again after letting go, so no move is left waiting."""

from __future__ import annotations

import datetime as dt
import threading
from typing import Any

import pytest
import time_machine

from tables import progress, services, turns
from tables.models import Table
from tables.tasks import run_computer_turns
from tests.tables.conftest import Guest, table_of

pytestmark = pytest.mark.usefixtures("local_cache")


def test_a_lease_is_held_once_until_released_or_expired(db: None) -> None:
    with time_machine.travel(dt.datetime(2026, 12, 1, 12, tzinfo=dt.UTC), tick=False) as clock:
        first, second = progress.Lease("t1"), progress.Lease("t1")
        assert first.acquire(renewing=False)
        assert not second.acquire(renewing=False)
        assert progress.lease_holder("t1") == first.token
        assert progress.Lease("t2").acquire(renewing=False)  # other tables are free
        first.release()
        assert second.acquire(renewing=False)
        assert not first.renew()  # no longer its own: it does not extend another's
        clock.shift(6.5)  # nobody renewed it: a dead worker's lease is gone
        assert first.acquire(renewing=False)


def test_a_held_lease_is_renewed_until_released(db: None, settings: Any) -> None:
    settings.TABLES_TURN_LEASE_SECONDS = 0.3  # renewed every 0.1 s (real time here)
    lease = progress.Lease("t3")
    assert lease.acquire()
    assert progress._renewer.running() and lease in progress._renewer.held
    threading.Event().wait(0.9)  # three lifetimes: still held only if renewed
    assert progress.lease_holder("t3") == lease.token
    lease.release()
    assert lease not in progress._renewer.held and progress.lease_holder("t3") is None


@pytest.mark.usefixtures("person_first")
def test_a_second_job_leaves_the_table_to_the_holder(guest: Guest,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The person acts while a job holds the lease: that action's job goes away, and the
    holder, looking again after letting go, plays the computers' answers."""
    data = guest.new_table()
    real = turns.play_computer_run
    nested: list[int] = []

    def play(table_id: object, limit: int = turns.MAX_RUN) -> turns.Run:
        if not nested:  # the person's pass lands while the holder is at the table
            player = Table.objects.get(pk=data["id"]).owner
            services.submit_action(player, data["id"], 0, {"type": "pass"})
            nested.append(table_of(data).version)
            return turns.Run(0, False)  # the holder had found nothing to play before it
        return real(table_id, limit)

    monkeypatch.setattr(turns, "play_computer_run", play)
    played = run_computer_turns(data["id"])
    # The pass's own job (run inline here) found the lease held and played nothing.
    assert nested == [1]
    table = table_of(data)
    assert played == table.version - 1 > 0
    assert not table.computer_due and services.computer_to_act(table) is None
