"""X5 on the table: the person's peeked bottom cards are all on the table, turned up, before
the first move is offered (Double Sixes has six of them; the motion turns them one by one)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser

from sixes.tests.browser.test_play import start_from_lobby
from tests.browser.site import DESKTOP, PHONE, SHOTS, new_page

# From the page's first frame: the moment the stock first takes a tap, what the person's
# bottom cards look like (a face drawn, full width, no motion left on them).
WATCH = """() => {
  window.peekSeen = null;
  const look = () => {
    const stock = document.querySelector('.sx [data-action="draw"]');
    if (stock && !stock.disabled && window.peekSeen === null) {
      window.peekSeen = [...document.querySelectorAll('.sx-mine .sx-card')]
        .filter((n) => Number(n.dataset.position) >= 3)
        .map((n) => ({ face: n.classList.contains('has-face'),
                       width: n.getBoundingClientRect().width,
                       full: n.offsetWidth,
                       moving: n.getAnimations().length }));
      return;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}"""


# What the announcer says (its lines, for screen readers), each time it changes, from the
# page's first script on.
SAID = """window.saidLog = [];
new MutationObserver((records) => {
  for (const record of records) {
    const node = record.target.nodeType === 1 ? record.target : record.target.parentElement;
    const announcer = node && node.closest('[data-testid="announcer"]');
    if (announcer) {
      window.saidLog.push([...announcer.querySelectorAll(".announcer-line")]
        .map((line) => line.textContent).join(" | "));
    }
  }
}).observe(document, { subtree: true, childList: true, characterData: true });"""


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_double_sixes_shows_all_six_peeked_cards_before_the_first_move(
        site: str, browser: Browser, size: dict[str, int]) -> None:
    page = new_page(browser, size)
    page.context.add_init_script("try { localStorage.setItem('tables.speed', 'normal'); } "
                                 "catch (e) {}")
    page.context.add_init_script(SAID)
    start_from_lobby(page, site, seats=2, variant="double")
    page.evaluate(WATCH)
    page.wait_for_function("() => window.peekSeen !== null", timeout=30_000)
    seen = page.evaluate("window.peekSeen")
    assert len(seen) == 6, seen
    for card in seen:
        assert card["face"] and not card["moving"], seen
        assert card["width"] >= card["full"] - 1, seen  # not turned edge-on
    # The turn is said once the look is over, not before it.
    page.wait_for_function("() => window.saidLog.some((t) => t.includes('Your turn'))")
    said = next(text for text in page.evaluate("window.saidLog") if "Your turn" in text)
    assert "look at your bottom row" in said.split("Your turn")[0], said
    SHOTS.mkdir(parents=True, exist_ok=True)
    name = "phone" if size == PHONE else "desktop"
    page.screenshot(path=str(SHOTS / f"{name}-double-first-turn.png"))
    page.context.close()
