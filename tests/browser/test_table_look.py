"""How the Sheepshead table looks to a new player on a phone (issue 10), in Chromium.

Only the seat to act carries the turn frame; each card of a trick lies toward the seat that
played it, with the leader and the card winning so far marked and named; every phase fits a
360×640 phone without scrolling; card buttons are named by what they show; unplayable cards
keep their contrast; focus rings stand out on the felt; the phone's score sheet is a modal
dialog. Screenshots of each phase go to test-results/screenshots/table-*.png.
"""

from __future__ import annotations

import itertools
import math
import random
import re
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from sheepshead.engine.deck import INDEX, SUIT_OF, mask_of
from sheepshead.engine.rules import call_options, trick_winner
from tests.browser.site import DESKTOP, PHONE, SHOTS

SIZES = pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])

# In the page: WCAG contrast of two CSS colours ("rgb(…)" or "#rrggbb").
CONTRAST_JS = """
window.contrastOf = (a, b) => {
  const rgb = (c) => {
    c = c.trim();
    if (c.startsWith('#')) return [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
    return c.match(/[\\d.]+/g).slice(0, 3).map(Number);
  };
  const lum = (c) => {
    const [r, g, b] = rgb(c).map((v) => {
      v /= 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};
"""

# Cards glide to their places in 0.2 s: measure where they end, not where they pass.
# A constructed style sheet: the site's content security policy refuses a <style> element.
NO_TRANSITIONS_JS = """
{
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('*, *::before, *::after { transition: none !important; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
"""

# In the page: the state of the turn marks, checked on every change of the table.
TURN_WATCH_JS = """
() => {
  window.turnProblems = [];
  window.turnChecks = 0;
  const table = document.querySelector('.ss');
  const check = () => {
    window.turnChecks += 1;
    const marked = [...table.querySelectorAll('.is-turn')];
    const status = (table.querySelector('[data-testid=status]').textContent || '').trim();
    const complete = table.querySelector('.ss-trick.is-complete');
    const problem = (what) => window.turnProblems.push(
      `${what} | status "${status}" | marked ${marked.map((n) => n.className).join('; ')}`);
    if (marked.length > 1) problem('more than one turn mark');
    if (complete && marked.length) problem('a turn mark while a finished trick is shown');
    const seat = marked.find((n) => n.classList.contains('ss-seat'));
    if (seat && /^Your turn/.test(status)) problem("a computer's seat marked on your turn");
    const named = status.match(
      /^(\\w+) (to pick|to play|to lead|is burying|is choosing|is thinking)/);
    if (named && !seat) problem('the seat to act is not marked');
    if (named && seat && !seat.textContent.startsWith(named[1])) {
      problem('the wrong seat is marked');
    }
  };
  new MutationObserver(check).observe(table, {subtree: true, childList: true, attributes: true,
    attributeFilter: ['class'], characterData: true});
}
"""


def new_context_page(browser: Browser, size: dict[str, int], scheme: str = "light",
                     transitions: bool = False) -> Page:
    """A page as a phone (touch, no hover) or a desktop (mouse) shows it; without the
    transitions, unless asked for."""
    phone = size["width"] < 700
    context = browser.new_context(viewport=size, has_touch=phone, is_mobile=phone,  # type: ignore[arg-type]
                                  color_scheme=scheme)  # type: ignore[arg-type]
    page = context.new_page()
    page.set_default_timeout(20_000)
    page.add_init_script("localStorage.setItem('tables.speed', 'instant');"
                         + CONTRAST_JS + ("" if transitions else NO_TRANSITIONS_JS))
    return page


