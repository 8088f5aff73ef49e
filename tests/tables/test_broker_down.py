"""Redis away: queueing a job fails, and that never turns a read or an action into an error.
The failure is a warning naming the table; the sweep queues the turns once Redis is back."""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Iterator
from typing import Any
from unittest.mock import patch

import pytest
import time_machine
from kombu.exceptions import OperationalError

from tables import progress
from tables.models import Action
from tables.tasks import run_computer_turns
from tests.tables.conftest import Guest, table_of

pytestmark = pytest.mark.usefixtures("local_cache")

DOWN = OperationalError("Error 111 connecting to 127.0.0.1:6379. Connection refused.")


@pytest.fixture
def queueing(settings: Any) -> Iterator[None]:
    """Tasks are queued, as with a worker (not run in the request)."""
    from config.celery import app

    app.conf.task_always_eager = False
    settings.CELERY_TASK_ALWAYS_EAGER = False
    yield
    app.conf.task_always_eager = True


def warnings_about(caplog: pytest.LogCaptureFixture, table_id: str) -> list[logging.LogRecord]:
    return [r for r in caplog.records
            if r.levelno == logging.WARNING and getattr(r, "table", None) == table_id]


@pytest.mark.usefixtures("person_first", "queueing")
def test_an_action_and_a_read_answer_while_the_broker_is_down(
        guest: Guest, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING)
    with time_machine.travel(dt.datetime(2026, 12, 1, 12, tzinfo=dt.UTC), tick=False) as clock:
        data = guest.new_table()
        with patch("tables.tasks.run_computer_turns.delay", side_effect=DOWN) as delay:
            acted = guest.act(data["id"], 0, {"type": "pass"})
            assert acted.status_code == 200, acted.content
            read = guest.get(f"/api/tables/{data['id']}/")
            assert read.status_code == 200, read.content
            page = guest.get(f"/tables/{data['id']}/")
            assert page.status_code == 200
        assert delay.call_count == 3  # after the action, and at each read
        # The action is committed; the computers have not moved.
        assert Action.objects.filter(table_id=data["id"]).count() == 1
        assert read.json()["view"]["version"] == 1 and read.json()["view"]["thinking"] == 1
        logged = warnings_about(caplog, data["id"])
        assert len(logged) == 3 and "left to the sweep" in logged[0].getMessage()
        assert "Connection refused" in logged[0].getMessage()

        # Redis is back; nobody reads the table. The sweep queues its turns.
        clock.shift(6)
        with patch("tables.tasks.run_computer_turns.delay") as delay:
            assert progress.sweep() == [data["id"]]
        delay.assert_called_once_with(data["id"])
        run_computer_turns(data["id"])  # what the worker does with it
        table = table_of(data)
        assert table.version > 1 and not table.computer_due


@pytest.mark.usefixtures("queueing")
def test_a_new_table_is_created_while_the_broker_is_down(
        guest: Guest, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.tables.conftest import seed_with_dealer

    seed = seed_with_dealer(1)  # a computer speaks first
    monkeypatch.setattr("tables.services.secrets.token_hex", lambda nbytes=None: seed)
    caplog.set_level(logging.WARNING)
    with patch("tables.tasks.run_computer_turns.delay", side_effect=DOWN):
        response = guest.post("/api/tables/", {"game": "sheepshead"})
    assert response.status_code == 201, response.content
    assert table_of(response.json()).computer_due
    assert warnings_about(caplog, response.json()["id"])


@pytest.mark.usefixtures("person_first", "queueing")
def test_a_hint_asked_while_the_broker_is_down_is_asked_again(guest: Guest) -> None:
    data = guest.new_table()
    url = f"/api/tables/{data['id']}/hint/?version=0"
    with patch("tables.tasks.compute_hint.delay", side_effect=DOWN):
        assert guest.get(url).status_code in (200, 202)
    with patch("tables.tasks.compute_hint.delay") as delay:
        assert guest.get(url).status_code in (200, 202)
    delay.assert_called_once_with(data["id"], 0, 0)  # not held back by the refused one (seat 0)
