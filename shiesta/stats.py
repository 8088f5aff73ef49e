"""Shiesta's own personal statistics (``GameSpec.statistics``): games won, the average place,
last places and turns per game, from the per-game facts of ``engine.summary``."""

from __future__ import annotations

from collections.abc import Sequence

from django.utils.formats import number_format
from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from shiesta.engine.summary import GameFacts
from tables.registry import Figure


def statistics(facts: Sequence[GameFacts]) -> list[Figure]:
    """Won (went out first), average place, last place (behind every other player) and the
    person's turns per game, in the active language; "—" for a figure with nothing to count."""
    games = len(facts)
    return [
        Figure.rate(_("Won"), sum(game.went_out for game in facts), games,
                    _("the games you were first to be rid of all your cards")),
        _average(_("Average place"), [game.score for game in facts], 2,
                 _("where you finished on average, lower being better")),
        Figure.rate(_("Last place"), sum(game.score == game.seats for game in facts), games,
                    _("the games you finished behind every other player")),
        _average(_("Turns per game"), [game.turns for game in facts], 1,
                 _("your own turns of play, pick-ups included")),
    ]


def _average(label: str, values: Sequence[int], decimals: int, about: str) -> Figure:
    if not values:
        return Figure(label, pgettext("a figure with nothing to count", "—"),
                      pgettext("a figure with nothing to count", "none yet"), about)
    return Figure(label, number_format(sum(values) / len(values), decimals), about=about)
