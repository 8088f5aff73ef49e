"""Every page passes axe-core (WCAG 2.x A and AA, and best practices) on a phone and on a
desktop, in the light and the dark colour scheme.

The pages are those a person meets: the lobby, the list of games, the rules, the daily
boards, the account pages, the 404 page, and a table while picking, burying, calling, playing,
with the score sheet and the settings shown, and with a deal's result open. A violation
fails its test with the rule, the elements and axe's advice (tests/browser/axe.py).

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
from tests.browser.conftest import DESKTOP, PHONE, choose_speed
from tests.browser.test_play_a_game import SHOTS, play_to_the_end, wait_for_turn

SIZES = {"phone": PHONE, "desktop": DESKTOP}
SCHEMES = ("light", "dark")
COMBINATIONS = [(size, scheme) for size in SIZES for scheme in SCHEMES]
IDS = [f"{size}-{scheme}" for size, scheme in COMBINATIONS]
FINDINGS = SHOTS / "accessibility"

if not axe.AXE.exists():  # fail loudly, never skip: the check must not vanish quietly
    pytest.fail(axe.missing_message(), pytrace=False)


def open_page(browser: Browser, size: str, scheme: str) -> Page:
    """A new person (a fresh context: no guest until the first game) on a ``size`` screen in
    ``scheme``."""
    context = browser.new_context(
        viewport=SIZES[size],  # type: ignore[arg-type]
        color_scheme=scheme,  # type: ignore[arg-type]
        # Colours are measured when everything has settled, not halfway through a fade.
        reduced_motion="reduce",
    )
    page = context.new_page()
    page.set_default_timeout(20_000)
    return page


def check(page: Page, where: str) -> list[str]:
    """axe's findings on the page as it is now, or nothing; with findings, a screenshot of
    the page goes to test-results/screenshots/accessibility/ to look at."""
    # Two animation frames: whatever was just opened or drawn has been laid out. Bounded: a
    # page chromium does not paint gets no frames, and an unbounded wait hung a CI run.
    page.evaluate("() => new Promise(r => { requestAnimationFrame(() => requestAnimationFrame(r));"
                  " setTimeout(r, 500); })")
    found = axe.violations(page)
    if not found:
        return []
    FINDINGS.mkdir(parents=True, exist_ok=True)
    name = re.sub(r"[^a-z0-9]+", "-", where.lower()).strip("-")
    page.screenshot(path=str(FINDINGS / f"{name}.png"), full_page=True)
    return [axe.report(where, found)]


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
}


@pytest.fixture(scope="module")
def played_daily(site: str, browser: Browser) -> Iterator[None]:
    """Today's daily, played to the end by somebody, so that the boards have a row."""
    page = open_page(browser, "desktop", "light")
    page.goto(f"{site}/")
    page.locator('#dailies [data-game="sheepshead"] [data-action="play-daily"]').click()
    page.wait_for_url(re.compile(r"/tables/[0-9a-f-]{36}/$"))
    choose_speed(page, "instant")
    play_to_the_end(page, random.Random(7))
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


# --- A table, state by state -------------------------------------------------------------------

CREATE_TABLE = """async () => {
  const token = document.querySelector("[name=csrfmiddlewaretoken]").value;
  const response = await fetch("/api/tables/", {
    method: "POST",
    headers: {"Content-Type": "application/json", "X-CSRFToken": token},
    // Seat 4 deals, so the person (seat 0) is the first to decide and leads the first trick.
    body: JSON.stringify({game: "sheepshead", level: "easy", options: {first_dealer: 4}}),
  });
  if (response.status !== 201) throw new Error(`table not created: ${response.status}`);
  return (await response.json()).url;
}"""

# The client has drawn every view it has (tests/browser/test_keyboard.py waits the same way).
IDLE = ("() => { const c = window.tableClient; "
        "return c && !c.pumping && !c.queue.length && !c.pending; }")


def close(page: Page, opener: str) -> None:
    """Close what the ``opener`` button opened: a dialog with Escape, a panel with its button."""
    if page.locator("dialog[open]").count():
        page.keyboard.press("Escape")
        expect(page.locator("dialog[open]")).to_have_count(0)
    else:
        page.locator(f'[data-action="{opener}"]:visible').first.click()


def visible(page: Page, selector: str) -> None:
    page.locator(f"{selector}:visible").first.wait_for(timeout=30_000)


# Every size and scheme in English, and the table in two other languages: a longer word or a
# right-to-left page must not break a name, a landmark or a contrast either.
TABLE_CASES = [(size, scheme, "en") for size, scheme in COMBINATIONS] + [
    ("phone", "light", "he"), ("desktop", "dark", "sw")]


@pytest.mark.parametrize(("size", "scheme", "language"), TABLE_CASES,
                         ids=["-".join(case) for case in TABLE_CASES])
def test_table_has_no_axe_violations(site: str, browser: Browser, size: str, scheme: str,
                                     language: str) -> None:
    page = open_page(browser, size, scheme)
    page.context.add_cookies([{"name": "django_language", "value": language, "url": site}])
    page.goto(f"{site}/")
    lobby_ready(page)
    page.goto(site + page.evaluate(CREATE_TABLE))
    choose_speed(page, "instant")
    where = f"table, {size}, {scheme}, {language}"
    found: list[str] = []

    visible(page, '[data-action="pick"]')
    found += check(page, f"{where}: picking")
    page.locator('[data-action="pick"]').click()

    visible(page, '[data-action="bury"]')
    legal = page.locator(".ss-hand [data-card].is-legal")
    legal.nth(legal.count() - 1).click()
    legal.nth(legal.count() - 2).click()
    found += check(page, f"{where}: burying, two cards chosen")
    page.locator('[data-action="bury"]').click()

    visible(page, '[data-action="call"], [data-action="alone"]')
    found += check(page, f"{where}: calling a partner")
    page.locator('[data-action="call"]:visible, [data-action="alone"]:visible').first.click()

    visible(page, ".ss-hand [data-card].is-legal")
    page.wait_for_function(IDLE)
    found += check(page, f"{where}: playing, the person to lead")

    # The score sheet, and the settings, wherever the table keeps them on this screen.
    for name, opener in (("score sheet", "scores"), ("settings", "settings")):
        button = page.locator(f'[data-action="{opener}"]:visible')
        if not button.count():
            continue
        button.first.click()
        if button.first.get_attribute("aria-haspopup") == "dialog":
            expect(page.locator("dialog[open]")).to_be_visible()
        else:
            expect(button.first).to_have_attribute("aria-expanded", "true")
        found += check(page, f"{where}: playing, {name} open")
        close(page, opener)

    # Play the deal out (computers at Easy, moving instantly) and stop at its result.
    rng = random.Random(3)
    for _ in range(200):
        wait_for_turn(page)
        if page.locator('[data-action="continue"]').is_visible():
            break
        legal = page.locator(".ss-hand [data-card].is-legal")
        card = legal.nth(rng.randrange(legal.count())).get_attribute("data-card")
        page.locator(f'.ss-hand [data-card="{card}"]').click()
        expect(page.locator(f'.ss-hand [data-card="{card}"].is-legal')).to_have_count(0)
    expect(page.get_by_test_id("deal-summary")).to_be_visible()
    found += check(page, f"{where}: the deal's result open")
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
