from __future__ import annotations

import datetime as dt
from typing import Any

from django.apps import AppConfig
from django.db.models import Exists
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
        pruning.count_deleted(Table, "table")


def _touched_lately(guest: Any, cutoff: dt.datetime) -> Exists:
    """A guest with a table touched since ``cutoff`` (a computer's move, say) stays."""
    from tables.models import Table

    return Exists(Table.objects.filter(owner=guest, updated_at__gte=cutoff))