def api(page: Page, method: str, url: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
    """A JSON request from the page, as its own guest (cookie and CSRF token)."""
    result: dict[str, Any] = page.evaluate("""async ([method, url, body]) => {
        const token = document.querySelector('meta[name="csrf-token"]').content;
        const response = await fetch(url, {method, credentials: 'same-origin',
            headers: {'Content-Type': 'application/json', 'X-CSRFToken': token},
            body: body ? JSON.stringify(body) : undefined});
        return {status: response.status, data: await response.json()};
    }""", [method, url, body])
    assert result["status"] < 300, result
    data: dict[str, Any] = result["data"]
    return data


def new_table(page: Page, site: str, deals: int = 1) -> dict[str, Any]:
    """A practice table where the person decides first (seat 4 deals): its id, url and view."""
    page.goto(f"{site}/")
    return api(page, "POST", "/api/tables/", {
        "game": "sheepshead", "options": {"deals": deals, "first_dealer": 4}})


def open_page(page: Page, site: str, url: str) -> None:
    page.goto(f"{site}{url}")
    page.locator(".ss-hand [data-card]").first.wait_for()


def shot(page: Page, name: str, size: dict[str, int]) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"table-{name}-{size['width']}.png"), animations="disabled")


def fits(page: Page, size: dict[str, int], phase: str) -> None:
    """Everything needed to play is on the screen: the page does not scroll vertically."""
    height = page.evaluate("document.documentElement.scrollHeight")
    below = page.evaluate("""(h) => [...document.querySelectorAll('body *')].filter((n) =>
        n.getBoundingClientRect().bottom > h).slice(0, 5).map((n) =>
        `${n.tagName}.${n.className} ${Math.round(n.getBoundingClientRect().bottom)}`).concat(
        [...document.querySelectorAll('.ss-main > *')].map((n) =>
        `${n.className}:${Math.round(n.getBoundingClientRect().height)}`))""", size["height"])
    assert height <= size["height"], f"{phase}: the page is {height} px tall at {size}: {below}"


def settled(page: Page) -> None:
    """The computers' moves have all been drawn."""
    page.wait_for_function("() => { const c = window.tableClient; "
                           "return c && !c.pumping && !c.queue.length && !c.pending; }")


def wait_for_turn(page: Page) -> str:
    """Wait until the person is asked something; say what ("continue", "pick", … "play")."""
    page.locator('[data-action="continue"]:visible, .ss-decisions [data-action]:visible, '
                 '.ss-hand [data-card].is-legal, [data-testid="game-over"]:visible'
                 ).first.wait_for(timeout=30_000)
    # The deal summary holds the animation until Continue: the client is still busy then.
    if page.locator('[data-action="continue"]').is_visible():
        return "continue"
    settled(page)
    if page.get_by_test_id("game-over").is_visible():
        return "over"
    if page.locator('[data-action="continue"]').is_visible():
        return "continue"
    for action in ("pick", "bury", "call", "alone"):
        if page.locator(f'.ss-decisions [data-action="{action}"]').count():
            return action
    return "play"


def decide(page: Page, turn: str) -> None:
    """Answer a decision by tapping: pass, bury the first two cards, the first call."""
    if turn == "bury":
        cards = page.locator(".ss-hand [data-card].is-legal")
        cards.nth(0).click()
        cards.nth(1).click()
    action = "pass" if turn == "pick" else turn
    page.locator(f'.ss-decisions [data-action="{action}"]').first.click()


def unknown_bury(hand: list[str]) -> list[str] | None:
    """Two cards to bury from `hand` after which every call needs an unknown (S10): the
    bury with the most such calls, the most buttons to fit."""
    best: tuple[int, list[str]] | None = None
    for bury in itertools.combinations(hand, 2):
        rest = [card for card in hand if card not in bury]
        options = call_options(mask_of(rest), mask_of(list(bury)))
        if options and all(unknown for _, unknown in options) and (
                best is None or len(options) > best[0]):
            best = (len(options), list(bury))
    return best[1] if best else None


def table_with_an_unknown_call(page: Page, site: str) -> tuple[dict[str, Any], list[str]]:
    """A table whose person has picked and can bury into a call with an unknown (S10), and
    that bury, with the most call buttons found: tables are dealt until one allows all three
    suits (about one deal in 25 does), else the most seen in 150 deals."""
    best: tuple[int, dict[str, Any], list[str]] | None = None
    for _ in range(150):
        table = new_table(page, site)
        picked = api(page, "POST", f"/api/tables/{table['id']}/actions/",
                     {"version": table["view"]["version"], "action": {"type": "pick"}})
        hand = picked["view"]["hand"]
        bury = unknown_bury(hand)
        if bury:
            rest = [card for card in hand if card not in bury]
            calls = len(call_options(mask_of(rest), mask_of(bury)))
            if best is None or calls > best[0]:
                best = (calls, table, bury)
            if calls == 3:
                break
    assert best is not None, "no hand allowed a call with an unknown"
    return best[1], best[2]


