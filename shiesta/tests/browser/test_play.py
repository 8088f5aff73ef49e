"""Shiesta in Chromium: a new user on a phone starts a game from the lobby, swaps a card,
says Ready and plays the whole game to its end by tapping (legal cards, one or several of a
rank, face-up and face-down cards, Pick up when he must), and nothing on the table ever
needs scrolling; today's daily, played from the lobby to its board; a whole game with the
keyboard alone; Hint and the review wired to the shared coach; axe-core on the table (a
phone in English and in Hebrew, right to left, and a desktop in the dark scheme).

A match of two games (a short turn limit through the API) shows its summary between the
games and the match's standings at the end.

The computers move at instant speed (the speed setting, as a person chooses it), so that a
whole game takes seconds; each of the person's moves waits for the table to be his.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser import axe
from tests.browser.axe import check, open_page
from tests.browser.site import (
    CREATE_TABLE,
    DESKTOP,
    PHONE,
    SHOTS,
    SUMMARY_OR_MOVE,
    choose_speed,
    establish,
    new_page,
    ordinal,
)
from tests.browser.table import AXE_TABLES, View, current, new_game, wait_for_change

# The person may act: every view is drawn, nothing is sent, and the newest view asks
# something of him (or the game is over).
MY_MOVE = """() => {
  const c = window.tableClient;
  if (!c || !c.renderer || c.pumping || c.queue.length || c.pending) return false;
  const v = c.current;
  return v.status === "finished" || (v.legal_actions || []).length > 0;
}"""
# Everything on the page fits the screen: no scrolling either way.
FITS = """() => {
  const d = document.documentElement;
  return {width: d.scrollWidth, height: d.scrollHeight, vw: innerWidth, vh: innerHeight};
}"""


def start_shiesta(page: Page, site: str, seats: int = 4, level: str = "easy") -> None:
    """The lobby's Shiesta card: players and level chosen, then New game."""
    new_game(page, site, "shiesta", seats, level=level)


def assert_fits(page: Page) -> None:
    size = page.evaluate(FITS)
    assert size["width"] <= size["vw"] and size["height"] <= size["vh"], size


def tap(page: Page, selector: str) -> None:
    """Tap what a person sees: it must be on the screen as it is, without scrolling."""
    target = page.locator(selector).first
    box = target.bounding_box()
    viewport = page.viewport_size
    assert box and viewport, selector
    assert box["y"] >= 0 and box["y"] + box["height"] / 2 <= viewport["height"], (selector, box)
    target.click()


def wait_for_my_move(page: Page) -> View:
    page.wait_for_function(MY_MOVE, timeout=30_000)
    return current(page)


def swap_one_and_say_ready(page: Page) -> None:
    view = wait_for_my_move(page)
    assert view["phase"] == "swap"
    hand_card = page.locator(".sh-hand [data-card]").last.get_attribute("data-card")
    up_card = page.locator(".sh-mine .sh-up").first.get_attribute("data-card")
    tap(page, f'.sh-hand [data-card="{hand_card}"]')
    chosen = page.locator(f'.sh-hand [data-card="{hand_card}"]')
    expect(chosen).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_test_id("status")).to_contain_text("face-up card")
    tap(page, f'.sh-mine .sh-up[data-card="{up_card}"]')
    # The two cards changed places: the face-up card is in the hand, the hand card face up.
    expect(page.locator(f'.sh-mine .sh-up[data-card="{hand_card}"]')).to_have_count(1)
    expect(page.locator(f'.sh-hand [data-card="{up_card}"]')).to_have_count(1)
    page.wait_for_function(MY_MOVE)
    assert_fits(page)
    tap(page, '.sh-decisions [data-action="ready"]')
    expect(page.locator('.sh-decisions [data-action="ready"]')).to_have_count(0)


# The status line's words for a forced pick-up, in the languages these tests play in.
PICK_UP_WORDS = {"en": "pick up the pile", "he": "לאסוף את הערמה"}


