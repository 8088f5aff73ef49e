"""A new user plays a whole ten-deal game in Chromium, on a phone and on a desktop."""

from __future__ import annotations

import random
import re

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.site import DESKTOP, PHONE, SHOTS, choose_speed, new_page


def start_new_game(page: Page, site: str) -> None:
    page.goto(f"{site}/")
    new_game = page.locator('[data-new-game="sheepshead"]').first
    expect(new_game).to_be_enabled()  # the lobby's script is ready
    new_game.click()
    page.wait_for_url(re.compile(r"/tables/[0-9a-f-]{36}/$"))
    choose_speed(page, "instant")


def deals_done(page: Page) -> int:
    return page.get_by_test_id("score-sheet").locator("tbody tr:has(.tbl-round-score)").count()


def hand_cards(page: Page) -> list[str | None]:
    return [card.get_attribute("data-card") for card in page.locator(".ss-hand [data-card]").all()]


def wait_for_turn(page: Page) -> None:
    """Wait until the table asks something of the person (or the game is over): the computers'
    moves arrive one view at a time while they play in the background."""
    page.locator(
        '[data-action="continue"]:visible, [data-action="pick"]:visible, '
        '[data-action="bury"]:visible, [data-action="call"]:visible, '
        '[data-action="alone"]:visible, .ss-hand [data-card].is-legal, '
        '[data-testid="game-over"]:visible'
    ).first.wait_for(timeout=30_000)


def take_turn(page: Page, rng: random.Random) -> None:
    """Do whatever the table asks of the person right now, as a person would: by tapping."""
    wait_for_turn(page)
    if page.get_by_test_id("game-over").is_visible():
        return
    if page.locator('[data-action="continue"]').is_visible():
        summary = page.get_by_test_id("deal-summary")
        expect(summary).to_contain_text(re.compile(r"won|lost|Leaster"))
        click_and_wait(page, '[data-action="continue"]')
    elif page.locator('[data-action="pick"]').is_visible():
        choice = "pick" if rng.random() < 0.4 else "pass"
        click_and_wait(page, f'[data-action="{choice}"]')
    elif page.locator('[data-action="bury"]').is_visible():
        cards = page.locator(".ss-hand [data-card].is-legal")
        cards.nth(cards.count() - 1).click()
        cards.nth(cards.count() - 2).click()
        click_and_wait(page, '[data-action="bury"]')
    elif page.locator('[data-action="call"]').first.is_visible():
        click_and_wait(page, '[data-action="call"]')
    elif page.locator('[data-action="alone"]').is_visible():
        click_and_wait(page, '[data-action="alone"]')
    else:
        legal = page.locator(".ss-hand [data-card].is-legal")
        card = legal.nth(rng.randrange(legal.count())).get_attribute("data-card")
        page.locator(f'.ss-hand [data-card="{card}"]').click()
        # Played, or set aside as the unknown (it then stays in the hand, tagged): either way
        # it is no longer a card to tap.
        expect(page.locator(f'.ss-hand [data-card="{card}"].is-legal')).to_have_count(0)


def click_and_wait(page: Page, selector: str) -> None:
    """Tap a decision button and wait until the table has moved on from it."""
    page.locator(selector).first.click()
    expect(page.locator(f"{selector}:visible")).to_have_count(0)


def play_to_the_end(page: Page, rng: random.Random, reload_at_deal: int | None = None) -> None:
    reloaded = False
    for _ in range(2000):
        wait_for_turn(page)
        if page.get_by_test_id("game-over").is_visible():
            assert reloaded or not reload_at_deal, "the page was never reloaded mid-deal"
            return
        mid_deal = page.locator(".ss-hand [data-card].is-legal").count() > 0
        if reload_at_deal and not reloaded and mid_deal and deals_done(page) >= reload_at_deal:
            status = page.get_by_test_id("status").inner_text()
            hand = hand_cards(page)
            page.reload()  # the instant speed is remembered
            expect(page.get_by_test_id("status")).to_have_text(status)
            assert hand_cards(page) == hand
            reloaded = True
        take_turn(page, rng)
    pytest.fail("the game did not end")


def check_final_score_sheet(page: Page) -> None:
    expect(page.get_by_test_id("game-over")).to_be_visible()
    sheet = page.get_by_test_id("score-sheet")
    assert deals_done(page) == 10
    totals = [int((cell.text_content() or "").replace("−", "-").replace("+", ""))
              for cell in sheet.locator("tfoot td.num").all()]
    assert len(totals) == 5 and sum(totals) == 0
    shown = f"{totals[0]:+d}".replace("-", "\u2212") if totals[0] else "0"
    expect(page.get_by_test_id("game-over")).to_contain_text(f"Your total: {shown}")


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_new_user_plays_ten_deals(site: str, browser: Browser, size: dict[str, int]) -> None:
    page = new_page(browser, size)
    start_new_game(page, site)
    play_to_the_end(page, random.Random(size["width"]), reload_at_deal=2)
    check_final_score_sheet(page)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"game-over-{size['width']}.png"), full_page=True)
    page.context.close()
