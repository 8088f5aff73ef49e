"""Computers acting in a row move in runs (tables/turns.py): decided on the state in memory,
written in one transaction with one Action and version each, the sockets told once; a slow
decision does not hold back the moves decided before it."""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from sheepshead.engine import ENGINE
from sheepshead.players import PLAYERS
from tables import background, services, turns
from tables.models import Table
from tables.tasks import run_computer_turns
from tests.tables.conftest import Guest

pytestmark = pytest.mark.usefixtures("person_first")  # the person (seat 0) speaks first

STEP_TIMEOUT = 10  # seconds a test waits for one step before failing (not a speed check)
PASS = ENGINE.decode_action({"type": "pass"})


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """The messages sent to the tables' sockets; nothing queued (the test plays the runs)."""
    sent: list[dict[str, Any]] = []
    monkeypatch.setattr(background, "start", lambda *args: True)
    monkeypatch.setattr(services.layer_send, "group_send",
                        lambda group, message: sent.append(message) or True)
    return sent


def passed(guest: Guest) -> Table:
    """A new table where the person has passed: the four computers are to speak."""
    data = guest.new_table()
    services.submit_action(guest.me(), data["id"], data["view"]["version"], {"type": "pass"})
    return Table.objects.get(pk=data["id"])


def log(table: Table) -> list[tuple[int, int, Any]]:
    return list(table.actions.order_by("seq").values_list("seq", "seat", "action"))


def test_a_run_writes_the_computers_moves_in_one_transaction(
        guest: Guest, told: list[dict[str, Any]]) -> None:
    table = passed(guest)
    before, told[:] = table.version, []
    with CaptureQueriesContext(connection) as queries:
        run = turns.play_computer_run(table.pk)
    table.refresh_from_db()
    assert run.played >= 2 and not run.more  # until the person is to act
    assert table.version == before + run.played
    # One read, then under the lock one INSERT of every Action and one UPDATE.
    statements = [q["sql"].split()[0] for q in queries.captured_queries
                  if q["sql"].split()[0] not in ("BEGIN", "SAVEPOINT", "RELEASE", "COMMIT")]
    assert statements == ["SELECT", "SELECT", "INSERT", "UPDATE"], statements
    assert [seq for seq, _, _ in log(table)] == list(range(1, table.version + 1))
    assert ENGINE.encode_state(services.replay(table)) == table.state
    # Told once, with the row as written: the sockets read nothing back.
    assert told == [{"type": "table.updated", "version": table.version,
                     "row": table.to_message()}]
    assert services.computer_to_act(table) is None and not table.computer_due


def test_a_job_nobody_asked_to_look_again_ends_with_its_run(
        guest: Guest, told: list[dict[str, Any]]) -> None:
    """No read after the run to find out whether a person moved meanwhile: a person's move
    made while the job held the lease would have asked it to look again
    (tests/tables/test_lease_asks_again.py)."""
    table, told[:] = passed(guest), []
    with CaptureQueriesContext(connection) as queries:
        played = run_computer_turns(str(table.pk))
    assert played >= 2
    statements = [q["sql"].split()[0] for q in queries.captured_queries
                  if q["sql"].split()[0] not in ("BEGIN", "SAVEPOINT", "RELEASE", "COMMIT")]
    # Its last statement is its last run's write (a slow decision may split a run in two).
    assert statements[-1] == "UPDATE" and statements.count("UPDATE") == len(told), statements


def test_a_run_decides_what_moves_made_one_at_a_time_decide(
        guest: Guest, told: list[dict[str, Any]]) -> None:
    in_runs, one_by_one = passed(guest), passed(guest)
    assert in_runs.seed == one_by_one.seed
    for _ in range(3):  # three of the person's turns, each followed by the computers'
        while turns.play_computer_run(in_runs.pk).more:
            pass
        while turns.play_computer_turn(one_by_one.pk):
            pass
        for table in (in_runs, one_by_one):
            table.refresh_from_db()
            state = ENGINE.decode_state(table.state)
            if ENGINE.outcome(state) is None:
                services.submit_action(guest.me(), table.pk, table.version,
                                       ENGINE.encode_action(ENGINE.legal_actions(state, 0)[0]))
    assert [row[1:] for row in log(in_runs)] == [row[1:] for row in log(one_by_one)]
    assert len(log(in_runs)) > 8


class SlowSecond:
    """Seat 1 passes at once; seat 2 thinks until the sockets have been told of seat 1's
    move (or the test's timeout), and says which it was."""

    shown_first: list[bool] = []
    told = threading.Event()

    def __init__(self) -> None:
        self.inner = PLAYERS["heuristic"]()

    def choose(self, view: Mapping[str, Any], legal: Sequence[Any], rng: Any) -> Any:
        if view["seat"] == 1 and PASS in legal:
            return PASS
        if view["seat"] == 2:
            type(self).shown_first.append(self.told.wait(STEP_TIMEOUT))
        return self.inner.choose(view, legal, rng)


def test_a_slow_decision_does_not_hold_back_the_moves_before_it(
        guest: Guest, told: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch) -> None:
    table = passed(guest)
    SlowSecond.shown_first, SlowSecond.told = [], threading.Event()
    monkeypatch.setitem(PLAYERS, "normal", SlowSecond)
    seat_one = table.version + 1

    def send(group: str, message: dict[str, Any]) -> bool:
        told.append(message)
        if message.get("version", 0) >= seat_one:
            SlowSecond.told.set()
        return True

    monkeypatch.setattr(services.layer_send, "group_send", send)
    told[:] = []
    run = turns.play_computer_run(table.pk)
    # Seat 1's move was on its way while seat 2 thought.
    assert SlowSecond.shown_first and all(SlowSecond.shown_first)
    assert (told[0]["type"], told[0]["version"]) == ("table.updated", seat_one)
    table.refresh_from_db()
    assert told[-1]["version"] == table.version == seat_one + run.played - 1
    assert ENGINE.encode_state(services.replay(table)) == table.state


def test_a_person_moving_meanwhile_leaves_the_run_unwritten(
        guest: Guest, told: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch) -> None:
    """The run was decided on a version a person has moved past: nothing of it is written,
    and the caller is told to ask again."""
    table = passed(guest)
    real = turns._next_choice

    def meanwhile(*args: Any) -> Any:
        Table.objects.filter(pk=table.pk).update(version=table.version + 100)
        return real(*args)

    monkeypatch.setattr(turns, "_next_choice", meanwhile)
    assert turns.play_computer_run(table.pk) == turns.Run(0, True)
    assert len(log(table)) == table.version
