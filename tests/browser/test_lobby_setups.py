"""The lobby's setups follow the game (issue 31), in Chromium on a phone: Players follows
Sixes' variant (Double Sixes: two or three, two unless chosen), and a size the variant does
not allow is refused in words. (Sheepshead's deals: sheepshead/tests/browser/test_deals.py.)"""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import Browser, Locator, Page, expect

from tests.browser.axe import check
from tests.browser.site import PHONE, new_page
from tests.browser.test_lobby_layout import WIDE_JS, shot

TABLE_URL = re.compile(r"/tables/([0-9a-f-]{36})/$")


def options_of(select: Locator) -> list[str | None]:
    return [option.get_attribute("value") for option in select.locator("option").all()]


def open_options(page: Page, game: str) -> Locator:
    """The game's tile, its Options open, once the lobby's script has run."""
    tile = page.locator(f'[data-game-card="{game}"]')
    expect(tile.locator(f'[data-new-game="{game}"]')).to_be_enabled()
    tile.locator("[data-game-options] > summary").click()
    return tile


def seat_choice(tile: Locator, number: int) -> Locator:
    """A friends' table's seat, by its label ("Seat 3", then the choice it holds)."""
    return tile.get_by_label(re.compile(rf"^Seat {number}\b"))


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


def test_a_friends_table_seats_friends_and_computers_as_chosen(site: str, browser: Browser
                                                                ) -> None:
    """Play with friends (issue 33, part 1): each seat after the host's a friend or a computer
    at a level, as many as Players says; here one friend and two Hard computers, chosen with
    the keyboard alone, and the waiting room seats them so. The seats fold into the tile's
    Options, fit a phone beside Play with friends, and axe finds nothing."""
    page = new_page(browser, PHONE)
    page.goto(f"{site}/")
    tile = open_options(page, "sixes")
    seats = tile.locator("[data-other-seat]")
    shown = tile.locator("[data-other-seat]:visible")
    assert seats.count() == 5  # Sixes seats six: five after the host's
    expect(shown).to_have_count(3)  # four players, the default
    tile.locator("select[data-seats]").select_option("6")
    expect(shown).to_have_count(5)
    # The most seats any game has: the Options and Play with friends still fit one screen.
    summary = tile.locator("[data-game-options] > summary").bounding_box()
    pressed = tile.locator('[data-new-friends="sixes"]').bounding_box()
    assert summary and pressed
    assert pressed["y"] + pressed["height"] - summary["y"] <= PHONE["height"], (summary, pressed)
    tile.locator('[data-option="variant"]').select_option("double")  # two or three players
    expect(shown).to_have_count(1)
    tile.locator('[data-option="variant"]').select_option("sixes")
    tile.locator("select[data-seats]").select_option("4")
    expect(shown).to_have_count(3)
    for seat in tile.locator("select[data-other]:visible").all():
        expect(seat).to_have_value("friend")  # every seat a friend's unless chosen

    # By keyboard: Seat 3 and Seat 4 to Hard, then Play with friends.
    for number in (3, 4):
        choice = seat_choice(tile, number)
        choice.focus()
        for _ in range(3):  # A friend, Easy, Normal, Hard
            page.keyboard.press("ArrowDown")
        expect(choice).to_have_value("hard")
    assert seat_choice(tile, 3).evaluate(
        "(s) => s.selectedOptions[0].textContent") == "Computer (Hard)"
    button = tile.locator('[data-new-friends="sixes"]')
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], \
        page.evaluate(WIDE_JS, PHONE["width"])
    shot(page, "friends-seats-360")
    found = check(page, "the lobby, a friends' table's seats open")
    assert not found, "\n\n".join(found)
    button.focus()
    page.keyboard.press("Enter")

    view = view_of(page, site)
    assert view["status"] == "waiting"
    assert [(p["kind"], p["level"]) for p in view["players"]] == [
        ("person", None), ("open", None), ("computer", "hard"), ("computer", "hard")]
    rows = page.locator('[data-testid="seats"] li')
    expect(rows).to_have_count(4)
    expect(rows.nth(1)).to_contain_text("Open: waiting for a friend")
    for number in (2, 3):
        expect(rows.nth(number)).to_contain_text("(computer)")

    # The choices are remembered for the next table.
    page.goto(f"{site}/")
    tile = open_options(page, "sixes")
    expect(seat_choice(tile, 2)).to_have_value("friend")
    expect(seat_choice(tile, 4)).to_have_value("hard")
    page.context.close()
