"""How a daily result reads (``GameSpec.result_words``, read through ``GameSpec.words``):
every game words each seat's result of a finished game in words of its own, with no
placeholder left; a game without words of its own reads by its total (Sheepshead's way,
unchanged); a game with its own words has them on the day's board, in the person's tile,
in the share text and in the JSON, and its own labels on the boards."""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
import time_machine
from django.utils import translation

from tables import registry
from tables.registry import DailyResult, ResultWords
from tests.contract.games import oracle_of
from tests.game_site import person_of
from tests.played import play_daily, randomly
from tests.tables.conftest import Guest, established

ENGINES = sorted(spec.name for spec in registry.games())


def toy() -> registry.GameSpec:
    """The tests' example game (toy/, installed by tests/settings.py): words of its own are
    tried on it."""
    return registry.get("toy")

@pytest.fixture(autouse=True)
def _midday() -> Iterator[None]:
    """A fixed day, well away from midnight: the daily and its boards follow the date."""
    with time_machine.travel(dt.datetime(2026, 12, 1, 12, tzinfo=dt.UTC), tick=False):
        yield



@pytest.fixture
def guest(transactional_db: None, eager_celery: None) -> Guest:
    return established(Guest())


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    with translation.override("en"):
        yield


def finished_results(spec: registry.GameSpec, seed: str) -> list[DailyResult]:
    """Each seat's result of one seeded random game of ``spec`` played to its end."""
    engine = spec.engine
    rng = random.Random(seed)
    options = oracle_of(spec.name).options_for(engine.default_seats)[0]
    state = engine.new_game(seed, engine.default_seats, engine.validate_options(
        engine.default_seats, options))
    while (outcome := engine.outcome(state)) is None:
        seat = rng.choice(engine.to_act(state))
        state = engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))
    return [DailyResult(outcome.scores[s], outcome.keys[s], engine.round_scores(state, s))
            for s in range(engine.default_seats)]


@pytest.mark.parametrize("engine_name", ENGINES)
def test_every_games_results_read_in_words(spec: registry.GameSpec) -> None:
    found = [r for n in range(3) for r in finished_results(spec, f"words-{n}")]
    said = {}
    for result in found:
        words = spec.words(result)
        assert isinstance(words, ResultWords)
        assert words.text.strip(), result
        for text in (words.text, words.sentence, words.rounds):
            assert isinstance(text, str) and "%(" not in text and "{" not in text, text
        assert words == spec.words(result)  # pure: the same result, the same words
        said[(result.total, result.key)] = words.text
    # The words say the result: two results that rank apart never read alike.
    assert len(set(said.values())) == len(said), said
    for label in (spec.total_label, spec.own_total_label):
        assert str(label).strip() and "%(" not in str(label)
    rule = str(spec.period_rule) % {"order_note": "lowest first"}
    assert rule.endswith(".") and "%(" not in rule


def test_without_words_of_its_own_a_result_reads_by_its_total() -> None:
    assert toy().result_words is None
    assert toy().words(DailyResult(7, (7,), (3, 0, 4))) == ResultWords("7", "",
                                                                          "Rounds: 3 0 4")
    sheepshead = registry.get("sheepshead")  # as it always read
    assert sheepshead.words(DailyResult(12, (-12,), (4, -2, 0, 10))) == ResultWords(
        "+12", "", "Deals: +4 -2 0 +10")
    assert (str(sheepshead.total_label), str(sheepshead.own_total_label)) == (
        "Total", "Your score")


# ---------------------------------------------------------------- through the site


def toy_words(result: DailyResult) -> ResultWords:
    rounds = len(result.round_scores)
    return ResultWords(f"{result.total} taken", f"Took {result.total} in {rounds} rounds",
                       "Round by round: " + " / ".join(map(str, result.round_scores)))


@pytest.fixture
def worded_toy(monkeypatch: pytest.MonkeyPatch) -> registry.GameSpec:
    """The toy with words and labels of its own, for one test."""
    spec = replace(toy(), result_words=toy_words, total_label="Taken",
                   own_total_label="You took",
                   period_rule="By what was taken on average, %(order_note)s.")
    monkeypatch.setitem(registry._GAMES, spec.name, spec)
    return spec


def share_of(html: str) -> list[str]:
    return html.split("data-share-text>")[1].split("</textarea>")[0].splitlines()


@pytest.mark.usefixtures("on_site")
def test_the_default_words_on_the_toys_board(guest: Guest) -> None:
    table = play_daily(guest, "toy", randomly("default words"))
    result = table.result
    html = guest.get("/daily/toy/").content.decode()
    scores = " ".join(map(str, result.round_scores))
    assert share_of(html)[1:3] == [f"Total {result.total}, the first to finish today",
                                   f"Rounds: {scores}"]
    assert "<dt>Your score</dt>" in html and '>Total</th>' in html
    me = guest.get("/api/daily/toy/today/me/").json()
    assert me["result_text"] == me["total_text"] == str(result.total)


@pytest.mark.usefixtures("on_site")
def test_a_games_own_words_are_used_everywhere(guest: Guest, worded_toy: Any) -> None:
    table = play_daily(guest, "toy", randomly("own words"))
    result = table.result
    total, rounds = result.total, len(result.round_scores)
    html = guest.get("/daily/toy/").content.decode()
    tiles = html.split('data-testid="result-tiles"')[1].split("</dl>")[0]
    assert "<dt>You took</dt>" in tiles and f">{total} taken</dd>" in tiles
    assert "<dt>Your score</dt>" not in html
    header = html.split('data-testid="board"')[1].split("</thead>")[0]
    assert ">Taken</th>" in header and "Total" not in header
    mine = html.split('data-testid="my-row"')[1].split("</tr>")[0]
    assert f'<td class="num">{total} taken</td>' in mine
    assert share_of(html)[1:4] == [
        f"Took {total} in {rounds} rounds", "First to finish today",
        "Round by round: " + " / ".join(map(str, result.round_scores))]
    me = guest.get("/api/daily/toy/today/me/").json()
    assert (me["result_text"], me["total_text"]) == (f"{total} taken", str(total))
    board = guest.get("/api/daily/toy/today/board/").json()["rows"]
    assert [row["result_text"] for row in board] == [f"{total} taken"]
    lobby = guest.get("/").content.decode().split('data-testid="daily-card" data-game="toy"')[1]
    assert "<dt>You took</dt>" in lobby.split("</section>")[0]
    week = guest.get("/daily/toy/week/").content.decode()
    assert "By what was taken on average, lowest first." in week
    assert person_of(guest).nickname in html
