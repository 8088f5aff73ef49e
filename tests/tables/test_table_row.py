"""``Table.objects.row`` and ``write_move``: a move's read and write of its table, fixed
statements, the same rows the ORM reads and writes; the read under the row lock when asked,
where the database has one; the write of a move's columns only."""

from __future__ import annotations

import uuid

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from tables.models import MOVE_FIELDS, Action, Table
from tests.tables.conftest import Guest


def test_the_row_is_the_one_the_orm_reads(guest: Guest) -> None:
    data = guest.new_table()
    row = Table.objects.row(data["id"])
    assert row is not None
    assert row.to_message() == Table.objects.get(pk=data["id"]).to_message()
    assert Table.objects.row(uuid.UUID(data["id"])).to_message() == row.to_message()
    assert Table.objects.row(uuid.uuid4()) is None


@pytest.mark.django_db(transaction=True)
def test_a_locked_read_takes_the_row_lock(guest: Guest) -> None:
    data = guest.new_table()
    with transaction.atomic(), CaptureQueriesContext(connection) as queries:
        assert Table.objects.row(data["id"], lock=True) is not None
    [read] = [q["sql"] for q in queries.captured_queries if q["sql"].startswith("SELECT")]
    assert read.endswith(" FOR UPDATE") == connection.features.has_select_for_update
    assert "ORDER BY" not in read


def test_a_move_writes_its_actions_and_only_the_columns_a_move_changes(guest: Guest) -> None:
    data = guest.new_table()
    table = Table.objects.row(data["id"])
    assert table is not None
    before = table.to_message()
    table.version += 2
    table.state = {**table.state, "probe": [1, "two"]}
    table.seats[0]["away"] = True
    table.computer_due = not table.computer_due
    table.options = {"changed": "in memory only"}  # not a column a move writes
    actions = [Action(table=table, seq=before["version"] + 1 + i, seat=i, action={"n": i})
               for i in range(2)]
    with CaptureQueriesContext(connection) as queries:
        Table.objects.write_move(table, actions)
    assert [q["sql"].split()[0] for q in queries.captured_queries] == ["INSERT", "UPDATE"]
    stored = Table.objects.get(pk=table.pk)
    for field in MOVE_FIELDS:
        assert getattr(stored, field) == getattr(table, field), field
    assert stored.options == before["options"]
    assert list(stored.actions.filter(seq__gt=before["version"]).values_list(
        "seq", "seat", "action", "created_at")) == [
        (before["version"] + 1, 0, {"n": 0}, stored.updated_at),
        (before["version"] + 2, 1, {"n": 1}, stored.updated_at)]
