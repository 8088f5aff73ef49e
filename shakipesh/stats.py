"""Shakipesh's own personal statistics (``GameSpec.statistics``): rounds in which the person
went out first, blocked rounds, and the cards left in the rounds not won, from the per-round
facts of ``shakipesh.facts``. The site shows matches, rounds, points and points per round
itself."""

from __future__ import annotations

from collections.abc import Sequence

from django.utils.formats import number_format
from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from shakipesh.facts import RoundFacts
from tables.registry import Figure


def statistics(facts: Sequence[RoundFacts]) -> list[Figure]:
    """Went out (K12), blocked (K13) and the average hand left when another went out or the
    round blocked; "—" for a figure with nothing to count."""
    rounds = len(facts)
    left = [round_.score for round_ in facts if not round_.went_out]
    return [
        Figure.rate(_("Went out"), sum(round_.went_out for round_ in facts), rounds,
                    _("the rounds in which you were first to empty your hand")),
        Figure.rate(_("Blocked"), sum(round_.blocked for round_ in facts), rounds,
                    _("the rounds that ended with nobody able to lay a card")),
        _cards_left(left),
    ]


def _cards_left(left: Sequence[int]) -> Figure:
    label, about = _("Cards left"), _("on average, in the rounds you did not win")
    if not left:
        return Figure(label, pgettext("a figure with nothing to count", "—"),
                      pgettext("a figure with nothing to count", "none yet"), about)
    return Figure(label, number_format(sum(left) / len(left), 1), about=about)