def take_turn(page: Page, rng: random.Random, seen: dict[str, int]) -> bool:
    """Do what the table asks of the person now, by tapping; False once the game is over."""
    view = wait_for_my_move(page)
    if view["status"] == "finished":
        return False
    assert_fits(page)
    version = view["version"]
    legal = view["legal_actions"]
    kinds = {action["type"] for action in legal}
    if view["phase"] == "swap":
        tap(page, '.sh-decisions [data-action="ready"]')
    elif kinds == {"pickup"}:
        language = page.locator("html").get_attribute("lang") or "en"
        expect(page.get_by_test_id("status")).to_contain_text(PICK_UP_WORDS[language])
        seen["pickup"] += 1
        tap(page, '.sh-decisions [data-action="pickup"]')
    elif "face_down" in kinds:
        positions = [a["position"] for a in legal if a["type"] == "face_down"]
        seen["face_down"] += 1
        tap(page, f'.sh-mine .sh-down.is-legal[data-position="{rng.choice(positions)}"]')
    else:
        place = ".sh-hand" if view["zones"][view["seat"]] == "hand" else ".sh-mine"
        if place == ".sh-mine":
            seen["face_up"] += 1
        nodes = page.locator(f"{place} .sh-card.is-legal").all()
        cards = [node.get_attribute("data-card") for node in nodes]
        assert cards, "no legal card to tap"
        assert {c for a in legal if a["type"] == "play" for c in a["cards"]} == set(cards)
        card = rng.choice(cards)
        partners = [c for c in cards if c != card and c and card and c[:-1] == card[:-1]]
        tap(page, f'{place} [data-card="{card}"]')
        if partners:
            # Several of one rank: the tap chose it; now and then add the others, then Play.
            expect(page.locator('.sh-decisions [data-action="play"]')).to_be_enabled()
            if rng.random() < 0.6:
                for other in partners:
                    tap(page, f'{place} [data-card="{other}"]')
                seen["several"] += 1
            tap(page, '.sh-decisions [data-action="play"]')
    wait_for_change(page, version)
    return True




def play_to_the_end(page: Page, rng: random.Random) -> dict[str, int]:
    """Play the game, or every game of a match, pressing Continue at each summary between
    two games (the page fits then too)."""
    seen = {"pickup": 0, "face_down": 0, "face_up": 0, "several": 0, "turns": 0,
            "summaries": 0}
    for _ in range(2000):
        page.wait_for_function(SUMMARY_OR_MOVE, timeout=30_000)
        if page.locator('dialog[open] [data-action="continue"]').count():
            seen["summaries"] += 1
            assert_fits(page)
            page.keyboard.press("Enter")
            expect(page.get_by_test_id("match-summary")).to_be_hidden()
            continue
        if not take_turn(page, rng, seen):
            return seen
        seen["turns"] += 1
    pytest.fail("the game did not end")


def check_summary(page: Page, seats: int) -> None:
    over = page.get_by_test_id("game-over")
    expect(over).to_be_visible()
    expect(over.locator(".tbl-standings li")).to_have_count(seats)
    view = current(page)
    result = view["result"]
    places = [re.sub(r"\D", "", (li.locator(".tbl-place").text_content() or ""))
              for li in over.locator(".tbl-standings li").all()]
    assert [int(p) for p in places] == sorted(result["places"])
    my_turns = view["turns"][view["seat"]]
    expect(over.locator(".tbl-standings li.is-me")).to_contain_text(f"{my_turns} turn")
    expect(over).to_contain_text(re.compile(r"went out after \d+ turns|Nobody went out"))
    expect(over.locator('[data-action="new-game"]')).to_be_visible()
    assert_fits(page)


