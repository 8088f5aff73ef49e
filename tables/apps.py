from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class TablesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "tables"
    verbose_name = _("Tables")  # the admin's name of the app

    def ready(self) -> None:
        from tables import tasks  # noqa: F401  (registers the tasks with tables.background)
