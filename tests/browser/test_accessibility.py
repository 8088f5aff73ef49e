"""Every page passes axe-core (WCAG 2.x A and AA, and best practices) on a phone and on a
desktop, in the light and the dark colour scheme.

The pages are those a person meets: the lobby, the list of games, the rules, the daily
boards, the account pages and the 404 page (each game checks its own table state by state in
its folder's browser tests: Sheepshead's in sheepshead/tests/browser/test_accessibility.py).
A violation fails its test with the rule, the elements and axe's advice (tests/browser/axe.py).

The server is the ``site`` fixture's daphne with the embedded defaults, DEBUG on, exactly as
``make run`` serves: so the 404 test here also proves that ``make run`` shows the site's own
page rather than Django's technical one.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser import axe
from tests.browser.axe import SIZES, check, open_page
from tests.browser.site import SHOTS, choose_speed, play_through

SCHEMES = ("light", "dark")
COMBINATIONS = [(size, scheme) for size in SIZES for scheme in SCHEMES]
IDS = [f"{size}-{scheme}" for size, scheme in COMBINATIONS]

if not axe.AXE.exists():  # fail loudly, never skip: the check must not vanish quietly
    pytest.fail(axe.missing_message(), pytrace=False)


# --- Pages reached by their address ----------------------------------------------------------

def lobby_ready(page: Page) -> None:
    """A new person's lobby: no nickname before the first game, New game ready to press."""
    expect(page.get_by_test_id("no-nickname")).to_be_visible()
    expect(page.locator('[data-new-game="sheepshead"]')).to_be_enabled()


def refused_sign_up(page: Page) -> None:
    """The sign-up form after sending it empty: the errors are shown."""
    page.locator('form.form button[type="submit"]').click()
    page.wait_for_load_state()
    expect(page.locator(".error").first).to_be_visible()


PAGES: dict[str, tuple[str, Callable[[Page], None] | None]] = {
    "lobby": ("/", lobby_ready),
    "games": ("/games/", None),
    "boards": ("/boards/", None),
    "rules": ("/rules/sheepshead/", None),
    "daily-today": ("/daily/sheepshead/", None),
    "daily-week": ("/daily/sheepshead/week/", None),
    "daily-all-time": ("/daily/sheepshead/all-time/", None),
    "sign-up": ("/accounts/signup/", None),
    "sign-up-refused": ("/accounts/signup/", refused_sign_up),
    "log-in": ("/accounts/login/", None),
    "log-out": ("/accounts/logout/", None),
    "nickname": ("/me/nickname/", None),
    "stats": ("/me/stats/", None),
    "not-found": ("/no/such/page/", None),
    # A group's own pages need members: tests/browser/test_friends_daily_group.py checks them.
    "groups": ("/groups/", None),
    "group-link-refused": ("/groups/join/no-such-link-at-all/", None),
}


@pytest.fixture(scope="module")
def played_daily(site: str, browser: Browser) -> Iterator[None]:
    """Today's daily, played to the end by somebody, so that the boards have a row."""
    page = open_page(browser, "desktop", "light")
    page.goto(f"{site}/")
    page.locator('#dailies [data-game="sheepshead"] [data-action="play-daily"]').click()
    page.wait_for_url(re.compile(r"/tables/[0-9a-f-]{36}/$"))
    choose_speed(page, "instant")
    play_through(page, random.Random(7))
    page.context.close()
    yield


@pytest.mark.parametrize(("size", "scheme"), COMBINATIONS, ids=IDS)
@pytest.mark.parametrize("name", list(PAGES))
def test_page_has_no_axe_violations(site: str, browser: Browser, played_daily: None,
                                    name: str, size: str, scheme: str) -> None:
    path, ready = PAGES[name]
    page = open_page(browser, size, scheme)
    page.goto(f"{site}{path}")
    if ready:
        ready(page)
    assert page.evaluate("matchMedia('(prefers-color-scheme: dark)').matches") == (
        scheme == "dark")
    found = check(page, f"{name} ({path}), {size}, {scheme}")
    page.context.close()
    assert not found, "\n".join(found)


def test_signed_in_pages_have_no_axe_violations(site: str, browser: Browser) -> None:
    """The header, statistics and log-out page of somebody with an account."""
    found: list[str] = []
    for size, scheme in COMBINATIONS:
        page = open_page(browser, size, scheme)
        page.goto(f"{site}/accounts/signup/")
        page.locator('input[name="username"]').fill(f"axe-{size}-{scheme}")
        password = "a long and unusual password 42"
        for field in page.locator('input[type="password"]').all():
            field.fill(password)
        page.locator('form.form button[type="submit"]').click()
        expect(page.locator(".account-user")).to_be_visible()
        for path in ("/", "/me/stats/", "/accounts/logout/", "/accounts/login/"):
            page.goto(f"{site}{path}")
            found += check(page, f"signed in: {path}, {size}, {scheme}")
        page.context.close()
    assert not found, "\n\n".join(found)


# --- The 404 page under make run, the icon, screenshots ----------------------------------------

@pytest.mark.parametrize("size", list(SIZES))
def test_make_run_shows_the_sites_own_404(site: str, browser: Browser, size: str) -> None:
    page = open_page(browser, size, "light")
    response = page.goto(f"{site}/no/such/page/")
    assert response is not None and response.status == 404
    expect(page.locator("h1")).to_have_text("There is nothing here")
    body = page.content()
    assert "URLconf" not in body and "DEBUG = True" not in body  # not Django's technical page
    expect(page).to_have_title(re.compile(r"^Page not found · "))
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"not-found-{SIZES[size]['width']}.png"), full_page=True)
    page.get_by_role("link", name="Back to the lobby").click()
    lobby_ready(page)
    page.context.close()


@pytest.mark.parametrize("size", list(SIZES))
def test_the_lobby_loads_without_a_failed_request(site: str, browser: Browser, size: str) -> None:
    """No 404 for the icon (or anything else) on a first visit: no error in the console."""
    page = open_page(browser, size, "light")
    failed: list[str] = []
    page.on("response", lambda r: failed.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(f"{site}/")
    lobby_ready(page)
    for href in page.locator('link[rel="icon"]').evaluate_all("ls => ls.map(l => l.href)"):
        answer = page.request.get(href)
        assert answer.ok and answer.headers["content-type"].startswith("image/"), href
    assert page.request.get(f"{site}/favicon.ico").headers["content-type"] == "image/x-icon"
    page.wait_for_load_state("networkidle")
    assert not failed and not errors, failed + errors
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator(".site-header").screenshot(
        path=str(SHOTS / f"lobby-header-{SIZES[size]['width']}.png"))
    page.context.close()
