"""A friends' daily board in Chromium (issue 33, part 6), two browser contexts: a host on a
desktop, first seen on an earlier day, starts a group from the boards page and passes its
link on; a friend on a phone opens it, joins, and both play today's daily of the toy (the
host's ranked, the friend's provisional: a first day). Each then sees the group's board with
both results, each marked, and the friend's lobby says how the group does. axe finds nothing
on the groups pages (light and dark; Hebrew, right to left, on the phone), the phone needs no
sideways scrolling, and screenshots of both boards
go to test-results/screenshots/ (friends-daily-group-phone.png: the phone's screen at the
toy's board; friends-daily-group-desktop.png: the desktop's whole page)."""

from __future__ import annotations

import random
import re
import time
from pathlib import Path

from playwright.sync_api import Browser, Page, expect

from tests.browser.axe import check
from tests.browser.site import DESKTOP, PHONE, SHOTS, establish, new_page
from tests.browser.table import no_sideways_scroll, shot
from tests.browser.words import with_language

GROUP_URL = re.compile(r"/groups/[0-9a-f-]{36}/$")


def csrf(page: Page) -> str:
    return next(c["value"] for c in page.context.cookies() if c["name"] == "csrftoken")


def play_todays_toy(page: Page, site: str, rng: random.Random) -> None:
    """Today's daily of the toy, started and played to its end through the API with the
    page's own cookies (the table's drawing is other tests' subject)."""
    headers = {"X-CSRFToken": csrf(page), "Content-Type": "application/json"}
    started = page.request.post(f"{site}/api/tables/", headers=headers,
                                data={"game": "toy", "mode": "daily"})
    assert started.status == 201, started.text()
    table_id = started.json()["id"]
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        view = page.request.get(f"{site}/api/tables/{table_id}/").json()["view"]
        if view["status"] == "finished":
            return
        legal = view["legal_actions"]
        if not legal or view["seat"] not in view["to_act"]:
            time.sleep(0.05)  # the computers move on the server
            continue
        answer = page.request.post(f"{site}/api/tables/{table_id}/actions/", headers=headers,
                                   data={"version": view["version"],
                                         "action": rng.choice(legal)})
        assert answer.status in (200, 409), answer.text()  # 409: a computer moved first
    raise AssertionError("the daily did not end")


def toy_rows(page: Page) -> list[str]:
    rows = page.locator('[data-testid="group-game"][data-game="toy"] [data-testid="group-row"]')
    return [" ".join(text.split()) for text in rows.all_inner_texts()]


