"""Browser tests' fixtures and helpers, a plugin of the root conftest.py so that every
browser test folder has them (tests/browser/, <game>/tests/browser/): Playwright drives
Debian's chromium against the README's server (daphne).

The server runs in a subprocess with the embedded defaults and its own SQLite file, as
``make run`` serves it, with the tests' settings (the site plus the example game, the toy:
tests/settings.py). ``scripts/install-chromium.sh`` (run by ``make test``) installs the
browser; Playwright never downloads one.
"""

from __future__ import annotations

import os
import random
import socket
import sqlite3
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect, sync_playwright

ROOT = Path(__file__).resolve().parents[2]
# Where the browser tests leave their screenshots (and a failed test its page).
SHOTS = ROOT / "test-results" / "screenshots"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
# A summary between two rounds or games waits for Continue, or the person may act: every
# view is drawn, nothing is sent, and the newest view asks something of him (or it is over).
SUMMARY_OR_MOVE = """() => {
  if (document.querySelector('dialog[open] [data-action="continue"]')) return true;
  const c = window.tableClient;
  if (!c || !c.renderer || c.pumping || c.queue.length || c.pending) return false;
  if (c.renderer.looking) return false;  // Sixes: the peeked cards still turning up (X5)
  const v = c.current;
  return v.status === "finished" || (v.legal_actions || []).length > 0;
}"""
PHONE = {"width": 360, "height": 640}
DESKTOP = {"width": 1280, "height": 800}


# A table made as the lobby makes one (``page.evaluate(CREATE_TABLE_ANSWER, body)``, on a
# page of the site): the API's whole answer (its url; a friends' table's invite_url too).
CREATE_TABLE_ANSWER = """async (body) => {
  const token = document.querySelector("[name=csrfmiddlewaretoken]").value;
  const response = await fetch("/api/tables/", {
    method: "POST",
    headers: {"Content-Type": "application/json", "X-CSRFToken": token},
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`table not created: ${response.status}`);
  return await response.json();
}"""
# A practice table made as the lobby's New game makes one (``page.evaluate(CREATE_TABLE,
# body)``): its URL.
CREATE_TABLE = f"async (body) => (await ({CREATE_TABLE_ANSWER})(body)).url"


def ordinal(n: int) -> str:
    """An English place, as the tables show it: "1st", "4th"."""
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@pytest.fixture(scope="session")
def site_database(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The served site's SQLite file (tests reach into it only to age a player)."""
    return tmp_path_factory.mktemp("site") / "db.sqlite3"


def site_env(database: Path) -> dict[str, str]:
    """The served site's environment: a SQLite file, the toy installed, no address limits."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("DATABASE_URL", "REDIS_URL", "DJANGO_SETTINGS_MODULE")}
    env["DATABASE_URL"] = f"sqlite:///{database}"
    # The site plus the toy (tests/settings.py): the example game is served like the others.
    env["DJANGO_SETTINGS_MODULE"] = "tests.settings"
    # Every test's person comes from 127.0.0.1 and plays faster than a person: the address
    # limits would refuse the suite's later tables (the limits' own tests are in tests/tables).
    env["RATE_LIMITS_ENABLED"] = "0"
    # A friend who closes the tab is played for after 4 s, not 30: the tests wait for it.
    env["TABLES_AWAY_GRACE_SECONDS"] = "4"
    return env


def serve(database: Path, port: int, log: Path) -> subprocess.Popen[bytes]:
    """Daphne serving the site on ``port`` from ``database`` (migrated first), once it
    answers ``/healthz``; its output appended to ``log``."""
    env = site_env(database)
    subprocess.run([sys.executable, "manage.py", "migrate", "--noinput", "-v", "0"],
                   cwd=ROOT, env=env, check=True)
    with log.open("a") as out:
        server = subprocess.Popen(
            [sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p", str(port),
             "config.asgi:application"],
            cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT,
        )
    deadline = time.monotonic() + 60
    while True:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2):
                return server
        except OSError:
            if server.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(log.read_text()) from None
            time.sleep(0.3)


def stop(server: subprocess.Popen[bytes]) -> None:
    server.terminate()
    try:
        server.wait(timeout=20)
    except subprocess.TimeoutExpired:
        # A table the last test left (a daily replay, say) may still be playing its
        # computers' turns in the server's worker threads, which Python waits for at exit.
        server.kill()
        server.wait()


@pytest.fixture(scope="session")
def site(site_database: Path) -> Iterator[str]:
    """The site served by daphne on a free port, with a fresh SQLite database."""
    port = free_port()
    server = serve(site_database, port, site_database.parent / "daphne.log")
    yield f"http://127.0.0.1:{port}"
    stop(server)


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail("Debian's chromium is missing: run scripts/install-chromium.sh")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


def new_page(browser: Browser, size: dict[str, int]) -> Page:
    context = browser.new_context(viewport=size)  # type: ignore[arg-type]
    page = context.new_page()
    page.set_default_timeout(20_000)
    return page


def my_nickname(page: Page, site: str) -> str:
    """The nickname of the page's person (``GET /api/me/`` with its cookies): there is one
    only after the person's first action."""
    nickname = page.request.get(f"{site}/api/me/").json()["nickname"]
    assert nickname, "no guest yet"
    return str(nickname)


def establish(page: Page, site: str, database: Path) -> str:
    """Make the page's person a player first seen long ago, whose dailies are ranked on the
    boards (a first-day player's are provisional): a guest named through ``/api/me/`` if
    there is none yet, then aged in the site's database. Returns the nickname."""
    nickname = page.request.get(f"{site}/api/me/").json()["nickname"]
    if not nickname:
        token = next(c["value"] for c in page.context.cookies() if c["name"] == "csrftoken")
        answer = page.request.post(f"{site}/api/me/", data={"nickname": f"Old{free_port()}"},
                                   headers={"X-CSRFToken": token,
                                            "Content-Type": "application/json"})
        assert answer.ok, answer.text()
        nickname = answer.json()["nickname"]
    with sqlite3.connect(database) as db:
        changed = db.execute("UPDATE accounts_player SET created_at = '2025-12-31 12:00:00' "
                             "WHERE nickname = ?", (nickname,)).rowcount
    assert changed == 1, nickname
    return str(nickname)


def choose_speed(page: Page, speed: str) -> None:
    """Choose a speed as a person does: open the settings, pick it, close them."""
    page.locator('[data-action="settings"]').click()
    page.locator('select[data-setting="speed"]').select_option(speed)
    page.keyboard.press("Escape")
    expect(page.locator("[data-settings-panel]")).to_be_hidden()


def play_through(page: Page, rng: random.Random) -> None:
    """Play the table on ``page`` to its end as any person may, whatever the game: Continue
    where a summary waits, else one of the newest view's legal actions, at random, sent through
    the table's own client (each game's tests play by tapping, as a person does)."""
    for _ in range(5000):
        page.wait_for_function(SUMMARY_OR_MOVE, timeout=60_000)
        proceed = page.locator('dialog[open] [data-action="continue"]')
        if proceed.count():
            proceed.first.click()
            expect(proceed).to_have_count(0)
            continue
        view = page.evaluate("() => window.tableClient.current")
        if view["status"] == "finished":
            return
        action = rng.choice(view["legal_actions"])
        assert page.evaluate("(action) => window.tableClient.send(action)", action)
        page.wait_for_function(
            "(v) => { const c = window.tableClient; return !c.pending && c.current.version > v; }",
            arg=view["version"], timeout=60_000)
    pytest.fail("the game did not end")
