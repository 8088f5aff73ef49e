"""The lobby leads with today (issue 30, part 4), measured in Chromium.

On a 360×640 phone the strip of today's dailies comes first, every game's Play within the
first screen, and every game's New game within the first two screens (1,280 px), with no
sideways scroll; on a 1280×800 desktop the strip is one row and the games a grid. The
header's Daily and Boards lead to the strip and to the boards page, and the header fits a
phone on every page that shows them. A game's setup is folded away in its Options, where New
game still reads it. Screenshots go to test-results/screenshots/lobby-*.png.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from tables import registry
from tests.browser.site import DESKTOP, PHONE, SHOTS, new_page

TWO_SCREENS = 2 * PHONE["height"]

# In the page: where things end, in page coordinates (the top of the page is 0).
MEASURE_JS = """() => {
  const bottom = (node) => node ? node.getBoundingClientRect().bottom + scrollY : null;
  const games = {};
  for (const tile of document.querySelectorAll('[data-game-card]')) {
    const name = tile.dataset.gameCard;
    const daily = document.querySelector(`[data-testid="daily-card"][data-game="${name}"]`);
    games[name] = {
      newGame: bottom(tile.querySelector(`[data-new-game="${name}"]`)),
      daily: bottom(daily && daily.querySelector(
        '[data-action="play-daily"], [data-action="continue-daily"], [data-action="daily-board"]')),
      dailyTop: daily ? daily.getBoundingClientRect().top + scrollY : null,
      dailyBottom: bottom(daily),
      tileTop: tile.getBoundingClientRect().top + scrollY,
    };
  }
  const doc = document.documentElement;
  return {games, width: doc.scrollWidth, height: doc.scrollHeight};
}"""

# In the page: whatever sticks out sideways, for the failure message.
WIDE_JS = """(width) => [...document.querySelectorAll('body *')].filter((n) => {
  const r = n.getBoundingClientRect();
  return r.width && (r.right > width + 0.5 || r.left < -0.5);
}).slice(0, 5).map((n) => `${n.tagName}.${n.className}`)"""


def open_lobby(page: Page, site: str) -> dict:
    page.goto(f"{site}/")
    expect(page.locator('[data-new-game="sheepshead"]')).to_be_enabled()  # the script ran
    measured: dict = page.evaluate(MEASURE_JS)
    return measured


def shot(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"lobby-{name}.png"), full_page=True)


def test_every_game_and_its_daily_within_two_phone_screens(site: str, browser: Browser) -> None:
    page = new_page(browser, PHONE)
    measured = open_lobby(page, site)
    games = measured["games"]
    assert list(games) == [spec.name for spec in registry.games()]
    assert measured["width"] <= PHONE["width"], page.evaluate(WIDE_JS, PHONE["width"])
    for name, where in games.items():
        assert where["newGame"] is not None and where["daily"] is not None, name
        assert where["newGame"] <= TWO_SCREENS, (name, measured)
        # The strip of dailies leads: every Play within the first screen, above the games.
        assert where["daily"] <= PHONE["height"], (name, measured)
        assert where["dailyTop"] < min(g["tileTop"] for g in games.values())
    # A daily a row, each beside its button: the strip is no taller than it has to be.
    rows = sorted(round(g["dailyBottom"] - g["dailyTop"]) for g in games.values())
    assert rows[-1] <= 64, rows
    shot(page, "360")
    print(f"lobby at 360×640: {measured['height']} px tall")
    page.context.close()


def test_the_desktop_shows_the_strip_in_a_row_and_the_games_in_a_grid(
        site: str, browser: Browser) -> None:
    page = new_page(browser, DESKTOP)
    measured = open_lobby(page, site)
    games = measured["games"]
    assert measured["width"] <= DESKTOP["width"], page.evaluate(WIDE_JS, DESKTOP["width"])
    assert len({round(g["dailyTop"]) for g in games.values()}) == 1  # one row of dailies
    assert len({round(g["tileTop"]) for g in games.values()}) < len(games)  # a grid
    for name, where in games.items():
        assert where["daily"] <= DESKTOP["height"], (name, measured)
        assert where["newGame"] <= TWO_SCREENS, (name, measured)
    shot(page, "1280")
    page.context.close()


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_headers_daily_and_boards_lead_to_the_strip_and_the_boards(
        site: str, browser: Browser, size: dict[str, int]) -> None:
    page = new_page(browser, size)
    page.goto(f"{site}/rules/sheepshead/")
    daily = page.get_by_test_id("header-daily")
    boards = page.get_by_test_id("header-boards")
    expect(daily).to_be_visible()
    expect(daily).to_have_text("Daily")
    expect(boards).to_be_visible()
    expect(boards).not_to_have_attribute("aria-current", "page")
    daily.click()
    page.wait_for_url(re.compile(r"/#dailies$"))
    strip = page.locator("#dailies")
    expect(strip).to_be_in_viewport()
    expect(strip.get_by_role("heading", level=2)).to_have_text("Today's dailies")
    page.get_by_test_id("header-boards").click()
    page.wait_for_url(re.compile(r"/boards/$"))
    expect(page.get_by_role("heading", level=1)).to_have_text("Boards")
    expect(page.get_by_test_id("header-boards")).to_have_attribute("aria-current", "page")
    for spec in registry.games():
        links = page.locator(f'[data-game="{spec.name}"] .board-links a')
        expect(links).to_have_count(3)
        links.first.click()
        page.wait_for_url(re.compile(rf"/daily/{spec.name}/$"))
        page.go_back()
    if size == PHONE:
        shot(page, "boards-360")
    page.context.close()


def test_the_header_fits_a_phone_on_every_page(site: str, browser: Browser) -> None:
    """Before the first game and after it (the nickname and Stats join the header): the
    header's links all on the screen, nothing wider than the phone."""
    page = new_page(browser, PHONE)
    paths = ["/", "/boards/", "/daily/sheepshead/", "/daily/sheepshead/week/",
             "/rules/sheepshead/", "/games/", "/me/stats/"]
    for person in ("new", "guest"):
        if person == "guest":
            page.goto(f"{site}/")
            token = page.locator("[name=csrfmiddlewaretoken]").first.input_value()
            made = page.request.post(f"{site}/api/tables/", headers={"X-CSRFToken": token},
                                     data={"game": "sheepshead"})
            assert made.status == 201, made.text()
        for path in paths:
            page.goto(f"{site}{path}")
            where = f"{path} ({person})"
            width = page.evaluate("document.documentElement.scrollWidth")
            assert width <= PHONE["width"], (where, page.evaluate(WIDE_JS, PHONE["width"]))
            for link in page.locator(".site-header a:visible, .site-header summary").all():
                box = link.bounding_box()
                assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], where
            expect(page.get_by_test_id("header-daily")).to_be_visible()
            expect(page.get_by_test_id("header-boards")).to_be_visible()
            header = page.locator(".site-header").bounding_box()
            assert header and header["height"] <= 140, (where, header)
    page.context.close()


def test_the_options_are_folded_and_still_read(site: str, browser: Browser) -> None:
    """Shut, the setup takes no room; open, it shows the choices. A bad choice left in shut
    Options is shown: New game opens them and puts the focus on it."""
    page = new_page(browser, PHONE)
    page.goto(f"{site}/")
    tile = page.locator('[data-game-card="shiesta"]')
    options = tile.locator("[data-game-options]")
    expect(tile.locator("select[data-seats]")).to_be_hidden()
    expect(options.locator("summary")).to_have_accessible_name("Options for Shiesta")
    # Every button says which game it is for.
    expect(tile.locator('[data-new-game="shiesta"]')).to_have_accessible_name("New game Shiesta")
    expect(tile.get_by_role("link", name="Rules of Shiesta")).to_be_visible()
    expect(page.locator('#dailies [data-game="shiesta"] [data-action="play-daily"]')) \
        .to_have_accessible_name("Play today's daily of Shiesta")
    games = tile.locator('input[data-option="games"]')
    games.evaluate("(input) => { input.value = '0'; }")  # below its minimum of 1
    tile.locator('[data-new-game="shiesta"]').click()
    expect(options).to_have_attribute("open", "")
    expect(games).to_be_focused()
    expect(page.locator("#new-game-note-shiesta")).to_contain_text("Games in a match")
    assert "/tables/" not in page.url
    expect(tile.locator("select[data-seats]")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    shot(page, "options-360")
    page.context.close()
