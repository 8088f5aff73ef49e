"""Guests without signup, nicknames, and optional accounts that claim guest results."""
from django.contrib import admin

from accounts.forms import PlayerAdminForm
from accounts.models import Player


@admin.register(Player)
class PlayerAdmin(admin.ModelAdmin):
    """Rename a player (same rules as the nickname page) or hide him from the boards."""

    form = PlayerAdminForm
    list_display = ("nickname", "user", "hidden", "created_at", "last_seen")
    list_display_links = ("nickname",)
    list_editable = ("hidden",)
    list_filter = ("hidden", ("user", admin.EmptyFieldListFilter))
    list_select_related = ("user",)
    search_fields = ("nickname", "user__username")
    fields = ("nickname", "hidden", "user", "created_at", "last_seen")
    readonly_fields = ("created_at", "last_seen")
    raw_id_fields = ("user",)
    ordering = ("-created_at",)