def test_a_new_user_plays_a_whole_game_on_a_phone(site: str, browser: Browser) -> None:
    page = new_page(browser, PHONE)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{site}/")
    card = page.locator('[data-game-card="shiesta"]')
    # The lobby's New game offers three to five players and the computers' level (H1).
    seats = card.locator("select[data-seats] option")
    assert [o.get_attribute("value") for o in seats.all()] == ["3", "4", "5"]
    levels = card.locator("select[data-level] option")
    assert [o.get_attribute("value") for o in levels.all()] == ["easy", "normal", "hard"]
    start_shiesta(page, site, seats=4)
    rules = page.locator('.header-links a[href="/rules/shiesta/"]')  # the table links the rules
    expect(rules).to_be_visible()
    rules_page = page.request.get(f"{site}/rules/shiesta/")
    assert rules_page.ok and "Shiesta" in rules_page.text()
    assert_fits(page)
    swap_one_and_say_ready(page)
    seen = play_to_the_end(page, random.Random(12))
    assert seen["turns"] > 3, seen
    check_summary(page, 4)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "shiesta-game-over-360.png"))
    # New game from the summary: a fresh table, four players again, in the swap.
    old = page.url
    page.locator('[data-action="new-game"]').click()
    page.wait_for_url(lambda url: url != old and "/tables/" in url)
    page.wait_for_function("() => { const c = window.tableClient; "
                           "return Boolean(c && c.current && c.current.phase === 'swap'); }")
    assert current(page)["seats"] == 4
    assert not errors, errors
    page.context.close()


def test_play_the_shiesta_daily_and_see_the_board(site: str, site_database: Path,
                                                  browser: Browser) -> None:
    """A player first seen on an earlier day plays the daily and finds the board's row."""
    page = new_page(browser, PHONE)
    page.goto(f"{site}/")
    nickname = establish(page, site, site_database)
    page.goto(f"{site}/")
    daily = page.locator('#dailies [data-testid="daily-card"][data-game="shiesta"]')
    daily.locator('[data-action="play-daily"]').click()
    page.wait_for_url(re.compile(r"/tables/[0-9a-f-]{36}/$"))
    choose_speed(page, "instant")
    view = wait_for_my_move(page)
    assert view["mode"] == "daily" and view["seats"] == 4
    expect(page.locator('[data-action="hint"]')).to_be_hidden()  # no coach in a daily
    seen = play_to_the_end(page, random.Random(5))
    games = (view.get("match") or {}).get("games", 1)
    assert seen["summaries"] == games - 1  # the daily's format: a match of that many games
    over = page.get_by_test_id("game-over")
    expect(over).to_be_visible()
    if games > 1:
        expect(over.get_by_test_id("match-grid").locator("tbody tr")).to_have_count(4)
    else:
        check_summary(page, 4)
    page.locator('[data-action="leaderboard"]').click()
    page.wait_for_url(re.compile(r"/daily/shiesta/\d{4}-\d{2}-\d{2}/$"))
    expect(page.get_by_test_id("my-row")).to_contain_text(nickname)
    page.context.close()


def focused(page: Page) -> str | None:
    """What has the focus: a card's code, a face-down card's position, or an action."""
    found: str | None = page.evaluate("""() => { const a = document.activeElement;
      return a ? (a.dataset.card || (a.dataset.position ? `down ${a.dataset.position}` : null)
                  || a.dataset.action || null) : null; }""")
    return found


