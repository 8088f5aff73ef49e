"""``Result.key``: the engine's ranking key as it gave it, beside the packed ``rank_key``."""

from typing import Any

from django.db import migrations, models


def fill(apps: Any, schema_editor: Any) -> None:
    """Existing rows. Sheepshead ranks by its total alone, (-total,), and a one-component key
    packs to itself: the key is [rank_key]. Shiesta (a daily before this migration only in
    development) ranks by (place, turns), packed as two 14-bit digits (``ranking.pack_key``)
    with turns never negative: unpacked exactly."""
    Result = apps.get_model("leaderboards", "Result")
    batch = []
    for result in Result.objects.only("id", "game", "rank_key").iterator(chunk_size=2000):
        packed = result.rank_key
        result.key = ([packed >> 14, packed & 0x3FFF] if result.game == "shiesta"
                      else [packed])
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