def trick_state(page: Page) -> dict[str, Any]:
    """The drawn trick: each card's seat, position, marks, name and place, and the badges'."""
    return page.evaluate("""() => {
        const centre = (n) => {
            const r = n.getBoundingClientRect();
            return [r.left + r.width / 2, r.top + r.height / 2];
        };
        const area = document.querySelector('.ss-trick');
        return {
            centre: centre(area),
            cards: [...area.querySelectorAll('.ss-played')].map((n) => ({
                seat: Number(n.dataset.seat), pos: Number(n.dataset.pos), card: n.dataset.played,
                led: n.dataset.led === 'true', winning: n.dataset.winning === 'true',
                label: n.getAttribute('aria-label'), at: centre(n),
                tag: (n.querySelector('.ss-played-name') || {}).textContent || ''})),
            seats: [...document.querySelectorAll('.ss-seat')].map((n) => ({
                seat: Number(n.dataset.seat), pos: Number(n.dataset.pos), at: centre(n),
                name: n.querySelector('.ss-seat-name').textContent})),
            view: window.tableClient.current,
        };
    }""")


def check_trick(page: Page) -> int:
    """Each played card lies toward its seat and is tagged with its player; the leader and
    the winner so far (by the engine's S14) are marked and named. Returns the cards checked."""
    state = trick_state(page)
    trick = state["view"]["trick"]
    cards = state["cards"]
    if not trick or not cards:
        return 0
    assert [c["seat"] for c in cards] == [p["seat"] for p in trick["cards"]]
    cx, cy = state["centre"]
    names = {s["seat"]: s["name"] for s in state["seats"]}
    for card in cards:
        x, y = card["at"][0] - cx, card["at"][1] - cy
        if card["pos"] == 0:  # the person's card: below the middle, nearer the hand than any
            assert y > 0 and all(y >= o["at"][1] - cy for o in cards), card
            assert card["tag"] == "You"
            continue
        # The card's direction from the middle is nearest its own seat's direction.
        angle = math.atan2(y, x)

        def apart(seat: dict[str, Any], angle: float = angle) -> float:
            d = abs(math.atan2(seat["at"][1] - cy, seat["at"][0] - cx) - angle)
            return min(d, 2 * math.pi - d)
        nearest = min(state["seats"], key=apart)
        assert nearest["seat"] == card["seat"], (card, nearest)
        assert card["tag"] == names[card["seat"]]
    leaders = [c for c in cards if c["led"]]
    assert [c["seat"] for c in leaders] == [trick["leader"]]
    assert ", led" in leaders[0]["label"]
    called = state["view"]["called"]
    plays = trick["cards"]
    led_unknown = bool(plays[0]["unknown"])
    if led_unknown:
        return len(cards)
    codes = [p["card"] for p in plays]
    indices = [INDEX[c] if c else 99 for c in codes]
    unknown_at = next((i for i, p in enumerate(plays) if p["unknown"]), -1)
    at = trick_winner(indices, SUIT_OF[indices[0]], unknown_at)
    winners = [c for c in cards if c["winning"]]
    assert [c["seat"] for c in winners] == [plays[at]["seat"]], (codes, called, winners)
    assert "winning so far" in winners[0]["label"]
    return len(cards)


