"""What a game's browser tests do at its table, whatever the game (<game>/tests/browser/):
read the newest view, tap as a person taps, wait for a move to be drawn, check that nothing
needs scrolling sideways, take screenshots, and play the person's part turn by turn
(``Person``, which each game's tests fill in with its moves). The site's fixtures and the
rest of the kit are in tests/browser/site.py.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect

from tests.browser.site import SHOTS, SUMMARY_OR_MOVE, choose_speed

View = dict[str, Any]
WIDTH = "() => ({width: document.documentElement.scrollWidth, vw: innerWidth})"
# The tables every game's axe test checks: (size, colour scheme, language).
AXE_CASES = [("phone", "light", "en"), ("phone", "light", "he"), ("desktop", "dark", "en")]
AXE_TABLES = pytest.mark.parametrize(("size", "scheme", "language"), AXE_CASES,
                                     ids=["-".join(case) for case in AXE_CASES])
CONTINUE = 'dialog[open] [data-action="continue"]'


def new_game(page: Page, site: str, game: str, seats: int, *, level: str = "",
             speed: str = "instant", **options: str | int) -> None:
    """New game from the lobby's card of ``game``, its setup unfolded and filled as a person
    fills it: the players, each option (chosen from its list, or typed), the computers' level
    if told; then the table's ``speed`` (instant unless told: a match takes seconds)."""
    page.goto(f"{site}/")
    card = page.locator(f'[data-game-card="{game}"]')
    expect(card.locator(f'[data-new-game="{game}"]')).to_be_enabled()  # the script is ready
    card.locator("[data-game-options] > summary").click()  # the setup is folded away
    card.locator("select[data-seats]").select_option(str(seats))
    for name, value in options.items():
        field = card.locator(f'[data-option="{name}"]')
        if field.evaluate("(n) => n.tagName") == "SELECT":
            field.select_option(str(value))
        else:
            field.fill(str(value))
    if level:
        card.locator("select[data-level]").select_option(level)
    card.locator(f'[data-new-game="{game}"]').click()
    page.wait_for_url(re.compile(r"/tables/[0-9a-f-]{36}/$"))
    if speed:
        choose_speed(page, speed)


def current(page: Page) -> View:
    """The newest view the table's client holds (maybe not drawn yet)."""
    view: View = page.evaluate("window.tableClient.current")
    return view


def shot(page: Page, name: str) -> None:
    """A screenshot to test-results/screenshots/<name>.png (written on every run, so not
    into the repository)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def watch_errors(page: Page) -> list[str]:
    """The errors the page raises from now on (a test asserts there were none)."""
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    return errors


# The innermost elements that reach past the screen's right edge (left in right to left),
# named for a failure's message.
PAST_THE_EDGE = """() => {
    const past = (e) => { const b = e.getBoundingClientRect();
        return b.width && (b.right > innerWidth + 0.5 || b.left < -0.5); };
    return [...document.body.querySelectorAll('*')]
        .filter((element) => past(element) && ![...element.children].some(past))
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className} `
            + `${Math.round(element.getBoundingClientRect().width)}px: `
            + element.textContent.trim().slice(0, 40));
}"""


def no_sideways_scroll(page: Page, phase: str) -> None:
    page.wait_for_load_state("load")  # measured with every stylesheet applied
    width = page.evaluate(WIDTH)
    if width["width"] > width["vw"]:
        raise AssertionError((phase, width, page.evaluate(PAST_THE_EDGE)))


def tap(page: Page, selector: str, least: float = 36) -> None:
    """Tap what a person sees: on the screen as it is, without scrolling, a finger wide and
    tall (``least`` pixels)."""
    target = page.locator(selector).first
    expect(target).to_be_visible()  # a button the renderer is still drawing is waited for
    box = target.bounding_box()
    viewport = page.viewport_size
    assert box and viewport, selector
    assert box["y"] >= 0 and box["y"] + box["height"] / 2 <= viewport["height"], (selector, box)
    assert box["width"] >= least and box["height"] >= least, (selector, box)
    target.click()


def wait_for_change(page: Page, version: int) -> None:
    """Until the table has moved past ``version`` (or a later view waits to be drawn)."""
    page.wait_for_function(
        "(v) => { const c = window.tableClient; return c.current.version > v || "
        "(c.queue.length && c.queue[c.queue.length - 1].version > v); }", arg=version)


def check_standings(page: Page, seats: int, words: bool = True) -> Locator:
    """The game-over panel: a row a seat; in English, the places in order. Returns it."""
    over = page.get_by_test_id("game-over")
    expect(over).to_be_visible()
    expect(over.locator(".tbl-standings li")).to_have_count(seats)
    if words:
        texts = over.locator(".tbl-standings .tbl-place").all_inner_texts()
        places = [int("".join(c for c in t if c.isdigit()) or 0) for t in texts]
        assert places == sorted(current(page)["result"]["places"]), places
    return over


class Person:
    """Plays the person's part by tapping, as a new user would, and counts what he did and
    saw (``seen``). A game's tests say what its moves are (``act``, ``summary``) and, where
    the table must fit the screen, what fitting is (``fits``)."""

    # The JS that says the table waits for him (or a summary for Continue, or it is over).
    ready = SUMMARY_OR_MOVE
    kinds: tuple[str, ...] = ()  # what ``seen`` counts besides the summaries

    def __init__(self, page: Page, *, words: bool = True, shots: str = "") -> None:
        self.page = page
        self.words = words  # the English words are checked
        self.shots = shots  # a screenshot's name prefix ("toy-phone"), or none
        self.taken: set[str] = set()
        self.seen = dict.fromkeys((*self.kinds, "summary"), 0)

    def shoot(self, name: str) -> None:
        """A screenshot of the first time he meets ``name`` (with ``shots`` only)."""
        if self.shots and name not in self.taken:
            self.taken.add(name)
            shot(self.page, f"{self.shots}-{name}")

    def fits(self, phase: str) -> None:
        no_sideways_scroll(self.page, phase)

    def turn(self) -> bool:
        """Do what the table asks now; False once the match is over."""
        page = self.page
        page.wait_for_function(self.ready, timeout=30_000)
        if page.locator(CONTINUE).count():
            self.summary()
            return True
        view = current(page)
        if view["status"] == "finished":
            return False
        self.fits(f"round {view['round']}, version {view['version']}")
        self.act(view)
        wait_for_change(page, view["version"])
        return True

    def act(self, view: View) -> None:
        raise NotImplementedError

    def summary(self) -> None:
        """The round's summary: the game checks it (``check_summary``), Continue goes on."""
        page = self.page
        dialog = page.get_by_test_id("round-summary")
        expect(dialog).to_be_visible()
        self.check_summary(dialog, page.evaluate("window.tableClient.renderer.shown"))
        self.shoot("round-over")
        self.seen["summary"] += 1
        page.locator(CONTINUE).click()
        expect(dialog).to_be_hidden()

    def check_summary(self, dialog: Locator, view: View) -> None:
        """What the game's summary shows of ``view`` (the one drawn)."""

    def play(self, turns: int = 2000) -> dict[str, int]:
        for _ in range(turns):
            if not self.turn():
                return self.seen
        pytest.fail("the match did not end")
