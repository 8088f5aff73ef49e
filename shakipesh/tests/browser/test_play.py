"""Shakipesh in Chromium: a new user on a phone starts a match from the lobby and plays it as
a person would, by tapping: a card, then one of the piles that glow for it (exactly the
piles it follows); a pile, then a pile it fits (a combination), then a card for the new
pile the combination gives (End turn stays disabled until it is laid); a shakipesh; End
turn; the round's summary with every hand and the totals, Continue, and the match's end
with the places. Nothing on the table ever needs scrolling, on a phone and on a desktop,
with two to four players, a hand grown by shakipeshes and many piles, in English and in
Hebrew (right to left). The keyboard alone plays a turn; Hint shows only with a coach; axe
finds nothing.

Screenshots go to test-results/screenshots/shakipesh-*.png. The computers move at instant
speed (the speed setting, as a person chooses it), so that a match takes seconds; each of
the person's moves waits for the table to be his.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from tests.browser import axe, table
from tests.browser.axe import check, open_page
from tests.browser.site import DESKTOP, PHONE, SUMMARY_OR_MOVE, new_page
from tests.browser.test_table_look import fits
from tests.browser.words import with_language

# The person may act: every view is drawn, nothing is sent, no summary waits, and the
# newest view asks something of him (or the match is over).
MY_MOVE = """() => {
  const c = window.tableClient;
  if (!c || !c.renderer || c.pumping || c.queue.length || c.pending) return false;
  const v = c.current;
  return v.status === "finished" || (v.legal_actions || []).length > 0;
}"""


def assert_fits(page: Page, phase: str) -> None:
    """fits() (no vertical scrolling) and no sideways scrolling either."""
    size = page.viewport_size
    assert size
    if page.evaluate("document.documentElement.scrollHeight") > size["height"]:
        table.shot(page, "shakipesh-does-not-fit")
    fits(page, size, phase)
    table.no_sideways_scroll(page, phase)


def glowing_piles(page: Page) -> set[int]:
    return {int(n.get_attribute("data-pile") or -1)
            for n in page.locator(".shk-piles .shk-pile.is-target[data-pile]").all()}


def start_from_lobby(page: Page, site: str, seats: int, limit: int, level: str = "easy"
                     ) -> None:
    """New game from the lobby's Shakipesh card. Easy unless told: the tapping person plays
    plainly, and against Normal a match to 10 often ends after one round, with no round
    summary to see."""
    table.new_game(page, site, "shakipesh", seats, level=level, limit=limit)


class Tapper(table.Person):
    """Plays the person's turns by tapping, as a new user would, and says what he saw."""

    kinds = ("lay", "combine", "new_pile", "end", "shakipesh", "pass")

    def __init__(self, page: Page, *, shakipesh_first: bool = True, shots: str = "",
                 words: bool = True) -> None:
        super().__init__(page, words=words, shots=shots)
        self.shakipesh_first = shakipesh_first  # one shakipesh at a match's first turn

    def fits(self, phase: str) -> None:
        assert_fits(self.page, phase)

    def act(self, view: table.View) -> None:
        page = self.page
        legal = view["legal_actions"]
        kinds = {a["type"] for a in legal}
        rights = view["turn_state"]["rights"]
        end = page.locator('.shk-decisions [data-action="end"]')
        # End turn only once a card is laid and no right waits (K7, K10).
        if "end" in kinds:
            expect(end).to_be_enabled()
        else:
            expect(end).to_be_disabled()
        if rights:
            self.new_pile(view, legal)
        elif "combine" in kinds:
            self.combine(view, legal)
        elif "shakipesh" in kinds and self.shakipesh_first and not self.seen["shakipesh"]:
            self.shakipesh(view)
        elif "lay" in kinds:
            self.lay(view, legal)
        elif "end" in kinds:
            self.seen["end"] += 1
            table.tap(page, '.shk-decisions [data-action="end"]')
        elif "shakipesh" in kinds:
            self.shakipesh(view)
        else:
            assert kinds == {"pass"}, kinds
            self.seen["pass"] += 1
            table.tap(page, '.shk-decisions [data-action="pass"]')

    def lay(self, view: table.View, legal: list[table.View]) -> None:
        page = self.page
        action = next(a for a in legal if a["type"] == "lay")
        card = action["card"]
        chosen = page.locator(f'.shk-hand [data-card="{card}"]')
        table.tap(page, f'.shk-hand [data-card="{card}"]')
        expect(chosen).to_have_attribute("aria-pressed", "true")
        # Exactly the piles the card follows glow (K7), and only they may be tapped.
        wanted = {a["pile"] for a in legal if a["type"] == "lay" and a["card"] == card}
        assert glowing_piles(page) == wanted
        enabled = {int(n.get_attribute("data-pile") or -1)
                   for n in page.locator(".shk-piles .shk-pile[data-pile]:enabled").all()}
        assert enabled == wanted, (enabled, wanted)
        if self.words:
            expect(page.get_by_test_id("status")).to_contain_text("glowing pile")
        self.shoot("card-chosen")
        self.seen["lay"] += 1
        table.tap(page, f'.shk-piles [data-pile="{action["pile"]}"]')

    def combine(self, view: table.View, legal: list[table.View]) -> None:
        page = self.page
        action = next(a for a in legal if a["type"] == "combine")
        first = action["pile"]
        table.tap(page, f'.shk-piles [data-pile="{first}"]')
        picked = page.locator(f'.shk-piles [data-pile="{first}"]')
        expect(picked).to_have_class(re.compile("is-picked"))
        combines = [a for a in legal if a["type"] == "combine"]
        partners = {a["onto"] for a in combines if a["pile"] == first}
        partners |= {a["pile"] for a in combines if a["onto"] == first}
        assert glowing_piles(page) == partners
        self.shoot("pile-chosen")
        self.seen["combine"] += 1
        table.tap(page, f'.shk-piles [data-pile="{action["onto"]}"]')
        # K8: a right to lay a new pile, which must be used before the turn may end (K10).
        page.wait_for_function(SUMMARY_OR_MOVE)
        after = page.evaluate("window.tableClient.renderer.shown")
        if after["status"] == "finished" or after["turn"] != after["seat"]:
            return
        assert after["turn_state"]["rights"] >= 1
        expect(page.locator('[data-action="new-pile"]')).to_have_class(re.compile("is-pending"))
        expect(page.locator('.shk-decisions [data-action="end"]')).to_be_disabled()
        if self.words:
            expect(page.get_by_test_id("status")).to_contain_text("Lay any card as a new pile")
        self.shoot("new-pile-right")

    def new_pile(self, view: table.View, legal: list[table.View]) -> None:
        page = self.page
        action = next(a for a in legal if a["type"] == "new_pile")
        slot = page.locator('[data-action="new-pile"]')
        expect(slot).to_have_class(re.compile("is-pending"))
        expect(page.locator('.shk-decisions [data-action="end"]')).to_be_disabled()
        table.tap(page, f'.shk-hand [data-card="{action["card"]}"]')
        expect(slot).to_have_class(re.compile("is-target"))
        before = len(view["piles"])
        self.seen["new_pile"] += 1
        table.tap(page, '[data-action="new-pile"]')
        page.wait_for_function(SUMMARY_OR_MOVE)
        after = page.evaluate("window.tableClient.renderer.shown")
        if after["round"] == view["round"] and after["status"] != "finished":
            assert len(after["piles"]) == before + 1
            assert any(p["cards"] == [action["card"]] for p in after["piles"])

    def shakipesh(self, view: table.View) -> None:
        page = self.page
        size = view["hand_sizes"][view["seat"]]
        self.seen["shakipesh"] += 1
        table.tap(page, '.shk-decisions [data-action="shakipesh"]')
        page.wait_for_function(SUMMARY_OR_MOVE, timeout=30_000)
        after = page.evaluate("window.tableClient.renderer.shown")
        if after["round"] == view["round"]:
            # K11: two cards more in the hand (the others' turns lay none of his), the
            # stock three smaller and the turn gone on.
            assert after["hand_sizes"][after["seat"]] == size + 2
            assert after["stock"] <= view["stock"] - 3

    def check_summary(self, dialog: Locator, view: table.View) -> None:
        """Every seat with its cards left, the round's points and the totals."""
        info = view["rounds"][-1]
        rows = dialog.locator(".shk-round-table tbody tr")
        expect(rows).to_have_count(view["seats"])
        for seat in range(view["seats"]):
            row = dialog.locator(f'.shk-round-table tr[data-seat="{seat}"]')
            expect(row.locator(".card-glyph")).to_have_count(len(info["hands"][seat]))
            expect(row.locator("td.num").first).to_have_text(str(info["scores"][seat]))
            expect(row.locator("td.num").last).to_have_text(str(view["totals"][seat]))
        if self.words:
            expect(dialog).to_contain_text(f"Round {info['round']} result")
        assert_fits(self.page, "the round's summary")


