"""The cookies' flags: session, CSRF and language cookies HttpOnly and SameSite=Lax, Secure in
production; page scripts take the CSRF token from the page (base.html's meta), which the
server accepts."""

from __future__ import annotations

import json
import re
from http.cookies import Morsel
from pathlib import Path
from typing import Any

import pytest
from django.test import Client

from tests.test_settings import production_env, run

NAMES = ("sessionid", "csrftoken", "django_language")


def flags(morsel: Morsel[str]) -> dict[str, Any]:
    return {"httponly": bool(morsel["httponly"]), "samesite": morsel["samesite"],
            "secure": bool(morsel["secure"])}


def set_cookies(client: Client, secure: bool = False) -> dict[str, Morsel[str]]:
    """The cookies a first visit, a language choice and the first game set (the session
    comes with the first action: reading the lobby makes none)."""
    cookies: dict[str, Morsel[str]] = {}
    page = client.get("/", secure=secure)
    cookies.update(page.cookies)
    token = re.search(r'<meta name="csrf-token" content="([^"]+)">', page.content.decode())
    assert token is not None
    origin = {"HTTP_ORIGIN": "https://testserver"} if secure else {}  # HTTPS checks it
    chosen = client.post("/i18n/setlang/", {"language": "nb", "next": "/"}, secure=secure,
                         HTTP_X_CSRFTOKEN=token.group(1), **origin)
    assert chosen.status_code == 302
    cookies.update(chosen.cookies)
    started = client.post("/api/tables/", json.dumps({"game": "sheepshead"}), secure=secure,
                          content_type="application/json", HTTP_X_CSRFTOKEN=token.group(1),
                          **origin)
    assert started.status_code == 201, started.content
    cookies.update(started.cookies)
    return cookies


@pytest.mark.django_db(transaction=True)
def test_cookies_are_httponly_and_lax() -> None:
    cookies = set_cookies(Client(enforce_csrf_checks=True))
    for name in NAMES:
        assert flags(cookies[name]) == {"httponly": True, "samesite": "Lax", "secure": False}


@pytest.mark.django_db(transaction=True)
def test_the_pages_meta_token_passes_the_csrf_check() -> None:
    client = Client(enforce_csrf_checks=True)
    page = client.get("/").content.decode()
    token = re.search(r'<meta name="csrf-token" content="([^"]+)">', page)
    assert token is not None
    body = json.dumps({"game": "sheepshead"})
    assert client.post("/api/tables/", body, content_type="application/json").status_code == 403
    response = client.post("/api/tables/", body, content_type="application/json",
                           HTTP_X_CSRFTOKEN=token.group(1))
    assert response.status_code == 201


PRODUCTION_PROBE = """
import json, django
django.setup()
from django.core.management import call_command
from django.conf import settings
from django.test import Client, override_settings
from tests.test_cookies import flags, set_cookies
call_command("migrate", verbosity=0)
# Production's static storage needs collectstatic's manifest; the cookies do not care.
plain = {**settings.STORAGES, "staticfiles": {
    "BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"}}
with override_settings(STORAGES=plain):
    cookies = set_cookies(Client(enforce_csrf_checks=True), secure=True)
print(json.dumps({name: flags(morsel) for name, morsel in cookies.items()}))
"""


def test_production_cookies_are_secure_too(tmp_path: Path) -> None:
    env = production_env(DJANGO_ALLOWED_HOSTS="testserver",
                         DATABASE_URL=f"sqlite:///{tmp_path / 'db.sqlite3'}")
    result = run(["-c", PRODUCTION_PROBE], **env)
    assert result.returncode == 0, result.stderr
    cookies = json.loads(result.stdout.strip().splitlines()[-1])
    for name in NAMES:
        assert cookies[name] == {"httponly": True, "samesite": "Lax", "secure": True}, name