def check_hand_names(page: Page) -> int:
    """Each card button's name begins with what the card shows ("10 of diamonds")."""
    rows = page.evaluate("""() => [...document.querySelectorAll('.ss-hand [data-card]')]
        .map((n) => [
        n.dataset.card, n.getAttribute('aria-label'),
        [...n.querySelectorAll('text')].map((t) => t.textContent).join(''),
        n.textContent.trim()])""")
    for card, label, shown, text in rows:
        rank = card[:-1]
        assert shown == rank, (card, shown)  # one text on the card: its corner rank
        assert text == shown, (card, text)  # tags are drawn by CSS, not text in the button
        assert label.lower().startswith(rank.lower()), (card, label)
        if rank.isdigit():
            assert label.startswith(f"{rank} of "), (card, label)
    return len(rows)


def check_dim_cards(page: Page) -> int:
    """Unplayable cards: ink at 4.5:1 or more on their face, not faded, and lower than the
    playable ones. Returns how many were checked."""
    found: list[list[Any]] = page.evaluate("""() => {
        const faded = (n) => {
            for (; n; n = n.parentElement) if (Number(getComputedStyle(n).opacity) < 1) return true;
            return false;
        };
        const top = (n) => n.getBoundingClientRect().top;
        const legal = [...document.querySelectorAll('.ss-hand [data-card].is-legal')];
        return [...document.querySelectorAll('.ss-hand [data-card].is-dim')].map((n) => {
            const face = getComputedStyle(n.querySelector('.card-face')).fill;
            return [n.dataset.card, ...[...n.querySelectorAll('.card-rank, .card-suit')].map(
                (t) => window.contrastOf(getComputedStyle(t).fill, face)),
                faded(n), n.disabled, legal.every((l) => top(l) < top(n))];
        });
    }""")
    for card, *rest in found:
        ratios, (was_faded, disabled, lower) = rest[:-3], rest[-3:]
        assert min(ratios) >= 4.5, (card, ratios)
        assert not was_faded and disabled and lower, card
    return len(found)


@SIZES
def test_every_phase_fits_and_reads(site: str, browser: Browser, size: dict[str, int]) -> None:
    """Pick, bury, a call with unknown options, mid-trick and the deal summary: no vertical
    scroll, words that explain, and screenshots of each."""
    page = new_context_page(browser, size)
    table, bury = table_with_an_unknown_call(page, site)
    # The pick itself, seen on a table of its own.
    pick_table = new_table(page, site)
    open_page(page, site, pick_table["url"])
    expect(page.locator('.ss-decisions [data-action="pick"]')).to_be_visible()
    expect(page.get_by_test_id("status")).to_have_text("Your turn: pick up the blind, or pass")
    shot(page, "pick", size)
    fits(page, size, "pick")

    open_page(page, site, table["url"])
    for card in bury:
        page.locator(f'.ss-hand [data-card="{card}"]').click()
    expect(page.get_by_test_id("status")).to_have_text("Bury these two?")
    shot(page, "bury", size)
    fits(page, size, "bury")
    if size == PHONE:  # the coach's hint takes a line too, and it still fits
        page.locator('[data-action="hint"]').click()
        line = page.get_by_test_id("hint")
        expect(line).not_to_have_text(re.compile(r"^(Thinking…)?$"), timeout=60_000)
        fits(page, size, "bury with a hint")
        shot(page, "bury-hint", size)
    page.locator('.ss-decisions [data-action="bury"]').click()

    calls = page.locator('.ss-decisions [data-action="call"]')
    expect(calls.first).to_be_visible()
    note = page.get_by_test_id("call-note")
    expect(note).to_contain_text("face down")
    expect(note).to_contain_text("cannot win that trick")
    for i in range(calls.count()):
        assert calls.nth(i).get_attribute("aria-describedby") == "ss-call-note"
    shot(page, "call-unknown", size)
    fits(page, size, "call with an unknown")
    calls.first.click()
    expect(page.get_by_test_id("status")).to_have_text(re.compile("set aside"))
    page.locator(".ss-hand [data-card].is-legal").first.click()

    for _ in range(40):  # the deal played out: it fits on every turn
        turn = wait_for_turn(page)
        if turn == "over":
            break
        fits(page, size, turn)
        check_trick(page)
        card = page.locator(".ss-hand [data-card].is-legal").first.get_attribute("data-card")
        page.locator(f'.ss-hand [data-card="{card}"]').click()
        expect(page.locator(f'.ss-hand [data-card="{card}"].is-legal')).to_have_count(0)
    # A one-deal game ends in the game-over panel; the summary dialog and a trick in the
    # middle are seen in the next test.
    page.context.close()


