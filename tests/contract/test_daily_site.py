"""Every game's daily through the site, the same for any game given its spec: one deal, seats
and computers a day for everybody, a new deal the next day, a seed no browser sees, one
ranked attempt (from the lobby or the API) and unranked replays of it, the day's settings
only, and a result only from a log that replays, recorded as the engine's outcome.

Each game is played in the first daily format it lists (tests/played.py ``first_format``),
on one fixed day whatever the date the suite runs on. What a game's result means (its
ranking key, its words on the board) is its own tests' (``<game>/tests/test_daily*.py``).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from typing import Any

import pytest
import time_machine

from cards.options import Option
from leaderboards import daily, results
from leaderboards.models import DailyChallenge, Entry, Result
from leaderboards.ranking import pack_key
from tables import registry, services
from tables.models import Action, Table
from tests import played
from tests.contract.conftest import engine_names
from tests.game_site import error_of, ranked_table
from tests.tables.conftest import Guest, established

pytestmark = pytest.mark.usefixtures("on_site")

DAY = dt.date(2026, 12, 1)


@pytest.fixture
def guest(transactional_db: None) -> Guest:
    """A browser whose player was first seen long ago: its dailies are ranked."""
    return established(Guest())


@pytest.fixture(autouse=True)
def fmt(engine_name: str) -> Iterator[registry.DailyFormat]:
    """The game's first daily format, on one fixed day at noon."""
    with (time_machine.travel(dt.datetime(2026, 12, 1, 12, tzinfo=dt.UTC), tick=False),
          played.first_format(engine_name) as first):
        yield first


def setup_of(spec: registry.GameSpec, fmt: registry.DailyFormat) -> tuple[int, dict[str, Any]]:
    """The seats and the whole options (the engine's defaults filled in) of ``fmt``."""
    seats = fmt.seats or spec.engine.default_seats
    return seats, spec.engine.validate_options(seats, dict(fmt.options))


DAILY_GAMES = pytest.mark.parametrize("engine_name", engine_names())


# ---------------------------------------------------------------- the same deal for everybody


@DAILY_GAMES
def test_two_guests_get_the_same_deal_seats_and_computers(guest: Guest, spec: registry.GameSpec,
                                                          fmt: registry.DailyFormat) -> None:
    other = established(Guest())
    first, second = ranked_table(guest, spec.name), ranked_table(other, spec.name)
    assert first.owner_id != second.owner_id
    challenge = DailyChallenge.objects.get(game=spec.name)
    assert (challenge.date, challenge.format) == (DAY, fmt.key)
    assert (challenge.seats, challenge.options) == setup_of(spec, fmt)
    assert first.seed == second.seed == challenge.seed
    assert first.options == second.options == challenge.options
    for table in (first, second):
        assert len(table.seats) == challenge.seats
        assert [s["kind"] for s in table.seats] == ["person"] + ["computer"] * (
            challenge.seats - 1)
        assert {s["level"] for s in table.seats[1:]} == {spec.daily_level}
    assert [s["name"] for s in first.seats[1:]] == [s["name"] for s in second.seats[1:]]
    # The cards, and whatever the computers did before the person's first move, alike.
    assert first.state == second.state
    # The same moves meet the same computers' answers.
    tables = [played.play_out(person, str(table.pk), played.randomly("same moves"))
              for person, table in ((guest, first), (other, second))]
    assert played.state_of(tables[0]) == played.state_of(tables[1])


@DAILY_GAMES
def test_the_dailys_computers_are_the_strongest(spec: registry.GameSpec) -> None:
    assert spec.daily_level == spec.levels[-1]


@DAILY_GAMES
def test_the_next_day_deals_other_cards(guest: Guest, spec: registry.GameSpec) -> None:
    today = ranked_table(guest, spec.name)
    with time_machine.travel(dt.datetime(2026, 12, 2, 0, 0, 5, tzinfo=dt.UTC), tick=False):
        tomorrow = ranked_table(guest, spec.name)  # a new day: a new ranked attempt
    assert tomorrow.pk != today.pk and tomorrow.seed != today.seed
    days = DailyChallenge.objects.filter(game=spec.name).order_by("date")
    assert [c.date for c in days] == [DAY, DAY + dt.timedelta(days=1)]
    # Other cards: the games differ in more than the seed they keep.
    dealt = [{key: value for key, value in spec.engine.encode_state(played.state_of(t)).items()
              if key != "seed"} for t in (today, tomorrow)]
    assert dealt[0] != dealt[1]
    # No two games share a day's seed either.
    seeds = {daily.day_seed(name, DAY) for name in engine_names()}
    assert len(seeds) == len(engine_names())


