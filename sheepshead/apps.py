from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy


def review_position(view: Mapping[str, Any]) -> dict[str, int]:
    """A reviewed decision's place in its deal: the trick it belongs to (1 to 6; picking,
    burying and calling count as the first trick's)."""
    return {"trick": len(view.get("tricks") or []) + 1}


class SheepsheadConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "sheepshead"
    verbose_name = _("Sheepshead")

    def ready(self) -> None:
        from sheepshead.engine import ENGINE
        from sheepshead.engine.summary import deal_facts, deal_number
        from sheepshead.names import NAMES
        from sheepshead.players import PLAYERS
        from sheepshead.players.coach import advise
        from sheepshead.stats import statistics
        from sheepshead.words import share_grid
        from tables.registry import DailyFormat, GameSpec, register

        register(GameSpec(
            name="sheepshead",
            title=_("Sheepshead"),
            blurb=_("Five players, called ace, ten deals. The flagship."),
            engine=ENGINE,
            players=PLAYERS,
            default_level="normal",
            levels=("easy", "normal", "hard"),
            daily_level="hard",
            renderer="sheepshead/renderer.js",
            # Its own, each with its gender and Hebrew spelling (names.py).
            computer_names=tuple(NAMES),
            name_facts=NAMES,
            round_facts=deal_facts,
            share_grid=share_grid,
            statistics=statistics,
            coach=advise,
            round_of=deal_number,
            round_label=pgettext_lazy("a round of cards", "Deal"),
            rounds_label=pgettext_lazy("rounds of cards", "Deals"),
            # A game of ten deals, what the site is built around (S21).
            daily_formats=(DailyFormat("deals-10", _("Ten deals")),),
            stylesheet="sheepshead/table.css",
            review_position=review_position,
        ))
