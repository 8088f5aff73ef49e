"""Sixes in Chromium: a new user on a phone starts a game from the lobby, sees his bottom row
peeked at, goes up out of turn while the computers are moving, and plays the whole game to
its end by tapping (the stock, the open pile, the glowing grid cards, Knock and End turn);
one Double Sixes game the same way (Up left / Up right, Done left / Done right), after the
lobby refused four players for it in the engine's words; and nothing on the table ever needs
scrolling, on a phone and on a desktop, with two to six players and both variants.

Screenshots of both variants at 360×640 and 1280×800 go to test-results/screenshots/sixes/
(docs/screenshots/ keeps a small current set).
The computers mostly move at instant speed (the speed setting, as a person chooses it).
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser import axe
from tests.browser.axe import check, open_page
from tests.browser.site import (
    CREATE_TABLE,
    DESKTOP,
    PHONE,
    choose_speed,
    new_page,
)
from tests.browser.site import (
    SHOTS as FAILED_SHOTS,
)
from tests.browser.table import View, current, new_game, wait_for_change

# Written on every run, so not into the repository (docs/screenshots/ keeps a small current set).
SHOTS = FAILED_SHOTS / "sixes"

# The person may act: every view is drawn, nothing is sent, and the newest view asks
# something of him other than going up (or the game is over).
MY_MOVE = """() => {
  const c = window.tableClient;
  if (!c || !c.renderer || c.pumping || c.queue.length || c.pending) return false;
  if (c.renderer.looking) return false;  // the peeked cards are still turning up (X5)
  const v = c.current;
  return v.status === "finished" || (v.legal_actions || []).some((a) => a.type !== "up");
}"""
FITS = """() => {
  const d = document.documentElement;
  const parts = [...document.querySelectorAll('.sx-main > *, .sx-felt > *')].map((n) =>
    `${n.className}:${Math.round(n.getBoundingClientRect().height)}`);
  const view = window.tableClient && window.tableClient.current;
  return {width: d.scrollWidth, height: d.scrollHeight, vw: innerWidth, vh: innerHeight,
          phase: view && view.phase, parts};
}"""

def _fits(size: dict[str, Any]) -> bool:
    return bool(size["width"] <= size["vw"] and size["height"] <= size["vh"])


def assert_fits(page: Page) -> None:
    """The page fits the screen once it has settled. A loaded CI machine once caught a
    frame of 641 px in the last round on a phone, whose content at rest ends at 625 px:
    something still moving, which nobody scrolls for; a page that stays too big fails."""
    size = page.evaluate(FITS)
    for _ in range(10):
        if _fits(size):
            return
        page.wait_for_timeout(100)
        size = page.evaluate(FITS)
    FAILED_SHOTS.mkdir(parents=True, exist_ok=True)
    language = page.locator("html").get_attribute("lang")
    page.screenshot(path=str(FAILED_SHOTS / f"sixes-does-not-fit-{language}.png"))
    pytest.fail(f"the page does not fit: {size}")


def tap(page: Page, selector: str) -> None:
    """Tap what a person sees: it must be on the screen as it is, without scrolling."""
    target = page.locator(selector).first
    box = target.bounding_box()
    for _ in range(40):  # a card turning over (the peek) is narrow for a moment
        if box and box["width"] >= 36:
            break
        page.wait_for_timeout(50)
        box = target.bounding_box()
    viewport = page.viewport_size
    assert box and viewport, selector
    assert box["y"] >= 0 and box["y"] + box["height"] / 2 <= viewport["height"], (selector, box)
    assert box["width"] >= 36, (selector, box)  # a finger's target (the grid cards: 50 px)
    target.click()


def wait_for_my_move(page: Page) -> View:
    page.wait_for_function(MY_MOVE, timeout=30_000)
    return current(page)


def start_from_lobby(page: Page, site: str, seats: int, variant: str = "sixes",
                     level: str = "easy") -> None:
    """New game from the lobby's Sixes card (the caller chooses the speed)."""
    new_game(page, site, "sixes", seats, level=level, speed="", variant=variant)


