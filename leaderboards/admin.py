"""Read-only views of the daily data: results are made by verification alone, never by hand."""

from __future__ import annotations

from django.contrib import admin
from django.http import HttpRequest

from leaderboards.models import DailyChallenge, Entry, Result


class ReadOnly(admin.ModelAdmin):
    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False


@admin.register(DailyChallenge)
class DailyChallengeAdmin(ReadOnly):
    list_display = ("game", "date", "players")
    exclude = ("seed",)  # secret until the day is over, and never needed by hand


@admin.register(Result)
class ResultAdmin(ReadOnly):
    list_display = ("date", "game", "player", "total", "rank_key", "finished_at")
    list_filter = ("game", "date")
    search_fields = ("player__nickname",)
    raw_id_fields = ("player", "table", "challenge")


@admin.register(Entry)
class EntryAdmin(ReadOnly):
    """Attempts, with why a finished ranked one has no result (``failure``)."""

    list_display = ("challenge", "player", "ranked", "created_at", "failure")
    list_filter = ("ranked", "challenge__game", "challenge__date")
    search_fields = ("player__nickname", "failure")
    raw_id_fields = ("player", "table", "challenge")
    exclude = ("address",)  # a keyed hash: of no use by hand
