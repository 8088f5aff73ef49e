"""What a screen reader hears at the tables, beyond what axe checks (issue 31, item 7).

- A Sixes or Double Sixes opponent's seat is named by a short summary: its name, the cards
  that show or that everyone knows by name, the others counted by who knows them, its marks;
  never each face-down card (each card with its place is in the seat's lists). The person's
  own packets are named.
- Sheepshead's deal line is heard with a pause between its parts, not "Otto dealtpassed".
- Each Shakipesh pile button's name holds what it shows (WCAG 2.5.3, label in name).
- The instruction of the status line is heard once when browsing: the live region says it,
  then lets the status line be the one place it stands.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page

from tests.browser.axe import check
from tests.browser.site import CREATE_TABLE, DESKTOP, SUMMARY_OR_MOVE, choose_speed, new_page

# The longest a seat's name may be: the whole grid said card by card was 290 characters in
# a six-seat Sixes game and 602 in Double Sixes (603 for a longer name) at the first turn.
# A summary at the end names every card turned up: well under half of those.
BOUNDS = {"sixes": 150, "double": 300}


def open_table(page: Page, site: str, body: dict[str, object]) -> None:
    page.goto(f"{site}/")
    url = page.evaluate(CREATE_TABLE, {"level": "easy", **body})
    page.goto(f"{site}{url}")
    page.wait_for_function("() => window.tableClient && window.tableClient.renderer")


# Each seat's name against the newest view, while the table is quiet: the name first, every
# card face up or known to everyone by name, no face-down card said, within the bound; and
# each seat's lists hold its cards one by one, with their places.
SEATS_AGREE = """async (bound) => {
  const { cardLabel } = await import('/static/cards/cards.js');
  const c = window.tableClient;
  const view = c.current;
  const problems = [];
  for (const badge of document.querySelectorAll('.sx-seat:not([hidden])')) {
    const seat = Number(badge.dataset.seat);
    const label = badge.getAttribute('aria-label') || '';
    const player = view.players[seat];
    if (!label.startsWith(player.name)) problems.push(`no name first: ${label}`);
    if (label.length > bound) problems.push(`${label.length} characters: ${label}`);
    if (/face-down/.test(label)) problems.push(`a face-down card said: ${label}`);
    const packets = view.packets[seat];
    packets.forEach((packet) => packet.cards.forEach((code, i) => {
      const shown = code && ['face_up', 'public'].includes(packet.marks[i]);
      if (shown && !label.includes(cardLabel(code))) problems.push(`${code} not said: ${label}`);
    }));
    // What a listed card says: its words for screen readers (its face is hidden from them).
    const items = [...badge.querySelectorAll('[role=list] > [role=listitem]')]
      .map((item) => [...item.children].filter((n) => n.getAttribute('aria-hidden') !== 'true')
        .map((n) => n.textContent).join(''));
    if (items.length !== 6 * packets.length) problems.push(`${items.length} cards listed`);
    if (!items.every((text) => /^[^,]+(, [^,]+)*, (top|bottom) (left|middle|right)$/.test(text))) {
      problems.push(`a listed card without its place: ${items}`);
    }
  }
  return { problems, labels: [...document.querySelectorAll('.sx-seat:not([hidden])')]
    .map((b) => b.getAttribute('aria-label')) };
}"""

# The person's move each turn, taking the open pile's card when he may (so that cards
# everyone knows come to the grids), never going up or knocking; the table's seats checked
# at every quiet moment and the longest seat name kept (checked at every change).
PLAY = """async (bound) => {
  const check = window.seatsAgree;
  const c = window.tableClient;
  const problems = [];
  let checks = 0;
  for (let i = 0; i < 6000 && problems.length < 5; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 15));
    const next = document.querySelector('dialog[open] [data-action="continue"]');
    if (next) { next.click(); continue; }
    if (c.pumping || c.queue.length || c.pending || (c.renderer && c.renderer.looking)) continue;
    const seen = await check(bound);
    problems.push(...seen.problems);
    checks += 1;
    const longest = window.longestSeat;
    if (c.current.status === "finished") return { finished: true, problems, checks, longest };
    const legal = (c.current.legal_actions || [])
      .filter((a) => a.type !== "up" && a.type !== "knock");
    const move = legal.find((a) => a.type === "take") || legal.find((a) => a.type === "swap")
      || legal[legal.length - 1];
    if (move) c.send(move);
  }
  return { finished: false, problems, checks, longest: window.longestSeat };
}"""
LONGEST = """(() => {
  window.longestSeat = 0;
  new MutationObserver((records) => {
    for (const record of records) {
      const seat = record.target;
      if (!(seat instanceof Element) || !seat.classList.contains('sx-seat')) continue;
      const label = seat.getAttribute('aria-label') || '';
      window.longestSeat = Math.max(window.longestSeat, label.length);
    }
  }).observe(document, { attributes: true, attributeFilter: ['aria-label'], subtree: true });
})()"""


@pytest.mark.parametrize(("variant", "seats"), [("sixes", 6), ("double", 3)])
def test_a_sixes_seat_is_named_by_a_summary(site: str, browser: Browser, variant: str,
                                           seats: int) -> None:
    page = new_page(browser, DESKTOP)
    page.context.add_init_script(LONGEST)
    open_table(page, site, {"game": "sixes", "seats": seats,
                            "options": {"variant": variant, "turn_limit": 8}})
    choose_speed(page, "instant")
    page.wait_for_function(SUMMARY_OR_MOVE, timeout=30_000)
    first = page.evaluate(SEATS_AGREE, BOUNDS[variant])
    assert not first["problems"], first
    found = check(page, f"{variant}: the seats' summaries and lists")  # axe
    # At the start each packet has three cards its owner peeked at and three nobody knows.
    packet = "3 known to the owner, 3 nobody knows"
    for label in first["labels"]:
        if variant == "double":
            assert label.endswith(f", left packet: {packet}, right packet: {packet}"), label
        else:
            assert label.endswith(f", {packet}"), label
    # The person's own cards are named: the grids, and in Double Sixes each packet.
    mine = page.get_by_test_id("my-grid")
    if variant == "double":
        assert mine.get_attribute("aria-label") == "Your cards"
        names = [p.get_attribute("aria-label") for p in mine.locator(".sx-packet").all()]
        assert names == ["Your left packet", "Your right packet"], names
    else:
        assert mine.get_attribute("aria-label") == "Your cards"
        assert mine.get_attribute("role") == "group"
    page.evaluate(f"window.seatsAgree = {SEATS_AGREE}")
    played = page.evaluate(PLAY, BOUNDS[variant])
    assert played["finished"], played
    assert not played["problems"], played["problems"]
    assert played["checks"] > 5, played
    assert 0 < played["longest"] <= BOUNDS[variant], played
    # At the end every card is face up, and every seat's name says each of them.
    end = page.evaluate(SEATS_AGREE, BOUNDS[variant])
    assert not end["problems"], end
    found += check(page, f"{variant}: the seats at the end")
    assert not found, "\n\n".join(found)
    page.context.close()


def heard(page: Page, testid: str) -> str:
    """The text of an element as the accessibility tree gives it, its parts joined."""
    snapshot = page.get_by_test_id(testid).aria_snapshot()
    texts = re.findall(r"(?::|- text:) \"?(.*?)\"?$", snapshot, flags=re.M)
    return " ".join(t for t in texts if t)


def test_the_sheepshead_deal_line_is_heard_with_pauses(site: str, browser: Browser) -> None:
    """The dealer line, shown "Rosa dealt · passed: Otto", is heard "Rosa dealt, passed:
    Otto": a comma where the dot is drawn, never the words run together."""
    page = new_page(browser, DESKTOP)
    heard_line = ""
    for _ in range(8):  # until the computer before the person has passed
        # The dealer sits left of the person: one computer decides before him.
        open_table(page, site, {"game": "sheepshead", "options": {"first_dealer": 3}})
        page.wait_for_function(SUMMARY_OR_MOVE, timeout=30_000)
        # What is drawn: the line without its words for screen readers only.
        shown = page.get_by_test_id("deal-note").evaluate(
            "(n) => { const c = n.cloneNode(true); c.querySelectorAll('.visually-hidden')"
            ".forEach((w) => w.remove()); return c.textContent; }")
        if "passed" not in shown:
            continue
        parts = [part.strip() for part in shown.split("·")]
        assert len(parts) == 2 and parts[0].endswith("dealt"), shown
        heard_line = heard(page, "deal-note")
        assert re.sub(r"\s+,", ",", heard_line) == ", ".join(parts), (heard_line, shown)
        break
    assert "passed" in heard_line, "no computer passed before the person"
    page.context.close()