def take_turn(page: Page, rng: random.Random, seen: dict[str, int], knock_after: int) -> bool:
    """Do what the table asks of the person now, by tapping; False once the game is over."""
    view = wait_for_my_move(page)
    if view["status"] == "finished":
        return False
    assert_fits(page)
    version = view["version"]
    legal = [a for a in view["legal_actions"] if a["type"] != "up"]
    kinds = {a["type"] for a in legal}
    status = page.get_by_test_id("status")
    if view["phase"] == "move":
        last = "pass" in kinds  # X11: a last turn, after a knock
        if page.locator("html").get_attribute("lang") == "en":  # the words checked once
            expected = "Your last turn: draw" if last else "draw from the stock"
            expect(status).to_contain_text(expected)
        if last and rng.random() < 0.3:
            seen["pass"] += 1
            tap(page, '.sx-decisions [data-action="pass"]')
        elif "take" in kinds and rng.random() < 0.35:
            seen["take"] += 1
            tap(page, '[data-action="open-pile"][data-does="take"]')
        else:
            seen["draw"] += 1
            tap(page, '[data-action="draw"]')
    elif view["phase"] == "holding":
        swaps = [a for a in legal if a["type"] == "swap"]
        # The glowing grid cards are exactly the legal swaps (X9).
        lit = {(int(n.get_attribute("data-packet") or -1),
                int(n.get_attribute("data-position") or -1))
               for n in page.locator(".sx-mine .sx-card.is-legal").all()}
        assert lit == {(a["packet"], a["position"]) for a in swaps}, (lit, swaps)
        if "discard" in kinds and rng.random() < 0.3:
            seen["discard"] += 1
            tap(page, '[data-action="open-pile"][data-does="discard"]')
        else:
            action = rng.choice(swaps)
            seen["swap"] += 1
            tap(page, f'.sx-mine .sx-card[data-packet="{action["packet"]}"]'
                      f'[data-position="{action["position"]}"]')
    else:
        assert view["phase"] == "after"
        knocks = [a for a in legal if a["type"] == "knock"]
        if knocks and view["turns"][view["seat"]] >= knock_after:
            seen["knock"] += 1
            tap(page, f'.sx-decisions [data-action="knock-{knocks[0]["packet"]}"]')
        else:
            seen["end"] += 1
            tap(page, '.sx-decisions [data-action="end"]')
    wait_for_change(page, version)
    return True


def play_to_the_end(page: Page, rng: random.Random, knock_after: int = 6) -> dict[str, int]:
    seen = {"draw": 0, "take": 0, "swap": 0, "discard": 0, "knock": 0, "end": 0, "pass": 0}
    for _ in range(600):
        if not take_turn(page, rng, seen, knock_after):
            return seen
    pytest.fail("the game did not end")


def go_up_while_the_computers_move(page: Page, packet: int = 0) -> None:
    """After the person's move, while the computers' moves are still coming in and being
    drawn (slow speed), Go up: sent at once, out of turn, and taken by the server."""
    choose_speed(page, "slow")
    view = wait_for_my_move(page)
    while view["phase"] != "after":  # a move of his own first, so that his turn ends
        version = view["version"]
        if view["phase"] == "move":
            tap(page, '[data-action="draw"]')
        else:
            swap = next(a for a in view["legal_actions"] if a["type"] == "swap")
            tap(page, f'.sx-mine .sx-card[data-packet="{swap["packet"]}"]'
                      f'[data-position="{swap["position"]}"]')
        wait_for_change(page, version)
        view = wait_for_my_move(page)
    ended_at = current(page)["version"]
    tap(page, '.sx-decisions [data-action="end"]')
    # The computers are moving once the end is in and either a computer's turn is shown or
    # their moves are still being drawn: under load the socket may bring several moves in
    # one newer view, whose turn is the person's again while the moves are animated.
    page.wait_for_function("() => { const c = window.tableClient; const v = c.current; "
                           f"return v.version > {ended_at} && v.status === 'active' "
                           "&& (c.pumping || v.turn !== v.seat); }")
    up = page.locator(f'.sx-decisions [data-action="up-{packet}"]')
    expect(up).to_be_enabled()
    moving = page.evaluate("() => { const c = window.tableClient; "
                           "return c.pumping || c.current.turn !== c.current.seat; }")
    assert moving, "the computers were no longer moving"
    up.click()
    page.wait_for_function(f"() => {{ const v = window.tableClient.current; "
                           f"return v.packets[v.seat][{packet}].up === true; }}", timeout=30_000)
    # The button goes once the table has drawn the going up, after the computers' moves
    # before it (slow speed: several seconds).
    expect(page.locator(f'.sx-decisions [data-action="up-{packet}"]')).to_have_count(
        0, timeout=30_000)
    expect(page.locator(".toast")).to_have_count(0)  # nothing refused
    choose_speed(page, "instant")