@DAILY_GAMES
def test_the_seed_never_reaches_the_browser(guest: Guest, spec: registry.GameSpec) -> None:
    table = ranked_table(guest, spec.name)
    for url in (table.get_absolute_url(), f"/api/tables/{table.pk}/", f"/daily/{spec.name}/",
                "/"):
        assert table.seed not in guest.get(url).content.decode()


# ---------------------------------------------------------------- one ranked attempt


@DAILY_GAMES
def test_one_ranked_attempt_from_the_lobby_or_the_api(guest: Guest, spec: registry.GameSpec,
                                                       fmt: registry.DailyFormat) -> None:
    body = {"game": spec.name, "mode": "daily"}
    created = guest.post("/api/tables/", body)
    assert created.status_code == 201, created.content
    data = created.json()
    assert set(data) == {"id", "url", "view"} and data["url"] == f"/tables/{data['id']}/"
    view = data["view"]
    assert (view["mode"], view["status"]) == ("daily", "active")
    assert len(view["players"]) == setup_of(spec, fmt)[0]
    levels = {p["level"] for p in view["players"] if p["kind"] == "computer"}
    assert levels == {spec.daily_level}  # the daily's computers, not the practice default
    entry = Entry.objects.select_related("challenge").get(table_id=data["id"])
    assert entry.ranked and entry.challenge.date == DAY
    # Asked again, by the API or the lobby's form (one path), it resumes the same table.
    again = guest.post("/api/tables/", body)
    assert again.status_code == 200 and again.json()["id"] == data["id"]
    assert played.start_daily(guest, spec.name)["Location"] == data["url"]
    assert Entry.objects.filter(ranked=True).count() == 1
    assert played.start_replay(guest, spec.name).status_code == 403  # not finished yet
    played.play_out(guest, data["id"], played.randomly("the attempt"))
    refused = played.start_daily(guest, spec.name)
    assert refused.status_code == 403
    assert "one ranked attempt a day" in refused.content.decode()
    refused = guest.post("/api/tables/", body)
    assert refused.status_code == 403 and error_of(refused)["code"] == "played"
    assert error_of(refused)["board"] == f"http://testserver/daily/{spec.name}/"
    assert Table.objects.count() == 1 and Result.objects.count() == 1


@DAILY_GAMES
def test_an_unranked_replay_deals_the_same_cards_and_counts_nowhere(
        guest: Guest, spec: registry.GameSpec) -> None:
    assert played.start_replay(guest, spec.name).status_code == 403  # nothing played yet
    ranked = played.play_daily(guest, spec.name, played.randomly("ranked"))
    response = played.start_replay(guest, spec.name)
    assert response.status_code == 302
    replay = played.play_out(guest, played.table_id_of(response["Location"]),
                             played.randomly("replay"))
    assert replay.pk != ranked.pk and replay.seed == ranked.seed and replay.mode == "daily"
    assert not Entry.objects.get(table=replay).ranked
    assert Result.objects.count() == 1 and Result.objects.get().table == ranked


def other_value(option: Option, value: Any) -> Any:
    """A value of ``option`` the engine would take, other than ``value``."""
    if isinstance(value, bool):
        return not value
    if option.choices:
        return next(choice for choice in option.choices if choice != value)
    if isinstance(value, int):
        return value - 1 if option.maximum is not None and value >= option.maximum else value + 1
    return f"{value}-other"


