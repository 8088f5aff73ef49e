from __future__ import annotations

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy


def format_cards(total: int) -> str:
    """A Shakipesh total is the cards left over the rounds, never signed: "12"."""
    return str(total)


class ShakipeshConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "shakipesh"
    verbose_name = _("Shakipesh")

    def ready(self) -> None:
        from shakipesh.engine import ENGINE
        from shakipesh.facts import round_facts, round_number
        from shakipesh.names import NAMES
        from shakipesh.players import PLAYERS
        from shakipesh.players.coach import advise
        from shakipesh.stats import statistics
        from shakipesh.words import result_words, share_grid
        from tables.registry import DailyFormat, GameSpec, register

        register(GameSpec(
            name="shakipesh",
            title=_("Shakipesh"),
            blurb=_("Lay your cards on falling piles of one suit, join piles to open new "
                    "ones, and be the first with an empty hand."),
            engine=ENGINE,
            players=PLAYERS,
            default_level="normal",
            levels=("easy", "normal", "hard"),
            daily_level="hard",
            renderer="shakipesh/renderer.js",
            # Its own, each with its gender and Hebrew spelling (names.py).
            computer_names=tuple(NAMES),
            name_facts=NAMES,
            round_facts=round_facts,
            share_grid=share_grid,
            coach=advise,
            statistics=statistics,
            round_of=round_number,
            round_label=pgettext_lazy("a round of cards", "Round"),
            rounds_label=pgettext_lazy("rounds of cards", "Rounds"),
            format_total=format_cards,
            result_words=result_words,
            total_label=pgettext_lazy("a daily result's column", "Score"),
            own_total_label=_("Your score"),
            period_rule=_("Ranked by the average daily score over the days played, "
                          "%(order_note)s."),
            # The daily's format, chosen by measurement among one round and matches to the
            # table's limits (K14) up to the rule book's 25 (README, "Daily formats"). One
            # round was the format before.
            daily_format_key="limit-10",
            daily_formats=(
                DailyFormat("limit-1", _("One round"), 2, {"limit": 1}, prefix_of="limit-10"),
                DailyFormat("limit-10", _("A match to 10 points"), 2, {"limit": 10},
                            prefix_of="limit-25"),
                DailyFormat("limit-25", _("A match to 25 points"), 2, {"limit": 25}),
            ),
            stylesheet="shakipesh/table.css",
        ))
