"""Sixes matches in Chromium: a match of two games on a phone (its summary between the games
waits for Continue, the second deal, the standings at the end), and a match at the most
crowded tables fits a phone. Screenshots go to test-results/screenshots/sixes/."""

from __future__ import annotations

import random
import re

import pytest
from playwright.sync_api import Browser, Page, expect

from sixes.tests.browser.test_play import (
    SHOTS,
    assert_fits,
    current,
    take_turn,
    wait_for_my_move,
)
from tests.browser.site import CREATE_TABLE, PHONE, choose_speed, new_page, ordinal

# The summary between two games of a match is open, or the person may act (MY_MOVE).
SUMMARY_OR_MOVE = """() => {
  if (document.querySelector('dialog[open] [data-action="continue"]')) return true;
  const c = window.tableClient;
  if (!c || !c.renderer || c.pumping || c.queue.length || c.pending) return false;
  const v = c.current;
  return v.status === "finished" || (v.legal_actions || []).some((a) => a.type !== "up");
}"""




def test_a_match_of_two_games_on_a_phone(site: str, browser: Browser) -> None:
    """A match of two games (the lobby offers the number of games): the first game's end
    turns every card up, its summary (each player's score and total, who starts next)
    waits for Continue with the focus on it, the second deal follows with the match's game
    and totals beside the middle and on the badges, and the final panel's table has every
    game's scores and the totals; never a scroll on a phone."""
    page = new_page(browser, PHONE)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{site}/")
    games = page.locator('[data-game-card="sixes"] input[data-option="games"]')
    expect(games).to_have_value("1")
    assert (games.get_attribute("min"), games.get_attribute("max")) == ("1", "20")
    url = page.evaluate(CREATE_TABLE, {"game": "sixes", "level": "easy", "seats": 3,
                                       "options": {"games": 2, "turn_limit": 4}})
    page.goto(f"{site}{url}" if url.startswith("/") else url)
    choose_speed(page, "instant")
    view = wait_for_my_move(page)
    me = view["seat"]
    assert view["match"] == {"games": 2, "number": 1, "scores": [], "totals": [0, 0, 0]}
    expect(page.get_by_test_id("match")).to_have_text("Game 1 of 2")
    expect(page.get_by_test_id("my-total")).to_have_text("Your total: 0")
    expect(page.locator(".sx-seat:not([hidden]) .sx-seat-match")).to_have_count(2)
    assert_fits(page)
    rng = random.Random(17)
    seen = {"draw": 0, "take": 0, "swap": 0, "discard": 0, "knock": 0, "end": 0, "pass": 0}
    summaries = 0
    first: list[int] = []
    for _ in range(300):
        page.wait_for_function(SUMMARY_OR_MOVE, timeout=30_000)
        if page.locator('dialog[open] [data-action="continue"]').count():
            summaries += 1
            dialog = page.get_by_test_id("game-summary")
            expect(dialog).to_be_visible()
            expect(dialog.locator("h2")).to_have_text("Game 1 of 2 is over")
            shown = page.evaluate("window.tableClient.renderer.shown")
            # Nothing of game 2 is drawn yet: game 1's cards, all face up, and its scores.
            assert shown["phase"] == "over" and shown["status"] == "active"
            assert all(m == "face_up" for seat in shown["packets"] for p in seat
                       for m in p["marks"])
            first = shown["result"]["scores"]
            assert shown["match"]["scores"] == [first] and shown["match"]["totals"] == first
            rows = dialog.locator(".sx-table tbody tr")
            expect(rows).to_have_count(3)
            for seat in range(3):
                row = dialog.locator(f'.sx-table tr[data-seat="{seat}"]')
                expect(row.locator("td.num").first).to_have_text(str(first[seat]))
                expect(row.locator("td.num").last).to_have_text(str(first[seat]))
            expect(dialog.get_by_test_id("next-starter")).to_have_text(
                re.compile(r"^(You start|\S+ starts) the next game\.$"))
            expect(page.get_by_test_id("status")).to_contain_text("Game 1 of 2 is over")
            # Continue has the focus; the felt shows the cards counted 0 by a match.
            assert page.evaluate("document.activeElement.dataset.action") == "continue"
            zeros = sum(flag for seat in shown["result"]["zero"] for p in seat for flag in p)
            expect(page.locator(".sx-felt .is-zero")).to_have_count(zeros)
            assert_fits(page)
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SHOTS / "phone-sixes-match-summary.png"))
            page.keyboard.press("Enter")  # Continue
            expect(dialog).to_be_hidden()
            view = wait_for_my_move(page)
            # X7: the winner of game 1 starts game 2; a tie in the first game: the next seat.
            winners = [s for s in range(3) if first[s] == min(first)]
            assert view["starter"] == (winners[0] if len(winners) == 1 else 1)
            assert view["match"] == {"games": 2, "number": 2, "scores": [first],
                                     "totals": first}
            assert view["status"] == "active" and view["stock"] <= 54 - 18  # a new stock
            mine = view["packets"][me][0]
            assert mine["marks"][:3] == ["unknown"] * 3 and mine["up"] is False
            expect(page.get_by_test_id("match")).to_have_text("Game 2 of 2")
            expect(page.get_by_test_id("my-total")).to_have_text(f"Your total: {first[me]}")
            expect(page.locator(".sx-seat:not([hidden]) .sx-seat-match").first).to_have_text(
                re.compile(r"^Σ \d+$"))
            assert_fits(page)
            page.screenshot(path=str(SHOTS / "phone-sixes-match-second-deal.png"))
            continue
        if not take_turn(page, rng, seen, knock_after=2):
            break
    else:
        pytest.fail("the match did not end")
    assert summaries == 1
    view = current(page)
    result = view["result"]
    assert view["status"] == "finished" and len(result["games"]) == 2
    assert result["games"][0] == first and view["match"]["scores"] == result["games"]
    totals = result["totals"]
    assert totals == [first[s] + result["games"][1][s] for s in range(3)]
    over = page.get_by_test_id("game-over")
    expect(over).to_be_visible()
    table = over.get_by_test_id("match-table")
    expect(table.locator("tbody tr")).to_have_count(3)
    for seat in range(3):
        cells = table.locator(f'tr[data-seat="{seat}"] td.num')
        expect(cells).to_have_text([str(result["games"][0][seat]),
                                    str(result["games"][1][seat]), str(totals[seat])])
        expect(table.locator(f'tr[data-seat="{seat}"] .sx-place')).to_have_text(
            ordinal(result["places"][seat]))
    place = result["places"][me]
    expect(over.locator(".tbl-headline")).to_contain_text(
        "You win!" if place == 1 and totals.count(totals[me]) == 1 else
        "You share first place!" if place == 1 else f"You finish {ordinal(place)}.")
    expect(page.get_by_test_id("status")).to_be_hidden()
    assert_fits(page)
    page.screenshot(path=str(SHOTS / "phone-sixes-match-over.png"))
    # New game: the next match, as many games, started by the last game's winner (X7).
    assert view["next_options"]["games"] == 2
    assert not errors, errors
    page.context.close()