def unlike_the_dailys() -> list[Any]:
    """Per game, each setting sent unlike its daily's (first format) and the word the
    refusal must name: other seats, each option's other value, or its value in another
    type, an option the game lacks, options not an object, another level or levels, and a
    field the daily does not take."""
    cases = []
    for name in engine_names():
        spec = registry.get(name)
        seats, options = setup_of(spec, spec.daily_formats[0])
        labels = {option.name: option for option in spec.engine.options}
        other_level = spec.levels[0]
        fields: list[tuple[str, dict[str, Any], str]] = [
            ("fewer-seats", {"seats": seats - 1}, "seats"),
            ("more-seats", {"seats": seats + 1}, "seats"),
            ("no-such-option", {"options": {"colour": "red"}}, "colour"),
            ("options-not-an-object", {"options": [1]}, "options"),
            ("level", {"level": other_level}, "level"),
            ("levels", {"levels": [other_level] * (seats - 1)}, "levels"),
            ("total", {"total": 1}, "total"),
        ]
        for key, value in options.items():
            option = labels[key]
            fields.append((f"option-{key}", {"options": {key: other_value(option, value)}},
                           option.label))
            if not isinstance(value, str):  # the daily's value, but not its type
                fields.append((f"option-{key}-as-text", {"options": {key: str(value)}},
                               option.label))
        cases += [pytest.param(name, body, named, id=f"{name}-{case}")
                  for case, body, named in fields]
    return cases


@pytest.mark.parametrize(("engine_name", "fields", "named"), unlike_the_dailys())
def test_a_setting_unlike_the_dailys_is_refused_naming_it(
        guest: Guest, engine_name: str, fields: dict[str, Any], named: str) -> None:
    response = guest.post("/api/tables/", {"game": engine_name, "mode": "daily", **fields})
    assert response.status_code == 400, fields
    error = error_of(response)
    assert error["code"] == "invalid" and named in error["message"], error
    # Refused before anything: no table, no entry, not even today's challenge row.
    assert not (Table.objects.exists() or Entry.objects.exists()
                or DailyChallenge.objects.exists())


@DAILY_GAMES
def test_the_dailys_own_settings_may_be_sent(guest: Guest, spec: registry.GameSpec,
                                             fmt: registry.DailyFormat) -> None:
    seats, options = setup_of(spec, fmt)
    response = guest.post("/api/tables/", {
        "game": spec.name, "mode": "daily", "seats": seats, "level": spec.daily_level,
        "levels": [spec.daily_level] * (seats - 1), "options": options})
    assert response.status_code == 201, response.content


# ---------------------------------------------------------------- the result, verified


@DAILY_GAMES
def test_the_result_is_the_replayed_games_outcome(guest: Guest, spec: registry.GameSpec,
                                                  fmt: registry.DailyFormat) -> None:
    table = played.play_daily(guest, spec.name, played.randomly("result"))
    state = played.state_of(table)
    seat = services.person_seat(table)
    outcome = spec.engine.outcome(state)
    assert outcome is not None
    result = Result.objects.get()
    assert (result.table, result.player) == (table, played.player_of(guest))
    assert not result.provisional and result.format == fmt.key
    assert result.total == outcome.scores[seat]
    assert result.round_scores == list(spec.engine.round_scores(state, seat))
    assert result.key == list(outcome.keys[seat])
    assert result.rank_key == pack_key(outcome.keys[seat])
    challenge = DailyChallenge.objects.get()
    assert challenge.players == 1 and challenge.histogram == {str(result.total): 1}


def another_legal(table: Table) -> tuple[Action, dict[str, Any]]:
    """The person's first logged action that had another legal choice, and that choice
    (the first may be forced)."""
    engine = registry.get(table.game).engine
    seat = services.person_seat(table)
    for row in Action.objects.filter(table=table, seat=seat).order_by("seq"):
        state = services.replay(table, upto=row.seq - 1)
        legal = [engine.encode_action(a) for a in engine.legal_actions(state, seat)]
        other = next((action for action in legal if action != row.action), None)
        if other is not None:
            return row, other
    pytest.fail("the person never had a choice")


@pytest.mark.parametrize("tampering", ["another legal action", "no action at all"])
@DAILY_GAMES
def test_a_tampered_action_log_gives_no_result(guest: Guest, spec: registry.GameSpec,
                                               tampering: str) -> None:
    table = played.play_daily(guest, spec.name, played.randomly("tampered"))
    entry = Entry.objects.select_related("challenge", "table").get(table=table)
    Result.objects.all().delete()
    # One of the person's moves, rewritten behind the server's back.
    row, other = another_legal(table)
    if tampering == "no action at all":
        other = {"type": "tampered"}
    Action.objects.filter(pk=row.pk).update(action=other)
    assert results.record_entry(entry.pk) is None
    entry.refresh_from_db()
    assert entry.failure.startswith("not verified: ") and not Result.objects.exists()