def check_summary(page: Page, seats: int) -> None:
    over = page.get_by_test_id("game-over")
    expect(over).to_be_visible()
    expect(over.locator(".tbl-standings li")).to_have_count(seats)
    view = current(page)
    result = view["result"]
    me = view["seat"]
    expect(over.locator(".tbl-standings li.is-me")).to_contain_text(f"{result['scores'][me]} point")
    # The reveal: every card face up, each card counted 0 by a match marked on the felt.
    assert all(mark == "face_up" for seat in view["packets"] for p in seat for mark in p["marks"])
    zeros = sum(flag for seat in result["zero"] for p in seat for flag in p)
    expect(page.locator(".sx-felt .is-zero")).to_have_count(zeros)
    expect(page.get_by_test_id("explanation")).to_contain_text("marked 0")
    assert_fits(page)


def test_a_new_user_plays_a_whole_game_on_a_phone(site: str, browser: Browser) -> None:
    page = new_page(browser, PHONE)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{site}/")
    card = page.locator('[data-game-card="sixes"]')
    # New game offers two to six players, the variant, memory mode and the level (X1, D6).
    seats = card.locator("select[data-seats] option")
    assert [o.get_attribute("value") for o in seats.all()] == ["2", "3", "4", "5", "6"]
    variants = card.locator('select[data-option="variant"] option')
    assert [o.get_attribute("value") for o in variants.all()] == ["sixes", "double"]
    expect(card.locator('input[data-option="memory"]')).not_to_be_checked()
    levels = card.locator("select[data-level] option")
    assert [o.get_attribute("value") for o in levels.all()] == ["easy", "normal", "hard"]
    start_from_lobby(page, site, seats=4)
    rules = page.request.get(f"{site}/rules/sixes/")
    assert rules.ok and "How to play Sixes" in rules.text()
    view = wait_for_my_move(page)
    # The peek (X5): the bottom row known to the person alone, the top row unknown.
    mine = view["packets"][view["seat"]][0]
    assert mine["marks"] == ["unknown"] * 3 + ["known"] * 3
    grid = page.locator(".sx-mine .sx-card")
    expect(grid.nth(3)).to_have_attribute("aria-label",
                                          re.compile(r".+, known to you, bottom left"))
    expect(grid.nth(0)).to_have_attribute("aria-label", "face-down card, nobody knows it, top left")
    expect(page.locator(".sx-mine .sx-tag-known")).to_have_count(3)
    assert_fits(page)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "phone-sixes-start.png"))
    # Draw: the card appears in the middle, the bottom row glows, the open pile may take it.
    tap(page, '[data-action="draw"]')
    page.wait_for_function(MY_MOVE)
    expect(page.get_by_test_id("held")).to_have_attribute("aria-label",
                                                          re.compile(r"You hold the .+"))
    expect(page.locator(".sx-mine .sx-card.is-legal")).to_have_count(3)
    page.screenshot(path=str(SHOTS / "phone-sixes-holding.png"))
    go_up_while_the_computers_move(page)
    # Gone up: the top row glows now.
    view = wait_for_my_move(page)
    if view["phase"] == "move":
        tap(page, '[data-action="draw"]')
        page.wait_for_function(MY_MOVE)
        lit = [int(n.get_attribute("data-position") or -1)
               for n in page.locator(".sx-mine .sx-card.is-legal").all()]
        assert lit == [0, 1, 2], lit
    page.screenshot(path=str(SHOTS / "phone-sixes-mid-game.png"))
    # The deal is the lobby's, fresh each run: a computer may knock at once, so the game may
    # leave the person no more than a last turn; it is played to its end either way.
    play_to_the_end(page, random.Random(12), knock_after=5)
    check_summary(page, 4)
    page.screenshot(path=str(SHOTS / "phone-sixes-game-over.png"))
    assert not errors, errors
    page.context.close()


