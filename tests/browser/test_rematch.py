"""After a friends' game in Chromium (issue 33, part 5): two people, a host on a desktop and a
friend on a phone, play a match of the toy at one table to its end, each from their own seat;
the game-over panel shows both the score sheet of the table's games (the same numbers as the
view's sheet) and Rematch, axe finds nothing there and the phone's page needs no sideways
scroll; the friend presses Rematch and lands on the new table, the host's panel offers Go to
the rematch by itself, and the host lands on the same table, in the same seat as before.
Screenshots go to test-results/screenshots/rematch-*.png."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser import table
from tests.browser.axe import check
from tests.browser.site import CREATE_TABLE_ANSWER, DESKTOP, PHONE, choose_speed, new_page

TABLE_URL = re.compile(r"/tables/[0-9a-f-]{36}/$")
CONTINUE = 'dialog[open] [data-action="continue"]'
# One move of the page's person, as the table's own client sends it, when the newest view is
# drawn and waits for their seat ("acted"); "over" once the game is over and drawn; else "wait".
# Never the toy's optional Declare: the moves the game waits for end it.
MOVE = """() => {
  const c = window.tableClient;
  if (!c || !c.renderer || c.pumping || c.queue.length || c.pending) return "wait";
  const v = c.current;
  if (v.status === "finished") return "over";
  if (!(v.to_act || []).includes(v.seat)) return "wait";
  const action = (v.legal_actions || []).find((a) => a.type !== "declare");
  return action && c.send(action) ? "acted" : "wait";
}"""


def play_together(pages: list[Page]) -> None:
    """Each page plays its own seat, Continue where a summary waits, until both are over."""
    for _ in range(4000):
        over = 0
        for page in pages:
            proceed = page.locator(CONTINUE)
            if proceed.count():
                proceed.first.click()
                continue
            over += page.evaluate(MOVE) == "over"
        if over == len(pages):
            return
        pages[0].wait_for_timeout(30)
    pytest.fail("the match did not end")


def sheet_cells(page: Page) -> list[list[str]]:
    """The games sheet's body and foot, cell by cell, as a person reads them."""
    sheet = '[data-testid="games-sheet"]'
    rows = page.locator(f"{sheet} tbody tr, {sheet} tfoot tr")
    return [[cell.inner_text().split("\n")[0].replace("★", "").strip()
             for cell in row.locator("td").all()] for row in rows.all()]


def test_two_people_play_see_the_sheet_and_meet_again_at_the_rematch(
        site: str, browser: Browser) -> None:
    host = new_page(browser, DESKTOP)
    host.goto(f"{site}/")
    opened = host.evaluate(CREATE_TABLE_ANSWER,
                           {"game": "toy", "mode": "friends", "others": ["friend"],
                            "options": {"target": 3}})
    friend = new_page(browser, PHONE)
    friend.goto(site + opened["invite_url"])
    friend.locator('[data-action="join"]').click()
    expect(friend.get_by_test_id("waiting-room")).to_be_visible()
    host.goto(site + opened["url"])
    host.locator('[data-action="start"]').click()
    for page in (host, friend):
        page.wait_for_function("() => window.tableClient && window.tableClient.renderer",
                               timeout=15_000)
        choose_speed(page, "instant")
    errors = table.watch_errors(host) + table.watch_errors(friend)

    play_together([host, friend])
    for page, seat in ((host, 0), (friend, 1)):
        expect(page.get_by_test_id("game-over")).to_be_visible()
        view = table.current(page)
        assert view["seat"] == seat and view["rematch"] is None
        sheet = view["sheet"]
        assert len(sheet["games"]) == 1 and sheet["better"] == "lower"
        expect(page.locator('[data-testid="games-sheet"] tbody tr')).to_have_count(1)
        assert sheet_cells(page) == [[str(n) for n in sheet["games"][0]["scores"]],
                                     [str(n) for n in sheet["totals"]]]
        expect(page.locator('[data-action="rematch"]')).to_be_visible()
        expect(page.locator('[data-action="new-game"]')).to_have_count(0)
    table.no_sideways_scroll(friend, "the game-over panel")
    table.shot(host, "rematch-sheet-1280")
    table.shot(friend, "rematch-sheet-360")
    found = check(host, "a friends' game over, the host's") + check(
        friend, "a friends' game over, a friend's")
    assert not found, "\n\n".join(found)

    old = friend.url
    friend.locator('[data-action="rematch"]').click()
    friend.wait_for_url(lambda url: TABLE_URL.search(url) is not None and url != old)
    # The host's page is told: its panel now leads to the same table.
    go = host.locator('[data-action="go-rematch"]')
    expect(go).to_be_visible(timeout=10_000)
    expect(host.locator('[data-action="rematch"]')).to_have_count(0)
    go.click()
    host.wait_for_url(lambda url: url == friend.url)
    for page, seat in ((host, 0), (friend, 1)):
        page.wait_for_function("() => window.tableClient && window.tableClient.renderer",
                               timeout=15_000)
        view = table.current(page)
        assert view["seat"] == seat and view["status"] == "active"
        assert len(view["sheet"]["games"]) == 1  # the game before, on the new table's sheet
    assert not errors, errors
    host.context.close()
    friend.context.close()
