"""A whole deal with the keyboard alone, with every play announced for screen readers."""

from __future__ import annotations

import re

from playwright.sync_api import Browser, Page, expect

from sheepshead.tests.browser.test_play import deals_done
from tests.browser.site import DESKTOP, new_page
from tests.browser.test_table_shell import open_table


def focused_card(page: Page) -> str | None:
    return page.evaluate("document.activeElement && document.activeElement.dataset.card || null")


def test_a_deal_played_with_the_keyboard_alone(site: str, browser: Browser) -> None:
    page = new_page(browser, DESKTOP)
    open_table(page, site)  # at instant speed: the settings are in a menu now
    page.locator("body").focus()
    page.evaluate("""() => {
        window.announced = [];
        const node = document.querySelector('[data-testid="announcer"]');
        new MutationObserver(() => window.announced.push(node.textContent))
            .observe(node, {childList: true, characterData: true, subtree: true});
    }""")
    picked_in = None  # the deal in which the person picked
    for _ in range(3000):
        if picked_in is not None and deals_done(page) > picked_in:
            break
        page.locator(
            '[data-action="continue"]:visible, .ss-decisions [data-action]:visible, '
            '.ss-hand [data-card].is-legal'
        ).first.wait_for()
        if page.locator('[data-action="continue"]').is_visible():
            page.keyboard.press("Escape")
        elif page.locator('.ss-decisions [data-action="pick"]').is_visible():
            # Pick the first time it is offered, so that burying and calling are keyed too.
            page.keyboard.press("p" if picked_in is None else "s")
            picked_in = deals_done(page) if picked_in is None else picked_in
        elif page.locator('.ss-decisions [data-action="bury"]').is_visible():
            page.keyboard.press("ArrowRight")  # into the hand
            chosen = set()
            for _ in range(2):
                page.keyboard.press("ArrowRight")
                chosen.add(focused_card(page))
                page.keyboard.press("Enter")
            assert len(chosen) == 2 and None not in chosen
            page.keyboard.press("b")
        elif page.locator('.ss-decisions [data-action="call"]').first.is_visible():
            page.keyboard.press("1")
        elif page.locator('.ss-decisions [data-action="alone"]').is_visible():
            page.keyboard.press("a")
        else:
            # Cards are chosen from the newest view, once the computers' moves are drawn.
            page.wait_for_function("() => { const c = window.tableClient; "
                                   "return !c.pumping && !c.queue.length && !c.pending; }")
            page.keyboard.press("ArrowRight")
            card = focused_card(page)
            assert card is not None, "arrows did not reach a card"
            page.keyboard.press("Enter")
            expect(page.locator(f'.ss-hand [data-card="{card}"].is-legal')).to_have_count(0)
        page.wait_for_timeout(50)
    assert picked_in is not None, "the person was never offered the blind"
    assert deals_done(page) > picked_in, "the deal did not finish"
    announced = " | ".join(page.evaluate("window.announced"))
    assert re.search(r"You play the \w+ of \w+", announced), announced
    assert re.search(r"(Ada|Bert|Clara|Dietrich|Elsa|Fritz|Greta|Hans|Ilse|Josef|Karl|Lena|"
                     r"Marta|Otto|Rosa|Walter) plays the", announced), announced
    assert re.search(r"takes the trick, \d+ points", announced), announced
    page.context.close()
