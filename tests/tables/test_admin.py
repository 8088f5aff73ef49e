"""The admin may look at tables but never change them or see their seed."""

from __future__ import annotations

from django.contrib.auth.models import User

from tables.models import Table
from tests.tables.conftest import Guest


def test_tables_are_look_only_without_the_seed(guest: Guest) -> None:
    data = guest.new_table()
    table = Table.objects.get(pk=data["id"])
    User.objects.create_superuser("boss", "boss@example.com", "pinochle-sheep-42")
    guest.client.login(username="boss", password="pinochle-sheep-42")
    page = guest.get(f"/admin/tables/table/{table.pk}/change/")
    assert page.status_code == 200
    html = page.content.decode()
    assert table.seed not in html and 'name="version"' not in html
    before = (table.version, table.state)
    guest.client.post(f"/admin/tables/table/{table.pk}/change/", {"version": 99},
                      HTTP_X_CSRFTOKEN=guest.csrf)
    table.refresh_from_db()
    assert (table.version, table.state) == before
    assert guest.get("/admin/tables/table/add/").status_code == 403
