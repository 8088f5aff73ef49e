from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy


def review_position(view: Mapping[str, Any]) -> dict[str, int | str]:
    """A reviewed decision's place in its game, the person's turn it was made on (1 onwards),
    and the cards it was about as the person saw them: the card in hand (``card``) and the
    open pile's top (``top``), so that the review can name them."""
    turns, seat = view.get("turns"), view.get("seat")
    done = turns[seat] if isinstance(turns, list) and isinstance(seat, int) else 0
    found: dict[str, int | str] = {"turn": done + 1 if isinstance(done, int) else 1}
    holding, pile = view.get("holding"), view.get("open_pile")
    if isinstance(holding, Mapping) and holding.get("seat") == seat and holding.get("card"):
        found["card"] = str(holding["card"])
    if isinstance(pile, list) and pile:
        found["top"] = str(pile[-1])
    return found


class SixesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "sixes"
    verbose_name = _("Sixes")

    def ready(self) -> None:
        from sixes.engine import ENGINE
        from sixes.facts import game_facts, game_number
        from sixes.names import NAMES
        from sixes.players import PLAYERS
        from sixes.players.coach import REVIEW_MIN_GAIN, advise
        from sixes.stats import statistics
        from sixes.words import format_score, result_words, share_grid
        from tables.registry import DailyFormat, GameSpec, match_of, register

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
            # Its own, each with its gender and Hebrew spelling (names.py).
            computer_names=tuple(NAMES),
            name_facts=NAMES,
            round_facts=game_facts,
            share_grid=share_grid,
            coach=advise,
            statistics=statistics,
            # A table is a match of one game or more: the matches, their games, and points
            # (a score is points) with their average a game.
            site_figures=("games", "rounds", "points", "points_per_round"),
            tables_label=pgettext_lazy("tables played, each a match of games", "Matches"),
            round_of=game_number,
            round_label=pgettext_lazy("a round of cards", "Game"),
            rounds_label=pgettext_lazy("rounds of cards", "Games"),
            format_total=format_score,
            result_words=result_words,
            total_label=pgettext_lazy("a daily result's column", "Score"),
            own_total_label=_("Your score"),
            period_rule=_("Ranked by the average daily score over the days played, "
                          "%(order_note)s."),
            # The daily's format, chosen by measurement among one game and matches of several
            # (README, "Daily formats"), each the start of the next longer, move for move (X7).
            # One game was the daily's format before.
            daily_format_key="games-7",
            daily_formats=(
                DailyFormat("games-1", _("One game"), 4, prefix_of="games-3"),
                *(DailyFormat(f"games-{n}", match_of(n), 4, {"games": n},
                              prefix_of=f"games-{longer}")
                  for n, longer in ((3, 5), (5, 7), (7, 10), (10, 12), (12, 15))),
                DailyFormat("games-15", match_of(15), 4, {"games": 15}),
            ),
            stylesheet="sixes/table.css",
            review_position=review_position,
            review_min_gain=REVIEW_MIN_GAIN,
        ))
