"""The coach in Chromium: a hint marks what Hard would do and says why; after a deal the
person's play can be reviewed."""

from __future__ import annotations

import random
import re

from playwright.sync_api import Browser, expect

from sheepshead.tests.browser.test_play import start_new_game, take_turn
from tests.browser.site import DESKTOP, SHOTS, new_page


def test_hint_and_review(site: str, browser: Browser) -> None:
    page = new_page(browser, DESKTOP)
    start_new_game(page, site)
    rng = random.Random(5)
    hint = page.locator('[data-action="hint"]')
    for _ in range(200):  # until the person has a real choice
        if hint.is_enabled():
            break
        take_turn(page, rng)
    hint.click()
    line = page.get_by_test_id("hint")
    # The advice itself (a verb and its reason), not "Thinking…" or an error.
    expect(line).to_have_text(re.compile(r"^(?!Thinking).{12,}\.$"), timeout=30_000)
    expect(page.locator(".is-hinted").first).to_be_visible()
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "hint-1280.png"))

    summary = page.get_by_test_id("deal-summary")
    for _ in range(200):  # play on until the first deal's summary
        page.locator(".ss-hand [data-card].is-legal, [data-testid='deal-summary']:visible,"
                     " .ss-decisions button:visible").first.wait_for(timeout=30_000)
        if summary.is_visible():
            break
        take_turn(page, rng)
    summary.locator('[data-action="review"]').click()
    expect(summary.get_by_test_id("review")).to_contain_text(
        re.compile(r"could have done better|agrees with your"), timeout=60_000)
    page.screenshot(path=str(SHOTS / "review-1280.png"))
    page.context.close()
