"""Sixes and Double Sixes with the keyboard alone: focus never rests on Go up (it cannot be
undone) at a turn's start or after a draw, and a move takes three keys: draw (D), the
n-th card one may swap (1–6), end the turn (E)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser

from sixes.tests.browser.test_play import (
    focused,
    start_from_lobby,
    wait_for_change,
    wait_for_my_move,
)
from tests.browser.site import DESKTOP, choose_speed, new_page


@pytest.mark.parametrize("variant", ["sixes", "double"])
def test_a_move_is_three_keys_and_focus_never_rests_on_go_up(site: str, browser: Browser,
                                                               variant: str) -> None:
    page = new_page(browser, DESKTOP)
    start_from_lobby(page, site, seats=2, variant=variant)
    choose_speed(page, "instant")
    page.locator("[data-table-root]").focus()
    moves = 0
    for turn in range(5):
        view = wait_for_my_move(page)
        if view["status"] == "finished" or view["phase"] != "move":
            break
        assert not (focused(page) or "").startswith("up-"), "a turn began on Go up"
        page.keyboard.press("d")
        wait_for_change(page, view["version"])
        view = wait_for_my_move(page)
        assert view["phase"] == "holding"
        assert not (focused(page) or "").startswith("up-"), "a draw left focus on Go up"
        swaps = [a for a in view["legal_actions"] if a["type"] == "swap"]
        target = swaps[turn % len(swaps)]
        page.keyboard.press(str(turn % len(swaps) + 1))
        wait_for_change(page, view["version"])
        after = page.evaluate("window.tableClient.current")
        mine = after["packets"][after["seat"]][target["packet"]]
        assert mine["cards"][target["position"]] == view["holding"]["card"], (target, mine)
        moves += 1
        view = wait_for_my_move(page)
        if view["status"] == "finished":
            break
        if view["phase"] == "after":
            page.keyboard.press("e")
            wait_for_change(page, view["version"])
        if turn == 1:  # Go up with its key: focus moves on to what is left to do
            page.keyboard.press("u")
            page.wait_for_function("() => { const v = window.tableClient.current; "
                                   "return v.packets[v.seat][0].up; }")
            assert not (focused(page) or "").startswith("up-")
    assert moves >= 2, moves
    page.context.close()