def test_a_double_sixes_game_on_a_phone(site: str, browser: Browser) -> None:
    page = new_page(browser, PHONE)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{site}/")
    card = page.locator('[data-game-card="sixes"]')
    # Double Sixes is for two or three (D6): Players offers no more (tests/browser/
    # test_lobby_setups.py has the rest, a refused size included).
    card.locator("[data-game-options] > summary").click()  # the setup is folded away
    card.locator("select[data-seats]").select_option("4")
    card.locator('select[data-option="variant"]').select_option("double")
    expect(card.locator("select[data-seats]")).to_have_value("2")
    assert [o.get_attribute("value") for o in card.locator("select[data-seats] option").all()] \
        == ["2", "3"]
    start_from_lobby(page, site, seats=3, variant="double")
    view = wait_for_my_move(page)
    assert view["variant"] == "double" and len(view["packets"][view["seat"]]) == 2
    expect(page.locator('.sx-decisions [data-action="up-0"]')).to_contain_text("Up left")
    expect(page.locator('.sx-decisions [data-action="up-1"]')).to_contain_text("Up right")
    assert_fits(page)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "phone-double-start.png"))
    go_up_while_the_computers_move(page, packet=1)
    page.screenshot(path=str(SHOTS / "phone-double-mid-game.png"))
    seen = play_to_the_end(page, random.Random(3), knock_after=3)
    # Two stages end a Double Sixes game (D4), so the person moves again whatever the deal.
    assert seen["swap"] + seen["discard"] > 0, seen
    check_summary(page, 3)
    page.screenshot(path=str(SHOTS / "phone-double-game-over.png"))
    assert not errors, errors
    page.context.close()


SIZES = [("phone", PHONE), ("desktop", DESKTOP)]
TABLES = [(seats, "sixes") for seats in range(2, 7)] + [(2, "double"), (3, "double")]


@pytest.mark.parametrize(("size", "viewport"), SIZES, ids=[s for s, _ in SIZES])
def test_no_table_needs_scrolling(site: str, browser: Browser, size: str,
                                  viewport: dict[str, int]) -> None:
    """Every table size and both variants fit the screen from the first view to the last
    (short games: the unoffered turn limit of the contract, through the API)."""
    page = new_page(browser, viewport)
    page.goto(f"{site}/")
    for seats, variant in TABLES:
        page.goto(f"{site}/")
        url = page.evaluate(CREATE_TABLE, {
            "game": "sixes", "level": "easy", "seats": seats,
            "options": {"variant": variant, "turn_limit": 3}})
        page.goto(f"{site}{url}" if url.startswith("/") else url)
        choose_speed(page, "instant")
        wait_for_my_move(page)
        assert_fits(page)
        if size == "desktop" and (seats, variant) in ((5, "sixes"), (3, "double")):
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SHOTS / f"desktop-{variant}-{seats}-start.png"))
        play_to_the_end(page, random.Random(seats), knock_after=99)
        check_summary(page, seats)
        if (seats, variant) in ((6, "sixes"), (3, "double"), (2, "double")):
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SHOTS / f"{size}-{variant}-{seats}-game-over.png"))
    page.context.close()


