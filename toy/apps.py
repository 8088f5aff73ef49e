"""The toy's one registration with the site: everything the shared layer knows of it.

The toy is the contract suite's example of a fifth game (toy/README.md): the tests install
it with one settings line (``tests/settings.py``); the site itself (``config.settings``, what
``make run`` serves) does not list it.
"""

from __future__ import annotations

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy


def format_points(total: int) -> str:
    """A toy total is points taken, never signed: "7"."""
    return str(total)


class ToyConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "toy"
    verbose_name = _("Toy")

    def ready(self) -> None:
        from tables.names import declared
        from tables.registry import DailyFormat, GameSpec, register
        from toy.engine import ENGINE, round_facts, round_of
        from toy.players import PLAYERS

        names = declared(
            "Ada f עדה, Boaz m בועז, Freja f פרייה, Lars m לארס, "  # i18n: keep (names)
            "Neema f נאמה, Pip m פיפ, Tilly f טילי")

        register(GameSpec(
            name="toy",
            title=_("Toy"),
            blurb=_("Pass a card, take as few tricks as you can, and declare a clean round "
                    "when your hand is low."),
            engine=ENGINE,
            players=PLAYERS,
            default_level="easy",
            levels=("easy", "normal"),
            daily_level="normal",
            renderer="toy/renderer.js",
            # Its names, each with its gender and Hebrew spelling (tables/names.py); a name
            # another game plays too reads the same here (tests/tables/test_names.py).
            computer_names=tuple(names),
            name_facts=names,
            round_facts=round_facts,
            round_of=round_of,
            round_label=pgettext_lazy("a round of cards", "Round"),
            rounds_label=pgettext_lazy("rounds of cards", "Rounds"),
            format_total=format_points,
            daily_formats=(
                DailyFormat("target-8", _("A match to 8 points"), options={"target": 8}),
            ),
            stylesheet="toy/table.css",
        ))
