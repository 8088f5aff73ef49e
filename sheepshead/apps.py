from django.apps import AppConfig


class SheepsheadConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "sheepshead"
    verbose_name = "Sheepshead"
