"""Sixes' coach in Chromium, on a phone and a desktop: in a practice game Hint (the button,
and on the desktop the H key) asks Hard's evaluation, says why in a sentence, and marks the
pile, grid card or button of the action it suggests, one of the person's legal moves,
without the page scrolling; after the game "Review my play" lists the person's choices the
coach would have made otherwise, or says it agrees with them.

Screenshots go to test-results/screenshots/sixes/ (docs/screenshots/sixes-hint-360x640.png and
sixes-review-1280x800.png are two of them).
"""

from __future__ import annotations

import random
import re
from typing import Any

from playwright.sync_api import Browser, Page, expect

from sixes.tests.browser.test_play import (
    SHOTS,
    assert_fits,
    current,
    play_to_the_end,
    start_from_lobby,
    wait_for_my_move,
)
from tests.browser.site import DESKTOP, PHONE, new_page


def marked(action: dict[str, Any]) -> str:
    """Where the table shows ``action``: the selector of what a hint for it marks."""
    kind = action["type"]
    if kind == "draw":
        return '[data-action="draw"]'
    if kind in ("take", "discard"):
        return '[data-action="open-pile"]'
    if kind == "swap":
        return (f'.sx-mine .sx-card[data-packet="{action["packet"]}"]'
                f'[data-position="{action["position"]}"]')
    if kind in ("up", "knock"):
        return f'.sx-decisions [data-action="{kind}-{action["packet"]}"]'
    return f'.sx-decisions [data-action="{kind}"]'


def ask_for_a_hint(page: Page, key: bool) -> dict[str, Any]:
    """Hint (its button, or H), on the person's own turn: the action the server answered."""
    view = wait_for_my_move(page)
    button = page.locator('[data-action="hint"]')
    expect(button).to_be_enabled()
    with page.expect_response(lambda r: "/hint/" in r.url and r.status == 200,
                              timeout=30_000) as answered:
        if key:
            page.locator("[data-table-root]").focus()
            page.keyboard.press("h")
        else:
            button.click()
    action: dict[str, Any] = answered.value.json()["hint"]["action"]
    assert action in view["legal_actions"], (action, view["legal_actions"])
    line = page.get_by_test_id("hint")
    # The advice itself (the decision, a colon, its reason), not "Thinking…" or an error.
    expect(line).to_have_text(re.compile(r"^(?!Thinking)[^:]{4,}: .{20,}\.$"), timeout=10_000)
    target = page.locator(marked(action))
    expect(target).to_have_class(re.compile(r"\bis-hinted\b"))
    expect(page.locator(".is-hinted")).to_have_count(1)
    expect(target).to_be_visible()
    return action


def test_hint_and_review_in_a_practice_game(site: str, browser: Browser) -> None:
    for size, name, key in ((PHONE, "360x640", False), (DESKTOP, "1280x800", True)):
        page = new_page(browser, size)
        start_from_lobby(page, site, seats=3)
        ask_for_a_hint(page, key)
        assert_fits(page)  # the hint's lines take the last event's place
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"hint-{name}.png"))
        # The hint is forgotten with the view it was for.
        view = current(page)
        page.locator('[data-action="draw"]').click()
        page.wait_for_function(f"() => window.tableClient.current.version > {view['version']}")
        expect(page.get_by_test_id("hint")).to_be_hidden()
        play_to_the_end(page, random.Random(7), knock_after=3)
        over = page.get_by_test_id("game-over")
        expect(over).to_be_visible()
        # With the keyboard: focus goes on to the review, not back to "Game over".
        over.locator('[data-action="review"]').focus()
        page.keyboard.press("Enter")
        review = over.get_by_test_id("review")
        expect(review).to_contain_text(
            re.compile(r"could have done better|agrees with your"), timeout=60_000)
        expect(review).to_be_focused()
        for item in review.locator("li").all():  # each the turn, the choice, the better one
            expect(item).to_contain_text(re.compile(r"^Turn \d+: you chose to .+ Better: .+"))
        page.screenshot(path=str(SHOTS / f"review-{name}.png"))
        page.context.close()


def test_a_daily_table_says_why_there_is_no_hint(site: str, browser: Browser) -> None:
    page = new_page(browser, PHONE)
    page.goto(f"{site}/")
    page.locator('#dailies [data-testid="daily-card"][data-game="sixes"] '
                 '[data-action="play-daily"]').click()
    page.wait_for_url(re.compile(r"/tables/[0-9a-f-]{36}/$"))
    wait_for_my_move(page)
    expect(page.locator('[data-action="hint"]')).to_be_hidden()
    note = page.get_by_test_id("no-hint")
    expect(note).to_have_text("Ranked: no hints")
    # Beside the piles, on none of them.
    box, pile = note.bounding_box(), page.locator('[data-action="open-pile"]').bounding_box()
    assert box and pile and box["x"] >= pile["x"] + pile["width"], (box, pile)
    assert_fits(page)
    page.screenshot(path=str(SHOTS / "daily-no-hint-360x640.png"))
    page.context.close()
