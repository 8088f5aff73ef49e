"""The security settings from the environment: trusted proxies (and the deprecated
DAILY_ADDRESS_HEADER), rate limit overrides, and a production setup that passes
``check --deploy`` with all of them set. Each case is a fresh interpreter."""

from __future__ import annotations

import json
from typing import Any

from tests.test_settings import production_env, run

PROBE = """
import json, django
django.setup()
from django.conf import settings
print(json.dumps({"proxies": settings.TRUSTED_PROXY_COUNT, "header": settings.CLIENT_IP_HEADER,
                  "limits": settings.RATE_LIMITS, "enabled": settings.RATELIMIT_ENABLE}))
"""


def probe(**env: str) -> dict[str, Any]:
    result = run(["-c", PROBE], **env)
    assert result.returncode == 0, result.stderr
    found: dict[str, Any] = json.loads(result.stdout.strip().splitlines()[-1])
    return found


def refused(**env: str) -> str:
    result = run(["-c", PROBE], **env)
    assert result.returncode != 0
    return result.stderr


def test_no_proxy_is_trusted_by_default() -> None:
    found = probe()
    assert (found["proxies"], found["header"]) == (0, "X-Forwarded-For")
    assert found["enabled"] is True


def test_trusted_proxies_and_their_header() -> None:
    found = probe(TRUSTED_PROXY_COUNT="2", CLIENT_IP_HEADER="X-Real-IP")
    assert (found["proxies"], found["header"]) == (2, "X-Real-IP")
    assert "CLIENT_IP_HEADER" in refused(CLIENT_IP_HEADER="Forwarded")
    assert "TRUSTED_PROXY_COUNT" in refused(TRUSTED_PROXY_COUNT="-1")


def test_the_deprecated_daily_address_header_means_one_proxy() -> None:
    assert probe(DAILY_ADDRESS_HEADER="HTTP_X_FORWARDED_FOR")["proxies"] == 1
    found = probe(DAILY_ADDRESS_HEADER="HTTP_X_REAL_IP")
    assert (found["proxies"], found["header"]) == (1, "X-Real-IP")
    assert probe(DAILY_ADDRESS_HEADER="REMOTE_ADDR")["proxies"] == 0
    # The new settings win when both are set.
    assert probe(DAILY_ADDRESS_HEADER="HTTP_X_REAL_IP", TRUSTED_PROXY_COUNT="0")["proxies"] == 0
    assert "TRUSTED_PROXY_COUNT" in refused(DAILY_ADDRESS_HEADER="HTTP_CLIENT_IP")


def test_rate_limits_can_be_overridden_or_turned_off() -> None:
    found = probe(RATE_LIMITS="login.username=3/m, create.address=off",
                  RATE_LIMITS_ENABLED="0")
    assert found["limits"]["login"] == {"address": "10/m", "username": "3/m"}
    assert found["limits"]["create"] == {"player": "20/m"}
    assert found["enabled"] is False
    assert "no limit called" in refused(RATE_LIMITS="login.password=3/m")
    assert "no rate" in refused(RATE_LIMITS="login.username=lots")


def test_check_deploy_passes_with_proxies_admin_and_limits_set() -> None:
    env = production_env(TRUSTED_PROXY_COUNT="1", ADMIN_PATH="ops-7f3a",
                         RATE_LIMITS="login.username=3/m")
    result = run(["manage.py", "check", "--deploy", "--fail-level", "WARNING"], **env)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout
