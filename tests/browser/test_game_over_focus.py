"""At the end of every game a keyboard user's focus lands on the game-over heading or New
game: never on an unnamed element, the page or the table region; and the commentary's
visible line is cleared (it would show the last move under "Game over")."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser

from tests.browser.site import CREATE_TABLE, DESKTOP, choose_speed, new_page

# The person plays his last legal move each turn (going up aside: the last is never a swap
# that Shiesta's exchange could repeat for ever) and presses Continue
# between the games or rounds of a match, until the table is over and drawn.
PLAY = """async () => {
  const c = window.tableClient;
  for (let i = 0; i < 4000; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 15));
    const next = document.querySelector('dialog[open] [data-action="continue"]');
    if (next) { next.click(); continue; }
    if (c.pumping || c.queue.length || c.pending || (c.renderer && c.renderer.looking)) continue;
    if (c.current.status === "finished") return true;
    const legal = (c.current.legal_actions || []).filter((a) => a.type !== "up");
    if (legal.length) c.send(legal[legal.length - 1]);
  }
  return false;
}"""
FOCUSED = """() => {
  const a = document.activeElement;
  return { id: a && a.id, action: a && a.dataset ? a.dataset.action || null : null,
           text: a ? a.textContent.trim().slice(0, 40) : null, tag: a && a.tagName };
}"""

GAMES = [
    ("sheepshead", 5, {"deals": 1}),
    ("shiesta", 3, {}),
    ("sixes", 2, {"turn_limit": 3}),
    ("sixes", 2, {"variant": "double", "turn_limit": 3}),
    ("shakipesh", 3, {"limit": 1}),
]


@pytest.mark.parametrize(("game", "seats", "options"), GAMES,
                         ids=[f"{g}-{o.get('variant', g)}" for g, _, o in GAMES])
def test_game_over_takes_the_keyboard_focus(site: str, browser: Browser, game: str,
                                            seats: int, options: dict[str, object]) -> None:
    page = new_page(browser, DESKTOP)
    page.goto(f"{site}/")
    url = page.evaluate(CREATE_TABLE, {"game": game, "seats": seats, "options": options,
                                       "level": "easy"})
    page.goto(f"{site}{url}")
    page.wait_for_function("() => window.tableClient && window.tableClient.renderer")
    choose_speed(page, "instant")
    page.locator("[data-table-root]").focus()
    page.keyboard.press("Shift")  # the person uses the keyboard
    assert page.evaluate(PLAY), "the game did not end"
    page.get_by_test_id("game-over").wait_for()
    page.wait_for_timeout(500)  # where focus rests once the table is quiet
    focus = page.evaluate(FOCUSED)
    assert focus["id"] == "tbl-over-title" or focus["action"] == "new-game", focus
    # Under "Game over" the commentary no longer shows the last move.
    assert page.evaluate("document.querySelector('.announcer-shown').textContent") == ""
    page.context.close()
