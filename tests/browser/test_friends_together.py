"""People at one table in Chromium, each in a browser context of their own (issue 33): a
Sheepshead table of two people and three computers played to its end, each person seeing only
their own hand and a stranger seeing nothing; a friend who closes the tab, shown away on the
others' screens, played for by a computer after the grace period and back in her seat
mid-game; two people going up in Sixes at the same moment, both taken. Screenshots of three
people's screens go to test-results/screenshots/."""

from __future__ import annotations

import re
import time
from typing import Any

from playwright.sync_api import Browser, Page, expect

from tests.browser.site import DESKTOP, PHONE, SHOTS, SUMMARY_OR_MOVE, choose_speed, new_page

TABLE_URL = re.compile(r"/tables/[0-9a-f-]{36}/$")
READY = "() => window.tableClient && window.tableClient.renderer"


def post(page: Page, site: str, path: str, body: dict[str, Any]) -> Any:
    """``POST`` from the page's context, with its cookies and CSRF token, as its client does."""
    page.goto(f"{site}/") if not page.url.startswith(site) else None
    token = next(c["value"] for c in page.context.cookies() if c["name"] == "csrftoken")
    answer = page.request.post(f"{site}{path}", data=body, headers={
        "X-CSRFToken": token, "Content-Type": "application/json"})
    assert answer.ok, answer.text()
    return answer.json()


def sit_down(site: str, host: Page, friends: list[Page], game: str, others: list[str],
             options: dict[str, Any]) -> str:
    """A friends' table the host opens, each friend joins by the invitation's page and the
    host starts; every page ends on the table, drawn, at instant speed. Returns its path."""
    table = post(host, site, "/api/tables/", {"game": game, "mode": "friends",
                                              "others": others, "options": options})
    for friend in friends:
        friend.goto(f"{site}{table['invite_url']}")
        friend.locator('[data-action="join"]').click()
        friend.wait_for_url(TABLE_URL)
    host.goto(f"{site}/tables/{table['id']}/")
    host.locator('[data-action="start"]').click()
    for page in (host, *friends):
        page.wait_for_function(READY, timeout=20_000)
        choose_speed(page, "instant")
    return f"/tables/{table['id']}/"


def view(page: Page) -> dict[str, Any]:
    current: dict[str, Any] = page.evaluate("() => window.tableClient.current")
    return current


def acted_since(page: Page, site: str, path: str, version: int, seat: int) -> bool:
    """Whether ``seat`` has acted since ``version`` (the events the API gives ``page``)."""
    answer = page.request.get(f"{site}/api{path}?since={version}").json()
    return any(event.get("seat") == seat for event in answer["view"]["events"])


def take_turns(pages: list[Page], until: Any, seconds: float = 240) -> None:
    """Each page whose person may act acts (the first legal action, through its client) or
    closes a summary, until ``until()``; the others wait."""
    deadline = time.monotonic() + seconds
    while not until():
        assert time.monotonic() < deadline, "the table did not get there"
        moved = False
        for page in pages:
            if not page.evaluate(SUMMARY_OR_MOVE):
                continue
            proceed = page.locator('dialog[open] [data-action="continue"]')
            if proceed.count():
                proceed.first.click()
                moved = True
                continue
            current = view(page)
            if current["status"] == "active" and current["legal_actions"]:
                page.evaluate("(a) => window.tableClient.send(a)", current["legal_actions"][0])
                page.wait_for_function(
                    "(v) => { const c = window.tableClient; return !c.pending && "
                    "c.current.version > v; }", arg=current["version"])
                moved = True
        if not moved:
            pages[0].wait_for_timeout(150)


