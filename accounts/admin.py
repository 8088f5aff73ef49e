from django.contrib import admin

from accounts.models import Player


@admin.register(Player)
class PlayerAdmin(admin.ModelAdmin):
    list_display = ("nickname", "user", "hidden", "created_at")
    list_filter = ("hidden",)
    search_fields = ("nickname",)
