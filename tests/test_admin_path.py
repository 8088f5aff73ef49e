"""The admin off the default path: ADMIN_PATH moves it; production has none unless it is set,
and /admin/ is then an unknown address like any other. Each case is a fresh interpreter
(settings and URLs are read once per process)."""

from __future__ import annotations

import json
from typing import Any

from tests.test_settings import production_env, run

PROBE = """
import json, django
django.setup()
from django.conf import settings
from django.urls import Resolver404, resolve, reverse
def found(path):
    try:
        match = resolve(path)
    except Resolver404:
        return None
    return f"{match.namespace}:{match.url_name or match.func.__name__}"
try:
    index = reverse("admin:index")
except Exception:
    index = None
print(json.dumps({"admin_path": settings.ADMIN_PATH, "index": index,
                  "admin": found("/admin/"), "admin_login": found("/admin/login/"),
                  "moved": found("/ops-7f3a/"), "moved_login": found("/ops-7f3a/login/")}))
"""


def probe(**env: str) -> dict[str, Any]:
    result = run(["-c", PROBE], **env)
    assert result.returncode == 0, result.stderr
    found: dict[str, Any] = json.loads(result.stdout.strip().splitlines()[-1])
    return found


def test_development_keeps_admin_at_admin() -> None:
    found = probe()
    assert found["index"] == "/admin/" and found["admin"] == "admin:index"
    assert found["admin_login"] == ":login"  # the wrapped view (login rate limits)
    assert found["moved"] is None


def test_production_has_no_admin_unless_it_is_given_a_path() -> None:
    found = probe(**production_env())
    assert found["admin_path"] == "" and found["index"] is None
    assert found["admin"] is None and found["admin_login"] is None


def test_admin_path_moves_the_admin_and_its_rate_limited_login() -> None:
    for env in (production_env(ADMIN_PATH="ops-7f3a"), {"ADMIN_PATH": "/ops-7f3a/"}):
        found = probe(**env)
        assert found["index"] == "/ops-7f3a/" and found["moved"] == "admin:index"
        assert found["moved_login"] == ":login"  # the wrapped view (login rate limits)
        assert found["admin"] is None and found["admin_login"] is None


def test_a_path_that_is_no_path_is_refused() -> None:
    for bad in ("../x", "a b", "x?y=1"):
        result = run(["-c", PROBE], ADMIN_PATH=bad)
        assert result.returncode != 0 and "ADMIN_PATH" in result.stderr, bad
