"""Sixes' own personal statistics (``GameSpec.statistics``): games won, the best score, and
how the person's knocks went, from the per-game facts of ``sixes.facts``. The site shows
games, points and points per game itself."""

from __future__ import annotations

from collections.abc import Sequence

from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from sixes.facts import GameFacts
from tables.registry import Figure


def statistics(facts: Sequence[GameFacts]) -> list[Figure]:
    """Won (the lowest score, alone or shared, X3), the best score, the games the person
    knocked in (X11, D4) and how many of those he won; "—" for a figure with nothing to
    count."""
    games = len(facts)
    knocked = [game for game in facts if game.knocked]
    best = (str(min(game.score for game in facts)) if facts
            else pgettext("a figure with nothing to count", "—"))
    return [
        Figure.rate(_("Won"), sum(game.won for game in facts), games,
                    _("the games you finished with the lowest score, alone or shared")),
        Figure(_("Best score"), best, "" if facts else pgettext(
            "a figure with nothing to count", "none yet"), _("your lowest score in a game")),
        Figure.rate(_("Knocked"), len(knocked), games,
                    _("the games in which you knocked and started the last round")),
        Figure.rate(_("Won after knocking"), sum(game.won for game in knocked), len(knocked),
                    _("of the games you knocked in, those you won")),
    ]
