"""Every game with every seat a person, through the services (issue 33, "every seat its own").

Each person acts from their own seat only and reads the table from it: every seat's view
through ``services.seat_view``, events included, shows only what each game's oracle allows
that seat; an action sent at a version other seats have moved past is taken while it is still
legal, one sent again is refused as stale and applied once, a move another seat may make is
refused to a person who may not, and a guest with no seat at the table reads nothing of it.
The computers' part of the same checks is the contract suite's other tests'.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from accounts.models import Player
from tables import registry, services
from tables.models import Action, Table
from tests.contract.conftest import engine_names
from tests.contract.games import Oracle

pytestmark = pytest.mark.django_db

STEPS = 1500  # more than any short playout takes: a game that does not end fails


def people(count: int, name: str = "Person") -> list[Player]:
    return [Player.objects.create(nickname=f"{name}{i}") for i in range(count)]


def check_every_seat(table: Table, spec: registry.GameSpec, oracle: Oracle, players: list[Player],
                     since: int) -> None:
    """Each person's view, through the service the API and the sockets call, is their seat's
    and shows nothing that seat may not see, the events since ``since`` included."""
    state = spec.engine.decode_state(table.state)
    for seat, player in enumerate(players):
        assert services.seat_of(table, player) == seat
        view = services.seat_view(table, services.player_seat(table, player), since=since)
        assert view["version"] == table.version
        oracle.check_view(state, seat, view)
        shown = oracle.seen(view["events"]) - oracle.known(state, seat)
        assert not shown, f"seat {seat} sees {sorted(shown)} in the events"
        assert view["legal_actions"] == [spec.engine.encode_action(a)
                                         for a in spec.engine.legal_actions(state, seat)]


@pytest.mark.parametrize("engine_name", engine_names())
def test_a_game_of_people_only(engine_name: str, spec: registry.GameSpec,
                               oracle: Oracle) -> None:
    seats = spec.engine.default_seats
    options = oracle.options_for(seats)[0]
    players = people(seats)
    outsider = Player.objects.create(nickname="Outsider")
    table = services.open_table(players[0], spec, "practice", f"people-{engine_name}", [],
                                seats=seats, options=options, people=players[1:])
    assert [s["kind"] for s in table.seats] == ["person"] * seats
    with pytest.raises(services.Forbidden):
        services.find_table(table.pk, outsider)
    rng = random.Random(engine_name)
    stale = refused = 0
    for _ in range(STEPS):
        table.refresh_from_db()
        check_every_seat(table, spec, oracle, players, max(0, table.version - 2))
        if table.status == Table.Status.FINISHED:
            break
        state = spec.engine.decode_state(table.state)
        legal = {s: spec.engine.legal_actions(state, s) for s in range(seats)}
        movers = [s for s, actions in legal.items() if actions]
        assert movers, "an unfinished game waits for somebody"
        seat = rng.choice(movers)
        action = rng.choice(legal[seat])
        sent = spec.engine.encode_action(action)
        # Another person may not make this seat's move: refused, nothing changes.
        others = [s for s in range(seats) if action not in legal[s]]
        if others:
            with pytest.raises((services.Illegal, services.Invalid)):
                services.submit_action(players[rng.choice(others)], table.pk, table.version,
                                       sent)
            refused += 1
        # Sometimes at an older version: taken while still legal, as for a seat that sent it
        # while the others moved.
        version = table.version
        services.submit_action(players[seat], table.pk, version, sent)
        if rng.random() < 0.2:
            with pytest.raises(services.Stale):
                services.submit_action(players[seat], table.pk, version, sent)
            stale += 1
        assert Action.objects.filter(table=table).count() == version + 1
    else:
        pytest.fail(f"no end after {STEPS} actions")
    assert stale and refused, (stale, refused)
    final = spec.engine.decode_state(table.state)
    assert spec.engine.outcome(final) is not None
    assert services.replay(table) == final  # the log replays to the snapshot


def test_a_person_holds_one_seat_and_reads_from_it() -> None:
    """At a table of one person the owner's seat is theirs; ``seat_of`` finds a person by
    their own seat only, never a computer's or another person's."""
    spec = next(s for s in registry.games() if s.engine.default_seats >= 3)
    host, friend = people(2)
    table = services.open_table(host, spec, "practice", "one-seat", spec.default_level,
                                seats=spec.engine.default_seats, people=[friend])
    assert services.seat_of(table, host) == 0 and services.seat_of(table, friend) == 1
    assert services.seat_of(table, None) is None
    assert services.player_seat(table, friend) == 1
    assert services.seat_of(table, people(1, "Stranger")[0]) is None
    view: dict[str, Any] = services.seat_view(table, services.player_seat(table, friend))
    assert view["players"][1]["kind"] == "person" and view["players"][2]["kind"] == "computer"
