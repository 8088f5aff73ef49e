"""Suite-wide pytest configuration: every test tree's, the site's (tests/) and each game's
own (<game>/tests/), so it stands at the root.

Tests marked ``needs_services`` skip when DATABASE_URL / REDIS_URL are absent, so the suite runs
anywhere. CI sets REQUIRE_SERVICES=1, and then such a skip is turned into a failure: a service
test that did not run must never look green.
"""

from __future__ import annotations

import os
from collections.abc import Generator, Iterator
from typing import Any

import pytest

# The browser tests' fixtures (the served site, the browser), for the site's browser tests
# (tests/browser/) and each game's (<game>/tests/browser/) alike.
pytest_plugins = ["tests.browser.site"]


def services_required() -> bool:
    return os.environ.get("REQUIRE_SERVICES", "").strip().lower() not in ("", "0", "false", "no")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, Any, None]:
    outcome = yield
    report: pytest.TestReport = outcome.get_result()
    if (
        report.skipped
        and services_required()
        and item.get_closest_marker("needs_services") is not None
        and not hasattr(report, "wasxfail")
    ):
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else report.longrepr
        report.outcome = "failed"
        report.longrepr = (
            f"REQUIRE_SERVICES is set, but this needs_services test was skipped: {reason}"
        )


@pytest.fixture(autouse=True, scope="session")
def _no_rate_limits() -> None:
    """Rate limits off: the suite's many tables and logins all come from 127.0.0.1, and
    parallel workers share CI's Redis. tests/*/test_rate_limits.py turn them on (limits).
    Once per session, straight on the settings: a per-test fixture would cost every test."""
    from django.conf import settings

    settings.RATELIMIT_ENABLE = False


@pytest.fixture(autouse=True)
def _site_language() -> Iterator[None]:
    """Each test starts in the site's language: a request in another (the locale middleware
    activates it for the thread and leaves it there) must not word the next test's
    messages."""
    from django.utils import translation

    translation.deactivate()
    yield
    translation.deactivate()


@pytest.fixture
def limits(settings: Any) -> Iterator[Any]:
    """Rate limits on, counted under this test's own cache prefix (Redis is shared and
    outlives the test); time is the caller's to freeze (time-machine)."""
    import uuid

    settings.RATELIMIT_ENABLE = True
    settings.RATELIMIT_CACHE_PREFIX = f"rl-test-{uuid.uuid4().hex[:12]}:"
    yield settings


@pytest.fixture(scope="session")
def django_db_modify_db_settings(django_db_modify_db_settings_parallel_suffix: None) -> None:
    """Close connections after each use in tests: threads of async consumers would otherwise
    keep sessions open and block dropping the test database."""
    from django.conf import settings

    for database in settings.DATABASES.values():
        database["CONN_MAX_AGE"] = 0


@pytest.fixture
def eager_celery(settings: Any) -> Iterator[None]:
    """Computer turns run inside the test (CI's REDIS_URL would otherwise queue them, and
    the embedded setup would run them on the served event loop: tables/background.py).
    The folders whose tests play games use it for every test."""
    from config.celery import app

    before = app.conf.task_always_eager
    app.conf.task_always_eager = True
    settings.CELERY_TASK_ALWAYS_EAGER = True
    settings.TABLES_BACKGROUND_ON_LOOP = False
    yield
    app.conf.task_always_eager = before


@pytest.fixture
def quick_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hard computer players on a small search budget: tests check what they do, the
    benchmarks how well and how fast (python -m cards.arena).

    Each registered game says its own in ``<game>/tests/quick.py``: ``QUICK_PLAYERS``, levels
    to player factories, put in its ``<game>.players.PLAYERS`` for the test (found by name,
    as the arena finds the players); a game without that module plays at its full budget."""
    import importlib

    from tables import registry

    for spec in registry.games():
        path = f"{spec.name}.tests.quick"
        try:
            quick = importlib.import_module(path)
        except ModuleNotFoundError as error:
            if error.name is None or not f"{path}.".startswith(f"{error.name}."):
                raise
            continue
        players = importlib.import_module(f"{spec.name}.players").PLAYERS
        for level, factory in quick.QUICK_PLAYERS.items():
            monkeypatch.setitem(players, level, factory)


@pytest.fixture
def local_cache(settings: Any) -> Iterator[None]:
    """A local-memory cache of the test's own, even with REDIS_URL: its timeouts follow
    frozen time (Redis's do not), and clearing it touches no shared Redis database."""
    import uuid

    from django.core.cache import cache

    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache",
                                   "LOCATION": f"test-{uuid.uuid4().hex}"}}
    yield
    cache.clear()
