"""A friends' table in Chromium (issue 33): the host opens one from a game's Options in the
lobby and lands in its waiting room with the invitation (axe finds nothing there, nor on the
invitation); a friend on a phone opens the link,
takes a seat and waits; the host starts; each then sees the table from their own seat, with
their own hand, while a computer plays the seat nobody took. Screenshots of both screens go
to test-results/screenshots/."""

from __future__ import annotations

import re

from playwright.sync_api import Browser, Page, expect

from tests.browser.axe import check
from tests.browser.site import DESKTOP, PHONE, SHOTS, new_page

TABLE_URL = re.compile(r"/tables/[0-9a-f-]{36}/$")


def hand(page: Page) -> list[str | None]:
    """The cards the page draws as its person's own hand."""
    page.wait_for_function("() => window.tableClient && window.tableClient.renderer")
    cards: list[str | None] = page.evaluate("() => window.tableClient.current.hand || []")
    return cards


def test_a_host_and_a_friend_sit_at_one_table(site: str, browser: Browser) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    host = new_page(browser, DESKTOP)
    host.goto(f"{site}/")
    tile = host.locator('[data-game-card="sheepshead"]')
    tile.locator("[data-game-options] > summary").click()
    tile.locator('[data-new-friends="sheepshead"]').click()
    host.wait_for_url(TABLE_URL)
    room = host.get_by_test_id("waiting-room")
    expect(room).to_be_visible()
    expect(host.locator('[data-testid="seats"] li')).to_have_count(5)
    invite = host.get_by_test_id("invite-link").inner_text()
    code = host.get_by_test_id("invite-code").inner_text()
    assert "/join/?invite=" in invite and len(code) == 6
    found = check(host, "the waiting room, the host's")

    friend = new_page(browser, PHONE)
    friend.goto(f"{site}/join/")
    friend.get_by_label("The table's code").fill(code.lower())
    friend.locator('[data-testid="join-code"] button[type="submit"]').click()
    found += check(friend, "the invitation")
    friend.locator('[data-action="join"]').click()
    friend.wait_for_url(TABLE_URL)
    expect(friend.get_by_test_id("waiting-room")).to_be_visible()
    expect(friend.locator('[data-action="start"]')).to_have_count(0)  # the host's alone
    friend.screenshot(path=str(SHOTS / "friends-waiting-360.png"), full_page=True)
    found += check(friend, "the waiting room, a friend's")
    assert not found, "\n\n".join(found)

    # The host's room shows the friend seated, by itself.
    expect(host.locator('[data-testid="seats"] li').nth(1)).not_to_contain_text("Open:")
    host.screenshot(path=str(SHOTS / "friends-waiting-1280.png"), full_page=True)
    host.locator('[data-action="start"]').click()
    host.wait_for_url(TABLE_URL)
    # The friend's room becomes the table by itself.
    friend.wait_for_function("() => window.tableClient && window.tableClient.renderer",
                             timeout=15_000)

    mine, theirs = hand(host), hand(friend)
    assert mine and theirs and not set(mine) & set(theirs)
    assert host.evaluate("() => window.tableClient.current.seat") == 0
    assert friend.evaluate("() => window.tableClient.current.seat") == 1
    players = friend.evaluate("() => window.tableClient.current.players")
    assert [p["kind"] for p in players] == ["person", "person", "computer", "computer",
                                            "computer"]
    host.screenshot(path=str(SHOTS / "friends-table-1280.png"))
    friend.screenshot(path=str(SHOTS / "friends-table-360.png"))
    host.context.close()
    friend.context.close()


def test_the_host_closes_the_table_and_the_friend_waiting_is_told(site: str, browser: Browser
                                                                  ) -> None:
    """The host's Close the table: the host is back in the lobby, the friend's waiting room
    says by itself that the host closed the table, and the invitation leads nowhere."""
    host = new_page(browser, DESKTOP)
    host.goto(f"{site}/")
    tile = host.locator('[data-game-card="shiesta"]')
    expect(tile.locator('[data-new-game="shiesta"]')).to_be_enabled()
    tile.locator("[data-game-options] > summary").click()
    tile.locator('[data-new-friends="shiesta"]').click()
    host.wait_for_url(TABLE_URL)
    invite = host.get_by_test_id("invite-link").inner_text()

    friend = new_page(browser, PHONE)
    friend.goto(invite)
    friend.locator('[data-action="join"]').click()
    friend.wait_for_url(TABLE_URL)
    expect(friend.get_by_test_id("waiting-room")).to_be_visible()
    expect(friend.locator('[data-action="close"]')).to_have_count(0)  # the host's alone

    host.locator('[data-action="close"]').click()
    host.wait_for_url(f"{site}/")
    expect(friend.get_by_text("The host closed this table.")).to_be_visible(timeout=15_000)
    expect(friend.get_by_test_id("waiting-room")).to_have_count(0)
    found = check(friend, "a closed table, a friend's")
    late = new_page(browser, PHONE)
    late.goto(invite)
    expect(late.get_by_text("The host closed this table.")).to_be_visible()
    expect(late.locator('[data-action="join"]')).to_have_count(0)
    assert not found, "\n\n".join(found)
    for page in (host, friend, late):
        page.context.close()
