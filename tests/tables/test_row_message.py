"""A table's row as its writer sends it to the sockets (``Table.to_message``): it survives
the Redis channel layer's encoding unchanged, and a row sent never takes the place of one a
process already holds at that version or a newer one (read after a change of seating)."""

from __future__ import annotations

from typing import Any

import msgpack
import pytest

from tables import fanout, services
from tables.models import Table
from tests.tables.conftest import Guest

pytestmark = pytest.mark.django_db


def fields(table: Table) -> dict[str, Any]:
    return {field.attname: getattr(table, field.attname) for field in Table._meta.concrete_fields}


def test_a_row_sent_is_the_row_written(guest: Guest) -> None:
    data = guest.new_table()
    guest.act(data["id"], data["view"]["version"], data["view"]["legal_actions"][0])
    table = Table.objects.get(pk=data["id"])
    # channels_redis encodes messages with msgpack.
    sent = msgpack.unpackb(msgpack.packb(table.to_message()))
    received = Table.from_message(sent)
    assert fields(received) == fields(table)
    assert not received._state.adding  # as if read: saving it updates, never inserts
    assert services.seat_view(received, 0) == services.seat_view(table, 0)


def test_a_row_sent_never_replaces_one_held_at_its_version(guest: Guest) -> None:
    fanout.forget()
    data = guest.new_table()
    table = Table.objects.get(pk=data["id"])
    sent = table.to_message()
    table.seats[0]["away"] = True  # read after a change of seating, at the same version
    held = fanout.keep(table)
    assert fanout.arrived(sent) is held
    newer = {**sent, "version": table.version + 1}
    assert fanout.arrived(newer).version == table.version + 1
    fanout.forget()
