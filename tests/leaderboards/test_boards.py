"""The boards: ties share a rank and list by finish time, the person's own rank far down,
the histogram, the per-deal comparison, other days, weeks, all time and streaks."""

from __future__ import annotations

import datetime as dt
import re

import time_machine

from accounts.models import Player
from leaderboards import boards, daily, periods
from leaderboards.models import DailyChallenge
from tests.leaderboards.conftest import Guest, add_result, at, play_daily

DAY = dt.date(2026, 11, 29)


def challenge_of(day: dt.date = DAY) -> DailyChallenge:
    return daily.ensure_challenge("sheepshead", day)


def board_rows(html: str) -> list[tuple[int, str, int]]:
    body = html.split('data-testid="board"')[1].split("</table>")[0]
    found = re.findall(r'<td class="num">(\d+)</td><td>([^<]+?)'
                       r'(?: <span class="you">\(you\)</span>)?'
                       r'</td>\s*<td class="num">([+-]?\d+)</td>', body)
    return [(int(rank), name, int(total)) for rank, name, total in found]


def test_ties_share_a_rank_and_list_by_finish_time(transactional_db: None) -> None:
    c = challenge_of()
    late = add_result(c, 10, at(DAY, 15))
    early = add_result(c, 10, at(DAY, 9))
    top = add_result(c, 12, at(DAY, 20))
    low = add_result(c, -3, at(DAY, 1))
    rows = boards.rows(c, 0, 10, None)
    assert [(r.rank, r.total) for r in rows] == [(1, 12), (2, 10), (2, 10), (4, -3)]
    assert [r.nickname for r in rows] == [
        top.player.nickname, early.player.nickname, late.player.nickname, low.player.nickname]
    # A page that starts inside a tie still gives the tie's rank.
    assert [(r.rank, r.total) for r in boards.rows(c, 2, 4, None)] == [(2, 10), (4, -3)]


