"""The site in its five languages, in Chromium (issue 11): a whole Sheepshead deal played in
Hebrew and in Swahili on a 360×640 phone, with every status line and button in the language
and nothing overflowing; an API refusal in Norwegian; the daily board in Danish; the next
daily's start in the reader's own time. Screenshots of the table in every language go to
test-results/screenshots/language-*.png.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.site import PHONE, SHOTS
from tests.browser.test_rtl_layout import signs_read_first
from tests.browser.test_table_look import (
    api,
    decide,
    fits,
    new_context_page,
    new_table,
    open_page,
    table_with_an_unknown_call,
    wait_for_turn,
)
from tests.browser.words import english_words, with_language

HEBREW = re.compile(r"[\u0590-\u05ff]")

# In the page: what a person reads at this moment: the status line, each visible button's
# words (its text, else its accessible name), and the page's width against the screen's.
READ_JS = """() => {
  const shown = (n) => n.getClientRects().length && getComputedStyle(n).visibility !== 'hidden';
  const buttons = [...document.querySelectorAll('button, [role=button], summary')]
    .filter((n) => shown(n) && !n.closest('.ss-hand, .ss-trick, .ss-felt .ss-played'))
    .map((n) => (n.innerText || '').trim() || n.getAttribute('aria-label') || '');
  const wide = [...document.querySelectorAll('body *')].filter((n) => {
    const r = n.getBoundingClientRect();
    return r.width && shown(n) && !n.closest('.skip-link, .visually-hidden, .announcer-line')
      && (r.right > innerWidth + 0.5 || r.left < -0.5);
  }).slice(0, 5).map((n) => `${n.tagName}.${n.className}`);
  const view = window.tableClient && window.tableClient.view;
  return {
    status: (document.querySelector('[data-testid=status]') || {}).textContent || '',
    buttons,
    wide,
    width: document.documentElement.scrollWidth,
    names: view && view.players ? view.players.map((p) => p.name) : [],
    dir: document.documentElement.dir,
    lang: document.documentElement.lang,
  };
}"""


def check_reads(page: Page, language: str, phase: str) -> None:
    read: dict[str, Any] = page.evaluate(READ_JS)
    assert read["lang"] == language, phase
    assert read["dir"] == ("rtl" if language == "he" else "ltr"), phase
    assert read["width"] <= PHONE["width"] and not read["wide"], f"{phase}: {read['wide']}"
    for text in [read["status"], *read["buttons"]]:
        if not text.strip() or not re.search(r"[A-Za-z\u0590-\u05ff]{2}", text):
            continue  # a glyph, a number, a card
        leftover = english_words(text, read["names"], language)
        assert not leftover, f"{phase}: English in {text!r}: {leftover}"
        if language == "he":
            stripped = text
            for name in read["names"]:
                stripped = stripped.replace(name, "")
            assert HEBREW.search(stripped) or not re.search(r"[A-Za-z]{2}", stripped), (
                f"{phase}: not Hebrew: {text!r}")


def shot(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"language-{name}-{PHONE['width']}.png"),
                    animations="disabled")


@pytest.mark.parametrize("language", ["he", "sw"])
def test_a_whole_deal_in_the_language(site: str, browser: Browser, language: str) -> None:
    page = new_context_page(browser, PHONE)
    page.goto(f"{site}/")
    with_language(page, site, language)
    table = new_table(page, site, deals=5)  # the deal ends in its summary, then Continue
    open_page(page, site, table["url"])
    rng = random.Random(f"deal in {language}")
    picked = False
    phases_seen: set[str] = set()
    for step in range(80):
        turn = wait_for_turn(page)
        check_reads(page, language, f"{turn} (step {step})")
        if turn not in phases_seen:
            shot(page, f"{language}-{turn}")
            phases_seen.add(turn)
        fits(page, PHONE, turn)
        if turn in ("over", "continue"):
            summary = page.get_by_test_id("deal-summary")
            expect(summary).to_be_visible()
            check_reads(page, language, "deal summary")
            text = summary.inner_text()
            assert not english_words(text, page.evaluate(READ_JS)["names"], language), text
            signs_read_first(page, ".ss-deal-scores td.num", f"the deal summary in {language}")
            break
        if turn == "pick" and not picked:
            picked = True  # pick once, so that burying and calling are seen in the language
            page.locator('.ss-decisions [data-action="pick"]').click()
        elif turn == "play":
            legal = page.locator(".ss-hand [data-card].is-legal")
            legal.nth(rng.randrange(legal.count())).click()
        else:
            decide(page, turn)
        page.wait_for_timeout(50)
    else:
        pytest.fail("the deal did not end")
    assert {"pick", "play"} <= phases_seen
    page.context.close()


@pytest.mark.parametrize("language", ["en", "nb", "da", "he", "sw"])
def test_a_call_with_an_unknown_fits_in_the_language(site: str, browser: Browser,
                                                      language: str) -> None:
    """The call step whose buttons carry S10's note on the unknown, the longest the table
    shows: on a phone it fits in every language (it did not in Swahili)."""
    page = new_context_page(browser, PHONE)
    page.goto(f"{site}/")
    with_language(page, site, language)
    table, bury = table_with_an_unknown_call(page, site)
    open_page(page, site, table["url"])
    for card in bury:
        page.locator(f'.ss-hand [data-card="{card}"]').click()
    page.locator('.ss-decisions [data-action="bury"]').click()
    expect(page.get_by_test_id("call-note")).to_be_visible()
    if language != "en":
        check_reads(page, language, "call with an unknown")
    shot(page, f"{language}-call-unknown")
    fits(page, PHONE, f"call with an unknown in {language}")
    page.context.close()


@pytest.mark.parametrize("language", ["en", "nb", "da"])
def test_the_table_reads_in_the_language(site: str, browser: Browser, language: str) -> None:
    """The table's first decision in the other languages, for the screenshots and the words."""
    page = new_context_page(browser, PHONE)
    page.goto(f"{site}/")
    with_language(page, site, language)
    table = new_table(page, site)
    open_page(page, site, table["url"])
    turn = wait_for_turn(page)
    if language != "en":
        check_reads(page, language, turn)
    shot(page, f"{language}-{turn}")
    page.context.close()