def check_game_over(page: Page, seats: int, words: bool = True) -> None:
    # The places by the lowest total (K14), the person's row marked.
    over = table.check_standings(page, seats, words)
    view = table.current(page)
    result = view["result"]
    me = view["seat"]
    if words:
        mine = over.locator(".tbl-standings li.is-me")
        expect(mine).to_contain_text(f"{result['totals'][me]} point")
    # The last round's hands, revealed.
    last = view["rounds"][-1]
    glyphs = sum(len(hand) for hand in last["hands"])
    expect(over.locator(".shk-round-table .card-glyph")).to_have_count(glyphs)
    assert_fits(page, "game over")


def test_a_new_user_plays_a_match_on_a_phone(site: str, browser: Browser) -> None:
    page = new_page(browser, PHONE)
    errors = table.watch_errors(page)
    page.goto(f"{site}/")
    card = page.locator('[data-game-card="shakipesh"]')
    seats = card.locator("select[data-seats] option")
    assert [o.get_attribute("value") for o in seats.all()] == ["2", "3", "4"]
    limits = card.locator('select[data-option="limit"] option')
    assert [o.get_attribute("value") for o in limits.all()] == ["1", "10", "25", "50"]
    seen: dict[str, int] = {}
    # A combination is open to the person in nineteen deals out of twenty: a second match
    # makes sure one came.
    for match in range(3):
        start_from_lobby(page, site, seats=2, limit=10)
        page.wait_for_function(MY_MOVE)
        view = table.current(page)
        assert view["round"] == 1 and len(view["hand"]) == 9 and len(view["piles"]) == 4
        expect(page.locator(".shk-hand [data-card]")).to_have_count(9)
        expect(page.locator(".shk-piles [data-pile]")).to_have_count(4)
        expect(page.get_by_test_id("stock")).to_have_attribute("aria-label", "Stock: 30 cards")
        assert_fits(page, "the start")
        if match == 0:
            table.shot(page, "shakipesh-phone-start")
        person = Tapper(page, shots="shakipesh-phone" if match == 0 else "")
        for kind, count in person.play().items():
            seen[kind] = seen.get(kind, 0) + count
        check_game_over(page, 2)
        if match == 0:
            table.shot(page, "shakipesh-phone-game-over")
        if seen["combine"] and seen["summary"]:
            break
    assert seen["lay"] and seen["end"] and seen["shakipesh"] and seen["summary"], seen
    assert seen["combine"] and seen["new_pile"] >= seen["combine"], seen
    assert not errors, errors
    page.context.close()


