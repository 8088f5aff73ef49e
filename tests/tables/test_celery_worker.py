"""The production path: a real Celery worker (Redis broker, PostgreSQL) plays computer turns.

Needs DATABASE_URL and REDIS_URL; CI sets both and then this test may not skip.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.db import connection

from tables.models import Action
from tests.tables.conftest import Guest, table_of

pytestmark = [
    pytest.mark.needs_services,
    pytest.mark.skipif(
        not (os.environ.get("DATABASE_URL") and os.environ.get("REDIS_URL")),
        reason="DATABASE_URL and REDIS_URL are not both set",
    ),
]
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def worker_queue(transactional_db: None, settings: Any,
                 monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A Celery worker on its own queue, using this test's database (the routes to the
    site's queues, turns and coach, are set aside: every task goes to this queue)."""
    from config.celery import app

    queue = f"test-{uuid.uuid4().hex[:8]}"
    db = connection.settings_dict
    url = f"postgres://{db['USER']}@{db['HOST']}:{db['PORT']}/{db['NAME']}"
    env = {**os.environ, "DATABASE_URL": url, "CELERY_EAGER": "0"}
    process = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "config", "worker", "--pool", "solo",
         "--queues", queue, "--loglevel", "WARNING", "--without-heartbeat",
         "--without-gossip", "--without-mingle"],
        cwd=ROOT, env=env,
    )
    eager, default_queue = app.conf.task_always_eager, app.conf.task_default_queue
    app.conf.task_always_eager = False
    settings.CELERY_TASK_ALWAYS_EAGER = False
    app.conf.task_default_queue = queue
    monkeypatch.setattr(app.amqp.router, "routes", [])
    try:
        yield queue
    finally:
        app.conf.task_always_eager, app.conf.task_default_queue = eager, default_queue
        process.terminate()
        process.wait(timeout=30)


def test_a_worker_plays_the_computer_turns(guest: Guest, worker_queue: str) -> None:
    data = guest.new_table()
    table = table_of(data)
    deadline = time.monotonic() + 60
    while True:
        view = guest.get(f"/api/tables/{table.pk}/").json()["view"]
        if view["to_act"] == [0] and view["thinking"] is None and view["version"] > 0:
            break
        if view["to_act"] == [0] and view["version"] == 0:
            # The person is first: act, so that the computers have something to answer.
            response = guest.act(data["id"], 0, view["legal_actions"][-1])
            assert response.status_code == 200
        assert time.monotonic() < deadline, "the worker did not play the computer turns"
        time.sleep(0.2)
    table.refresh_from_db()  # the worker may have moved on while the view was read
    assert table.version == view["version"]
    assert Action.objects.filter(table=table).exclude(seat=0).exists()
    assert list(Action.objects.filter(table=table).values_list("seq", flat=True)) == list(
        range(1, table.version + 1)
    )
