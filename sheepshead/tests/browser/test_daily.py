"""A person plays today's daily in Chromium on the first day here: the table says it is the
ranked daily, with no hints; the result is provisional, says where it would stand and how to
share it (the Share button on the first screen of a phone), and is on no public board."""

from __future__ import annotations

import random
import re

from playwright.sync_api import Browser, Locator, Page, expect

from sheepshead.tests.browser.test_play import play_to_the_end
from tests.browser.site import DESKTOP, PHONE, SHOTS, choose_speed, my_nickname, new_page


def sheepshead_daily(page: Page) -> Locator:
    """Sheepshead's card in the lobby's strip of today's dailies: each game has one."""
    return page.locator('#dailies [data-testid="daily-card"][data-game="sheepshead"]')


def test_a_first_days_daily_is_provisional_and_shareable(site: str, browser: Browser) -> None:
    page = new_page(browser, PHONE)
    page.goto(f"{site}/")
    expect(page.get_by_test_id("no-nickname")).to_be_visible()  # nobody before the first game
    daily = sheepshead_daily(page)
    # Midnight UTC, in the reader's clock (this browser's is UTC) and English: said once,
    # for the whole strip.
    expect(page.locator("#dailies")).to_contain_text("A new daily starts every day at 12:00 AM UTC")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "lobby-360.png"), full_page=True)
    daily.locator('[data-action="play-daily"]').click()
    page.wait_for_url(re.compile(r"/tables/[0-9a-f-]{36}/$"))
    nickname = my_nickname(page, site)  # playing the daily made the guest
    choose_speed(page, "instant")
    # The table says what it is, and why there is no Hint.
    expect(page.get_by_test_id("table-mode")).to_have_text("Daily — ranked")
    expect(page.locator('[data-action="hint"]')).to_be_hidden()
    expect(page.get_by_test_id("no-hint")).to_have_text("Ranked: no hints")
    page.screenshot(path=str(SHOTS / "daily-table-360.png"))
    play_to_the_end(page, random.Random(11))

    page.locator('[data-action="leaderboard"]').click()
    page.wait_for_url(re.compile(r"/daily/sheepshead/\d{4}-\d{2}-\d{2}/$"))
    standing = page.get_by_test_id("standing")
    expect(standing.get_by_test_id("daily-rank")).to_have_text(
        re.compile(r"^You would be \d+(?:st|nd|rd|th) of \d+$"))
    expect(standing.get_by_test_id("provisional-note")).to_contain_text(
        "From tomorrow your dailies are ranked on the board.")
    expect(page.get_by_test_id("my-row")).to_have_count(0)  # on no public board
    expect(page.locator("main")).not_to_contain_text(nickname)
    # Share, on the first screen of a phone: a grid of the ten deals, a true minus sign.
    share = page.locator("[data-share]")
    expect(share).to_be_visible()
    box = share.bounding_box()
    assert box is not None and box["y"] + box["height"] <= PHONE["height"], box
    lines = page.locator("[data-share-text]").input_value().splitlines()
    assert lines[1].startswith("Total ") and "-" not in lines[1], lines  # "−7", never "-7"
    assert re.fullmatch(r"Would be \d+(?:st|nd|rd|th) of \d+ \(provisional: my first day\)",
                        lines[2]), lines
    assert re.fullmatch("[🟩🟥⬜]{10}", lines[3]), lines
    page.screenshot(path=str(SHOTS / "daily-provisional-360.png"))
    page.set_viewport_size(DESKTOP)
    page.screenshot(path=str(SHOTS / "daily-provisional-1280.png"))
    page.set_viewport_size(PHONE)

    # The personal statistics count the game and list the day, said to be provisional.
    page.goto(f"{site}/me/stats/")
    expect(page.get_by_test_id("stat-tiles")).to_be_visible()
    expect(page.locator("main")).to_contain_text("Daily challenge")
    expect(page.locator(".daily-history")).to_contain_text("(Provisional)")
    page.screenshot(path=str(SHOTS / "stats-360.png"), full_page=True)

    # No second ranked look: the lobby shows the provisional result, and a replay is
    # unranked, said so at the table.
    page.goto(f"{site}/")
    expect(sheepshead_daily(page).locator('[data-action="daily-board"]')).to_be_visible()
    expect(sheepshead_daily(page).locator('[data-action="play-daily"]')).to_have_count(0)
    expect(sheepshead_daily(page).get_by_test_id("daily-rank")).to_contain_text("You would be")
    page.goto(f"{site}/daily/sheepshead/")
    page.locator('[data-action="replay-daily"]').click()
    page.wait_for_url(re.compile(r"/tables/[0-9a-f-]{36}/$"))
    expect(page.get_by_test_id("table-mode")).to_have_text("Daily — replay, unranked")
    page.context.close()
