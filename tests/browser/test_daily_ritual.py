"""The daily as a ritual, in Chromium: play today's daily, and the lobby's daily card shows
the score, the rank and the streak; the board's Share falls back to the clipboard with a
confirmation, or uses the phone's share sheet; finish times turn into the person's own time.

The deals are played through the JSON API with the page's own cookies (the table's drawing
is another test's subject): the daily is started from the lobby's button on the phone and
through ``POST /api/tables/ {"mode": "daily"}`` on the desktop. Screenshots of the lobby and
the board on both go to test-results/screenshots/.
"""

from __future__ import annotations

import random
import re
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.browser.site import DESKTOP, PHONE, SHOTS, establish

NO_SHARE_SHEET = """try {
  delete Navigator.prototype.share; delete Navigator.prototype.canShare;
} catch (e) {}"""
# A share sheet that records what it was given, as a phone's would take it.
FAKE_SHARE_SHEET = """
  Navigator.prototype.canShare = function (data) { return typeof data.text === "string"; };
  Navigator.prototype.share = async function (data) { window.sharedText = data.text; };
"""


def new_context(browser: Browser, size: dict[str, int], **extra: Any) -> BrowserContext:
    context = browser.new_context(viewport=size, **extra)  # type: ignore[arg-type]
    context.set_default_timeout(20_000)
    context.add_init_script("try { localStorage.setItem('tables.speed', 'instant'); } catch (e) {}")
    return context


def csrf(context: BrowserContext) -> str:
    return next(c["value"] for c in context.cookies() if c["name"] == "csrftoken")


def play_through_the_api(page: Page, site: str, table_id: str, rng: random.Random) -> None:
    """Play the person's seat to the end through the API, waiting out the computers (they
    move in the background on the server)."""
    headers = {"X-CSRFToken": csrf(page.context), "Content-Type": "application/json"}
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        view = page.request.get(f"{site}/api/tables/{table_id}/").json()["view"]
        if view["status"] == "finished":
            return
        legal = view["legal_actions"]
        if not legal or view["to_act"] != [view["seat"]]:
            time.sleep(0.05)
            continue
        answer = page.request.post(f"{site}/api/tables/{table_id}/actions/", headers=headers,
                                   data={"version": view["version"], "action": rng.choice(legal)})
        assert answer.status in (200, 409), answer.text()  # 409: a computer moved first
    raise AssertionError("the daily did not end")


def daily_card(page: Page) -> Any:
    """Sheepshead's card in the lobby's strip of today's dailies."""
    return page.locator('#dailies [data-testid="daily-card"][data-game="sheepshead"]')