def test_an_api_refusal_in_norwegian(site: str, browser: Browser) -> None:
    page = new_context_page(browser, PHONE)
    page.goto(f"{site}/")
    with_language(page, site, "nb")
    table = new_table(page, site)
    answer = page.evaluate("""async ([url, version]) => {
        const token = document.querySelector('meta[name="csrf-token"]').content;
        const response = await fetch(url, {method: 'POST', credentials: 'same-origin',
            headers: {'Content-Type': 'application/json', 'X-CSRFToken': token},
            body: JSON.stringify({version, action: {type: 'play', card: 'QC'}})});
        return {status: response.status, data: await response.json()};
    }""", [f"/api/tables/{table['id']}/actions/", table["view"]["version"]])
    assert answer["status"] == 400 and answer["data"]["error"]["code"] == "illegal", answer
    message = answer["data"]["error"]["message"]
    assert message and not english_words(message, [], "nb"), message
    assert api(page, "GET", f"/api/tables/{table['id']}/")["view"]["version"] == (
        table["view"]["version"])  # nothing changed
    page.context.close()


def test_the_daily_board_in_danish(site: str, browser: Browser) -> None:
    page = new_context_page(browser, PHONE)
    page.goto(f"{site}/")
    with_language(page, site, "da")
    page.goto(f"{site}/daily/sheepshead/")
    expect(page.locator("html")).to_have_attribute("lang", "da")
    heading = page.get_by_role("heading", level=1)
    assert not english_words(heading.inner_text(), ["Sheepshead"], "da"), heading.inner_text()
    body = page.locator("main").inner_text()
    assert not english_words(body, ["Sheepshead"], "da"), body
    shot(page, "da-board")
    page.context.close()


def test_the_next_daily_starts_in_the_readers_own_time(site: str, browser: Browser) -> None:
    """Midnight UTC is 03:00 in Nairobi (no summer time there), said in Swahili."""
    context = browser.new_context(viewport=PHONE, timezone_id="Africa/Nairobi")  # type: ignore[arg-type]
    page = context.new_page()
    page.goto(f"{site}/")
    with_language(page, site, "sw")
    page.goto(f"{site}/")
    start = page.locator('#dailies time[data-local-time="zone"]')  # one for the whole strip
    expect(start).to_contain_text("03:00")
    assert "UTC" in (start.get_attribute("title") or "")  # the server's time stays at hand
    shot(page, "sw-lobby")
    context.close()