def play_a_match(page: Page, rng: random.Random, knock_after: int = 2) -> int:
    """Play a match to its end, pressing Continue at each summary between two games (the
    page fits then too); the number of summaries."""
    seen = {"draw": 0, "take": 0, "swap": 0, "discard": 0, "knock": 0, "end": 0, "pass": 0}
    summaries = 0
    for _ in range(600):
        page.wait_for_function(SUMMARY_OR_MOVE, timeout=30_000)
        if page.locator('dialog[open] [data-action="continue"]').count():
            summaries += 1
            assert_fits(page)
            page.keyboard.press("Enter")
            expect(page.get_by_test_id("game-summary")).to_be_hidden()
            continue
        if not take_turn(page, rng, seen, knock_after):
            return summaries
    pytest.fail("the match did not end")


@pytest.mark.parametrize(("seats", "variant"), [(6, "sixes"), (3, "double")])
def test_a_match_fits_a_phone_at_the_most_crowded_tables(site: str, browser: Browser,
                                                          seats: int, variant: str) -> None:
    """The match's marks (the game and the totals beside the middle and on the badges), the
    summaries between games and the final table of the games, with the most players and
    the most cards: no scrolling on a phone."""
    page = new_page(browser, PHONE)
    page.goto(f"{site}/")
    url = page.evaluate(CREATE_TABLE, {"game": "sixes", "level": "easy", "seats": seats,
                                       "options": {"variant": variant, "games": 3,
                                                   "turn_limit": 3}})
    page.goto(f"{site}{url}" if url.startswith("/") else url)
    choose_speed(page, "instant")
    wait_for_my_move(page)
    assert_fits(page)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"phone-{variant}-{seats}-match-start.png"))
    assert play_a_match(page, random.Random(seats), knock_after=1) == 2  # last rounds too
    view = current(page)
    assert view["status"] == "finished" and len(view["result"]["games"]) == 3
    expect(page.get_by_test_id("match-table").locator("tbody tr")).to_have_count(seats)
    page.screenshot(path=str(SHOTS / f"phone-{variant}-{seats}-match-over.png"))
    assert_fits(page)
    page.context.close()
