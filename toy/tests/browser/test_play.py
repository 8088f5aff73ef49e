"""The toy in Chromium, served like every game (tests/browser/site.py serves tests/settings.py,
the site plus the toy): a new user on a phone starts a match from the lobby's toy card and
plays it to the end by tapping, as a person would: a card of the hand and Pass while the cards
are passed, Declare once, a card on each of his turns (only the cards he may play can be
tapped), the round's summary with Continue, and the game-over panel with every seat's place.
On a desktop with the most seats too; with the keyboard alone; in Hebrew, right to left; and
axe finds nothing on the table. Nothing on the table needs scrolling sideways, and the page
raises no error.

Screenshots go to test-results/screenshots/toy-*.png. The computers move at instant speed (the
speed setting, chosen as a person chooses it), so that a match takes seconds.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from tests.browser import axe, table
from tests.browser.axe import check, open_page
from tests.browser.site import DESKTOP, PHONE, new_page
from tests.browser.words import no_english, with_language

# A summary waits for Continue, or the table waits for the person: every view is drawn,
# nothing is sent, and the newest view has him among the seats to act (or it is over). Not
# "he has a legal action": he may declare at any moment, on the others' turns too.
MY_MOVE = """() => {
  if (document.querySelector('dialog[open] [data-action="continue"]')) return true;
  const c = window.tableClient;
  if (!c || !c.renderer || c.pumping || c.queue.length || c.pending) return false;
  const v = c.current;
  return v.status === "finished" || (v.to_act || []).includes(v.seat);
}"""


def start_from_lobby(page: Page, site: str, seats: int, target: int, variant: str = "left"
                     ) -> None:
    """New game from the lobby's toy card, its setup unfolded as a person unfolds it."""
    table.new_game(page, site, "toy", seats, target=target, variant=variant)


class Tapper(table.Person):
    """Passes a card, declares once, plays the first card he may, in a match of the toy."""

    ready = MY_MOVE
    kinds = ("pass", "play", "declare")

    def act(self, view: table.View) -> None:
        kinds = {a["type"] for a in view["legal_actions"]}
        if "declare" in kinds and not self.seen["declare"] and view["phase"] == "play":
            self.declare(view)
        elif "pass" in kinds:
            self.pass_card(view)
        elif "play" in kinds:
            self.play_card(view)
        else:
            pytest.fail(f"nothing to do but {kinds}")

    def pass_card(self, view: table.View) -> None:
        page = self.page
        button = page.locator('.toy-decisions [data-action="pass"]')
        expect(button).to_be_disabled()  # no card chosen yet
        card = view["hand"][-1]
        table.tap(page, f'.toy-hand [data-card="{card}"]')
        expect(page.locator(f'.toy-hand [data-card="{card}"]')).to_have_attribute(
            "aria-pressed", "true")
        expect(button).to_be_enabled()
        if self.words:
            expect(page.get_by_test_id("status")).to_contain_text("or choose another card")
        self.shoot("pass-chosen")
        self.seen["pass"] += 1
        table.tap(page, '.toy-decisions [data-action="pass"]')

    def play_card(self, view: table.View) -> None:
        page = self.page
        playable = {a["card"] for a in view["legal_actions"] if a["type"] == "play"}
        enabled = {n.get_attribute("data-card")
                   for n in page.locator(".toy-hand [data-card]:enabled").all()}
        assert enabled == playable, (enabled, playable)  # only what he may play can be tapped
        if self.words and view["trick"] and len(playable) < len(view["hand"]):
            expect(page.get_by_test_id("status")).to_contain_text("follow the suit led")
        self.shoot("my-turn")
        self.seen["play"] += 1
        table.tap(page, f'.toy-hand [data-card="{sorted(playable)[0]}"]')

    def declare(self, view: table.View) -> None:
        self.seen["declare"] += 1
        table.tap(self.page, '.toy-decisions [data-action="declare"]')
        if self.words:
            expect(self.page.get_by_test_id("announcer")).to_contain_text(
                "You declare: no trick for you this round.")

    def check_summary(self, dialog: Locator, view: table.View) -> None:
        """A row a seat with its tricks, the round's points and the totals."""
        expect(dialog.locator(".toy-round-table tbody tr")).to_have_count(view["seats"])
        for seat in range(view["seats"]):
            row = dialog.locator(f'.toy-round-table tr[data-seat="{seat}"]')
            expect(row.locator("td.num").nth(1)).to_have_text(str(view["scores"][-1][seat]))
            expect(row.locator("td.num").last).to_have_text(str(view["totals"][seat]))
        if self.words:
            expect(dialog).to_contain_text(f"Round {view['round']} is over")


