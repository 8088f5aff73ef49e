"""The daily as a ritual: the lobby's daily card before, during and after, the share text for
one player and for many, provisional standings on young weekly and all-time boards, links
only to days that exist, and numbers formatted alike."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator
from typing import Any

import pytest
import time_machine

from accounts.models import Player
from leaderboards import boards, daily, words
from leaderboards.models import DailyChallenge, Entry, Result
from tests.leaderboards.conftest import Guest, add_result, at

DAY = dt.date(2026, 12, 2)  # a Wednesday


@pytest.fixture(autouse=True)
def _frozen() -> Iterator[None]:
    with time_machine.travel(at(DAY, 12), tick=False):
        yield


def me_of(guest: Guest) -> Player:
    return guest.me()


def challenge_of(day: dt.date = DAY) -> DailyChallenge:
    return daily.ensure_challenge("sheepshead", day)


def played(player: Player, total: int, day: dt.date = DAY, hour: int = 8,
           scores: list[int] | None = None) -> Result:
    """A finished, recorded ranked attempt of ``player`` on ``day``, as the lobby sees one."""
    challenge = challenge_of(day)
    result = add_result(challenge, total, at(day, hour, 11), player=player, scores=scores)
    Entry.objects.create(challenge=challenge, player=player, table=result.table, ranked=True)
    return result


def daily_card(guest: Guest) -> str:
    html = guest.get("/").content.decode()
    found = re.search(r'data-testid="daily-card" data-game="sheepshead">(.*?)</section>', html,
                      re.S)
    assert found, "no daily card"
    return found.group(1)


def strip_of(guest: Guest) -> str:
    """The lobby's strip of dailies: the cards, the one explanation and the one countdown."""
    html = guest.get("/").content.decode()
    return html.split('id="dailies"')[1].split('id="games-title"')[0]


