"""Talk at a friends' table in Chromium (issue 33, part 4): a friend on a phone opens "Say…"
in the header (it fits the screen, axe finds nothing in it) and taps "Good game"; the host's
screen shows it in a bubble by the friend's seat and says "<friend>: Good game" in the
announcer's line, and the friend's own screen shows it by their own place. The host answers
with the keyboard alone, and the friend's phone shows it by the host's seat. A practice
table has no "Say…". Screenshots go to test-results/screenshots/
(friends-phrase-360x640.png, friends-phrase-1280x800.png)."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import Browser, Page, expect

from tests.browser.axe import check
from tests.browser.site import CREATE_TABLE, CREATE_TABLE_ANSWER, DESKTOP, PHONE, SHOTS, new_page
from tests.browser.table import no_sideways_scroll, tap, watch_errors

TABLE_URL = re.compile(r"/tables/[0-9a-f-]{36}/$")
DRAWN = "() => window.tableClient && window.tableClient.renderer"


def seated_together(browser: Browser, site: str) -> tuple[Page, Page]:
    """The host on a desktop and a friend on a phone at one started Sheepshead table (seats
    0 and 1), three computers in the others."""
    host = new_page(browser, DESKTOP)
    host.goto(f"{site}/")
    # A friends' table as the lobby's Options open one: its answer (url, invite_url).
    table: dict[str, Any] = host.evaluate(CREATE_TABLE_ANSWER, {
        "game": "sheepshead", "mode": "friends", "others": ["friend", "easy", "easy", "easy"]})
    friend = new_page(browser, PHONE)
    friend.goto(f"{site}{table['invite_url']}")
    friend.locator('[data-action="join"]').click()
    expect(friend.get_by_test_id("waiting-room")).to_be_visible()
    host.goto(f"{site}{table['url']}")
    host.locator('[data-action="start"]').click()
    host.wait_for_url(TABLE_URL)
    host.wait_for_function(DRAWN)
    friend.wait_for_function(DRAWN, timeout=15_000)  # the room becomes the table by itself
    return host, friend


def box(page: Page, selector: str) -> dict[str, float]:
    found = page.locator(selector).first.bounding_box()
    assert found, selector
    return found


def test_a_phrase_is_seen_and_heard_on_the_other_screen(site: str, browser: Browser) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    host, friend = seated_together(browser, site)
    errors = watch_errors(host) + watch_errors(friend)
    names = host.evaluate("() => window.tableClient.current.players.map((p) => p.name)")

    # The friend, on the phone: Say… and its ten phrases on the screen as it is.
    tap(friend, '[data-action="talk"]')
    menu = friend.get_by_test_id("talk")
    expect(menu).to_be_visible()
    expect(menu.locator("[data-phrase]")).to_have_count(10)
    last = box(friend, '[data-phrase="heart"]')
    assert last["y"] + last["height"] <= PHONE["height"], last
    no_sideways_scroll(friend, "the phrases menu")
    found = check(friend, "the phrases menu, a friend's phone")
    friend.screenshot(path=str(SHOTS / "friends-phrase-menu-360x640.png"))
    tap(friend, '[data-phrase="good_game"]')
    expect(menu).to_be_hidden()

    # The host sees it by the friend's badge and hears who said it.
    bubble = host.locator('[data-testid="bubble"][data-seat="1"]')
    expect(bubble).to_have_text("Good game")
    badge = box(host, '.tbl-seat[data-seat="1"]')
    said = box(host, '[data-testid="bubble"][data-seat="1"]')
    middle = said["x"] + said["width"] / 2
    assert badge["x"] <= middle <= badge["x"] + badge["width"], (badge, said)
    assert abs(said["y"] - (badge["y"] + badge["height"])) < 40, (badge, said)
    expect(host.get_by_test_id("announcer")).to_contain_text(f"{names[1]}: Good game")
    found += check(host, "a phrase by a seat, the host's desktop")
    host.screenshot(path=str(SHOTS / "friends-phrase-1280x800.png"))
    # The friend's own screen shows it by their own place: "You" said it.
    expect(friend.locator('[data-testid="bubble"][data-seat="1"]')).to_be_visible()
    expect(friend.get_by_test_id("announcer")).to_contain_text("You: Good game")

    # The host answers with the keyboard alone: Enter opens the menu on its first phrase, Tab
    # goes on to the next, Enter says it and focus is back on Say…; Escape closes it unsaid.
    talk = host.locator('[data-action="talk"]')
    talk.focus()
    host.keyboard.press("Enter")
    expect(host.locator('[data-phrase="hello"]')).to_be_focused()
    host.keyboard.press("Tab")
    expect(host.locator('[data-phrase="good_luck"]')).to_be_focused()
    host.keyboard.press("Enter")
    expect(talk).to_be_focused()
    expect(talk).to_have_attribute("aria-expanded", "false")
    expect(friend.locator('[data-testid="bubble"][data-seat="0"]')).to_have_text("Good luck")
    expect(friend.get_by_test_id("announcer")).to_contain_text(f"{names[0]}: Good luck")
    friend.wait_for_timeout(300)  # the bubble's fade in is over
    friend.screenshot(path=str(SHOTS / "friends-phrase-360x640.png"))
    host.keyboard.press("Enter")
    expect(host.get_by_test_id("talk")).to_be_visible()
    host.keyboard.press("Escape")
    expect(host.get_by_test_id("talk")).to_be_hidden()
    expect(talk).to_be_focused()
    # A bubble goes by itself after a few seconds.
    expect(host.locator('[data-testid="bubble"][data-seat="1"]')).to_have_count(0,
                                                                             timeout=10_000)
    assert not found, "\n\n".join(found)
    assert not errors, errors
    host.context.close()
    friend.context.close()


def test_a_practice_table_has_nobody_to_talk_to(site: str, browser: Browser) -> None:
    page = new_page(browser, PHONE)
    page.goto(f"{site}/")
    page.goto(site + page.evaluate(CREATE_TABLE, {"game": "sheepshead", "mode": "practice"}))
    page.wait_for_function(DRAWN)
    expect(page.locator("[data-table-talk]")).to_be_hidden()
    page.context.close()
