"""Ranking from the game: ``Result.rank_key``; the challenge's own setup (``seats``,
``options``); per-round counts; ``Entry.failure``."""

from typing import Any

from django.db import migrations, models
from django.db.models import F


def fill(apps: Any, schema_editor: Any) -> None:
    """Existing rows. Every result so far is of a game where a higher total is better, ranked
    by its total alone: its key is (-total,), which packs to -total. Every challenge sized its
    per-round lists from results of one length, so each round was counted by all its players.
    A challenge's setup is the one its tables were opened with; one without tables gets the
    game's current setup when it is next used (daily.ensure_challenge)."""
    Result = apps.get_model("leaderboards", "Result")
    DailyChallenge = apps.get_model("leaderboards", "DailyChallenge")
    Entry = apps.get_model("leaderboards", "Entry")
    Result.objects.update(rank_key=-F("total"))
    for challenge in DailyChallenge.objects.iterator():
        challenge.round_counts = [challenge.players] * len(challenge.round_sums)
        entry = (Entry.objects.filter(challenge=challenge).select_related("table")
                 .order_by("created_at").first())
        if entry is not None:
            challenge.seats, challenge.options = len(entry.table.seats), entry.table.options
        challenge.save(update_fields=["round_counts", "seats", "options"])


class Migration(migrations.Migration):

    dependencies = [
        ("leaderboards", "0001_daily_entries_results"),
        ("tables", "0001_initial"),
    ]

    operations = [
        migrations.AddField(
            model_name="dailychallenge",
            name="seats",
            field=models.PositiveSmallIntegerField(blank=True, null=True),
        ),
        migrations.AddField(
            model_name="dailychallenge",
            name="options",
            field=models.JSONField(blank=True, default=dict),
        ),
        migrations.AddField(
            model_name="dailychallenge",
            name="round_counts",
            field=models.JSONField(blank=True, default=list),
        ),
        migrations.AddField(
            model_name="entry",
            name="failure",
            field=models.TextField(blank=True, default=""),
        ),
        migrations.AddField(
            model_name="result",
            name="rank_key",
            field=models.IntegerField(default=0),
        ),
        # Schema before data: PostgreSQL refuses DDL on a table with pending trigger events.
        migrations.RemoveIndex(model_name="result", name="result_board_order"),
        migrations.AddIndex(
            model_name="result",
            index=models.Index(fields=["challenge", "rank_key", "finished_at", "id"],
                               name="result_board_order"),
        ),
        migrations.RunPython(fill, migrations.RunPython.noop),
    ]
