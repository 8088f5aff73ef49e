"""``Table.objects.row``: a move's read of its table, one fixed statement, the same row the
ORM's query gives; under the row lock when asked, where the database has one."""

from __future__ import annotations

import uuid

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from tables.models import Table
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
