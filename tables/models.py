"""A table is one game in progress or finished; its actions are the full record."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from datetime import datetime
from typing import Any

from django.db import connection, models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

# The columns a move changes in its table's row (a person back in their seat: ``seats``).
MOVE_FIELDS = ("version", "state", "status", "finished_at", "computer_due", "seats", "updated_at")
ACTION_FIELDS = ("table", "seq", "seat", "action", "created_at")


class TableManager(models.Manager["Table"]):
    """Every move reads its table once or twice and writes it once: those statements are
    fixed SQL here, not queries the ORM builds each time. Its compiling cost more than
    PostgreSQL's answering: ``filter(pk=…).first()`` with its ORDER BY, and a move's
    ``bulk_create`` and ``save`` 0.85 ms of the 1.8 ms their transaction took (timed alone,
    docs/site-figures.md)."""

    def row(self, table_id: object, *, lock: bool = False) -> Table | None:
        """The table ``table_id`` (a UUID or its text) or None; with ``lock``, under the
        row lock of the transaction open (``select_for_update``)."""
        key = self.model._meta.pk.get_db_prep_value(table_id, connection)
        lock = lock and connection.features.has_select_for_update
        rows = list(self.raw(_sql(("row", lock), lambda: _select(lock)), [key]))
        return rows[0] if rows else None

    def write_move(self, table: Table, actions: list[Action]) -> None:
        """Insert ``actions`` and write ``table``'s ``MOVE_FIELDS``, its ``updated_at`` and
        the actions' ``created_at`` set to now. Like ``QuerySet.update``, it sends no
        signals."""
        table.updated_at = timezone.now()
        for action in actions:
            action.created_at = table.updated_at
        with connection.cursor() as cursor:
            cursor.execute(_sql(("insert", len(actions)), lambda: _insert(len(actions))),
                           [value for action in actions
                            for value in _values(action, ACTION_FIELDS)])
            cursor.execute(_sql(("update",), _update), _values(table, (*MOVE_FIELDS, "id")))


_SQL: dict[tuple[object, ...], str] = {}


def _sql(key: tuple[object, ...], build: Callable[[], str]) -> str:
    """The statement ``build`` makes for ``key`` on this database (made once)."""
    sql = _SQL.get((connection.vendor, *key))
    if sql is None:
        sql = _SQL[(connection.vendor, *key)] = build()
    return sql


def _name(model: type[models.Model], field: str | None = None) -> str:
    quote = connection.ops.quote_name
    meta = model._meta
    return quote(meta.db_table if field is None else meta.get_field(field).column)


def _select(lock: bool) -> str:
    return (f"SELECT * FROM {_name(Table)} WHERE {_name(Table, 'id')} = %s"
            + (" FOR UPDATE" if lock else ""))


def _insert(count: int) -> str:
    row = "(" + ", ".join(["%s"] * len(ACTION_FIELDS)) + ")"
    return (f"INSERT INTO {_name(Action)} ("
            + ", ".join(_name(Action, field) for field in ACTION_FIELDS)
            + ") VALUES " + ", ".join([row] * count))


def _update() -> str:
    return (f"UPDATE {_name(Table)} SET "
            + ", ".join(f"{_name(Table, field)} = %s" for field in MOVE_FIELDS)
            + f" WHERE {_name(Table, 'id')} = %s")


def _values(instance: models.Model, fields: tuple[str, ...]) -> list[Any]:
    """The fields' values as the database takes them (what ``save`` would send)."""
    values = []
    for name in fields:
        field = instance._meta.get_field(name)
        values.append(field.get_db_prep_save(getattr(instance, field.attname), connection))
    return values


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
