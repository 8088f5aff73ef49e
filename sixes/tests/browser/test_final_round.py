"""X11 at the table: after the person knocks, each computer plays (or passes) its last turn
and its cards turn face up right after it, while those still to play stay face down."""

from __future__ import annotations

from playwright.sync_api import Browser

from sixes.tests.browser.test_play import (
    SHOTS,
    start_from_lobby,
    tap,
    wait_for_change,
    wait_for_my_move,
)
from tests.browser.site import DESKTOP, PHONE, choose_speed, new_page

# The drawn frame (what the person sees, not the newest view): a seat that has played its
# last turn, and a later one still face down, during the final round.
MID_ROUND = """() => {
  const r = window.tableClient.renderer, v = r && r.shown;
  if (!v || v.knocked === null || v.knocked === undefined || v.phase === "over") return false;
  const up = (s) => v.packets[s].every((p) => p.done);
  return v.packets.some((_, s) => s !== v.knocked && up(s))
    && v.final_turns.length > 0 && v.final_turns.every((s) => !up(s));
}"""


def test_the_final_round_turns_each_seat_up_after_its_last_turn(site: str,
                                                                 browser: Browser) -> None:
    for size, name in ((PHONE, "phone"), (DESKTOP, "desktop")):
        page = new_page(browser, size)
        start_from_lobby(page, site, seats=4)
        choose_speed(page, "slow")
        view = wait_for_my_move(page)
        tap(page, '[data-action="draw"]')
        wait_for_change(page, view["version"])
        view = wait_for_my_move(page)
        tap(page, '[data-action="open-pile"][data-does="discard"]')
        wait_for_change(page, view["version"])
        view = wait_for_my_move(page)
        assert view["phase"] == "after"
        tap(page, '.sx-decisions [data-action="knock-0"]')
        page.wait_for_function(MID_ROUND, timeout=60_000)
        shown = page.evaluate("window.tableClient.renderer.shown")
        done = [s for s in range(4) if s != shown["knocked"]
                and all(p["done"] for p in shown["packets"][s])]
        assert done and shown["knocked"] == shown["seat"], shown
        waiting = shown["final_turns"]
        # On the table: the revealed seat's cards have faces, a waiting seat's top row none.
        for seat in done:
            pos = (seat - shown["seat"]) % 4
            faces = page.locator(f'.sx-seat[data-pos="{pos}"] .sx-mini.has-face')
            assert faces.count() == 6, (seat, faces.count())
        for seat in waiting:
            pos = (seat - shown["seat"]) % 4
            faces = page.locator(f'.sx-seat[data-pos="{pos}"] .sx-mini.has-face')
            assert faces.count() < 6, seat
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"{name}-final-round-reveal.png"))
        page.context.close()