def text_of(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip()


# ---------------------------------------------------------------- the lobby's daily card


def test_before_the_daily_the_card_invites_and_counts_down(guest: Guest) -> None:
    card = daily_card(guest)
    assert 'data-action="play-daily"' in card and "result-tiles" not in card
    strip = strip_of(guest)  # one countdown for the whole strip, not one a card
    assert strip.count("00:00 UTC") == 1 and strip.count("data-countdown>") == 1
    assert "streak-invitation" not in card  # nothing to keep going yet


def test_a_streak_ending_yesterday_is_an_invitation(guest: Guest) -> None:
    me = me_of(guest)
    for back in (1, 2, 3):
        played(me, 5, DAY - dt.timedelta(days=back))
    card = daily_card(guest)
    assert "You have played 3 days in a row: play today to make it 4." in text_of(card)
    assert 'data-action="play-daily"' in card


def test_while_unfinished_the_card_continues_the_attempt(guest: Guest) -> None:
    response = guest.client.post("/daily/sheepshead/play/", HTTP_X_CSRFTOKEN=guest.csrf)
    card = daily_card(guest)
    assert f'href="{response["Location"]}" data-action="continue-daily"' in card
    assert "Continue today's daily of Sheepshead" in text_of(card).replace("&#x27;", "'")
    assert "play-daily" not in card and "result-tiles" not in card


def test_after_the_daily_alone_the_card_shows_score_rank_and_streak(guest: Guest) -> None:
    played(me_of(guest), 6)
    card = daily_card(guest)
    assert re.search(r'data-testid="daily-score">\+6<', card)
    assert re.search(r'data-testid="daily-rank">1st of 1<', card)
    assert "First to finish today" in card and "daily-percent" not in card
    assert re.search(r'data-testid="daily-streak">1 day<', card)
    assert 'href="/daily/sheepshead/" data-action="daily-board"' in card
    assert "play-daily" not in card and "continue-daily" not in card
    assert "top 100%" not in card.lower()


def test_after_the_daily_among_many_the_card_gives_rank_percentile_and_streak(
        guest: Guest) -> None:
    me = me_of(guest)
    for back in (1, 2):
        played(me, 1, DAY - dt.timedelta(days=back))
    challenge = challenge_of()
    for total in (20, 10, 5, 5, 3, 2, 2, 1, 0, 0, -1, -2, -3, -4, -5, -6):
        add_result(challenge, total)
    played(me, 8)  # below 20 and 10: third of 17
    card = daily_card(guest)
    assert re.search(r'data-testid="daily-score">\+8<', card)
    assert re.search(r'data-testid="daily-rank">3rd of 17<', card)
    assert re.search(r'data-testid="daily-percent">Top 18%<', card)  # ceil(300 / 17)
    assert re.search(r'data-testid="daily-streak">3 days<', card)
    # The card is small: the streak's note is on the day's board.
    assert "Your longest yet" in guest.get("/daily/sheepshead/").content.decode()


def test_a_finished_attempt_without_a_result_still_leads_to_the_board(guest: Guest) -> None:
    response = guest.client.post("/daily/sheepshead/play/", HTTP_X_CSRFTOKEN=guest.csrf)
    table_id = response["Location"].rstrip("/").split("/")[-1]
    from tables.models import Table

    Table.objects.filter(pk=table_id).update(status=Table.Status.FINISHED)
    card = daily_card(guest)
    assert "You have played today" in card and 'data-action="daily-board"' in card
    assert "result-tiles" not in card


# ---------------------------------------------------------------- words and the share text


@pytest.mark.parametrize(("n", "text"), [
    (1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (13, "13th"),
    (21, "21st"), (22, "22nd"), (23, "23rd"), (101, "101st"), (111, "111th"), (112, "112th"),
])
def test_ordinals(n: int, text: str) -> None:
    assert words.ordinal(n) == text


@pytest.mark.parametrize(("rank", "players", "behind", "text"), [
    (1, 1, 0, ""), (1, 4, 3, ""),  # too few players for a percentage
    (1, 200, 199, "Top 1%"), (3, 17, 14, "Top 18%"), (10, 20, 10, "Top 50%"),
    (15, 20, 5, "Ahead of 25% of players"), (15, 20, 0, ""),  # last equal: nobody beaten
])
def test_percentages_are_worded_for_the_field(rank: int, players: int, behind: int,
                                              text: str) -> None:
    assert words.percent_text(rank, players, behind) == text


def share_of(guest: Guest, day: dt.date | None = None) -> list[str]:
    url = f"/daily/sheepshead/{day.isoformat()}/" if day else "/daily/sheepshead/"
    html = guest.get(url).content.decode()
    return html.split("data-share-text>")[1].split("</textarea>")[0].splitlines()


def test_the_share_text_for_the_only_player(guest: Guest) -> None:
    played(me_of(guest), 6, scores=[6, -3, 3] + [0] * 7)
    lines = share_of(guest)
    assert lines == ["Sheepshead daily, 2 December 2026",
                     "Total +6, the first to finish today",
                     "Deals: +6 \u22123 +3 0 0 0 0 0 0 0",
                     "http://testserver/daily/sheepshead/2026-12-02/"]


def test_the_share_text_of_an_earlier_day_alone(guest: Guest) -> None:
    played(me_of(guest), -2, DAY - dt.timedelta(days=1))
    assert share_of(guest, DAY - dt.timedelta(days=1))[1] == \
        "Total \u22122, the only player that day"


def test_the_share_text_for_a_few_and_for_many_players(guest: Guest) -> None:
    challenge = challenge_of()
    add_result(challenge, 10)
    add_result(challenge, -4)
    played(me_of(guest), 3)
    assert share_of(guest)[1] == "Total +3, 2nd of 3"  # no percentage among three
    for total in range(20, 37):
        add_result(challenge, total)
    # 18 better, the one at -4 worse: 19th of 20, ahead of 5% of them.
    assert share_of(guest)[1] == "Total +3, 19th of 20 (ahead of 5% of players)"
    for _ in range(3):
        add_result(challenge, 20)
    assert share_of(guest)[1] == "Total +3, 22nd of 23 (ahead of 4% of players)"


def test_the_share_button_names_its_confirmations(guest: Guest) -> None:
    played(me_of(guest), 6)
    html = guest.get("/daily/sheepshead/").content.decode()
    button = re.search(r"<button[^>]*data-share\b[^>]*>", html)
    assert button, "no share button"
    for attribute in ("data-shared", "data-copied", "data-selected"):
        assert re.search(rf'{attribute}="[A-Z][^"]+\."', button.group(0)), attribute
    assert 'data-share-status role="status"' in html


# ---------------------------------------------------------------- numbers alike


def test_the_deal_table_formats_you_average_and_best_alike(guest: Guest) -> None:
    challenge = challenge_of()
    add_result(challenge, 0, scores=[5, -3, 0, 1] + [0] * 6)
    add_result(challenge, 0, scores=[8, -4, 0, -2] + [0] * 6)
    played(me_of(guest), 0, scores=[-2, -4, 0, 1] + [0] * 6)
    html = guest.get("/daily/sheepshead/").content.decode()
    table = html.split('data-testid="round-comparison"')[1].split("</table>")[0]
    cells = re.findall(r'<td class="num(?: mine)? score-(\w+)">([^<]+)', table)
    # Deal 1: you -2, average 11/3 = 3.7 → +4, best +8; deal 2: -4, -11/3 → -4, best -3;
    # deal 3: all 0; deal 4: +1, average 0 → 0, best +1.
    assert cells[:12] == [
        ("minus", "-2"), ("plus", "+4"), ("plus", "+8"),
        ("minus", "-4"), ("minus", "-4"), ("minus", "-3"),
        ("zero", "0"), ("zero", "0"), ("zero", "0"),
        ("plus", "+1"), ("zero", "0"), ("plus", "+1"),
    ]
    assert "6.0" not in table and ".7" not in table


@pytest.mark.parametrize(("value", "rounded"), [
    (0.5, 1), (-0.5, -1), (2.5, 3), (-2.5, -3), (0.49, 0), (-0.49, 0), (3.7, 4), (0.0, 0)])
def test_averages_round_half_away_from_zero(value: float, rounded: int) -> None:
    assert boards.round_half_away(value) == rounded


def test_finish_times_say_utc_and_carry_the_instant(guest: Guest) -> None:
    played(me_of(guest), 6, hour=8)
    html = guest.get("/daily/sheepshead/").content.decode()
    assert re.search(r'<time datetime="2026-12-02T08:11:00\+00:00" data-local-time>08:11 UTC'
                     r"</time>", html)
    assert 'data-local-label="Finished (your time)">Finished<' in html


# ---------------------------------------------------------------- young weekly boards


def test_a_young_week_explains_the_rule_and_shows_provisional_standings(guest: Guest,
                                                                        settings: Any) -> None:
    settings.LEADERBOARD_MIN_DAYS = {"week": 3, "all": 7}
    me = me_of(guest)
    played(me, 4, DAY - dt.timedelta(days=1))
    played(me, 6)
    rival = Player.objects.create(nickname="Rival")
    add_result(challenge_of(), 12, player=rival)
    html = guest.get("/daily/sheepshead/week/").content.decode()
    assert "Nobody is ranked yet. Play 3 dailies in a week to be ranked on its board." in html
    assert 'data-testid="to-go">Play 1 more daily this week to be ranked.<' in html
    provisional = html.split('data-testid="provisional"')[1]
    rows = re.findall(r'data-testid="provisional-row">.*?<td>(\w+).*?</td><td class="num">'
                      r"([^<]+)</td>\s*<td class=\"num\">(\d+)</td>", provisional, re.S)
    assert rows == [("Rival", "+12.0", "1"), (me.nickname, "+5.0", "2")]
    assert "Provisional" in provisional and "not ranked yet" in provisional
    everything = guest.get("/daily/sheepshead/all-time/").content.decode()
    assert "Play 7 dailies to be ranked on the all-time board." in everything
    assert "Play 5 more dailies to be ranked." in everything


def test_provisional_standings_make_way_for_the_ranked(guest: Guest, settings: Any) -> None:
    settings.LEADERBOARD_MIN_DAYS = {"week": 1, "all": 1}
    played(me_of(guest), 6)
    html = guest.get("/daily/sheepshead/week/").content.decode()
    assert 'data-testid="my-rank">1<' in html and 'data-testid="provisional"' not in html
    assert "+6.0" in html


# ---------------------------------------------------------------- other days


def day_links(html: str) -> tuple[str | None, str | None]:
    nav = html.split('class="day-nav"')[1].split("</nav>")[0]
    before = re.search(r'href="/daily/sheepshead/([\d-]+)/" rel="prev"', nav)
    after = re.search(r'href="/daily/sheepshead/([\d-]+)/" rel="next"', nav)
    return (before.group(1) if before else None), (after.group(1) if after else None)


def test_a_site_whose_first_daily_is_today_links_to_no_other_day(guest: Guest) -> None:
    html = guest.get("/daily/sheepshead/").content.decode()
    assert day_links(html) == (None, None)


def test_day_links_skip_to_days_that_were_played(guest: Guest) -> None:
    three_back, two_back = DAY - dt.timedelta(days=3), DAY - dt.timedelta(days=2)
    add_result(challenge_of(three_back), 5)
    add_result(challenge_of(two_back), 1)
    challenge_of(DAY - dt.timedelta(days=1))  # a day nobody played: never linked
    challenge_of(DAY + dt.timedelta(days=1))  # tomorrow's row (made by beat): never linked
    assert day_links(guest.get("/daily/sheepshead/").content.decode()) == (
        two_back.isoformat(), None)
    assert day_links(guest.get(f"/daily/sheepshead/{two_back}/").content.decode()) == (
        three_back.isoformat(), DAY.isoformat())
    assert day_links(guest.get(f"/daily/sheepshead/{three_back}/").content.decode()) == (
        None, two_back.isoformat())
    # Every link leads to a page that exists.
    for day in (two_back, three_back, DAY):
        assert guest.get(f"/daily/sheepshead/{day}/").status_code == 200


def week_links(html: str) -> tuple[str | None, str | None]:
    if 'aria-label="Other weeks"' not in html:
        return None, None
    nav = html.split('aria-label="Other weeks"')[1].split("</nav>")[0]
    before = re.search(r'href="/daily/sheepshead/week/([\d-]+)/" rel="prev"', nav)
    after = re.search(r'href="/daily/sheepshead/week/([\d-]+)/" rel="next"', nav)
    return (before.group(1) if before else None), (after.group(1) if after else None)


def test_week_links_lead_only_to_weeks_that_were_played(guest: Guest) -> None:
    assert week_links(guest.get("/daily/sheepshead/week/").content.decode()) == (None, None)
    add_result(challenge_of(dt.date(2026, 11, 18)), 3)  # the week of Monday 16 November
    assert week_links(guest.get("/daily/sheepshead/week/").content.decode()) == (
        "2026-11-16", None)
    assert week_links(guest.get("/daily/sheepshead/week/2026-11-16/").content.decode()) == (
        None, "2026-11-30")  # the empty week of 23 November is skipped