def test_the_lobby_card_and_the_board_after_a_daily(site: str, site_database: Path,
                                                    browser: Browser) -> None:
    """Two players first seen on an earlier day: their dailies rank on the board."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    # The phone: from the lobby's button, the form path.
    phone = new_context(browser, PHONE, permissions=["clipboard-read", "clipboard-write"],
                        timezone_id="America/Chicago")
    phone.add_init_script(NO_SHARE_SHEET)
    page = phone.new_page()
    page.goto(f"{site}/")
    establish(page, site, site_database)
    page.goto(f"{site}/")
    # Midnight UTC is evening in Chicago: said in the reader's own time (CST, or CDT in summer).
    expect(page.locator("#dailies")).to_contain_text(
        re.compile(r"every day at (06:00 PM CST|07:00 PM CDT)"))
    daily_card(page).locator('[data-action="play-daily"]').click()
    page.wait_for_url(re.compile(r"/tables/[0-9a-f-]{36}/$"))
    table_id = page.url.rstrip("/").split("/")[-1]

    # Unfinished: the lobby continues the attempt.
    page.goto(f"{site}/")
    expect(daily_card(page).locator('[data-action="continue-daily"]')).to_have_attribute(
        "href", f"/tables/{table_id}/")
    expect(daily_card(page).locator('[data-action="play-daily"]')).to_have_count(0)
    play_through_the_api(page, site, table_id, random.Random(3))

    # Finished: score, rank and streak on the card, with the way to the board.
    page.goto(f"{site}/")
    card = daily_card(page)
    expect(card.get_by_test_id("daily-score")).to_have_text(re.compile(r"^(?:[+-]\d+|0)$"))
    expect(card.get_by_test_id("daily-rank")).to_have_text(
        re.compile(r"^\d+(?:st|nd|rd|th) of \d+$"))
    expect(card.get_by_test_id("daily-streak")).to_have_text("1 day")
    expect(card).not_to_contain_text("100%")
    page.screenshot(path=str(SHOTS / "daily-ritual-lobby-360.png"), full_page=True)
    card.locator('[data-action="daily-board"]').click()
    page.wait_for_url(re.compile(r"/daily/sheepshead/$"))

    # Share: no share sheet here, so the clipboard, with a visible confirmation.
    share_text = page.locator("[data-share-text]").input_value()
    assert "of " in share_text or "first to finish" in share_text
    assert "100%" not in share_text
    page.locator("[data-share]").click()
    expect(page.locator("[data-share-status]")).to_have_text(
        "Copied to the clipboard: paste it anywhere.")
    expect(page.locator("[data-share-status]")).to_be_visible()
    assert page.evaluate("navigator.clipboard.readText()") == share_text
    # Finish times in Chicago's time, the heading saying so (the column shows on a phone
    # only when it is wide enough; the text is there either way).
    mine = page.get_by_test_id("my-row").locator("time")
    instant = mine.get_attribute("datetime") or ""
    utc = instant[11:16]  # "2026-12-01T12:55:03+00:00" -> "12:55"
    shown = mine.text_content() or ""
    # The UTC text stays as the title; the cell shows Chicago's time, five or six hours off.
    expect(mine).to_have_attribute("title", f"{utc} UTC")
    assert "UTC" not in shown and utc not in shown and utc[3:] in shown, shown
    expect(page.locator("th[data-local-label]")).to_have_text("Finished (your time)")
    page.screenshot(path=str(SHOTS / "daily-ritual-board-360.png"), full_page=True)
    phone.close()

    # The desktop, a second player: through the JSON API's daily mode, a phone's share sheet.
    desk = new_context(browser, DESKTOP, color_scheme="dark")  # the dark theme, for the shots
    desk.add_init_script(FAKE_SHARE_SHEET)
    page = desk.new_page()
    page.goto(f"{site}/")
    establish(page, site, site_database)
    headers = {"X-CSRFToken": csrf(desk), "Content-Type": "application/json"}
    started = page.request.post(f"{site}/api/tables/", headers=headers,
                                data={"game": "sheepshead", "mode": "daily"})
    assert started.status == 201, started.text()
    again = page.request.post(f"{site}/api/tables/", headers=headers,
                              data={"game": "sheepshead", "mode": "daily"})
    assert again.status == 200 and again.json()["id"] == started.json()["id"]
    play_through_the_api(page, site, started.json()["id"], random.Random(4))
    played = page.request.post(f"{site}/api/tables/", headers=headers,
                               data={"game": "sheepshead", "mode": "daily"})
    assert played.status == 403 and played.json()["error"]["code"] == "played"

    page.goto(f"{site}/")
    card = daily_card(page)
    # At least the phone's player is on the board too (other tests may have played today).
    expect(card.get_by_test_id("daily-rank")).to_have_text(
        re.compile(r"^\d+(?:st|nd|rd|th) of (?:[2-9]|\d\d+)$"))
    expect(card.get_by_test_id("daily-streak")).to_have_text("1 day")
    page.screenshot(path=str(SHOTS / "daily-ritual-lobby-1280.png"), full_page=True)
    card.locator('[data-action="daily-board"]').click()
    page.wait_for_url(re.compile(r"/daily/sheepshead/$"))
    page.locator("[data-share]").click()
    expect(page.locator("[data-share-status]")).to_have_text("Shared.")
    assert page.evaluate("window.sharedText") == page.locator("[data-share-text]").input_value()
    assert page.get_by_test_id("board").locator("tbody tr").count() >= 2
    page.screenshot(path=str(SHOTS / "daily-ritual-board-1280.png"), full_page=True)
    page.goto(f"{site}/daily/sheepshead/week/")
    expect(page.get_by_test_id("provisional")).to_be_visible()
    page.screenshot(path=str(SHOTS / "daily-ritual-week-1280.png"), full_page=True)
    desk.close()
