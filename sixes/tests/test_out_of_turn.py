"""Going up out of turn through the tables layer (X10): the shared layer takes an action from
a seat that is not on turn, sent at an older version, also while a computer is thinking; a
second go-up and a stale repeat are refused and change nothing."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from accounts.models import Player
from sixes.engine import ENGINE
from sixes.players.normal import NormalPlayer
from tables import background, registry, services, turns
from tables.models import Action, Table

UP = {"type": "up", "packet": 0}


@pytest.fixture
def person(db: None, monkeypatch: pytest.MonkeyPatch) -> Player:
    """A person at no table yet; computer turns run only when the test says so."""
    monkeypatch.setattr(background, "start", lambda name, *args: None)
    return Player.objects.create(nickname="Person")


def computers_first(person: Player) -> Table:
    """A four-seat table whose first turn is a computer's (X7's starter, an unoffered option)."""
    spec = registry.get("sixes")
    return services.open_table(person, spec, "practice", "out of turn", "normal", seats=4,
                               options={"starter": 1})


def state_of(table: Table) -> Any:
    table.refresh_from_db()
    return ENGINE.decode_state(table.state)


def test_x10_the_person_goes_up_at_an_older_version_after_computers_moved(person: Player
                                                                          ) -> None:
    table = computers_first(person)
    for _ in range(3):
        assert turns.play_computer_turn(table.pk)
    table.refresh_from_db()
    assert table.version == 3 and state_of(table).turn != 0  # still the computers' turn
    services.submit_action(person, table.pk, 0, UP)  # the view the person saw: version 0
    state = state_of(table)
    assert state.up[0] == 1 and table.version == 4
    assert list(Action.objects.filter(table=table).order_by("seq").values_list("seat", flat=True)
                ) == [1, 1, 1, 0]
    # Going up twice is refused with the rule, and so is the same request sent again.
    with pytest.raises(services.Illegal) as twice:
        services.submit_action(person, table.pk, 4, UP)
    assert "(X10)" in twice.value.message
    with pytest.raises(services.Stale):
        services.submit_action(person, table.pk, 0, UP)
    assert state_of(table) == state and Action.objects.filter(table=table).count() == 4


class GoesUpWhileThinking:
    """A Normal computer; while it thinks its first decision, the person goes up."""

    sent = False

    def __init__(self) -> None:
        self.inner = NormalPlayer()

    def choose(self, view: Mapping[str, Any], legal: Sequence[Any], rng: random.Random
               ) -> Any:
        if not type(self).sent and view["seat"] == 1:
            type(self).sent = True
            table = Table.objects.get()
            services.submit_action(table.owner, table.pk, table.version, UP)
        return self.inner.choose(view, legal, rng)


def test_x10_a_go_up_while_a_computer_thinks_makes_it_think_again(
        person: Player, monkeypatch: pytest.MonkeyPatch) -> None:
    table = computers_first(person)
    monkeypatch.setitem(registry.get("sixes").players, "normal", GoesUpWhileThinking)
    # The computer thought at version 0; the person's go-up came first: nothing is applied
    # from that thought, and asked again the computer moves from the new position.
    assert turns.play_computer_turn(table.pk)
    table.refresh_from_db()
    assert table.version == 1 and state_of(table).up[0] == 1
    assert turns.play_computer_turn(table.pk)
    seats = list(Action.objects.filter(table=table).order_by("seq").values_list("seat",
                                                                               flat=True))
    assert seats == [0, 1]
    replayed = services.replay(Table.objects.get(pk=table.pk))
    assert replayed == state_of(table)
