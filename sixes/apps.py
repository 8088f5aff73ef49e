from __future__ import annotations

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy


class SixesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "sixes"
    verbose_name = _("Sixes")

    def ready(self) -> None:
        from sixes.engine import ENGINE
        from sixes.facts import game_facts, game_number
        from sixes.players import PLAYERS
        from sixes.stats import statistics
        from sixes.words import format_score, result_words
        from tables.registry import DailyFormat, GameSpec, register

        register(GameSpec(
            name="sixes",
            title=_("Sixes"),
            blurb=_("Six cards face down in two rows: swap in low cards, pair up ranks to "
                    "make them count nothing, and knock when your score is the lowest."),
            engine=ENGINE,
            players=PLAYERS,
            default_level="normal",
            levels=("easy", "normal", "hard"),
            daily_level="hard",
            renderer="sixes/renderer.js",
            computer_names=(
                "Adina", "Boaz", "Chana", "Dov", "Efrat", "Gal", "Hila", "Ido", "Keren",
                "Lior", "Michal", "Nir", "Ora", "Rafi", "Shira", "Tamar", "Uri", "Yael",
            ),
            round_facts=game_facts,
            statistics=statistics,
            # One game a table: its score is points, so points and their average count;
            # "rounds" would count the games again.
            site_figures=("games", "points", "points_per_round"),
            round_of=game_number,
            round_label=pgettext_lazy("a round of cards", "Game"),
            rounds_label=pgettext_lazy("rounds of cards", "Games"),
            format_total=format_score,
            result_words=result_words,
            total_label=pgettext_lazy("a daily result's column", "Score"),
            own_total_label=_("Your score"),
            period_rule=_("Ranked by the average daily score over the days played, "
                          "%(order_note)s."),
            daily_formats=(DailyFormat("games-1", _("One game"), 4),),
            stylesheet="sixes/table.css",
        ))
