from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class LeaderboardsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "leaderboards"
    verbose_name = _("Leaderboards")  # the admin's name of the app

    def ready(self) -> None:
        # results connects the table_finished receiver; tasks registers the background tasks
        # with tables.background.
        from leaderboards import api, results, tasks  # noqa: F401
        from tables.registry import register_result_link
        from tables.services import register_mode

        register_result_link(_board_of)
        register_mode("daily", api.open_daily)  # POST /api/tables/ {"mode": "daily"}


def _board_of(table: object) -> str | None:
    from leaderboards.models import Entry
    from leaderboards.views import day_url

    entry = Entry.objects.select_related("challenge").filter(table=table).first()
    return day_url(entry.challenge) if entry else None
