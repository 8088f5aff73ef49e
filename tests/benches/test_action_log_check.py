"""The fault benchmark's database check (scripts/actionlog.py) on a real table: a whole log
passes, a log with an action taken out is caught three ways."""

from __future__ import annotations

import pytest

from accounts.guests import create_guest
from scripts.actionlog import check
from scripts.simpeople import Game, Sent
from tables import services
from tables.models import Action, Table


@pytest.fixture
def played(transactional_db: None, eager_celery: None) -> Game:
    """A one-deal table where the person has acted three times (computers play inline)."""
    player = create_guest()
    table = services.create_table(player, "sheepshead", "practice", "normal",
                                  options={"deals": 1})
    game = Game(str(table.pk))
    while len(game.sent) < 3:
        table = Table.objects.get(pk=table.pk)
        view = services.seat_view(table)
        assert view["seat"] in view["to_act"], "the computers should have played inline"
        action = view["legal_actions"][-1]
        services.submit_action(player, table.pk, view["version"], action)
        game.sent.append(Sent(view["version"], action, "acked"))
    return game


def test_a_whole_log_passes(played: Game) -> None:
    found = check([played])
    assert (found.games, found.acknowledged) == (1, 3)
    assert (found.not_contiguous, found.replay_differs) == ([], [])
    assert (found.lost, found.doubled) == (0, 0)


def test_an_action_taken_out_of_the_log_is_caught(played: Game) -> None:
    first = Action.objects.filter(table_id=played.table, seat=0).order_by("seq").first()
    assert first is not None
    first.delete()
    found = check([played])
    assert found.not_contiguous == [played.table]
    assert found.replay_differs == [played.table]
    assert found.lost == 1


def test_an_action_written_twice_is_doubled(played: Game) -> None:
    table = Table.objects.get(pk=played.table)
    last = Action.objects.filter(table=table, seat=0).order_by("seq").last()
    assert last is not None
    Action.objects.create(table=table, seq=table.version + 1, seat=0, action=last.action)
    assert check([played]).doubled == 1
