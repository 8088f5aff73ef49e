from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class AccountsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "accounts"
    verbose_name = _("Accounts")  # the admin's name of the app

    def ready(self) -> None:
        from accounts import signin  # noqa: F401  (connects the login receiver)
