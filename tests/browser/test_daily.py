"""A person plays today's daily in Chromium and finds himself on the board."""

from __future__ import annotations

import random
import re

from playwright.sync_api import Browser, Locator, Page, expect

from tests.browser.conftest import PHONE, choose_speed, my_nickname, new_page
from tests.browser.test_play_a_game import SHOTS, play_to_the_end


def sheepshead_daily(page: Page) -> Locator:
    """Sheepshead's card in the lobby's strip of today's dailies: each game has one."""
    return page.locator('#dailies [data-testid="daily-card"][data-game="sheepshead"]')


def test_play_the_daily_and_find_yourself_on_the_board(site: str, browser: Browser) -> None:
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
    expect(page.locator('[data-action="hint"]')).to_be_hidden()  # no coach in a daily
    play_to_the_end(page, random.Random(11))

    page.locator('[data-action="leaderboard"]').click()
    page.wait_for_url(re.compile(r"/daily/sheepshead/\d{4}-\d{2}-\d{2}/$"))
    me = page.get_by_test_id("my-row")
    expect(me).to_contain_text(nickname)
    expect(page.get_by_test_id("standing")).to_contain_text("rank")
    expect(page.get_by_test_id("round-comparison").locator("tbody tr")).to_have_count(10)
    page.screenshot(path=str(SHOTS / "daily-board-360.png"), full_page=True)

    # The personal statistics count the game and list the day.
    page.goto(f"{site}/me/stats/")
    expect(page.get_by_test_id("stat-tiles")).to_be_visible()
    expect(page.locator("main")).to_contain_text("Daily challenge")
    page.screenshot(path=str(SHOTS / "stats-360.png"), full_page=True)

    # No second ranked look: the lobby now leads to the board, and a replay is unranked.
    page.goto(f"{site}/")
    expect(sheepshead_daily(page).locator('[data-action="daily-board"]')).to_be_visible()
    expect(sheepshead_daily(page).locator('[data-action="play-daily"]')).to_have_count(0)
    page.goto(f"{site}/daily/sheepshead/")
    page.locator('[data-action="replay-daily"]').click()
    page.wait_for_url(re.compile(r"/tables/[0-9a-f-]{36}/$"))
    page.context.close()
