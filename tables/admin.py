from django.contrib import admin

from tables.models import Action, Table


@admin.register(Table)
class TableAdmin(admin.ModelAdmin):
    list_display = ("id", "game", "mode", "owner", "status", "version", "updated_at")
    list_filter = ("game", "mode", "status")
    readonly_fields = ("state",)


@admin.register(Action)
class ActionAdmin(admin.ModelAdmin):
    list_display = ("table", "seq", "seat", "action", "created_at")