@SIZES
def test_turn_marks_and_tricks_over_a_game(
        site: str, browser: Browser, size: dict[str, int]) -> None:
    """Two deals tapped through: at every change only the seat to act is framed (none while
    a trick is held), every trick on the person's turn is drawn toward its seats with its
    leader and winner so far, the hand's cards are named by what they show, unplayable
    cards keep their contrast, and the deal summary fits the screen."""
    page = new_context_page(browser, size)
    table = new_table(page, site, deals=5)  # the shortest game with a next deal
    api(page, "POST", f"/api/tables/{table['id']}/actions/",
        {"version": table["view"]["version"], "action": {"type": "pass"}})
    open_page(page, site, table["url"])
    page.evaluate(TURN_WATCH_JS)
    rng = random.Random(size["width"])
    checked = {"trick": 0, "names": 0, "dim": 0, "summary": 0, "shot": 0}
    for _ in range(300):
        turn = wait_for_turn(page)
        if turn == "over":
            break
        fits(page, size, turn)
        checked["names"] += check_hand_names(page)
        if turn == "continue":
            summary = page.get_by_test_id("deal-summary")
            expect(summary).to_contain_text(re.compile(r"won|lost|Leaster"))
            if not checked["summary"]:
                shot(page, "deal-summary", size)
            # All of it on the screen, Continue included: the dialog does not scroll.
            inner = summary.evaluate("(n) => [n.scrollHeight, n.clientHeight]")
            assert inner[0] <= inner[1], f"the deal summary scrolls: {inner} at {size}"
            checked["summary"] += 1
            if checked["summary"] == 2:
                break  # two deals tapped through
            page.locator('[data-action="continue"]').click()
            expect(page.get_by_test_id("deal-summary")).to_be_hidden()
            settled(page)
            if page.locator('.ss-decisions [data-action="pick"]').count():
                expect(page.locator(".ss-seat.is-turn")).to_have_count(0)
                expect(page.locator(".ss-me")).to_have_class(re.compile("is-turn"))
        elif turn != "play":
            decide(page, turn)
        else:
            cards = check_trick(page)
            if cards >= 3 and not checked["shot"]:
                shot(page, "mid-trick", size)
                checked["shot"] = 1
            checked["trick"] += cards
            checked["dim"] += check_dim_cards(page)
            legal = page.locator(".ss-hand [data-card].is-legal")
            card = legal.nth(rng.randrange(legal.count())).get_attribute("data-card")
            page.locator(f'.ss-hand [data-card="{card}"]').click()
            expect(page.locator(f'.ss-hand [data-card="{card}"].is-legal')).to_have_count(0)
    problems = page.evaluate("window.turnProblems")
    assert not problems, problems[:5]
    assert page.evaluate("window.turnChecks") > 50
    assert checked["summary"] >= 1 and checked["trick"] > 5 and checked["names"] > 10, checked
    page.context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_unplayable_cards_and_focus_rings_contrast(
        site: str, browser: Browser, scheme: str) -> None:
    """Light and dark: dimmed cards keep 4.5:1 ink; the focus ring on the felt's buttons is
    3:1 or more against the felt; during the bury the chosen card and the focused card look
    different and a chosen card that has focus shows both."""
    page = new_context_page(browser, PHONE, scheme)
    table = new_table(page, site)
    open_page(page, site, table["url"])
    page.keyboard.press("ArrowRight")  # the keyboard is in use: focus rings show
    button_ring = page.evaluate("""() => {
        const button = document.querySelector('.ss-decisions [data-action="pick"]');
        button.focus();
        const style = getComputedStyle(button);
        const page = getComputedStyle(document.body).backgroundColor;
        const edge = style.boxShadow.match(/rgba?\\([^)]*\\)/);
        return [button.matches(':focus-visible'), Math.max(
            window.contrastOf(style.outlineColor, page),
            edge ? window.contrastOf(edge[0], page) : 0)];
    }""")
    assert button_ring[0] and button_ring[1] >= 3, button_ring
    page.locator('.ss-decisions [data-action="pick"]').click()
    expect(page.locator('.ss-decisions [data-action="bury"]')).to_be_visible()
    first = page.locator(".ss-hand [data-card]").first
    first.click()
    first.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowLeft")
    rings = page.evaluate("""() => {
        const felt = getComputedStyle(document.querySelector('.ss-felt'))
            .getPropertyValue('--felt');
        const style = (n) => getComputedStyle(n);
        const card = document.activeElement;
        const other = document.querySelector('.ss-hand [data-card]:not(.is-selected)');
        const out = {focused: card.dataset.card, selected: card.classList.contains('is-selected'),
            cardOutline: style(card).outlineStyle,
            cardStroke: style(card.querySelector('.card-face')).stroke,
            otherStroke: style(other.querySelector('.card-face')).stroke};
        const tool = document.querySelector('.ss-felt [data-action="scores"]');
        tool.focus();
        out.toolVisible = tool.matches(':focus-visible');
        out.toolRing = window.contrastOf(style(tool).outlineColor, felt);
        out.toolWidth = parseFloat(style(tool).outlineWidth);
        return out;
    }""")
    assert rings["selected"] and rings["cardOutline"] != "none", rings
    assert rings["cardStroke"] != rings["otherStroke"], rings  # the choice shows beside the ring
    assert rings["toolVisible"] and rings["toolWidth"] >= 2, rings
    assert rings["toolRing"] >= 3, rings
    # The shortcut letters are not shown on this touch screen… until a key was pressed.
    expect(page.locator(".ss")).to_have_class(re.compile("uses-keys"))
    page.context.close()

    page = new_context_page(browser, PHONE, scheme)
    table = new_table(page, site, deals=5)
    api(page, "POST", f"/api/tables/{table['id']}/actions/",
        {"version": table["view"]["version"], "action": {"type": "pass"}})
    open_page(page, site, table["url"])
    expect(page.locator(".ss-tool kbd.shortcut").first).to_be_hidden()
    dims = 0
    for _ in range(120):  # up to three deals or so, until some card could not be played
        turn = wait_for_turn(page)
        if turn == "over" or dims:
            break
        if turn == "continue":
            page.locator('[data-action="continue"]').click()
            expect(page.get_by_test_id("deal-summary")).to_be_hidden()
        elif turn != "play":
            decide(page, turn)
        else:
            dims += check_dim_cards(page)
            card = page.locator(".ss-hand [data-card].is-legal").first.get_attribute("data-card")
            page.locator(f'.ss-hand [data-card="{card}"]').click()
            expect(page.locator(f'.ss-hand [data-card="{card}"].is-legal')).to_have_count(0)
    assert dims, "no card was unplayable on the person's turns in three deals"
    page.context.close()


