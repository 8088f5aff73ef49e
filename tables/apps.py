from django.apps import AppConfig


class TablesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "tables"
    verbose_name = "Tables"

    def ready(self) -> None:
        from tables import tasks  # noqa: F401  (registers the tasks with tables.background)