def test_a_whole_game_with_the_keyboard_alone(site: str, browser: Browser) -> None:
    """Arrows reach the cards, Enter chooses them, P plays, U picks up, R says Ready; every
    move is said in the announcer line."""
    page = new_page(browser, DESKTOP)
    start_shiesta(page, site, seats=3)
    page.evaluate("""() => {
        window.announced = [];
        const node = document.querySelector('[data-testid="announcer"]');
        new MutationObserver(() => window.announced.push(node.textContent))
            .observe(node, {childList: true, characterData: true, subtree: true});
    }""")
    view = wait_for_my_move(page)
    page.locator("[data-table-root]").focus()  # from the settings, where choosing the speed left it
    page.keyboard.press("ArrowRight")  # into the hand
    hand_card = focused(page)
    assert hand_card in view["hand"], hand_card
    page.keyboard.press("Enter")  # chosen: the face-up row takes the focus
    up_card = focused(page)
    assert up_card in view["face_up"][view["seat"]], up_card
    page.keyboard.press("Enter")
    expect(page.locator(f'.sh-mine .sh-up[data-card="{hand_card}"]')).to_have_count(1)
    page.wait_for_function(MY_MOVE)
    page.keyboard.press("r")
    moves = {"pickup": 0, "face_down": 0, "play": 0, "several": 0}
    for _ in range(700):
        view = wait_for_my_move(page)
        if view["status"] == "finished":
            break
        kinds = {a["type"] for a in view["legal_actions"]}
        if view["phase"] == "swap":
            page.keyboard.press("r")
        elif kinds == {"pickup"}:
            moves["pickup"] += 1
            page.keyboard.press("u")
        else:
            page.keyboard.press("ArrowRight")
            chosen = focused(page)
            assert chosen is not None, "the arrows reached no card"
            page.keyboard.press("Enter")
            if "face_down" in kinds:
                moves["face_down"] += 1
            elif page.locator('.sh-decisions [data-action="play"]:enabled').count():
                # Several of its rank: chosen, not played yet; P plays it.
                moves["several"] += 1
                page.keyboard.press("p")
            moves["play"] += 1
        wait_for_change(page, view["version"])
    expect(page.get_by_test_id("game-over")).to_be_visible()
    assert moves["play"] > 3, moves
    announced = " | ".join(page.evaluate("window.announced"))
    assert re.search(r"You (play|turn up) the \w+ of \w+", announced), announced
    assert re.search(r"\w+ (plays|turns up) the \w+ of \w+", announced), announced
    assert "Everyone is ready" in announced, announced
    page.context.close()


def test_hint_and_review_when_the_server_offers_a_coach(site: str, browser: Browser) -> None:
    """The wiring of the shared coach (static/tables/coach.js) at the Shiesta table: shown
    only when the view says a coach may be asked, the hint marks the cards it names, the
    game's summary offers the review. The server's answers are stood in for here, so that
    the words shown are known (the next test asks the real coach)."""
    page = new_page(browser, DESKTOP)
    start_shiesta(page, site, seats=3)
    view = wait_for_my_move(page)
    assert view["coach"], "a practice table of a game with a coach offers it"
    hint = page.locator('[data-action="hint"]')
    swap = next(a for a in view["legal_actions"] if a["type"] == "swap")
    advice = {"version": view["version"], "action": swap,
              "text": "Swap: keep the strong cards face up"}
    page.route("**/hint/?version=*", lambda route: route.fulfill(json={"hint": advice}))
    review = {"round": 0, "decisions": 9, "items": [{
        "turn": 3, "seq": 12, "played": {"type": "pickup"},
        "suggested": {"type": "play", "cards": ["4C"]},
        "gain": 0.4, "text": "A low card keeps the pile small"}]}
    page.route("**/review/?round=0", lambda route: route.fulfill(json={"review": review}))
    expect(hint).to_be_enabled()
    hint.click()
    expect(page.get_by_test_id("hint")).to_have_text("Swap: keep the strong cards face up.")
    expect(page.locator(f'.sh-hand [data-card="{swap["hand"]}"].is-hinted')).to_be_visible()
    expect(page.locator(f'.sh-mine [data-card="{swap["up"]}"].is-hinted')).to_be_visible()
    page.locator('.sh-decisions [data-action="ready"]').click()
    play_to_the_end(page, random.Random(8))
    over = page.get_by_test_id("game-over")
    over.locator('[data-action="review"]').click()
    expect(over.get_by_test_id("review")).to_contain_text(
        "Turn 3: you chose to pick up the pile. Better: play 4♣ (a place about 0.4 better on"
        " average). A low card keeps the pile small.")
    page.context.close()


