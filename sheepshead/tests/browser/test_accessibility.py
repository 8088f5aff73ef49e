"""Sheepshead's table passes axe-core (WCAG 2.x A and AA, and best practices) state by state:
picking, burying, calling, playing, with the score sheet and the settings shown, and with a
deal's result open, on a phone and a desktop, in the light and the dark scheme, and in two
other languages (the site's pages: tests/browser/test_accessibility.py)."""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import Browser, Page, expect

from sheepshead.tests.browser.test_play import wait_for_turn
from tests.browser.axe import check, open_page
from tests.browser.site import choose_speed
from tests.browser.test_accessibility import COMBINATIONS, lobby_ready

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

# The client has drawn every view it has (test_keyboard.py waits the same way).
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