def test_each_shakipesh_pile_is_named_by_what_it_shows(site: str, browser: Browser) -> None:
    """A pile shows its top card, its bottom card's corner and its count: its name begins
    with the top card and holds the rest; axe finds the name holding the visible text."""
    page = new_page(browser, DESKTOP)
    open_table(page, site, {"game": "shakipesh", "seats": 3, "options": {"limit": 1}})
    choose_speed(page, "instant")
    checked = 0
    multi = False
    for _ in range(40):
        page.wait_for_function(SUMMARY_OR_MOVE, timeout=30_000)
        found = page.evaluate("""async () => {
          const { cardLabel } = await import('/static/cards/cards.js');
          return [...document.querySelectorAll('.shk-pile[data-pile]')].map((pile) => {
            const count = Number(pile.dataset.count);
            const name = pile.getAttribute('aria-label');
            const shows = [cardLabel(pile.dataset.top),
              count > 1 ? cardLabel(pile.dataset.bottom) : null, count > 1 ? String(count) : null]
              .filter(Boolean);
            const ok = name.startsWith(shows[0]) && shows.every((text) => name.includes(text));
            return { name, shows, ok, count };
          });
        }""")
        assert found, "no piles"
        assert all(pile["ok"] for pile in found), [p for p in found if not p["ok"]]
        checked += len(found)
        multi = any(pile["count"] > 1 for pile in found)
        if multi:
            break
        view = page.evaluate("window.tableClient.current")
        if view["status"] == "finished":
            break
        legal = view["legal_actions"]
        if not legal:
            break
        lay = [a for a in legal if a["type"] in ("lay", "combine", "new_pile")]
        page.evaluate("(a) => window.tableClient.send(a)", (lay or legal)[0])
        page.wait_for_timeout(300)
    assert checked >= 4 and multi, (checked, multi)  # two cards' corners show on a pile
    found = check(page, "shakipesh: the piles")  # axe, label-content-name-mismatch among them
    assert not found, "\n\n".join(found)
    page.context.close()


