"""Hebrew tables in Chromium (issue 31): a woman at the table is spoken of as a woman (her
name in Hebrew letters, the verbs feminine), and card codes in plain text keep their order
in a right-to-left sentence (isolated, U+2066…U+2069): in the coach's hint and on the call
buttons. Screenshots go to test-results/screenshots/.
"""

from __future__ import annotations

import random
import re
from typing import Any

from playwright.sync_api import Browser, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from sixes.tests.browser.test_play import play_to_the_end, take_turn, wait_for_my_move
from tests.browser.site import CREATE_TABLE, PHONE, SHOTS, choose_speed, new_page
from tests.browser.test_table_look import api, new_table, open_page

FSI, LRI, PDI = "\u2068", "\u2066", "\u2069"
# Sixes' verbs for a woman and for a man, as the Hebrew catalogue has them: she peeked,
# drew, took, put, swapped, threw, went up, ended the turn, passed, showed, knocked.
FEMININE = "הציצה|שלפה|לקחה|הכניסה|החליפה|זרקה|עלתה|העבירה|ויתרה|חשפה|הכריזה"
MASCULINE = "הציץ|שלף|לקח|הכניס|החליף|זרק|עלה|העביר|ויתר|חשף|הכריז"
# A card code, isolated: "10♦" keeps reading "10♦". A button's glyph carries U+FE0E, and
# its rank and suit, drawn one above the other, read as lines of their own.
ISOLATED_CARD = re.compile(f"{LRI}\\s*(?:10|[2-9JQKA])\\s*[♣♦♥♠]\ufe0e?\\s*{PDI}")
ANNOUNCED_JS = """() => {
  window.announced = [];
  const node = document.querySelector('[data-testid="announcer"]');
  new MutationObserver(() => window.announced.push(node.textContent))
    .observe(node, {childList: true, characterData: true, subtree: true});
}"""


def in_hebrew(page: Page, site: str) -> None:
    page.context.add_cookies([{"name": "django_language", "value": "he", "url": site}])


def sixes_table_with_a_woman(page: Page, site: str) -> dict[str, Any]:
    """A six-seat Sixes table with a woman among the computers (five of eighteen names
    nearly always hold one of the ten women's): that player's entry."""
    for _ in range(10):
        page.goto(f"{site}/")
        url = page.evaluate(CREATE_TABLE, {"game": "sixes", "level": "easy", "seats": 6,
                                           "options": {"turn_limit": 4}})
        page.goto(f"{site}{url}" if url.startswith("/") else url)
        page.wait_for_function("() => window.tableClient && window.tableClient.current")
        players = page.evaluate("window.tableClient.current.players")
        woman = next((p for p in players if p["gender"] == "f"), None)
        if woman is not None:
            return dict(woman)
    raise AssertionError("ten tables without a woman among the computers")


def test_a_woman_at_a_hebrew_sixes_table(site: str, browser: Browser) -> None:
    page = new_page(browser, PHONE)
    in_hebrew(page, site)
    woman = sixes_table_with_a_woman(page, site)
    hebrew = woman["names"]["he"]
    page.evaluate(ANNOUNCED_JS)
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    choose_speed(page, "instant")
    wait_for_my_move(page)
    # Her seat wears her name in Hebrew letters; the Latin one shows nowhere.
    table = page.locator("[data-table-root]")
    expect(table).to_contain_text(hebrew)
    assert not re.search(rf"\b{woman['name']}\b", table.inner_text())

    # At a pace one can read, her move on the table as the person sees it (a screenshot).
    her = f"{FSI}{hebrew}{PDI}"
    choose_speed(page, "normal")
    rng, seen = random.Random(31), {k: 0 for k in ("draw", "take", "swap", "discard",
                                                     "knock", "end", "pass")}
    for _ in range(8):
        if not take_turn(page, rng, seen, 99):
            break
        try:
            page.wait_for_function(
                "([her, verbs]) => new RegExp(`${her} (?:${verbs})`).test("
                "document.querySelector('[data-testid=\"announcer\"]').textContent)",
                arg=[her, FEMININE], timeout=6_000)
        except PlaywrightTimeout:
            continue
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"hebrew-sixes-her-move-{PHONE['width']}.png"))
        break
    choose_speed(page, "instant")
    play_to_the_end(page, rng, knock_after=99)
    said = "\n".join(page.evaluate("window.announced"))
    assert re.search(f"{her} (?:{FEMININE})(?=[ :.,])", said), said
    assert not re.search(f"{her} (?:{MASCULINE})(?=[ :.,])", said), said
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"hebrew-sixes-woman-{PHONE['width']}.png"),
                    animations="disabled")
    page.context.close()


def at_the_call(page: Page, site: str) -> dict[str, Any]:
    """A Sheepshead table (the person first to decide) where the person has picked and
    buried: the call is his."""
    for _ in range(10):
        table = new_table(page, site)
        view = api(page, "POST", f"/api/tables/{table['id']}/actions/",
                   {"version": table["view"]["version"], "action": {"type": "pick"}})["view"]
        bury = next(a for a in view["legal_actions"] if a["type"] == "bury")
        view = api(page, "POST", f"/api/tables/{table['id']}/actions/",
                   {"version": view["version"], "action": bury})["view"]
        if any(a["type"] == "call" for a in view["legal_actions"]):
            return table
    raise AssertionError("ten deals without a call")


def test_card_codes_keep_their_order_in_hebrew(site: str, browser: Browser) -> None:
    page = new_page(browser, PHONE)
    page.goto(f"{site}/")
    in_hebrew(page, site)
    table = at_the_call(page, site)
    SHOTS.mkdir(parents=True, exist_ok=True)
    open_page(page, site, table["url"])
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    # The call buttons: "Call" and the card's glyph, the glyph's text isolated.
    calls = page.locator('.ss-decisions [data-action="call"]')
    expect(calls.first).to_be_visible()
    for text in calls.all_inner_texts():
        assert ISOLATED_CARD.search(text), repr(text)

    # The coach's hint names a card by its code: isolated in the Hebrew sentence.
    page.locator('[data-action="hint"]').click()
    line = page.get_by_test_id("hint")
    expect(line).to_have_text(re.compile(r"[\u05d0-\u05ea].{10,}"), timeout=30_000)
    hint = line.inner_text()
    if not ISOLATED_CARD.search(hint):  # the advice was to play alone: no card in it
        # Call, and ask again when the person leads (he sits left of the dealer): every
        # lead's advice names its card.
        view = page.evaluate("window.tableClient.current")
        for kind in ("call", "unknown"):  # an unknown set aside when the call needs one (S10)
            action = next((a for a in view["legal_actions"] if a["type"] == kind), None)
            if action is not None:
                view = api(page, "POST", f"/api/tables/{table['id']}/actions/",
                           {"version": view["version"], "action": action})["view"]
        open_page(page, site, table["url"])
        page.locator(".ss-hand [data-card].is-legal").first.wait_for(timeout=30_000)
        page.locator('[data-action="hint"]').click()
        expect(line).to_have_text(ISOLATED_CARD, timeout=30_000)
        hint = line.inner_text()
    assert ISOLATED_CARD.search(hint), repr(hint)
    assert re.search(r"[\u05d0-\u05ea]", hint), hint  # the sentence itself is Hebrew
    page.screenshot(path=str(SHOTS / f"hebrew-hint-card-code-{PHONE['width']}.png"),
                    animations="disabled")
    page.context.close()