def test_scores_overlay_is_a_modal_dialog(site: str, browser: Browser) -> None:
    """On a phone the score sheet opens as a dialog: named, modal, Tab stays inside, keys do
    not act on the table behind it, Escape closes it and focus returns to Scores."""
    page = new_context_page(browser, PHONE)
    table = new_table(page, site)
    open_page(page, site, table["url"])
    scores = page.locator('.ss-felt [data-action="scores"]')
    scores.click()
    dialog = page.get_by_role("dialog", name="Score sheet")
    expect(dialog).to_be_visible()
    assert dialog.get_attribute("aria-modal") == "true"
    expect(dialog.get_by_test_id("score-sheet")).to_be_visible()
    assert scores.get_attribute("aria-expanded") == "true"
    for _ in range(6):
        page.keyboard.press("Tab")
        assert page.evaluate("document.activeElement.closest('dialog') !== null")
    page.keyboard.press("p")  # Pick's shortcut: not while the dialog is open
    expect(page.locator('.ss-decisions [data-action="pick"]')).to_be_visible()
    fits(page, PHONE, "scores")
    shot(page, "scores", PHONE)
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    assert page.evaluate("document.activeElement.dataset.action") == "scores"
    assert scores.get_attribute("aria-expanded") == "false"
    # The sheet is back in its place for wide screens, not left in the closed dialog.
    assert page.evaluate("document.querySelector('.ss-side [data-testid=score-sheet]') !== null")
    page.context.close()


