"""Daily formats, provisional results, and no more counting of ranked attempts per address.

- ``DailyChallenge.format`` and ``Result.format``: the key of the daily format a day was
  played in (``GameSpec.daily_formats``). A day made before this migration gets the key of
  the game's format whose table it was set up as (its seats and options, completed by the
  engine), found in the registry of games; none matching (a game no longer offered, say),
  it stays "", on no period board.
- ``Result.provisional``: results before this migration were all ranked on the boards.
- ``Entry.address`` (a keyed hash of the client's address, for a cap on ranked attempts per
  address) goes: who is ranked now depends on the player (``daily.established``).
"""

from typing import Any

from django.db import migrations, models


def format_of(game: str, seats: int | None, options: dict[str, Any]) -> str:
    from cards import InvalidOptions
    from tables import registry

    try:
        spec = registry.get(game)
        if seats is None:
            return ""
        stored = spec.engine.validate_options(seats, dict(options))
        for played in spec.daily_formats:
            played_seats = played.seats or spec.engine.default_seats
            if played_seats == seats and spec.engine.validate_options(
                    played_seats, dict(played.options)) == stored:
                return played.key
    except (registry.UnknownGame, InvalidOptions):  # a game gone, options it no longer takes
        return ""
    return ""


def name_formats(apps: Any, schema_editor: Any) -> None:
    Challenge = apps.get_model("leaderboards", "DailyChallenge")
    Result = apps.get_model("leaderboards", "Result")
    for challenge in Challenge.objects.iterator():
        key = format_of(challenge.game, challenge.seats, challenge.options)
        if key:
            Challenge.objects.filter(pk=challenge.pk).update(format=key)
            Result.objects.filter(challenge_id=challenge.pk).update(format=key)


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
