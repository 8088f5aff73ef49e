"""Computer turns: one action per transaction, logged, replayable, deterministic."""

from __future__ import annotations

import random

from sheepshead.engine import state_from_json
from tables import services
from tables.models import Action, Table
from tables.tasks import run_computer_turns
from tests.tables.conftest import Guest, table_of


def play_to_the_end(guest: Guest, data: dict, seed: str) -> dict:
    rng = random.Random(seed)
    view = data["view"]
    while view["status"] == "active":
        response = guest.act(data["id"], view["version"], rng.choice(view["legal_actions"]))
        assert response.status_code == 200, response.content
        view = response.json()["view"]
    return view


def test_a_whole_game_is_logged_and_replays_to_the_snapshot(guest: Guest) -> None:
    data = guest.new_table()
    view = play_to_the_end(guest, data, "whole")
    table = table_of(data)
    assert table.status == Table.Status.FINISHED and table.finished_at is not None
    assert view["status"] == "finished" and len(view["history"]) == 10
    assert sum(view["result"]["totals"]) == 0
    seqs = list(Action.objects.filter(table=table).values_list("seq", flat=True))
    assert seqs == list(range(1, table.version + 1))
    assert services.replay(table) == state_from_json(table.state)
    computer_rows = Action.objects.filter(table=table).exclude(seat=0).count()
    assert computer_rows > 100


def test_the_task_does_nothing_when_the_person_is_to_act(guest: Guest) -> None:
    data = guest.new_table()
    table = table_of(data)
    assert run_computer_turns(str(table.pk)) == 0
    table.refresh_from_db()
    assert table.version == data["view"]["version"]


def test_computer_choices_depend_only_on_the_situation(guest: Guest) -> None:
    """Two tables with the same seed and the same person actions play out identically."""
    first = guest.new_table()
    table = table_of(first)
    engine = services.registry.get(table.game).engine
    fresh = engine.new_game(table.seed, len(table.seats), table.options)
    twin = Table.objects.create(
        game=table.game, mode=table.mode, owner=table.owner, seats=table.seats, seed=table.seed,
        options=table.options, state=engine.encode_state(fresh),
    )
    run_computer_turns(str(twin.pk))
    twin.refresh_from_db()
    table.refresh_from_db()
    assert twin.state == table.state and twin.version == table.version
    assert list(Action.objects.filter(table=twin).values_list("seat", "action")) == list(
        Action.objects.filter(table=table).values_list("seat", "action"))


class FailingPlayer:
    def choose(self, view: dict, legal: list, rng: random.Random) -> object:
        raise RuntimeError("a bug in a computer player")


class CheatingPlayer:
    def choose(self, view: dict, legal: list, rng: random.Random) -> object:
        return "play the ace from my sleeve"


def test_a_broken_computer_player_does_not_stall_the_table(guest: Guest, monkeypatch,
                                                             caplog) -> None:
    from sheepshead.players import PLAYERS

    for broken in (FailingPlayer, CheatingPlayer):
        monkeypatch.setitem(PLAYERS, "normal", broken)
        data = guest.new_table()
        view = play_to_the_end(guest, data, "broken")
        assert view["status"] == "finished"
        assert services.replay(table_of(data)) == state_from_json(table_of(data).state)
    assert "FailingPlayer failed" in caplog.text
    assert "CheatingPlayer chose an illegal action" in caplog.text
