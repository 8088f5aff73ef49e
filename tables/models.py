"""A table is one game in progress or finished; its actions are the full record."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from django.db import connection, models
from django.utils.translation import gettext_lazy as _


class TableManager(models.Manager["Table"]):
    def row(self, table_id: object, *, lock: bool = False) -> Table | None:
        """The table ``table_id`` (a UUID or its text) or None; with ``lock``, under the
        row lock of the transaction open (``select_for_update``).

        Every move reads its table once or twice: this is that read as one fixed statement,
        not a query built each time (``filter(pk=…).first()`` spends more on compiling its
        SQL, with an ORDER BY, than PostgreSQL spends answering it).
        """
        key = self.model._meta.pk.get_db_prep_value(table_id, connection)
        rows = list(self.raw(_row_sql(lock and connection.features.has_select_for_update),
                             [key]))
        return rows[0] if rows else None


_ROW_SQL: dict[tuple[str, bool], str] = {}


def _row_sql(lock: bool) -> str:
    sql = _ROW_SQL.get((connection.vendor, lock))
    if sql is None:
        quote = connection.ops.quote_name
        sql = _ROW_SQL[connection.vendor, lock] = (
            f"SELECT * FROM {quote(Table._meta.db_table)} WHERE {quote('id')} = %s"
            + (" FOR UPDATE" if lock else ""))
    return sql


class Table(models.Model):
    class Mode(models.TextChoices):
        PRACTICE = "practice"
        DAILY = "daily"
        FRIENDS = "friends"  # people and computers at one table (tables.friends)

    class Status(models.TextChoices):
        WAITING = "waiting"  # a friends' table before its host starts it
        ACTIVE = "active"
        FINISHED = "finished"
        CLOSED = "closed"  # a friends' table nobody came back to: over without a result

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    game = models.CharField(max_length=32)
    mode = models.CharField(max_length=16, choices=Mode.choices, default=Mode.PRACTICE)
    owner = models.ForeignKey("accounts.Player", on_delete=models.CASCADE, related_name="tables")
    # One entry per seat: {"kind": "person", "player": id, "name": ...}
    # or {"kind": "computer", "level": "heuristic", "name": ...}; at a friends' table also
    # {"kind": "open", "level": ..., "name": ...}, a seat for a friend (the level and name of
    # the computer that takes it if nobody does), and a person's seat keeps those too.
    seats = models.JSONField()
    seed = models.CharField(max_length=128)
    options = models.JSONField(default=dict, blank=True)
    state = models.JSONField(help_text=_("Full engine snapshot: holds hidden cards, server only."))
    version = models.PositiveIntegerField(default=0)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.ACTIVE)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    # Whether the game waits for a computer seat: kept by tables.services with every change,
    # so that the sweep (tables.progress) finds the tables whose computer turn was lost with
    # one query on a small partial index, however many tables there are. The database's own
    # default lets code that does not know the column (a process of the release before, an
    # older migration's model) still insert tables.
    computer_due = models.BooleanField(default=False, db_default=False)
    # A friends' table's invitation: the token of its link (128 bits) and a short code to
    # read aloud; none at any other table.
    invite = models.CharField(max_length=32, null=True, blank=True, unique=True)
    code = models.CharField(max_length=8, null=True, blank=True, db_index=True)
    # Everybody who holds or held a seat (the owner too), for their history; the seats
    # above say who sits where now.
    people = models.ManyToManyField("accounts.Player", related_name="seated_tables",
                                    blank=True)
    # A rematch's table before it: a friends' table's games are a chain, its score sheet.
    previous = models.OneToOneField("self", null=True, blank=True, on_delete=models.SET_NULL,
                                    related_name="rematch")

    objects = TableManager()

    class Meta:
        indexes = [
            models.Index(fields=["owner", "status", "-updated_at"]),
            models.Index(fields=["updated_at"], condition=models.Q(computer_due=True),
                         name="tables_computer_due_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.game} {self.mode} table {self.id}"

    def get_absolute_url(self) -> str:
        return f"/tables/{self.id}/"

    def to_message(self) -> dict[str, Any]:
        """The row as a channel-layer message's part (plain types, for msgpack): the writer
        sends it with its change, so that the table's sockets need not read it back. It
        holds the whole state, hidden cards too: it stays between the server's processes."""
        row: dict[str, Any] = {}
        for field in self._meta.concrete_fields:
            value = getattr(self, field.attname)
            row[field.attname] = value.isoformat() if isinstance(value, datetime) else (
                str(value) if isinstance(value, uuid.UUID) else value)
        return row

    @classmethod
    def from_message(cls, row: dict[str, Any]) -> Table:
        """The row ``to_message`` sent, as if read from the database."""
        fields = cls._meta.concrete_fields
        return cls.from_db(None, [field.attname for field in fields],
                           [field.to_python(row[field.attname]) for field in fields])


class Action(models.Model):
    """One applied action; ``seq`` numbers a table's actions 1, 2, 3… (it equals the version
    the table reached by applying it)."""

    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="actions")
    seq = models.PositiveIntegerField()
    seat = models.PositiveSmallIntegerField()
    action = models.JSONField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["table", "seq"]
        constraints = [
            models.UniqueConstraint(fields=["table", "seq"], name="unique_action_seq"),
        ]

    def __str__(self) -> str:
        return f"{self.table_id} #{self.seq} seat {self.seat}: {self.action}"