def test_playing_from_memory_hides_the_cards_after_the_first_move(site: str,
                                                                    browser: Browser) -> None:
    """Memory mode (X6): the bottom row shows its faces during the peek; after the person's
    first move no face-down card of his shows its face, nor does the page hold its code."""
    page = new_page(browser, PHONE)
    page.goto(f"{site}/")
    url = page.evaluate(CREATE_TABLE, {"game": "sixes", "level": "easy", "seats": 2,
                                       "options": {"memory": True}})
    page.goto(f"{site}{url}" if url.startswith("/") else url)
    choose_speed(page, "instant")
    view = wait_for_my_move(page)
    assert view["peeking"] and view["memory"]
    grid = page.locator(".sx-mine .sx-card")
    expect(grid.nth(3)).to_have_attribute("aria-label", re.compile(r".+, known to you, "))
    bottom = [c for c in view["packets"][view["seat"]][0]["cards"][3:]]
    assert None not in bottom
    tap(page, '[data-action="draw"]')
    view = wait_for_my_move(page)
    assert view["phase"] == "holding" and not view["peeking"]
    tap(page, '.sx-mine .sx-card[data-packet="0"][data-position="4"]')
    page.wait_for_function("() => window.tableClient.current.phase !== 'holding'")
    view = current(page)
    mine = view["packets"][view["seat"]][0]
    assert mine["cards"] == [None] * 6, mine
    for i in range(3, 6):
        expect(grid.nth(i)).to_have_attribute(
            "aria-label", re.compile(r"^face-down card you have seen, not remembered"))
    # Nothing in the page holds the codes of the two bottom cards kept (the third went to
    # the open pile), nor does the client's view.
    kept = [c for i, c in enumerate(bottom) if i != 1]
    html = page.content() + json.dumps(current(page))
    for code in kept:
        found = re.search(rf"[\"'>]{code}[\"'<]", html)
        assert not found, html[max(0, found.start() - 300):found.end() + 100]
    assert_fits(page)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "phone-sixes-memory.png"))
    page.context.close()


# Words that give an English text away on the table; none may show in another language.
ENGLISH = {"draw", "stock", "pile", "swap", "knock", "knocked", "your", "you", "the", "turn",
           "thinking", "left", "right", "points", "finish", "holds", "card", "cards", "last",
           "round", "known", "nobody", "everyone", "face", "down", "lobby", "rules", "new"}
NATIVE = {"nb": {"lobby"}, "da": {"lobby"}, "he": set(), "sw": set()}  # the same word there
READ_JS = """() => {
  const shown = (n) => n.getClientRects().length && getComputedStyle(n).visibility !== 'hidden';
  const names = (window.tableClient.current.players || []).map((p) => p.name);
  const texts = [...document.querySelectorAll('.sx-status, .sx-banner, .tbl-game-over, button')]
    .filter(shown).map((n) => (n.innerText || '') + ' ' + (n.getAttribute('aria-label') || ''));
  return {names, texts};
}"""


def english_on_the_table(page: Page) -> set[str]:
    """The English words in what the table shows now, players' names left out."""
    native = NATIVE[page.locator("html").get_attribute("lang") or ""]
    read = page.evaluate(READ_JS)
    words: set[str] = set()
    for text in read["texts"]:
        for name in read["names"]:
            text = text.replace(name, " ")
        words |= {w for w in re.findall(r"[a-z]+", text.lower()) if w in ENGLISH - native}
    return words


@pytest.mark.parametrize("language", ["nb", "da", "he", "sw"])
def test_the_longer_languages_fit_a_phone(site: str, browser: Browser, language: str) -> None:
    """The most buttons (Double Sixes after a move: up and done for each packet, End turn)
    and the most seats, in the languages whose words run longest: no scrolling at any
    state of short games; and no English word at the start, with a card in hand, at the
    end."""
    page = new_page(browser, PHONE)
    page.context.add_cookies([{"name": "django_language", "value": language, "url": site}])
    for seats, variant in ((2, "double"), (6, "sixes")):
        page.goto(f"{site}/")
        url = page.evaluate(CREATE_TABLE, {
            "game": "sixes", "level": "easy", "seats": seats,
            "options": {"variant": variant, "turn_limit": 4}})
        page.goto(f"{site}{url}" if url.startswith("/") else url)
        choose_speed(page, "instant")
        expect(page.locator("html")).to_have_attribute("lang", language)
        view = wait_for_my_move(page)
        assert not english_on_the_table(page), f"{language}, the start"
        page.locator('[data-action="draw"]').click()
        wait_for_change(page, view["version"])
        wait_for_my_move(page)
        assert not english_on_the_table(page), f"{language}, a card in hand"
        play_to_the_end(page, random.Random(f"{language}-{seats}"), knock_after=99)
        assert_fits(page)
        assert not english_on_the_table(page), f"{language}, game over"
    page.context.close()