def check_game_over(page: Page, seats: int, words: bool = True) -> None:
    table.check_standings(page, seats, words)
    result = table.current(page)["result"]
    if words:
        expect(page.get_by_test_id("status")).to_contain_text("The match is over")
    assert max(result["totals"]) >= table.current(page)["target"]
    table.no_sideways_scroll(page, "game over")


def test_a_new_user_plays_a_match_on_a_phone(site: str, browser: Browser) -> None:
    page = new_page(browser, PHONE)
    errors = table.watch_errors(page)
    page.goto(f"{site}/")
    card = page.locator('[data-game-card="toy"]')
    expect(card).to_contain_text("Toy")
    seats = card.locator("select[data-seats] option")
    assert [o.get_attribute("value") for o in seats.all()] == ["2", "3", "4", "5", "6"]
    start_from_lobby(page, site, seats=3, target=5)
    page.wait_for_function(MY_MOVE)
    view = table.current(page)
    assert view["round"] == 1 and view["phase"] == "pass" and len(view["hand"]) == 3
    expect(page.locator(".toy-hand [data-card]")).to_have_count(3)
    expect(page.locator(".toy-seat:visible")).to_have_count(2)
    expect(page.get_by_test_id("status")).to_contain_text("Choose a card to pass to")
    table.shot(page, "toy-phone-start")
    seen = Tapper(page, shots="toy-phone").play()
    assert seen["pass"] and seen["play"] and seen["declare"] == 1, seen
    check_game_over(page, 3)
    table.shot(page, "toy-phone-game-over")
    assert not errors, errors
    page.context.close()


def test_a_match_of_six_on_a_desktop_passing_the_other_way(site: str, browser: Browser
                                                           ) -> None:
    page = new_page(browser, DESKTOP)
    start_from_lobby(page, site, seats=6, target=3, variant="right")
    page.wait_for_function(MY_MOVE)
    expect(page.locator(".toy-seat:visible")).to_have_count(5)
    assert table.current(page)["variant"] == "right"
    table.shot(page, "toy-desktop-6-start")
    Tapper(page, shots="toy-desktop-6").play()
    check_game_over(page, 6)
    table.shot(page, "toy-desktop-6-game-over")
    page.context.close()


def test_a_round_with_the_keyboard_alone(site: str, browser: Browser) -> None:
    """The arrows reach the cards of the hand, Enter chooses one, P passes it, D declares, and
    Enter plays a card; each move is said in the announcer's line."""
    page = new_page(browser, DESKTOP)
    start_from_lobby(page, site, seats=2, target=3)
    page.locator("[data-table-root]").focus()
    passed = declared = played = False
    for _ in range(80):
        page.wait_for_function(MY_MOVE, timeout=30_000)
        if page.locator(table.CONTINUE).count():
            page.keyboard.press("Enter")
            continue
        view = table.current(page)
        if view["status"] == "finished" or (passed and declared and played):
            break
        kinds = {a["type"] for a in view["legal_actions"]}
        if "pass" in kinds:
            page.keyboard.press("ArrowRight")
            assert page.evaluate("document.activeElement.dataset.card") in view["hand"]
            page.keyboard.press("Enter")
            expect(page.locator('.toy-decisions [data-action="pass"]')).to_be_enabled()
            page.keyboard.press("p")
            passed = True
        elif "declare" in kinds and not declared:
            page.keyboard.press("d")
            declared = True
        else:
            page.keyboard.press("ArrowRight")
            card = page.evaluate("document.activeElement.dataset.card")
            playable = {a["card"] for a in view["legal_actions"] if a["type"] == "play"}
            assert card in playable, (card, playable)
            page.keyboard.press("Enter")
            played = True
        table.wait_for_change(page, view["version"])
    assert passed and declared and played
    assert page.get_by_test_id("announcer").inner_text(), "nothing was said"
    page.context.close()