@pytest.mark.parametrize("seats", [3, 4])
def test_a_round_on_a_desktop(site: str, browser: Browser, seats: int) -> None:
    page = new_page(browser, DESKTOP)
    start_from_lobby(page, site, seats=seats, limit=1)
    page.wait_for_function(MY_MOVE)
    assert_fits(page, "the start")
    expect(page.locator(".shk-seat:visible")).to_have_count(seats - 1)
    table.shot(page, f"shakipesh-desktop-{seats}-start")
    Tapper(page, shots=f"shakipesh-desktop-{seats}").play()
    check_game_over(page, seats)
    table.shot(page, f"shakipesh-desktop-{seats}-game-over")
    page.context.close()


@pytest.mark.parametrize(("size", "viewport"), [("phone", PHONE), ("desktop", DESKTOP)])
def test_a_hand_grown_by_shakipeshes_and_many_piles_fit(site: str, browser: Browser, size: str,
                                                        viewport: dict[str, int]) -> None:
    """The person shakipeshes whenever he may (two more cards each time, and a pile more):
    his hand grows past eighteen cards and the piles to ten, and the table still fits. Whether
    a round gets there depends on the deal (the computer may go out first), so new rounds are
    dealt until one does."""
    page = new_page(browser, viewport)
    most = {"hand": 0, "piles": 0}
    for _ in range(8):
        start_from_lobby(page, site, seats=2, limit=1)
        if grow_the_hand(page, size, most):
            break
    assert most["hand"] >= 19 and most["piles"] >= 10, most
    page.context.close()


