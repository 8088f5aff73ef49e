"""Sheepshead's length in the lobby (issue 31), in Chromium on a phone: a practice game may be
one, five or ten deals, ten unless chosen, and a game of one deal ends with its result after
it."""

from __future__ import annotations

import random

from playwright.sync_api import Browser, expect

from sheepshead.tests.browser.test_play import deals_done, play_to_the_end
from tests.browser.site import PHONE, choose_speed, new_page
from tests.browser.test_lobby_layout import WIDE_JS, shot
from tests.browser.test_lobby_setups import open_options, options_of, view_of


def test_a_practice_sheepshead_game_of_one_deal(site: str, browser: Browser) -> None:
    """Deals: one, five or ten, ten unless chosen; the daily has no such choice. A game of
    one deal says so at the table, and ends after it with the game's result."""
    page = new_page(browser, PHONE)
    page.goto(f"{site}/")
    tile = open_options(page, "sheepshead")
    deals = tile.get_by_label("Deals")
    assert options_of(deals) == ["1", "5", "10"]
    expect(deals).to_have_value("10")
    assert page.locator('#dailies [data-game="sheepshead"] select').count() == 0
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], \
        page.evaluate(WIDE_JS, PHONE["width"])
    shot(page, "sheepshead-deals-360")
    deals.select_option("1")
    tile.locator('[data-new-game="sheepshead"]').click()
    view = view_of(page, site)
    assert view["deals"] == 1
    choose_speed(page, "instant")
    expect(page.locator(".ss-deal-info")).to_have_text("Deal 1 of 1")
    play_to_the_end(page, random.Random(1))
    expect(page.locator(".ss-deal-info")).to_have_text("Game over after 1 deal")
    over = page.get_by_test_id("game-over")
    expect(over).to_contain_text("Your total:")
    assert deals_done(page) == 1
    sheet = page.get_by_test_id("score-sheet")
    expect(sheet.locator("tbody tr")).to_have_count(1)
    totals = [int((cell.text_content() or "").replace("−", "-").replace("+", ""))
              for cell in sheet.locator("tfoot td.num").all()]
    assert len(totals) == 5 and sum(totals) == 0
    # The lobby remembers the length for the next practice game.
    page.goto(f"{site}/")
    expect(page.locator('[data-game-card="sheepshead"] [data-option="deals"]')).to_have_value("1")
    page.context.close()


def test_a_practice_sheepshead_game_of_five_deals(site: str, browser: Browser) -> None:
    page = new_page(browser, PHONE)
    page.goto(f"{site}/")
    tile = open_options(page, "sheepshead")
    tile.get_by_label("Deals").select_option("5")
    tile.locator('[data-new-game="sheepshead"]').click()
    assert view_of(page, site)["deals"] == 5
    expect(page.locator(".ss-deal-info")).to_have_text("Deal 1 of 5")
    expect(page.get_by_test_id("score-sheet").locator("tbody tr")).to_have_count(5)
    page.context.close()