def test_two_friends_share_a_daily_board(site: str, site_database: Path,
                                         browser: Browser) -> None:
    host = new_page(browser, DESKTOP)
    host.goto(f"{site}/")
    host_name = establish(host, site, site_database)  # first seen long ago: ranked
    play_todays_toy(host, site, random.Random(5))

    # From the boards to the groups page, and a group started there.
    host.goto(f"{site}/boards/")
    host.get_by_test_id("boards-groups").get_by_role("link").click()
    host.wait_for_url(re.compile(r"/groups/$"))
    found = check(host, "the groups page, none yet")
    host.get_by_label("The group's name").fill("Friday club")
    host.locator('[data-action="new-group"]').click()
    host.wait_for_url(GROUP_URL)
    expect(host.get_by_test_id("group-name")).to_have_text("Friday club")
    link = host.get_by_test_id("group-link").inner_text()
    assert re.fullmatch(rf"{re.escape(site)}/groups/join/[\w-]{{22,}}/", link), link

    # The friend, on a phone, opens the link and joins: no signup.
    friend = new_page(browser, PHONE)
    friend.goto(link)
    expect(friend.get_by_test_id("group-size")).to_have_text("1 member so far.")
    found += check(friend, "the group's link, opened")
    no_sideways_scroll(friend, "the group's link")
    friend.locator('[data-action="join-group"]').click()
    friend.wait_for_url(GROUP_URL)
    assert friend.url == host.url
    friend_name = str(friend.request.get(f"{site}/api/me/").json()["nickname"])
    play_todays_toy(friend, site, random.Random(6))  # a first day: provisional

    # Both results on both boards, each marked, ranked within the group.
    for page, me in ((friend, friend_name), (host, host_name)):
        page.reload()
        expect(page.get_by_test_id("members")).to_contain_text(host_name)
        expect(page.get_by_test_id("members")).to_contain_text(friend_name)
        rows = toy_rows(page)
        assert len(rows) == 2, rows
        assert {("Ranked" in row, "Provisional" in row) for row in rows} == {
            (True, False), (False, True)}, rows
        assert any(host_name in row and "Ranked" in row for row in rows), rows
        assert any(me in row and "(you)" in row for row in rows), rows
        expect(page.locator('[data-game="toy"] [data-testid="group-played"]')).to_have_text(
            "2 of 2 played today")
        found += check(page, f"the group's board, {me}'s")
    no_sideways_scroll(friend, "the group's board on a phone")
    # The phone's screen at the toy's board; the desktop's whole page.
    friend.locator('[data-testid="group-game"][data-game="toy"]').scroll_into_view_if_needed()
    shot(friend, "friends-daily-group-phone")
    SHOTS.mkdir(parents=True, exist_ok=True)
    host.screenshot(path=str(SHOTS / "friends-daily-group-desktop.png"), full_page=True)

    # The dark scheme, and the friend's phone in Hebrew, right to left.
    for page in (friend, host):
        page.emulate_media(color_scheme="dark")
        found += check(page, f"the group's board, dark, {page.viewport_size}")
        page.emulate_media(color_scheme="light")
    with_language(friend, site, "he")
    friend.reload()
    expect(friend.locator("html")).to_have_attribute("dir", "rtl")
    expect(friend.locator('[data-game="toy"] [data-testid="group-played"]')).to_have_text(
        "שיחקו היום: 2 מתוך 2")
    no_sideways_scroll(friend, "the group's board in Hebrew")
    found += check(friend, "the group's board in Hebrew")
    with_language(friend, site, "en")
    friend.reload()

    # This week: the same two, each a day played.
    friend.get_by_test_id("group-week-link").click()
    # Today's board has the same rows: only the week's page, loaded with its styles, counts.
    friend.wait_for_url(re.compile(r"/groups/[0-9a-f-]{36}/week/$"))
    expect(friend.locator('[data-game="toy"] [data-testid="group-row"]')).to_have_count(2)
    no_sideways_scroll(friend, "the group's week on a phone")
    found += check(friend, "the group's week")

    # The friend's lobby: the group's line on the toy's daily card, leading to the board.
    friend.goto(f"{site}/")
    line = friend.locator('#dailies [data-game="toy"] [data-testid="daily-group"]')
    expect(line).to_contain_text("Friday club: 2 of 2 played today. Best:")
    no_sideways_scroll(friend, "the lobby with a group")
    found += check(friend, "the lobby with a group")
    line.get_by_role("link").click()
    friend.wait_for_url(re.compile(r"/groups/[0-9a-f-]{36}/#game-toy$"))
    assert not found, "\n\n".join(found)
    host.context.close()
    friend.context.close()


def test_a_long_name_fits_a_phone(site: str, browser: Browser) -> None:
    """The longest name in one unbroken word, right to left too: no page needs sideways
    scrolling."""
    page = new_page(browser, PHONE)
    page.goto(f"{site}/groups/")
    name = "W" * 39 + "ש"
    page.get_by_label("The group's name").fill(name)
    page.locator('[data-action="new-group"]').click()
    page.wait_for_url(GROUP_URL)
    link = page.get_by_test_id("group-link").inner_text()
    board = page.url
    for path in ("", "week/"):
        page.goto(f"{board}{path}")
        no_sideways_scroll(page, f"the group's page {path}")
    page.goto(f"{site}/groups/")
    no_sideways_scroll(page, "the groups page")
    page.goto(f"{site}/")
    expect(page.locator('#dailies [data-testid="daily-group"]').first).to_contain_text(name)
    no_sideways_scroll(page, "the lobby")
    other = new_page(browser, PHONE)
    with_language(other, site, "he")
    other.goto(link)
    no_sideways_scroll(other, "the link's page in Hebrew")
    page.context.close()
    other.context.close()