def focused(page: Page) -> str | None:
    """What has the focus: a grid card ("packet:position") or an action."""
    found: str | None = page.evaluate("""() => { const a = document.activeElement;
      if (!a) return null;
      if (a.dataset.position !== undefined) return `${a.dataset.packet}:${a.dataset.position}`;
      return a.dataset.action || null; }""")
    return found


def test_turns_with_the_keyboard_alone(site: str, browser: Browser) -> None:
    """D draws, the arrows reach the allowed grid cards and Enter swaps, X throws a drawn
    card away, E ends the turn, U goes up; every move is said in the announcer line."""
    page = new_page(browser, DESKTOP)
    start_from_lobby(page, site, seats=2)
    choose_speed(page, "instant")
    page.evaluate("""() => {
        window.announced = [];
        const node = document.querySelector('[data-testid="announcer"]');
        new MutationObserver(() => window.announced.push(node.textContent))
            .observe(node, {childList: true, characterData: true, subtree: true});
    }""")
    page.locator("[data-table-root]").focus()
    went_up = False
    for turn in range(4):
        view = wait_for_my_move(page)
        if view["status"] == "finished":
            break
        assert view["phase"] == "move"
        page.keyboard.press("d")
        wait_for_change(page, view["version"])
        view = wait_for_my_move(page)
        assert view["phase"] == "holding"
        if turn == 1:
            page.keyboard.press("x")
        else:
            page.keyboard.press("ArrowRight")
            place = focused(page)
            allowed = {f"{a['packet']}:{a['position']}" for a in view["legal_actions"]
                       if a["type"] == "swap"}
            assert place in allowed, (place, allowed)
            page.keyboard.press("Enter")
        wait_for_change(page, view["version"])
        view = wait_for_my_move(page)
        if view["status"] == "finished":
            break
        if view["phase"] == "after":
            page.keyboard.press("e")
            wait_for_change(page, view["version"])
        if not went_up:
            page.keyboard.press("u")
            page.wait_for_function("() => { const v = window.tableClient.current; "
                                   "return v.packets[v.seat][0].up; }")
            went_up = True
    announced = " | ".join(page.evaluate("window.announced"))
    assert re.search(r"You draw the \w+ of \w+", announced), announced
    assert "You go up" in announced, announced
    assert re.search(r"\w+ (draws a card|takes the)", announced), announced
    page.context.close()


AXE_CASES = [("phone", "light", "en", "sixes"), ("phone", "light", "he", "double"),
             ("desktop", "dark", "en", "sixes")]


@pytest.mark.parametrize(("size", "scheme", "language", "variant"), AXE_CASES,
                         ids=["-".join(case) for case in AXE_CASES])
def test_the_sixes_table_has_no_axe_violations(site: str, browser: Browser, size: str,
                                               scheme: str, language: str,
                                               variant: str) -> None:
    page = open_page(browser, size, scheme, site=site, language=language)
    start_from_lobby(page, site, seats=3, variant=variant)
    choose_speed(page, "instant")
    if language == "he":
        expect(page.locator("html")).to_have_attribute("dir", "rtl")
    where = f"sixes table, {variant}, {size}, {scheme}, {language}"
    found: list[str] = []
    view = wait_for_my_move(page)
    found += check(page, f"{where}: the start")
    page.locator('[data-action="draw"]').click()
    wait_for_change(page, view["version"])
    wait_for_my_move(page)
    found += check(page, f"{where}: a card in hand")
    assert_fits(page)
    play_to_the_end(page, random.Random(4), knock_after=2)
    found += check(page, f"{where}: game over")
    assert_fits(page)
    if language == "he":
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"{size}-he-{variant}-game-over.png"))
    page.context.close()
    assert not found, "\n\n".join(found)


if not axe.AXE.exists():  # fail loudly, never skip: the check must not vanish quietly
    pytest.fail(axe.missing_message(), pytrace=False)
