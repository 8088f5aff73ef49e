"""Instructions say "tap" to a finger and "click" to a mouse: by the pointer media query
(pointer: coarse), never by the user agent."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

from sixes.tests.browser.test_play import start_from_lobby, tap, wait_for_change, wait_for_my_move
from tests.browser.site import PHONE, choose_speed


@pytest.mark.parametrize(("touch", "verb"), [(True, "Tap"), (False, "Click")],
                         ids=["finger", "mouse"])
def test_the_instruction_names_the_pointer(site: str, browser: Browser, touch: bool,
                                           verb: str) -> None:
    # The same phone-sized window either way: only the pointer differs.
    context = browser.new_context(viewport=PHONE, has_touch=touch, is_mobile=touch)  # type: ignore[arg-type]
    page = context.new_page()
    page.set_default_timeout(20_000)
    start_from_lobby(page, site, seats=2)
    choose_speed(page, "instant")
    assert page.evaluate("matchMedia('(pointer: coarse)').matches") is touch
    view = wait_for_my_move(page)
    tap(page, '[data-action="draw"]')
    wait_for_change(page, view["version"])
    wait_for_my_move(page)
    expect(page.get_by_test_id("status")).to_contain_text(f"{verb} a card of your bottom row")
    context.close()
