"""Sheepshead's own personal statistics (``GameSpec.statistics``): how often the person picked
and how his deals went in each role, from the per-deal facts of ``engine.summary``."""

from __future__ import annotations

from collections.abc import Sequence

from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from sheepshead.engine.summary import DealFacts
from tables.registry import Figure

ROLES = (  # (role, label, what it counts) in the order the page shows them; translated there
    ("picker", gettext_noop("Won as picker"),
     gettext_noop("the deals as picker that scored you points")),
    ("partner", gettext_noop("Won as partner"),
     gettext_noop("the deals as partner that scored you points")),
    ("defender", gettext_noop("Won as defender"),
     gettext_noop("the deals as defender that scored you points")),
    ("leaster", gettext_noop("Leasters won"),
     gettext_noop("the leasters that scored you points")),
)


def statistics(facts: Sequence[DealFacts]) -> list[Figure]:
    """Pick rate, then the share of deals won (scored more than zero) in each role, in the
    active language."""
    asked = [deal for deal in facts if deal.asked_to_pick]
    # Translators: a statistic's label: how often the person took the blind.
    figures = [Figure.rate(_("Picked"), sum(deal.picked for deal in asked), len(asked),
                           _("how often you took the blind when it was your turn to decide"))]
    for role, label, about in ROLES:
        played = [deal for deal in facts if deal.role == role]
        figures.append(Figure.rate(_(label), sum(deal.won for deal in played), len(played),
                                   _(about)))
    return figures
