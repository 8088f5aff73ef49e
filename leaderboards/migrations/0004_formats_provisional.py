"""Daily formats, provisional results, and no more counting of ranked attempts per address.

- ``DailyChallenge.format`` and ``Result.format``: the key of the daily format a day was
  played in (``GameSpec.daily_formats``). Every day before this migration was played in the
  format each game had until then, named here as the games name it.
- ``Result.provisional``: results before this migration were all ranked on the boards.
- ``Entry.address`` (a keyed hash of the client's address, for a cap on ranked attempts per
  address) goes: who is ranked now depends on the player (``daily.established``).
"""

from typing import Any

from django.db import migrations, models

# The formats the dailies were played in before formats were named: Sheepshead's ten deals,
# one game of Sixes and of Shiesta, one round of Shakipesh; any other game's single format.
EARLIER = {"sheepshead": "deals-10", "sixes": "games-1", "shiesta": "games-1",
           "shakipesh": "limit-1"}
OTHER = "standard"


def name_formats(apps: Any, schema_editor: Any) -> None:
    for model in ("DailyChallenge", "Result"):
        rows = apps.get_model("leaderboards", model).objects
        for game in rows.values_list("game", flat=True).distinct():
            rows.filter(game=game).update(format=EARLIER.get(game, OTHER))


class Migration(migrations.Migration):

    dependencies = [
        ('leaderboards', '0003_result_key'),
    ]

    operations = [
        migrations.RemoveIndex(
            model_name='entry',
            name='leaderboard_challen_83a0ff_idx',
        ),
        migrations.RemoveField(
            model_name='entry',
            name='address',
        ),
        migrations.AddField(
            model_name='dailychallenge',
            name='format',
            field=models.CharField(blank=True, db_default='', default='', max_length=32),
        ),
        migrations.AddField(
            model_name='result',
            name='format',
            field=models.CharField(blank=True, db_default='', default='', max_length=32),
        ),
        migrations.AddField(
            model_name='result',
            name='provisional',
            field=models.BooleanField(db_default=False, default=False),
        ),
        migrations.RunPython(name_formats, migrations.RunPython.noop),
    ]
