from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy


def review_position(view: Mapping[str, Any]) -> dict[str, int]:
    """A reviewed decision's place in the game: the turn it was made on (1 onwards; the swap
    before play counts as turn 0)."""
    turn = view.get("turns_played")
    return {"turn": turn + 1 if view.get("phase") == "play" and isinstance(turn, int) else 0}


def format_place(place: int) -> str:
    """A Shiesta total is a place: "1st", "3."."""
    from leaderboards.words import ordinal

    return ordinal(place)


class ShiestaConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "shiesta"
    verbose_name = _("Shiesta")

    def ready(self) -> None:
        from shiesta.engine import ENGINE
        from shiesta.engine.summary import game_facts, game_number
        from shiesta.names import NAMES
        from shiesta.players import PLAYERS
        from shiesta.players.coach import advise
        from shiesta.stats import statistics
        from shiesta.words import format_match_total, result_words, share_grid
        from tables.registry import DailyFormat, GameSpec, match_of, register

        register(GameSpec(
            name="shiesta",
            title=_("Shiesta"),
            blurb=_("Shed your cards before the others: a 3 makes the next player pick up, "
                    "a 7 turns play around, a 10 burns the pile."),
            engine=ENGINE,
            players=PLAYERS,
            default_level="normal",
            levels=("easy", "normal", "hard"),
            daily_level="hard",
            renderer="shiesta/renderer.js",
            # Its own, each with its gender and Hebrew spelling (names.py).
            computer_names=tuple(NAMES),
            name_facts=NAMES,
            round_facts=game_facts,
            share_grid=share_grid,
            coach=advise,
            statistics=statistics,
            # A table is a match of one game or more, a place a game for a score: the matches
            # and their games, not points.
            site_figures=("games", "rounds"),
            tables_label=pgettext_lazy("tables played, each a match of games", "Matches"),
            round_of=game_number,
            round_label=pgettext_lazy("a round of cards", "Game"),
            rounds_label=pgettext_lazy("rounds of cards", "Games"),
            format_total=format_place,
            result_words=result_words,
            total_label=pgettext_lazy("a daily result's column", "Result"),
            own_total_label=_("Your result"),
            period_rule=_("Ranked by the average daily result over the days played (the place, "
                          "or in a match the sum of the places), %(order_note)s."),
            # The daily's format, chosen by measurement among one game and matches of several
            # (README, "Daily formats"), each the start of the next longer, move for move. A
            # match's total is a sum of places, shown as a number. One game was the format
            # before.
            daily_format_key="games-3",
            daily_formats=(
                DailyFormat("games-1", _("One game"), 4, prefix_of="games-2"),
                *(DailyFormat(f"games-{n}", match_of(n), 4, {"games": n},
                              format_match_total, prefix_of=f"games-{n + 1}")
                  for n in (2, 3, 4, 5)),
                DailyFormat("games-6", match_of(6), 4, {"games": 6}, format_match_total),
            ),
            stylesheet="shiesta/table.css",
            review_position=review_position,
        ))