GAMES = [
    ("sheepshead", {"first_dealer": 4}, 5),
    ("shiesta", {}, 3),
    ("sixes", {}, 3),
    ("shakipesh", {}, 3),
]


@pytest.mark.parametrize(("game", "options", "seats"), GAMES, ids=[g for g, _, _ in GAMES])
def test_the_instruction_is_heard_once(site: str, browser: Browser, game: str,
                                       options: dict[str, object], seats: int) -> None:
    """The person's instruction is said in the live region when his turn comes, and then
    stands once in the page's accessibility tree: in the status line."""
    page = new_page(browser, DESKTOP)
    page.context.add_init_script("""(() => {
        window.liveText = [];
        new MutationObserver((records) => {
            for (const record of records) for (const node of record.addedNodes) {
                if (node instanceof Element && node.classList.contains('announcer-line')) {
                    window.liveText.push(node.textContent);
                }
            }
        }).observe(document, { childList: true, subtree: true });
    })()""")
    open_table(page, site, {"game": game, "seats": seats, "options": options})
    page.wait_for_function("() => { const c = window.tableClient; const v = c.current;"
                           " return !c.pumping && !c.queue.length && (v.legal_actions || []).length"
                           " && !(c.renderer && c.renderer.looking); }", timeout=30_000)
    status = page.get_by_test_id("status").inner_text().strip()
    assert status, "no instruction"
    page.wait_for_function("(s) => window.liveText.some((t) => t.includes(s))", arg=status)
    # Once read, the live region's copy goes: the tree holds the instruction once.
    for _ in range(40):
        tree = page.locator("body").aria_snapshot()
        if tree.count(status) == 1:
            break
        page.wait_for_timeout(100)
    assert tree.count(status) == 1, (status, tree)
    page.context.close()
