"""``Result.key``: the engine's ranking key as it gave it, beside the packed ``rank_key``."""

from typing import Any

from django.db import migrations, models


def fill(apps: Any, schema_editor: Any) -> None:
    """Existing rows. Every result released before this migration is of a game ranked by one
    component, which packs to itself: the key is [rank_key]. (A game with a longer key got
    its daily in the same release; the shared layer names no game, so it is not unpacked.)"""
    Result = apps.get_model("leaderboards", "Result")
    batch = []
    for result in Result.objects.only("id", "rank_key").iterator(chunk_size=2000):
        result.key = [result.rank_key]
        batch.append(result)
        if len(batch) == 2000:
            Result.objects.bulk_update(batch, ["key"])
            batch = []
    Result.objects.bulk_update(batch, ["key"])


class Migration(migrations.Migration):

    dependencies = [
        ("leaderboards", "0002_rank_key_setup_round_counts_failure"),
    ]

    operations = [
        migrations.AddField(
            model_name="result",
            name="key",
            field=models.JSONField(blank=True, default=list),
        ),
        migrations.RunPython(fill, migrations.RunPython.noop),
    ]
