"""The layout in a right-to-left page (issue 11, item 3), on a 360×640 phone, in Chromium.

The page is set to ``dir="rtl"`` from the test (as Hebrew will be): the chrome mirrors (the
brand moves to the right), nothing overflows sideways, the seats and the trick's cards keep
their physical places (play stays clockwise, S1), and signed scores read sign first ("+4",
not "4+"). Screenshots go to test-results/screenshots/rtl-*.png.
"""

from __future__ import annotations

from playwright.sync_api import Browser, Page

from tests.browser.site import PHONE, SHOTS
from tests.browser.test_table_look import new_context_page, new_table, open_page, wait_for_turn

RTL_JS = ("document.addEventListener('DOMContentLoaded', () => {"
          " document.documentElement.dir = 'rtl'; });")

# In the page: the problems of the layout at this moment (an empty list when all is well).
CHECK_JS = """(width) => {
  const problems = [];
  const doc = document.documentElement;
  if (doc.dir !== 'rtl') problems.push(`dir is "${doc.dir}"`);
  if (doc.scrollWidth > width) {
    const wide = [...document.querySelectorAll('body *')].filter((n) => {
      const r = n.getBoundingClientRect();
      return r.width && (r.right > width + 0.5 || r.left < -0.5);
    }).slice(0, 5).map((n) => `${n.tagName}.${n.className}`);
    problems.push(`the page is ${doc.scrollWidth} px wide: ${wide.join(', ')}`);
  }
  const brand = document.querySelector('.site-header .brand').getBoundingClientRect();
  if (brand.left + brand.width / 2 < width / 2) {
    problems.push(`the brand is on the left (${Math.round(brand.left)} px)`);
  }
  const felt = document.querySelector('.ss-felt');
  if (felt) {
    const f = felt.getBoundingClientRect();
    const middle = f.left + f.width / 2;
    const centre = (n) => { const r = n.getBoundingClientRect(); return r.left + r.width / 2; };
    // Seats 1 and 2 (left, upper left) sit left of the middle, 3 and 4 right of it (S1).
    for (const seat of felt.querySelectorAll('.ss-seat[data-pos]')) {
      const pos = Number(seat.dataset.pos);
      const x = centre(seat);
      if ((pos <= 2 && x >= middle) || (pos >= 3 && x <= middle)) {
        problems.push(`seat ${pos} is mirrored (${Math.round(x)}, middle ${Math.round(middle)})`);
      }
    }
    for (const card of felt.querySelectorAll('.ss-played[data-pos]')) {
      const pos = Number(card.dataset.pos);
      const x = centre(card);
      if ((pos >= 1 && pos <= 2 && x >= middle) || (pos >= 3 && x <= middle)) {
        problems.push(`the card of position ${pos} lies on the wrong side (${Math.round(x)})`);
      }
    }
  }
  return problems;
}"""

# In the page: every signed number shown in the given cells, and whether its sign is drawn
# left of its first digit (numbers read left to right, sign first, in every language).
SIGNS_JS = """(selector) => {
  const found = [];
  for (const cell of document.querySelectorAll(selector)) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      const text = t.data.trim();
      if (!/^[+\\u2212]\\d/.test(text) || !t.parentElement.getClientRects().length) continue;
      const start = t.data.indexOf(text[0]);
      const box = (i) => { const r = document.createRange(); r.setStart(t, i); r.setEnd(t, i + 1);
                           return r.getBoundingClientRect(); };
      found.push({text, signFirst: box(start).left < box(start + 1).left});
    }
  }
  return found;
}"""


def rtl_page(browser: Browser) -> Page:
    page = new_context_page(browser, PHONE)
    page.add_init_script(RTL_JS)
    return page


def check(page: Page, phase: str) -> None:
    problems = page.evaluate(CHECK_JS, PHONE["width"])
    assert not problems, f"{phase}: {problems}"


def shot(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"rtl-{name}-{PHONE['width']}.png"), animations="disabled")


def signs_read_first(page: Page, selector: str, where: str) -> None:
    numbers = page.evaluate(SIGNS_JS, selector)
    assert numbers, f"no signed number in {where}"
    backwards = [n["text"] for n in numbers if not n["signFirst"]]
    assert not backwards, f"{where}: the sign is drawn after the number in {backwards}"


def test_the_lobby_mirrors_without_overflow(site: str, browser: Browser) -> None:
    page = rtl_page(browser)
    page.goto(f"{site}/")
    check(page, "lobby")
    shot(page, "lobby")
    page.context.close()


def test_a_deal_in_rtl_keeps_seats_physical_and_signs_first(site: str, browser: Browser) -> None:
    page = rtl_page(browser)
    table = new_table(page, site, deals=5)  # a game goes on after its first deal
    open_page(page, site, table["url"])
    check(page, "pick")
    shot(page, "table-pick")
    trick_seen = False
    while True:
        turn = wait_for_turn(page)
        if turn == "continue":
            break
        if turn == "play":
            if page.locator(".ss-trick .ss-played").count() >= 2 and not trick_seen:
                check(page, "mid-trick")
                shot(page, "table-trick")
                trick_seen = True
            page.locator(".ss-hand [data-card].is-legal").first.click()
            continue
        # Pick, so that the deal is scored (a picker's deal never scores all zero, S17).
        if turn == "bury":
            cards = page.locator(".ss-hand [data-card].is-legal")
            cards.nth(0).click()
            cards.nth(1).click()
        page.locator(f'.ss-decisions [data-action="{turn}"]').first.click()
    assert trick_seen, "no trick with two cards or more was seen on the person's turn"
    check(page, "deal summary")
    signs_read_first(page, ".ss-deal-scores td.num", "the deal summary")
    shot(page, "table-summary")
    page.locator('[data-action="continue"]').click()
    wait_for_turn(page)  # the second deal, whoever acts first
    page.locator('[data-action="scores"]').click()
    sheet = page.locator(".ss-scores-dialog .tbl-sheet-table")
    sheet.wait_for()
    check(page, "score sheet")
    signs_read_first(page, ".ss-scores-dialog .tbl-sheet-table td.num", "the score sheet")
    shot(page, "table-sheet")
    page.context.close()
