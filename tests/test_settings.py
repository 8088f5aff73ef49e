"""Settings: embedded defaults with no environment, overrides from it, production safety.

Settings are read once per process, so each case runs in a fresh interpreter with a clean
environment (only PATH and HOME are kept).
"""

from __future__ import annotations

import json
import os
import secrets
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

PROBE = """
import json, django
django.setup()
from django.conf import settings
from config import celery_app
print(json.dumps({
    "debug": settings.DEBUG,
    "db_engine": settings.DATABASES["default"]["ENGINE"],
    "db_name": str(settings.DATABASES["default"]["NAME"]),
    "conn_max_age": settings.DATABASES["default"].get("CONN_MAX_AGE"),
    "conn_health_checks": settings.DATABASES["default"].get("CONN_HEALTH_CHECKS"),
    "db_pool": settings.DATABASES["default"].get("OPTIONS", {}).get("pool"),
    "channel_layer": settings.CHANNEL_LAYERS["default"]["BACKEND"],
    "cache": settings.CACHES["default"]["BACKEND"],
    "celery_eager": celery_app.conf.task_always_eager,
    "celery_propagates": celery_app.conf.task_eager_propagates,
    "celery_broker": celery_app.conf.broker_url,
    "allowed_hosts": settings.ALLOWED_HOSTS,
    "installed_apps": settings.INSTALLED_APPS,
    "asgi": settings.ASGI_APPLICATION,
    "secure_ssl_redirect": settings.SECURE_SSL_REDIRECT,
    "session_cookie_secure": settings.SESSION_COOKIE_SECURE,
}))
"""


def clean_env(**overrides: str) -> dict[str, str]:
    env = {key: os.environ[key] for key in ("PATH", "HOME") if key in os.environ}
    env["DJANGO_SETTINGS_MODULE"] = "config.settings"
    env.update(overrides)
    return env


def run(args: list[str], **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args],
        cwd=ROOT,
        env=clean_env(**env),
        capture_output=True,
        text=True,
        timeout=120,
    )


def probe(**env: str) -> dict[str, Any]:
    result = run(["-c", PROBE], **env)
    assert result.returncode == 0, result.stderr
    data: dict[str, Any] = json.loads(result.stdout.strip().splitlines()[-1])
    return data


def production_env(**extra: str) -> dict[str, str]:
    return {
        "DJANGO_DEBUG": "0",
        "DJANGO_SECRET_KEY": secrets.token_urlsafe(50),
        "DJANGO_ALLOWED_HOSTS": "example.com",
        **extra,
    }


def test_embedded_defaults_without_environment() -> None:
    s = probe()
    assert s["debug"] is True
    assert s["db_engine"] == "django.db.backends.sqlite3"
    assert s["db_name"] == str(ROOT / "db.sqlite3")
    assert s["channel_layer"] == "channels.layers.InMemoryChannelLayer"
    assert s["cache"] == "django.core.cache.backends.locmem.LocMemCache"
    assert s["celery_eager"] is True
    assert s["celery_propagates"] is True
    assert not s["celery_broker"].startswith(("redis", "amqp"))
    assert "127.0.0.1" in s["allowed_hosts"]
    assert "localhost" in s["allowed_hosts"]
    assert s["asgi"] == "config.asgi.application"
    assert s["installed_apps"][0] == "daphne"
    for app in ("channels", "tables", "sheepshead", "accounts", "leaderboards"):
        assert app in s["installed_apps"]


def test_the_site_has_its_own_name_not_a_games() -> None:
    """Four games share the site: its name, in the header and every title, is none of them."""
    from django.conf import settings

    from tables import registry

    name = settings.SITE_NAME
    assert name and name.strip() == name
    titles = {spec.title.casefold() for spec in registry.games()}
    titles |= {"sheepshead", "shiesta", "sixes", "shakipesh"}  # the games still to come
    assert name.casefold() not in titles


def test_database_url_selects_postgresql() -> None:
    s = probe(DATABASE_URL="postgres://someone@db.invalid:5432/cards")
    assert s["db_engine"] == "django.db.backends.postgresql"
    assert s["db_name"] == "cards"
    # A bounded pool, never a connection kept per thread (ASGI runs each request in its own).
    assert s["conn_max_age"] == 0
    assert s["db_pool"] == {"min_size": 1, "max_size": 10, "timeout": 20}


def test_the_database_pool_is_sized_by_the_environment() -> None:
    s = probe(DATABASE_URL="postgres://someone@db.invalid:5432/cards", DATABASE_POOL_MAX="4",
              DATABASE_POOL_MIN="0", DATABASE_POOL_TIMEOUT="5")
    assert s["db_pool"] == {"min_size": 0, "max_size": 4, "timeout": 5}


def test_redis_url_selects_redis_everywhere_and_turns_off_eager() -> None:
    s = probe(REDIS_URL="redis://cache.invalid:6379/0")
    assert s["channel_layer"] == "channels_redis.core.RedisChannelLayer"
    assert s["cache"] == "django.core.cache.backends.redis.RedisCache"
    assert s["celery_broker"] == "redis://cache.invalid:6379/0"
    assert s["celery_eager"] is False


def test_celery_eager_can_be_forced_with_redis() -> None:
    s = probe(REDIS_URL="redis://cache.invalid:6379/0", CELERY_EAGER="1")
    assert s["celery_eager"] is True


def test_production_without_secret_key_is_refused() -> None:
    result = run(["-c", PROBE], DJANGO_DEBUG="0", DJANGO_ALLOWED_HOSTS="example.com")
    assert result.returncode != 0
    assert "ImproperlyConfigured" in result.stderr
    assert "DJANGO_SECRET_KEY" in result.stderr


def test_invalid_boolean_is_refused() -> None:
    result = run(["-c", PROBE], DJANGO_DEBUG="maybe")
    assert result.returncode != 0
    assert "ImproperlyConfigured" in result.stderr


def test_a_guest_idle_period_under_a_day_is_refused() -> None:
    """0 would let the daily prune delete the guest playing right now."""
    result = run(["-c", PROBE], GUEST_IDLE_DAYS="0")
    assert result.returncode != 0
    assert "ImproperlyConfigured" in result.stderr and "GUEST_IDLE_DAYS" in result.stderr


def test_production_turns_security_on() -> None:
    s = probe(**production_env())
    assert s["debug"] is False
    assert s["allowed_hosts"] == ["example.com"]
    assert s["secure_ssl_redirect"] is True
    assert s["session_cookie_secure"] is True


def test_ssl_redirect_can_be_left_to_a_proxy() -> None:
    s = probe(**production_env(DJANGO_SECURE_SSL_REDIRECT="0"))
    assert s["secure_ssl_redirect"] is False


def test_check_deploy_passes_in_production_mode() -> None:
    result = run(["manage.py", "check", "--deploy", "--fail-level", "WARNING"], **production_env())
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


def test_asgi_application_imports() -> None:
    code = ("from config.asgi import application, router; "
            "print(callable(application), type(router).__name__)")
    result = run(["-c", code])
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "True ProtocolTypeRouter"


def test_engine_package_does_not_pull_in_django() -> None:
    # sheepshead.engine must stay importable without Django; its parent package must not
    # import Django either.
    code = "import sys, sheepshead; assert 'django' not in sys.modules, 'django imported'"
    result = run(["-c", code])
    assert result.returncode == 0, result.stderr
