"""A Shiesta result reads as a place and the person's turns wherever it is shown: the day's
board, the result tiles (there and on the lobby's daily card), the share text, the JSON;
never as Sheepshead's signed totals over rounds."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator

import pytest
import time_machine
from django.utils import translation
from django.utils.translation import trans_real
from django.utils.translation.trans_real import TranslationCatalog

from leaderboards import daily
from shiesta.tests.played import place_and_turns, play_daily, shiesta_result
from shiesta.words import format_match_total, result_words
from tables.registry import DailyResult, ResultWords
from tests.game_site import daily_format
from tests.leaderboards.conftest import at
from tests.played import player_of
from tests.tables.conftest import Guest

DAY = dt.date(2026, 12, 4)


@pytest.fixture(autouse=True)
def _earlier_format() -> Iterator[None]:
    """The daily of one game, as it was played before matches: the days played so keep it
    (tests/leaderboards/test_daily_formats_play.py plays today's format)."""
    with daily_format("shiesta", "games-1"):
        yield


@pytest.fixture(autouse=True)
def _frozen() -> Iterator[None]:
    with time_machine.travel(at(DAY, 18), tick=False):
        yield


def share_of(html: str) -> list[str]:
    return html.split("data-share-text>")[1].split("</textarea>")[0].splitlines()


def tiles_of(html: str) -> dict[str, str]:
    """The result tiles: label -> value."""
    tiles = html.split('data-testid="result-tiles"')[1].split("</dl>")[0]
    return dict(re.findall(r"<dt>(.*?)</dt>\s*<dd[^>]*>(.*?)</dd>", tiles, re.S))


def ordinal(n: int) -> str:
    """English ordinals of the places of four (what the page should say, written here)."""
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def ahead(count: int) -> None:
    """Results better than any real game's: first in one turn."""
    challenge = daily.ensure_challenge("shiesta", DAY)
    for _ in range(count):
        shiesta_result(challenge, 1, 1)


def behind(count: int) -> None:
    """Results worse than any real game's: last of four after more turns than a game has."""
    challenge = daily.ensure_challenge("shiesta", DAY)
    for _ in range(count):
        shiesta_result(challenge, 4, 900)


@pytest.mark.parametrize(("place", "turns", "text", "sentence"), [
    (2, 34, "2nd in 34 turns", "2nd place in 34 turns"),
    (1, 1, "1st in 1 turn", "1st place in 1 turn"),
    (4, 600, "4th in 600 turns", "4th place in 600 turns"),
])
def test_a_result_is_worded_as_its_place_and_turns(place: int, turns: int, text: str,
                                                   sentence: str) -> None:
    with translation.override("en"):
        assert result_words(DailyResult(place, (place, turns), (place,))) == ResultWords(
            text, sentence, "")


@pytest.mark.parametrize(("places", "turns", "text", "sentence"), [
    ((1, 3, 2), 95, "6 (1st, 3rd, 2nd)", "A match of 3 games: places 1st, 3rd, 2nd (6 in all)"),
    ((4, 4), 60, "8 (4th, 4th)", "A match of 2 games: places 4th, 4th (8 in all)"),
    ((1,) * 10, 300, "10 (1st, 1st, 1st, 1st, 1st, 1st, 1st, 1st, 1st, 1st)",
     "A match of 10 games: places 1st, 1st, 1st, 1st, 1st, 1st, 1st, 1st, 1st, 1st "
     "(10 in all)"),
])
def test_a_matchs_result_is_worded_as_its_total_and_places(places: tuple[int, ...], turns: int,
                                                            text: str, sentence: str) -> None:
    """A match of several games (a round score per game): the sum of the places, never an
    ordinal, then each game's place."""
    total = sum(places)
    with translation.override("en"):
        words = result_words(DailyResult(total, (total, turns), places))
    assert words == ResultWords(text, sentence, "")


def test_a_match_of_one_game_reads_as_a_single_game() -> None:
    with translation.override("en"):
        assert result_words(DailyResult(3, (3, 40), (3,))).text == "3rd in 40 turns"


def test_a_match_total_is_the_plain_number() -> None:
    with translation.override("en"):
        assert [format_match_total(n) for n in (1, 6, 12, 50)] == ["1", "6", "12", "50"]


def test_the_match_words_are_the_active_languages(monkeypatch: pytest.MonkeyPatch) -> None:
    catalogue = TranslationCatalog()  # Norwegian: "2." for 2nd
    for key, value in {
        "%(total)s (%(places)s)": "%(total)s (%(places)s)",
        ("A match of %(count)s game: place %(places)s (%(total)s in all)", 0):
            "En kamp på %(count)s spill: plass %(places)s (%(total)s i alt)",
        ("A match of %(count)s game: place %(places)s (%(total)s in all)", 1):
            "En kamp på %(count)s spill: plassene %(places)s (%(total)s i alt)",
        "list separator\x04, ": " / ",
        "ordinal number, e.g. '%(n)s.' in nb and da\x04%(n)s": "%(n)s.",
    }.items():
        catalogue[key] = value
    monkeypatch.setattr(trans_real.translation("nb"), "_catalog", catalogue)
    with translation.override("nb"):
        words = result_words(DailyResult(5, (5, 50), (2, 3)))
    assert (words.text, words.sentence) == ("5 (2. / 3.)",
                                            "En kamp på 2 spill: plassene 2. / 3. (5 i alt)")


def test_the_words_are_the_active_languages(monkeypatch: pytest.MonkeyPatch) -> None:
    catalogue = TranslationCatalog()  # Norwegian: "2." for 2nd, "trekk" for turns
    for key, text in {
        ("%(place)s in %(count)s turn", 0): "%(place)s på %(count)s trekk",
        ("%(place)s in %(count)s turn", 1): "%(place)s på %(count)s trekk",
        ("%(place)s place in %(count)s turn", 0): "%(place)s plass på %(count)s trekk",
        ("%(place)s place in %(count)s turn", 1): "%(place)s plass på %(count)s trekk",
        "ordinal number, e.g. '%(n)s.' in nb and da\x04%(n)s": "%(n)s.",
    }.items():
        catalogue[key] = text
    monkeypatch.setattr(trans_real.translation("nb"), "_catalog", catalogue)
    with translation.override("nb"):
        words = result_words(DailyResult(2, (2, 34), (2,)))
    assert (words.text, words.sentence) == ("2. på 34 trekk", "2. plass på 34 trekk")


def test_the_days_board_shows_places_and_turns(guest: Guest) -> None:
    table = play_daily(guest)
    place, turns = place_and_turns(table)
    ahead(5)
    html = guest.get("/daily/shiesta/").content.decode()
    text = f"{ordinal(place)} in {turns} turns"
    assert tiles_of(html)["Your result"] == text
    assert tiles_of(html)["Your rank"] == "6th of 6"
    mine = html.split('data-testid="my-row"')[1].split("</tr>")[0]
    assert f'<td class="num">{text}</td>' in mine
    header = html.split('data-testid="board"')[1].split("</thead>")[0]
    assert ">Result<" in header and "Total" not in header
    section = html.split('class="board-page"')[1]
    # One game a day: no table of games that would only repeat the place.
    assert 'data-testid="round-comparison"' not in section
    assert "Your score" not in section and "Game by game" not in section
    assert not re.search(r"(?<![\d:])\+\d|points", section)
    me = guest.get("/api/daily/shiesta/today/me/").json()
    assert (me["total"], me["total_text"], me["result_text"]) == (place, ordinal(place), text)
    assert me["round_scores"] == [place] and me["better"] == "lower"


def test_the_share_text_says_place_turns_and_rank(guest: Guest) -> None:
    table = play_daily(guest)
    place, turns = place_and_turns(table)
    alone = share_of(guest.get("/daily/shiesta/").content.decode())
    grid = {1: "🥇", 2: "🥈", 3: "🥉", 4: "4️⃣"}[place]  # the one game's place
    assert alone == ["Shiesta daily, 4 December 2026", f"{ordinal(place)} place in {turns} turns",
                     "First to finish today", grid,
                     "http://testserver/daily/shiesta/2026-12-04/"]
    ahead(2)
    three = share_of(guest.get("/daily/shiesta/").content.decode())
    assert three[1:3] == [f"{ordinal(place)} place in {turns} turns", "Ranked 3rd of 3"]
    behind(17)  # 20 players, the person 3rd
    many = share_of(guest.get("/daily/shiesta/").content.decode())
    assert many[2] == "Ranked 3rd of 20 (top 15%)"
    assert len(many) == 5  # heading, result, rank, grid, link: no line of games' scores
    assert not any(line.startswith(("Total", "Games:")) for line in many)


def test_a_past_days_share_says_so(guest: Guest) -> None:
    yesterday = daily.ensure_challenge("shiesta", DAY - dt.timedelta(days=1))
    shiesta_result(yesterday, 1, 12, player_of(guest))
    lines = share_of(guest.get(f"/daily/shiesta/{yesterday.date}/").content.decode())
    assert lines[1:3] == ["1st place in 12 turns", "The only player that day"]


def test_the_lobbys_daily_card_shows_the_place_and_turns(guest: Guest) -> None:
    table = play_daily(guest)
    place, turns = place_and_turns(table)
    behind(9)
    lobby = guest.get("/").content.decode()
    card = lobby.split('data-testid="daily-card" data-game="shiesta"')[1].split("</section>")[0]
    assert tiles_of(card) == {"Your result": f"{ordinal(place)} in {turns} turns",
                              "Your rank": "1st of 10", "Streak": "1 day"}
    assert 'data-testid="daily-percent">Top 10%<' in card
    # Sheepshead's card has its own words still (no result there yet: the Play button).
    sheepshead = lobby.split('data-testid="daily-card" data-game="sheepshead"')[1]
    assert 'data-action="play-daily"' in sheepshead.split("</section>")[0]
