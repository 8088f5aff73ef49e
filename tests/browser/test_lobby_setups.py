"""The lobby's setups follow the game (issue 31), in Chromium on a phone: Players follows
Sixes' variant (Double Sixes: two or three, two unless chosen), a size the variant does not
allow is refused in words, and a practice Sheepshead game may be one, five or ten deals, a
game of one deal ending with its result after it."""

from __future__ import annotations

import random
import re
from typing import Any

from playwright.sync_api import Browser, Locator, Page, expect

from tests.browser.conftest import PHONE, choose_speed, new_page
from tests.browser.test_lobby_layout import WIDE_JS, shot
from tests.browser.test_play_a_game import deals_done, play_to_the_end

TABLE_URL = re.compile(r"/tables/([0-9a-f-]{36})/$")


def options_of(select: Locator) -> list[str | None]:
    return [option.get_attribute("value") for option in select.locator("option").all()]


def open_options(page: Page, game: str) -> Locator:
    """The game's tile, its Options open, once the lobby's script has run."""
    tile = page.locator(f'[data-game-card="{game}"]')
    expect(tile.locator(f'[data-new-game="{game}"]')).to_be_enabled()
    tile.locator("[data-game-options] > summary").click()
    return tile


def view_of(page: Page, site: str) -> dict[str, Any]:
    """The table's view, once the lobby's New game has opened it."""
    page.wait_for_url(TABLE_URL)
    found = TABLE_URL.search(page.url)
    assert found, page.url
    view: dict[str, Any] = page.request.get(f"{site}/api/tables/{found.group(1)}/").json()["view"]
    return view


def test_players_follow_the_variant(site: str, browser: Browser) -> None:
    page = new_page(browser, PHONE)
    page.goto(f"{site}/")
    tile = open_options(page, "sixes")
    seats, variant = tile.locator("select[data-seats]"), tile.locator('[data-option="variant"]')
    assert options_of(seats) == ["2", "3", "4", "5", "6"]
    expect(seats).to_have_value("4")
    variant.select_option("double")
    expect(seats).to_have_value("2")
    assert options_of(seats) == ["2", "3"]
    shot(page, "double-sixes-360")
    # Back to Sixes: every size again, the one chosen kept; Double Sixes keeps a 3 as well.
    variant.select_option("sixes")
    assert options_of(seats) == ["2", "3", "4", "5", "6"]
    expect(seats).to_have_value("2")
    seats.select_option("3")
    variant.select_option("double")
    expect(seats).to_have_value("3")
    seats.select_option("2")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], \
        page.evaluate(WIDE_JS, PHONE["width"])
    tile.locator('[data-new-game="sixes"]').click()
    view = view_of(page, site)
    assert view["variant"] == "double" and len(view["players"]) == 2
    page.context.close()


def test_a_size_remembered_with_the_other_variant_gives_way(site: str, browser: Browser
                                                            ) -> None:
    """Chosen before the lobby followed the variant: four players and Double Sixes."""
    page = new_page(browser, PHONE)
    page.goto(f"{site}/")
    page.evaluate("""() => {
      localStorage.setItem("lobby.sixes.seats", "4");
      localStorage.setItem("lobby.sixes.option.variant", "double");
    }""")
    page.reload()
    tile = open_options(page, "sixes")
    seats = tile.locator("select[data-seats]")
    expect(tile.locator('[data-option="variant"]')).to_have_value("double")
    expect(seats).to_have_value("2")
    assert options_of(seats) == ["2", "3"]
    assert page.evaluate("localStorage.getItem('lobby.sixes.seats')") == "2"
    page.context.close()


def test_a_size_the_variant_does_not_allow_is_refused_in_words(site: str, browser: Browser
                                                               ) -> None:
    """Should four players reach New game with Double Sixes (a page of an older lobby, a
    tampered one), the lobby says the game's reason and opens nothing."""
    page = new_page(browser, PHONE)
    page.goto(f"{site}/")
    tile = open_options(page, "sixes")
    tile.locator('[data-option="variant"]').select_option("double")
    tile.locator("select[data-seats]").evaluate(
        "(select) => { select.append(new Option('4', '4')); select.value = '4'; }")
    tile.locator('[data-new-game="sixes"]').click()
    expect(page.locator("#new-game-note-sixes")).to_have_text(
        "Double Sixes is played by two or three players.")
    expect(tile.locator('[data-new-game="sixes"]')).to_be_enabled()
    assert not TABLE_URL.search(page.url)
    page.context.close()


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