def test_hebrew_right_to_left_on_a_phone(site: str, browser: Browser) -> None:
    page = new_page(browser, PHONE)
    with_language(page, site, "he")
    start_from_lobby(page, site, seats=4, target=4)
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    page.wait_for_function(MY_MOVE)
    expect(page.get_by_test_id("status")).to_contain_text("יש לבחור קלף")
    expect(page.locator('.toy-decisions [data-action="pass"]')).to_contain_text("להעביר")
    table.shot(page, "toy-he-phone-start")
    Tapper(page, words=False, shots="toy-he-phone").play()
    check_game_over(page, 4, words=False)
    expect(page.get_by_test_id("status")).to_contain_text("המשחק נגמר")
    page.context.close()


# In the page: what a person reads now: the status line, the felt's lines, the last sentence
# said, an open dialog, the game-over panel and every visible button's words (the cards apart).
READ_JS = """() => {
  const shown = (n) => n.getClientRects().length && getComputedStyle(n).visibility !== 'hidden';
  const texts = [...document.querySelectorAll('[data-testid=status], .toy-felt p, .toy-seat, '
    + '.announcer-shown, dialog[open], [data-testid=game-over]:not([hidden]), .toy-note')]
    .filter(shown).map((n) => n.innerText || '');
  const buttons = [...document.querySelectorAll('button, summary')]
    .filter((n) => shown(n) && !n.closest('.toy-hand'))
    .map((n) => (n.innerText || '').trim() || n.getAttribute('aria-label') || '');
  const view = window.tableClient && window.tableClient.view;
  return {texts: [...texts, ...buttons], names: view ? view.players.map((p) => p.name) : []};
}"""


@pytest.mark.parametrize("language", ["nb", "da", "sw"])
def test_the_table_reads_in_the_language(site: str, browser: Browser, language: str) -> None:
    """A whole match in Norwegian, Danish and Swahili on a phone: no English word in what the
    table shows, from the first pass to the game-over panel."""
    page = new_page(browser, PHONE)
    with_language(page, site, language)
    start_from_lobby(page, site, seats=3, target=4)
    expect(page.locator("html")).to_have_attribute("lang", language)
    person = Tapper(page, words=False)
    read: list[str] = []
    while True:
        page.wait_for_function(MY_MOVE, timeout=30_000)
        read += no_english(page, READ_JS, language)
        if not person.turn():
            break
    check_game_over(page, 3, words=False)
    assert len(read) > 10
    page.context.close()


@table.AXE_TABLES
def test_the_toy_table_has_no_axe_violations(site: str, browser: Browser, size: str,
                                             scheme: str, language: str) -> None:
    page = open_page(browser, size, scheme, site=site, language=language)
    start_from_lobby(page, site, seats=3, target=4)
    where = f"toy table, {size}, {scheme}, {language}"
    page.wait_for_function(MY_MOVE)
    found = check(page, f"{where}: the pass")
    view = table.current(page)
    chosen = page.locator(f'.toy-hand [data-card="{view["hand"][0]}"]')
    chosen.click()
    found += check(page, f"{where}: a card chosen")
    chosen.click()  # chosen again: no card chosen any more
    expect(chosen).to_have_attribute("aria-pressed", "false")
    person = Tapper(page, words=False)
    trick_checked = False
    while True:
        page.wait_for_function(MY_MOVE, timeout=30_000)
        if page.locator(table.CONTINUE).count():
            found += check(page, f"{where}: the round's summary")
        elif table.current(page)["status"] == "finished":
            found += check(page, f"{where}: game over")
            break
        elif person.seen["play"] == 1 and not trick_checked:
            trick_checked = True
            found += check(page, f"{where}: a trick")
        if not person.turn():
            found += check(page, f"{where}: game over")
            break
    page.context.close()
    assert not found, "\n\n".join(found)


@pytest.mark.parametrize("language", ["en", "he"])
def test_the_toy_rules_page_has_no_axe_violations(site: str, browser: Browser, language: str
                                                  ) -> None:
    page = open_page(browser, "phone", "light")
    with_language(page, site, language)
    page.goto(f"{site}/rules/toy/")
    expect(page.locator("html")).to_have_attribute("lang", language)
    expect(page.locator("h1")).to_be_visible()
    found = check(page, f"toy rules, phone, {language}")
    table.no_sideways_scroll(page, f"the rules in {language}")
    page.context.close()
    assert not found, "\n\n".join(found)


if not axe.AXE.exists():  # fail loudly, never skip: the check must not vanish quietly
    pytest.fail(axe.missing_message(), pytrace=False)