def test_winning_card_rule_matches_the_engine(site: str, browser: Browser) -> None:
    """model.js's winner so far agrees with the engine's S14 on random tricks of 1–5 cards,
    with the unknown (S10) among them."""
    page = new_context_page(browser, DESKTOP)
    page.goto(f"{site}/")
    rng = random.Random(10)
    deck = list(INDEX)
    cases = []
    for _ in range(400):
        n = rng.randint(1, 5)
        cards = rng.sample(deck, n)
        unknown_at = rng.randrange(1, n) if n > 1 and rng.random() < 0.3 else -1
        called = rng.choice(["AC", "AS", "AH"])
        leader = rng.randrange(5)
        plays = [{"seat": (leader + i) % 5, "card": c, "unknown": i == unknown_at}
                 for i, c in enumerate(cards)]
        at = trick_winner([INDEX[c] for c in cards], SUIT_OF[INDEX[cards[0]]], unknown_at)
        cases.append({"trick": {"leader": leader, "cards": plays}, "called": called,
                      "want": plays[at]["seat"] if at >= 0 else None})
    got = page.evaluate("""async (cases) => {
        const { winningSeat } = await import('/static/sheepshead/model.js');
        return cases.map((c) => winningSeat(c.trick, c.called));
    }""", cases)
    wrong = [(c, g) for c, g in zip(cases, got, strict=True) if g != c["want"]]
    assert not wrong, wrong[:3]
    page.context.close()


def test_focus_next_is_the_next_thing_to_do(site: str, browser: Browser) -> None:
    """renderer.focusNext(): the first decision button, else a card to play."""
    page = new_context_page(browser, DESKTOP)
    table = new_table(page, site)
    open_page(page, site, table["url"])
    assert page.evaluate("window.tableClient.renderer.focusNext()")
    assert page.evaluate("document.activeElement.dataset.action") == "pick"
    page.locator('.ss-decisions [data-action="pass"]').click()
    for _ in range(20):
        turn = wait_for_turn(page)
        if turn == "play":
            break
        decide(page, turn)
    if turn != "play":
        pytest.skip("the deal ended before the person played")
    page.locator("body").focus()
    assert page.evaluate("window.tableClient.renderer.focusNext()")
    focused = page.evaluate("document.activeElement.dataset.card")
    assert focused and page.locator(f'.ss-hand [data-card="{focused}"].is-legal').count() == 1
    page.context.close()


def test_a_hand_relaid_with_bigger_cards_stays_on_a_phone(site: str, browser: Browser) -> None:
    """The hand's cards grow (the bury's 64 px cards back to 72 px) while they slide to their
    new places: no frame of the slide pokes past the screen's edge, which would make a phone
    widen, and so lengthen, the whole page for good."""
    page = new_context_page(browser, PHONE, transitions=True)  # as a person has them
    table = new_table(page, site)
    open_page(page, site, table["url"])
    right, page_width, window_width = page.evaluate("""async () => {
        const table = document.querySelector('.ss');
        const hand = window.tableClient.renderer.cards;
        const relay = async (phase) => {
            table.dataset.phase = phase;
            hand.layout();
            let widest = 0;
            const end = performance.now() + 500;
            while (performance.now() < end) {
                await new Promise(requestAnimationFrame);
                for (const card of hand.nodes) {
                    widest = Math.max(widest, card.getBoundingClientRect().right);
                }
            }
            return widest;
        };
        const phase = table.dataset.phase;
        await relay('bury');
        return [await relay(phase), document.documentElement.scrollWidth, window.innerWidth];
    }""")
    assert right <= PHONE["width"], right
    assert page_width == window_width == PHONE["width"], (page_width, window_width)
    page.context.close()