def grow_the_hand(page: Page, size: str, most: dict[str, int]) -> bool:
    """Plays one round shakipeshing whenever allowed, checking that the table fits at every
    turn; True once the hand held 19 cards with 10 piles on the table."""
    for _ in range(400):
        page.wait_for_function(MY_MOVE, timeout=30_000)
        view = table.current(page)
        if view["status"] == "finished":
            return False
        assert_fits(page, f"{len(view['hand'])} cards, {len(view['piles'])} piles")
        most["hand"] = max(most["hand"], len(view["hand"]))
        most["piles"] = max(most["piles"], len(view["piles"]))
        if len(view["hand"]) >= 19 and len(view["piles"]) >= 10:
            table.shot(page, f"shakipesh-{size}-big-hand")
            return True
        kinds = {a["type"] for a in view["legal_actions"]}
        for kind in ("shakipesh", "new_pile", "combine", "lay", "end", "pass"):
            if kind in kinds:
                break
        action = next(a for a in view["legal_actions"] if a["type"] == kind)
        if kind in ("shakipesh", "end", "pass"):
            table.tap(page, f'.shk-decisions [data-action="{kind}"]')
        elif kind == "new_pile":
            table.tap(page, f'.shk-hand [data-card="{action["card"]}"]', least=30)
            table.tap(page, '[data-action="new-pile"]', least=30)
        elif kind == "combine":
            table.tap(page, f'.shk-piles [data-pile="{action["pile"]}"]', least=30)
            table.tap(page, f'.shk-piles [data-pile="{action["onto"]}"]', least=30)
        else:
            table.tap(page, f'.shk-hand [data-card="{action["card"]}"]', least=30)
            table.tap(page, f'.shk-piles [data-pile="{action["pile"]}"]', least=30)
        table.wait_for_change(page, view["version"])
    return False


def test_hebrew_right_to_left_on_a_phone(site: str, browser: Browser) -> None:
    page = new_page(browser, PHONE)
    with_language(page, site, "he")
    start_from_lobby(page, site, seats=3, limit=1)
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    page.wait_for_function(MY_MOVE)
    assert_fits(page, "the start, in Hebrew")
    table.shot(page, "shakipesh-he-phone-start")
    Tapper(page, shots="shakipesh-he-phone", words=False).play()
    check_game_over(page, 3, words=False)
    table.shot(page, "shakipesh-he-phone-game-over")
    page.context.close()