def test_two_people_and_three_computers_play_sheepshead_to_its_end(
        site: str, browser: Browser) -> None:
    host, ann, stranger = (new_page(browser, DESKTOP), new_page(browser, PHONE),
                           new_page(browser, PHONE))
    path = sit_down(site, host, [ann], "sheepshead", ["friend", "normal", "normal", "normal"],
                    {"deals": 1})
    mine, hers = view(host), view(ann)
    assert (mine["seat"], hers["seat"]) == (0, 1)
    assert len(mine["hand"]) == len(hers["hand"]) == 6 and not set(mine["hand"]) & set(
        hers["hand"])
    # Nobody's page holds another seat's cards: only the blind's count and the table's.
    for page, own in ((host, mine), (ann, hers)):
        drawn = set(page.eval_on_selector_all("[data-card]", "ns => ns.map(n => n.dataset.card)"))
        assert not drawn & set((hers if own is mine else mine)["hand"])
    stranger.goto(f"{site}{path}")
    expect(stranger.locator("body")).to_contain_text("someone else's table")
    assert stranger.evaluate("() => window.tableClient === undefined")
    take_turns([host, ann], lambda: view(host)["status"] == "finished"
               and view(ann)["status"] == "finished")
    expect(host.get_by_test_id("game-over")).to_be_visible()
    expect(ann.get_by_test_id("game-over")).to_be_visible()
    assert view(host)["version"] == view(ann)["version"]
    for page in (host, ann, stranger):
        page.context.close()


def test_a_friend_who_closes_the_tab_is_played_for_and_comes_back(
        site: str, browser: Browser) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    host, ann, bob = (new_page(browser, DESKTOP), new_page(browser, PHONE),
                      new_page(browser, PHONE))
    path = sit_down(site, host, [ann, bob], "sheepshead",
                    ["friend", "friend", "normal", "normal"], {"deals": 1})
    for page, name in ((host, "host-1280"), (ann, "ann-360"), (bob, "bob-360")):
        page.screenshot(path=str(SHOTS / f"friends-three-{name}.png"))
    hands = [set(view(page)["hand"]) for page in (host, ann, bob)]
    assert not (hands[0] & hands[1] or hands[1] & hands[2] or hands[0] & hands[2])
    cookies = ann.context.storage_state()
    ann.context.close()  # she closes the tab
    badge = host.locator('.tbl-seat[data-seat="1"]')
    expect(badge.locator(".tbl-presence")).to_have_text("away")
    expect(host.locator(".tbl-announcer-slot")).to_contain_text("is away")
    # After the grace period (4 s here) a computer plays her seat: the game goes on.
    expect(badge.locator(".tbl-presence")).to_have_text("away: a computer plays",
                                                         timeout=15_000)
    host.screenshot(path=str(SHOTS / "friends-away-host-1280.png"))
    start = view(host)["version"]
    take_turns([host, bob], lambda: acted_since(host, site, path, start, seat=1))
    # She opens the table again: her seat, her hand, mid-game.
    again = browser.new_context(viewport=PHONE, storage_state=cookies)  # type: ignore[arg-type]
    ann = again.new_page()
    ann.goto(f"{site}{path}")
    ann.wait_for_function(READY)
    back = view(ann)
    assert back["seat"] == 1 and back["status"] == "active" and back["version"] > start
    expect(badge.locator(".tbl-presence")).to_have_count(0)
    expect(host.locator(".tbl-announcer-slot")).to_contain_text("is back")
    # From now on her turns wait for her.
    take_turns([host, bob], lambda: 1 in view(host)["to_act"] or view(host)["status"] != "active")
    if view(host)["status"] == "active":
        host.wait_for_timeout(1500)
        assert 1 in view(host)["to_act"]  # no computer took it
        take_turns([ann], lambda: 1 not in view(host)["to_act"], seconds=30)
    for page in (host, ann, bob):
        page.context.close()


def test_two_people_go_up_in_sixes_at_the_same_moment(site: str, browser: Browser) -> None:
    host, ann = new_page(browser, DESKTOP), new_page(browser, PHONE)
    sit_down(site, host, [ann], "sixes", ["friend", "normal", "normal"], {})
    button = '.sx-decisions [data-action="up-0"]'
    for page in (host, ann):
        expect(page.locator(button)).to_be_enabled(timeout=30_000)
    # Both press Go up at one moment on the wall clock.
    at = host.evaluate("() => Date.now()") + 800
    for page in (host, ann):
        page.evaluate("([sel, at]) => setTimeout(() => document.querySelector(sel).click(), "
                      "at - Date.now())", [button, at])
    for page in (host, ann):
        page.wait_for_function(
            "() => { const v = window.tableClient.current; "
            "return v.packets[0][0].up && v.packets[1][0].up; }", timeout=20_000)
        expect(page.locator(".tbl-announcer-slot")).not_to_contain_text("error")
    assert view(host)["version"] == view(ann)["version"]
    host.context.close()
    ann.context.close()