def test_the_page_shows_own_rank_percentile_and_neighbours_far_down(guest: Guest) -> None:
    with time_machine.travel(at(DAY, 22), tick=False):
        c = challenge_of()
        for i in range(120):
            add_result(c, 200 - i, at(DAY, 10, i // 60, i % 60))
        me = guest.me()
        add_result(c, -5, at(DAY, 21), player=me)
        html = guest.get("/daily/sheepshead/").content.decode()
    assert 'data-testid="daily-rank">121st of 121<' in html
    assert "daily-percent" not in html  # last: nobody beaten, no percentage to give
    rows = board_rows(html)
    assert rows[0] == (1, rows[0][1], 200) and len(rows) == 50 + 5 - 2  # page + around me
    assert rows[-1][1] == me.nickname and rows[-1][0] == 121


def test_the_histogram_marks_the_persons_bin(transactional_db: None) -> None:
    c = challenge_of()
    for total in (-7, -7, 0, 3, 3, 3, 30):
        add_result(c, total)
    bins = boards.histogram(c, 3)
    assert sum(b["count"] for b in bins) == 7
    assert [b for b in bins if b["mine"]] == [b for b in bins if b["low"] <= 3 <= b["high"]]
    assert bins[0]["low"] <= -7 and bins[-1]["high"] >= 30 and len(bins) <= 24
    assert max(b["height"] for b in bins) == 50


def test_a_provisional_total_beyond_the_field_is_marked_on_its_own_bin(guest: Guest) -> None:
    """A first day's result is in no bin's count; best or worst of the day, its bin is
    still drawn (a bar of none), never another's marked, never an error."""
    with time_machine.travel(at(DAY, 22), tick=False):
        c = challenge_of()
        for total in (-7, 0, 3, 3, 30):
            add_result(c, total)
        for mine in (99, -40):
            bins = boards.histogram(c, mine)
            marked = [b for b in bins if b["mine"]]
            assert len(marked) == 1 and marked[0]["low"] <= mine <= marked[0]["high"]
            assert sum(b["count"] for b in bins) == 5
        add_result(c, 99, player=guest.me(), provisional=True)
        response = guest.get("/daily/sheepshead/")
    html = response.content.decode()
    assert response.status_code == 200 and 'class="is-mine"' in html
    assert "Totals of 5 players" in html


def test_the_per_deal_comparison_uses_everybodys_scores(transactional_db: None) -> None:
    c = challenge_of()
    add_result(c, 3, scores=[1, 2] + [0] * 8)
    add_result(c, 6, scores=[3, -2] + [5] + [0] * 7)
    mine = add_result(c, -1, scores=[-1, 0] + [0] * 8)
    rounds = boards.round_comparison(c, mine)
    assert [(r.mine, r.average, r.best) for r in rounds[:3]] == [
        (-1, 1.0, 3), (0, 0.0, 2), (0, 1.7, 5)]


def test_a_finished_daily_puts_the_person_on_the_board(guest: Guest) -> None:
    table = play_daily(guest)
    html = guest.get("/daily/sheepshead/").content.decode()
    total = table.owner.results.get().total
    assert 'data-testid="my-row"' in html and 'data-testid="round-comparison"' in html
    assert board_rows(html) == [(1, table.owner.nickname, total)]
    assert "Replay today" in html and "Play today" not in html
    me = guest.get("/api/daily/sheepshead/today/me/").json()
    assert me["rank"] == 1 and me["players"] == 1 and me["total"] == total


def test_share_text_gives_scores_but_no_cards(guest: Guest) -> None:
    play_daily(guest)
    html = guest.get("/daily/sheepshead/").content.decode()
    text = html.split("data-share-text>")[1].split("</textarea>")[0]
    lines = text.splitlines()
    # One player: no "rank 1 of 1 (top 100%)", but what is true of him today.
    assert lines[1].startswith("Total ") and lines[1].endswith(", the first to finish today")
    # A deal won, lost or even, then the person's role in it; a true minus sign.
    assert re.fullmatch("[🟩🟥⬜]{10}", lines[2]), lines[2]
    assert re.fullmatch("(?:👑|🤝|🛡️|🍃){10}", lines[3]), lines[3]
    assert re.fullmatch(r"Deals: (?:(?:[+\u2212]\d+|0) ){9}(?:[+\u2212]\d+|0)", lines[4]), lines[4]
    # Sheepshead shows a total with its sign, as its spec says, and names its rounds deals.
    assert "Deal by deal" in html and '<th scope="col">Deal</th>' in html
    assert not re.search(r"\b(?:[789]|10|[JQKA])[CDHS]\b", text)


def test_other_days_can_be_browsed_but_not_the_future(guest: Guest) -> None:
    with time_machine.travel(at(DAY, 12), tick=False):
        c = challenge_of(DAY - dt.timedelta(days=3))
        add_result(c, 7)
        past = guest.get("/daily/sheepshead/2026-11-26/")
        assert past.status_code == 200 and "+7" in past.content.decode()
        assert "Play today" not in past.content.decode()
        assert guest.get("/daily/sheepshead/2026-11-30/").status_code == 404  # tomorrow
        assert guest.get("/daily/sheepshead/2026-11-01/").status_code == 404  # never played
        assert guest.get("/daily/sheepshead/not-a-date/").status_code == 404
        assert guest.get("/daily/sheepshead/2026-02-30/").status_code == 404
        assert guest.get("/daily/sheepshead/0001-01-01/").status_code == 404
        assert guest.get("/daily/sheepshead/week/0001-01-07/").status_code == 404
        assert guest.get("/daily/chess/").status_code == 404
        assert guest.get("/api/daily/sheepshead/2026-11-30/me/").status_code == 404
        assert DailyChallenge.objects.filter(date__gt=DAY).count() == 0


def test_rank_queries_without_a_result_say_so(guest: Guest) -> None:
    response = guest.get("/api/daily/sheepshead/today/me/")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "no_result"


def test_hidden_players_keep_their_rank_without_their_name(transactional_db: None) -> None:
    c = challenge_of()
    result = add_result(c, 5)
    Player.objects.filter(pk=result.player_id).update(hidden=True)
    (row,) = boards.rows(c, 0, 10, None)
    assert row.nickname == boards.HIDDEN_NAME and row.rank == 1


def test_week_and_all_time_rank_the_average_with_a_minimum_of_days(guest: Guest, settings
                                                                   ) -> None:
    settings.LEADERBOARD_MIN_DAYS = {"week": 2, "all": 3}
    names = ("Steady", "Lucky", "New")
    steady, lucky, newcomer = (Player.objects.create(nickname=n) for n in names)
    monday = dt.date(2026, 11, 23)
    with time_machine.travel(at(DAY, 12), tick=False):
        for offset, (s, lk) in enumerate([(4, 20), (6, -10), (5, 1)]):
            c = challenge_of(monday + dt.timedelta(days=offset))
            add_result(c, s, player=steady)
            add_result(c, lk, player=lucky)
        add_result(challenge_of(DAY), 30, player=newcomer)
        add_result(challenge_of(monday - dt.timedelta(days=1)), 50, player=steady)
        week = boards.period_rows(periods.week("sheepshead", DAY))
        assert [(r.rank, r.nickname, round(r.average, 1), r.days, r.best) for r in week] == [
            (1, "Steady", 5.0, 3, 6), (2, "Lucky", 3.7, 3, 20)]
        everything = boards.period_rows(periods.all_time("sheepshead"))
        assert [(r.rank, r.nickname, r.days) for r in everything] == [
            (1, "Steady", 4), (2, "Lucky", 3)]
        mine = boards.own_period_row(periods.week("sheepshead", DAY), newcomer)
        assert mine is not None and (mine.rank, mine.days, mine.best) == (0, 1, 30)
        page = guest.get("/daily/sheepshead/week/").content.decode()
        ranked, provisional = page.split('data-testid="provisional"')
        assert "Steady" in ranked and "New" not in ranked
        assert "New" in provisional and "Steady" not in provisional
        assert guest.get("/daily/sheepshead/week/2026-11-16/").status_code == 200
        assert guest.get("/daily/sheepshead/week/2026-12-07/").status_code == 404
        assert guest.get("/daily/sheepshead/all-time/").status_code == 200


def test_streaks_count_consecutive_days(transactional_db: None) -> None:
    me = Player.objects.create(nickname="Streaker")
    for back in (0, 1, 2, 4, 5, 6, 7):
        add_result(challenge_of(DAY - dt.timedelta(days=back)), 1, player=me)
    assert boards.streak(me, "sheepshead", DAY) == boards.Streak(current=3, longest=4)
    # Today not yet played: the streak that ended yesterday is still alive…
    assert boards.streak(me, "sheepshead", DAY + dt.timedelta(days=1)).current == 3
    # …but not after a day without a result.
    assert boards.streak(me, "sheepshead", DAY + dt.timedelta(days=2)).current == 0


def test_garbage_pages_and_positions_are_not_errors(guest: Guest) -> None:
    add_result(challenge_of(daily.today()), 4)
    for query in ("page=abc", "page=-3", "page=99999999999999999999999"):
        assert guest.get(f"/daily/sheepshead/?{query}").status_code in (200, 404)
    assert guest.get("/daily/sheepshead/?page=2").status_code == 404
    for query in ("start=abc", "start=-1", "start=99999999999999999999999"):
        assert guest.get(f"/api/daily/sheepshead/today/board/?{query}").status_code == 200


def test_the_rows_around_you_do_not_repeat_the_page(guest: Guest) -> None:
    with time_machine.travel(at(DAY, 22), tick=False):
        c = challenge_of()
        me = guest.me()
        for i in range(120):
            add_result(c, 500 - i, at(DAY, 10), player=me if i == 49 else None)
        html = guest.get("/daily/sheepshead/?page=2").content.decode()
    ranks_shown = [rank for rank, _, _ in board_rows(html)]
    assert ranks_shown == list(range(51, 101)) + [48, 49, 50]


def test_reading_a_board_creates_no_guest(transactional_db: None) -> None:
    from django.test import Client

    Client().get("/daily/sheepshead/")
    Client().get("/daily/sheepshead/week/")
    assert Player.objects.count() == 0
