from __future__ import annotations

import datetime as dt
from typing import Any

from django.apps import AppConfig
from django.db.models import Exists, Q
from django.utils.translation import gettext_lazy as _


class TablesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "tables"
    verbose_name = _("Tables")  # the admin's name of the app

    def ready(self) -> None:
        from accounts import pruning
        from tables import tasks  # noqa: F401  (registers the tasks with tables.background)
        from tables.models import Table

        # The daily prune of idle guests asks the tables what to keep, and counts theirs.
        pruning.keep_guests(_touched_lately)
        pruning.keep_guests(_seated)
        pruning.keep_guests(_hosting)
        pruning.count_deleted(Table, "table")


def _touched_lately(guest: Any, cutoff: dt.datetime) -> Exists:
    """A guest with a table touched since ``cutoff`` (a computer's move, say) stays: one
    they own, or a friends' table they sat at."""
    from tables.models import Table

    return Exists(Table.objects.filter(Q(owner=guest) | Q(people=guest),
                                       updated_at__gte=cutoff))


def _seated(guest: Any, cutoff: dt.datetime) -> Exists:
    """A guest who holds a seat at a friends' table not over yet stays, however long ago:
    the seat is theirs to come back to (the table itself is closed once nobody is at it)."""
    from tables.models import Table

    return Exists(Table.people.through.objects.filter(
        player=guest, table__mode=Table.Mode.FRIENDS,
        table__status__in=(Table.Status.WAITING, Table.Status.ACTIVE)))


def _hosting(guest: Any, cutoff: dt.datetime) -> Exists:
    """A guest who hosted a friends' table stays while a person who sat there stays for
    themselves (an account, or seen since ``cutoff``): the table, which goes with its host,
    is in that person's history too."""
    from accounts.models import Player
    from tables.models import Table

    # The guest asked about is idle, so never among these.
    kept = Player.objects.filter(Q(user__isnull=False) | Q(last_seen__gte=cutoff))
    return Exists(Table.objects.filter(owner=guest, mode=Table.Mode.FRIENDS, people__in=kept))