def test_a_turn_with_the_keyboard_alone(site: str, browser: Browser) -> None:
    """The arrows reach the cards that may be laid, Enter chooses one and the piles it
    follows take the focus, Enter lays it; S shakipeshes, E ends the turn; each move is said
    in the announcer line."""
    page = new_page(browser, DESKTOP)
    start_from_lobby(page, site, seats=2, limit=1)
    page.locator("[data-table-root]").focus()
    laid = shaken = False
    for _ in range(60):
        page.wait_for_function(MY_MOVE, timeout=30_000)
        view = table.current(page)
        if view["status"] == "finished" or (laid and shaken):
            break
        kinds = {a["type"] for a in view["legal_actions"]}
        if "lay" in kinds and not view["turn_state"]["rights"]:
            page.keyboard.press("ArrowRight")
            card = page.evaluate("document.activeElement.dataset.card")
            movable = {a["card"] for a in view["legal_actions"] if a["type"] in ("lay", "new_pile")}
            assert card in movable, (card, movable)
            if not any(a["type"] == "lay" and a["card"] == card for a in view["legal_actions"]):
                page.keyboard.press("Escape")
                page.keyboard.press("s" if "shakipesh" in kinds else "e")
                table.wait_for_change(page, view["version"])
                continue
            page.keyboard.press("Enter")
            pile = page.evaluate("document.activeElement.dataset.pile")
            targets = {str(a["pile"]) for a in view["legal_actions"]
                       if a["type"] == "lay" and a["card"] == card}
            assert pile in targets, (pile, targets)
            page.keyboard.press("Enter")
            laid = True
        elif view["turn_state"]["rights"]:
            page.locator(f'.shk-hand [data-card="{view["hand"][0]}"]').click()
            page.keyboard.press("n")
        elif "shakipesh" in kinds:
            page.keyboard.press("s")
            shaken = True
        elif "end" in kinds:
            page.keyboard.press("e")
        elif "combine" in kinds:
            action = next(a for a in view["legal_actions"] if a["type"] == "combine")
            page.locator(f'.shk-piles [data-pile="{action["pile"]}"]').click()
            page.locator(f'.shk-piles [data-pile="{action["onto"]}"]').click()
        else:
            page.keyboard.press("p")
        table.wait_for_change(page, view["version"])
    assert laid, "no card was laid with the keyboard"
    announced = page.get_by_test_id("announcer").inner_text()
    assert announced, "nothing was said"
    page.context.close()


def test_hint_only_with_a_coach(site: str, browser: Browser) -> None:
    """Hint is the shared coach's (static/tables/coach.js): shown only when the view says a
    coach may be asked, off when there is nothing to choose (only a shakipesh); when it is
    asked, the hint marks the card and the pile it names."""
    page = new_page(browser, PHONE)
    hint = page.locator('.shk-decisions [data-action="hint"]')
    for _ in range(10):  # a deal whose first turn offers a choice (almost every one)
        start_from_lobby(page, site, seats=2, limit=1)
        page.wait_for_function(MY_MOVE)
        view = table.current(page)
        if not view["coach"]:
            expect(hint).to_have_count(0)
            page.context.close()
            return
        if len(view["legal_actions"]) >= 2:
            break
        expect(hint).to_be_disabled()  # only a shakipesh: nothing to advise
    else:
        raise AssertionError("ten deals without a choice on the first turn")
    lay = next((a for a in view["legal_actions"] if a["type"] == "lay"), None)
    action = lay or view["legal_actions"][0]
    page.route("**/hint/?version=*", lambda route: route.fulfill(
        json={"hint": {"action": action, "text": "Lay the card that keeps your runs"}}))
    hint.click()
    expect(page.get_by_test_id("hint")).to_have_text("Lay the card that keeps your runs.")
    expect(page.locator(".is-hinted").first).to_be_visible()
    page.context.close()


@table.AXE_TABLES
def test_the_shakipesh_table_has_no_axe_violations(site: str, browser: Browser, size: str,
                                                   scheme: str, language: str) -> None:
    page = open_page(browser, size, scheme, site=site, language=language)
    start_from_lobby(page, site, seats=3, limit=10)
    where = f"shakipesh table, {size}, {scheme}, {language}"
    found: list[str] = []
    page.wait_for_function(MY_MOVE)
    found += check(page, f"{where}: the start")
    view = table.current(page)
    lay = next((a for a in view["legal_actions"] if a["type"] == "lay"), None)
    if lay:
        page.locator(f'.shk-hand [data-card="{lay["card"]}"]').click()
        found += check(page, f"{where}: a card chosen")
    person = Tapper(page, words=False)
    while not person.seen["summary"]:
        page.wait_for_function(SUMMARY_OR_MOVE, timeout=30_000)
        if page.locator(table.CONTINUE).count():
            found += check(page, f"{where}: the round's summary")
        if not person.turn():
            break
    page.context.close()
    assert not found, "\n\n".join(found)


if not axe.AXE.exists():  # fail loudly, never skip: the check must not vanish quietly
    pytest.fail(axe.missing_message(), pytrace=False)
