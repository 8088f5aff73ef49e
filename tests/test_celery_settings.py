"""The Celery and channel-layer settings chosen for production (docs/production.md):
late acknowledgement, jobs given back when a worker dies, a visibility timeout above the
longest hold, workers that wait for Redis for ever, the coach's tasks in their own queue and
the sweep on the beat."""

from __future__ import annotations

import json

from tests.test_settings import run

PROBE = """
import json, django
django.setup()
from django.conf import settings
from config import celery_app as app
route = lambda name: app.amqp.router.route({}, name)["queue"].name
print(json.dumps({
    "acks_late": app.conf.task_acks_late,
    "reject_on_worker_lost": app.conf.task_reject_on_worker_lost,
    "prefetch": app.conf.worker_prefetch_multiplier,
    "visibility_timeout": app.conf.broker_transport_options["visibility_timeout"],
    "time_limit": app.conf.task_time_limit,
    "max_retries": app.conf.broker_connection_max_retries,
    "retry": app.conf.broker_connection_retry,
    "cancel_on_loss": app.conf.worker_cancel_long_running_tasks_on_connection_loss,
    "queues": {name: route(name) for name in (
        "tables.tasks.run_computer_turns", "tables.tasks.sweep_stalled_tables",
        "tables.tasks.compute_hint", "tables.tasks.compute_review",
        "leaderboards.tasks.create_dailies")},
    "sweep": app.conf.beat_schedule["sweep-stalled-tables"],
    "layer": settings.CHANNEL_LAYERS["default"]["CONFIG"],
}))
"""


def test_production_celery_settings() -> None:
    result = run(["-c", PROBE], REDIS_URL="redis://cache.invalid:6379/0")
    assert result.returncode == 0, result.stderr
    s = json.loads(result.stdout.strip().splitlines()[-1])
    assert s["acks_late"] and s["reject_on_worker_lost"] and s["prefetch"] == 1
    # Longer than a job can be held: the time limit, and the daily's last retry countdown.
    assert s["visibility_timeout"] > s["time_limit"] + 480
    assert s["retry"] and s["max_retries"] is None and s["cancel_on_loss"]
    assert s["queues"] == {
        "tables.tasks.run_computer_turns": "turns",
        "tables.tasks.sweep_stalled_tables": "turns",
        "tables.tasks.compute_hint": "coach",
        "tables.tasks.compute_review": "coach",
        "leaderboards.tasks.create_dailies": "celery",
    }
    assert s["sweep"]["task"] == "tables.tasks.sweep_stalled_tables"
    assert s["sweep"]["schedule"] <= 2 and s["sweep"]["options"]["expires"] <= 10
    assert s["layer"]["capacity"] == 100 and s["layer"]["expiry"] == 20
    assert s["layer"]["hosts"][0]["address"] == "redis://cache.invalid:6379/0"
