"""Probes: ``/healthz`` (the process answers) and ``/readyz`` (what it needs answers too).

``/readyz`` checks the database, and with ``REDIS_URL`` Redis and a live worker for each
queue (``turns``, ``coach``): every worker refreshes a heartbeat key in the cache for each
queue it consumes (config/celery.py's ``Heartbeat`` step),
and a key lives ``WORKER_HEARTBEAT_SECONDS``. Each check is bounded by short timeouts, so a
probe never hangs on a dead service. The embedded setup has no Redis and no workers: only
the database is checked, and the answer says the rest is embedded.
"""

from __future__ import annotations

import logging
import time
from typing import Any

import redis
from django.conf import settings
from django.core.cache import cache
from django.db import connection
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

from config.celery import HEARTBEAT_KEY

log = logging.getLogger(__name__)

QUEUES = ("turns", "coach")  # each needs a live worker for the site to be ready


def heartbeat_key(queue: str) -> str:
    return HEARTBEAT_KEY.format(queue=queue)


@require_GET
@never_cache
def healthz(request: HttpRequest) -> HttpResponse:
    """Liveness probe for load balancers and the CI smoke test."""
    return HttpResponse("ok", content_type="text/plain")  # i18n: keep (a probe)


@require_GET
@never_cache
def readyz(request: HttpRequest) -> JsonResponse:
    """Readiness: 200 with each check when all pass; 503 naming those that failed."""
    checks: dict[str, dict[str, Any]] = {"database": _check(_database)}
    if settings.REDIS_URL:
        checks["redis"] = _check(_redis)
        beats = _check(lambda: cache.get_many([heartbeat_key(q) for q in QUEUES]))
        for queue in QUEUES:
            found = (beats.get("value") or {}).get(heartbeat_key(queue))
            checks[f"worker:{queue}"] = (
                {"ok": True, "worker": found.get("worker")} if isinstance(found, dict)
                else {"ok": False, "error": beats.get("error")
                      or f"no worker of queue {queue} seen for "
                         f"{settings.WORKER_HEARTBEAT_SECONDS}s"})
    else:
        embedded = "embedded (no REDIS_URL): runs in this process"
        checks["channels"] = {"ok": True, "note": embedded}
        checks["tasks"] = {"ok": True, "note": embedded}
    for check in checks.values():
        check.pop("value", None)
    failed = [name for name, check in checks.items() if not check["ok"]]
    if failed:
        log.warning("not ready: %s", ", ".join(failed), extra={"failed": failed})
    return JsonResponse({"ready": not failed, "failed": failed, "checks": checks},
                        status=503 if failed else 200)


def _check(probe: Any) -> dict[str, Any]:
    started = time.monotonic()
    try:
        value = probe()
    except Exception as exc:
        return {"ok": False, "error": f"{type(exc).__name__}: {exc}"[:200]}
    return {"ok": True, "ms": round((time.monotonic() - started) * 1000, 1), "value": value}


def _database() -> None:
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        cursor.fetchone()


def _redis() -> None:
    client = redis.Redis.from_url(settings.REDIS_URL, socket_connect_timeout=1,
                                  socket_timeout=1)
    try:
        client.ping()
    finally:
        client.close()