def test_the_real_coach_hints_a_legal_move(site: str, browser: Browser) -> None:
    """Hint asks Hard's search (tasks run in-process here): a sentence, and the cards it
    names marked at the table, one of the person's legal moves."""
    page = new_page(browser, PHONE)
    start_shiesta(page, site, seats=4)
    wait_for_my_move(page)
    rng = random.Random(3)
    seen = {"pickup": 0, "face_down": 0, "face_up": 0, "several": 0, "turns": 0}
    for _ in range(100):  # until a turn of play with a real choice
        view = wait_for_my_move(page)
        if view["phase"] == "play" and len(view["legal_actions"]) > 1:
            break
        assert take_turn(page, rng, seen), "the game ended before the person had a choice"
    else:
        pytest.fail("no choice came up in 100 turns")
    page.locator('[data-action="hint"]').click()
    expect(page.get_by_test_id("hint")).to_have_text(re.compile(r"\w.{8,}"), timeout=15000)
    expect(page.locator(".is-hinted").first).to_be_visible()
    assert_fits(page)
    page.context.close()


def test_a_match_of_two_games_on_a_phone(site: str, browser: Browser) -> None:
    """A match of two games (the lobby offers the number of games): the first game's end,
    its summary (places, totals, who starts next) waiting for Continue with the focus on
    it, the second deal's swap started by the next seat with the match's game and totals on
    the felt, and the final standings with each game's place; never a scroll on a phone."""
    page = new_page(browser, PHONE)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{site}/")
    games = page.locator('[data-game-card="shiesta"] input[data-option="games"]')
    expect(games).to_have_value("1")
    assert (games.get_attribute("min"), games.get_attribute("max")) == ("1", "10")
    url = page.evaluate(CREATE_TABLE, {"game": "shiesta", "level": "easy", "seats": 3,
                                       "options": {"games": 2, "turn_limit": 12}})
    page.goto(f"{site}{url}" if url.startswith("/") else url)
    choose_speed(page, "instant")
    view = wait_for_my_move(page)
    assert view["match"] == {"games": 2, "number": 1, "places": [], "totals": [0, 0, 0]}
    expect(page.get_by_test_id("match")).to_have_text("Game 1 of 2")
    expect(page.get_by_test_id("my-total")).to_have_text("Σ 0")
    assert_fits(page)
    rng = random.Random(21)
    seen = {"pickup": 0, "face_down": 0, "face_up": 0, "several": 0, "turns": 0}
    summaries = 0
    for _ in range(200):
        page.wait_for_function(SUMMARY_OR_MOVE, timeout=30_000)
        if page.locator('dialog[open] [data-action="continue"]').count():
            summaries += 1
            dialog = page.get_by_test_id("match-summary")
            expect(dialog).to_be_visible()
            expect(dialog.locator("h2")).to_have_text("Game 1 of 2 is over")
            shown = page.evaluate("window.tableClient.renderer.shown")
            ended = shown["ended"]
            rows = dialog.locator(".sh-match-table tbody tr")
            expect(rows).to_have_count(3)
            for seat in range(3):
                row = dialog.locator(f'.sh-match-table tr[data-seat="{seat}"]')
                expect(row.locator("td.num").first).to_have_text(ordinal(ended["places"][seat]))
                expect(row.locator("td.num").last).to_have_text(str(ended["totals"][seat]))
            # Game 2 is started by the next seat clockwise (H5): the first computer.
            expect(dialog.get_by_test_id("match-rule")).to_contain_text("A match of 2 games")
            expect(dialog.get_by_test_id("next-starter")).to_have_text(
                re.compile(r"^\S+ starts game 2\.$"))
            expect(page.get_by_test_id("status")).to_contain_text("Game 1 of 2 is over")
            # Continue has the focus; nothing of game 2 is drawn until it is pressed.
            assert page.evaluate("document.activeElement.dataset.action") == "continue"
            assert shown["phase"] == "over"
            assert_fits(page)
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SHOTS / "shiesta-match-summary-360.png"))
            page.keyboard.press("Enter")  # Continue
            expect(dialog).to_be_hidden()
            view = wait_for_my_move(page)
            assert view["phase"] == "swap" and view["match"]["number"] == 2
            assert view["starter"] == 1 and view["turns"] == [0, 0, 0]
            assert view["match"]["places"] == [ended["places"]]
            expect(page.get_by_test_id("match")).to_have_text("Game 2 of 2")
            expect(page.get_by_test_id("my-total")).to_have_text(f"Σ {ended['totals'][0]}")
            expect(page.locator('.sh-decisions [data-action="ready"]')).to_be_visible()
            expect(page.locator(".sh-hand [data-card]")).to_have_count(5)
            assert_fits(page)
            page.screenshot(path=str(SHOTS / "shiesta-match-second-deal-360.png"))
            continue
        if not take_turn(page, rng, seen):
            break
    else:
        pytest.fail("the match did not end")
    assert summaries == 1
    view = current(page)
    assert view["status"] == "finished" and len(view["match"]["places"]) == 2
    totals = view["match"]["totals"]
    assert totals == [sum(p[s] for p in view["match"]["places"]) for s in range(3)]
    over = page.get_by_test_id("game-over")
    expect(over).to_be_visible()
    # The standings: a row a player, best total first, with every game's place and the
    # total (the panel's own list of places stands aside).
    places = view["match"]["places"]
    grid = over.get_by_test_id("match-grid")
    expect(grid.locator("tbody tr")).to_have_count(3)
    expect(over.locator(".tbl-standings")).to_be_hidden()
    order = [int(s or -1) for s in grid.locator("tbody tr").evaluate_all(
        "(rows) => rows.map((r) => r.dataset.seat)")]
    assert [totals[s] for s in order] == sorted(totals)
    for seat in range(3):
        cells = grid.locator(f'tr[data-seat="{seat}"] td')
        place = 1 + sum(1 for t in totals if t < totals[seat])
        expect(cells).to_have_text([ordinal(place), str(places[0][seat]), str(places[1][seat]),
                                    str(totals[seat])])
    expect(grid.locator("tr.is-me th")).to_have_text("You")
    expect(over.get_by_test_id("explanation")).to_contain_text("Game 2 of 2")
    place = 1 + sum(1 for t in totals if t < totals[0])
    expect(over.locator(".tbl-headline")).to_contain_text(
        "You win!" if place == 1 and totals.count(totals[0]) == 1 else
        "You share first place!" if place == 1 else f"You finish {ordinal(place)}.")
    assert_fits(page)
    page.screenshot(path=str(SHOTS / "shiesta-match-over-360.png"))
    # New game: the next match, as many games, the next starter (H5).
    old = page.url
    page.locator('[data-action="new-game"]').click()
    page.wait_for_url(lambda url: url != old and "/tables/" in url)
    page.wait_for_function("() => { const c = window.tableClient; "
                           "return Boolean(c && c.current && c.current.phase === 'swap'); }")
    assert current(page)["match"]["games"] == 2
    assert not errors, errors
    page.context.close()


@AXE_TABLES
def test_the_shiesta_table_has_no_axe_violations(site: str, browser: Browser, size: str,
                                                 scheme: str, language: str) -> None:
    page = open_page(browser, size, scheme, site=site, language=language)
    start_shiesta(page, site, seats=5)
    if language == "he":
        expect(page.locator("html")).to_have_attribute("dir", "rtl")
    where = f"shiesta table, {size}, {scheme}, {language}"
    found: list[str] = []
    wait_for_my_move(page)
    page.locator(".sh-hand [data-card]").first.click()  # a card chosen to swap
    found += check(page, f"{where}: the swap, a card chosen")
    page.locator('.sh-decisions [data-action="ready"]').click()
    rng = random.Random(4)
    seen = {"pickup": 0, "face_down": 0, "face_up": 0, "several": 0, "turns": 0}
    view = wait_for_my_move(page)
    if view["status"] != "finished":
        found += check(page, f"{where}: playing")
    for _ in range(700):
        if not take_turn(page, rng, seen):
            break
    found += check(page, f"{where}: game over")
    page.context.close()
    assert not found, "\n\n".join(found)


if not axe.AXE.exists():  # fail loudly, never skip: the check must not vanish quietly
    pytest.fail(axe.missing_message(), pytrace=False)
