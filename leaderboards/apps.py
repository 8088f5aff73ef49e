from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, Any

from django.apps import AppConfig
from django.db.models import Exists
from django.utils.translation import gettext_lazy as _

if TYPE_CHECKING:
    from tables.registry import TableNote


class LeaderboardsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "leaderboards"
    verbose_name = _("Leaderboards")  # the admin's name of the app

    def ready(self) -> None:
        # results connects the table_finished receiver; tasks registers the background tasks
        # with tables.background.
        from accounts import pruning
        from leaderboards import api, results, tasks  # noqa: F401
        from tables.registry import register_table_note
        from tables.services import register_mode

        register_table_note(_daily_note)
        register_mode("daily", api.open_daily)  # POST /api/tables/ {"mode": "daily"}
        # The daily prune of idle guests keeps whoever a board or the daily limit counts.
        pruning.keep_guests(_has_result)
        pruning.keep_guests(_has_ranked_attempt)


def _has_result(guest: Any, cutoff: dt.datetime) -> Exists:
    """A guest with a result on a daily board stays, however long ago."""
    from leaderboards.models import Result

    return Exists(Result.objects.filter(player=guest))


def _has_ranked_attempt(guest: Any, cutoff: dt.datetime) -> Exists:
    """A guest with a ranked daily attempt stays: it counts against its address's limit."""
    from leaderboards.models import Entry

    return Exists(Entry.objects.filter(player=guest, ranked=True))


def _daily_note(table: object) -> TableNote | None:
    """A daily table says so in its header, ranked or not, and leads to its day's board."""
    from leaderboards.models import Entry
    from leaderboards.views import day_url
    from tables.registry import TableNote

    entry = Entry.objects.select_related("challenge").filter(table=table).first()
    if entry is None:
        return None
    label = _("Daily — ranked") if entry.ranked else _("Daily — replay, unranked")
    return TableNote(str(label), day_url(entry.challenge))
