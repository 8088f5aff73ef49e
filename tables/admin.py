"""Tables and their actions, for looking only: games change through tables.services alone,
and a table's seed (a daily's is the day's secret) is never shown."""

from django.contrib import admin
from django.http import HttpRequest

from tables.models import Action, Table


class LookOnly(admin.ModelAdmin):
    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False


@admin.register(Table)
class TableAdmin(LookOnly):
    list_display = ("id", "game", "mode", "owner", "status", "version", "updated_at")
    list_filter = ("game", "mode", "status")
    exclude = ("seed", "state")


@admin.register(Action)
class ActionAdmin(LookOnly):
    list_display = ("table", "seq", "seat", "action", "created_at")
