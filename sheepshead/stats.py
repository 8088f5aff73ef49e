"""Sheepshead's own personal statistics (``GameSpec.statistics``): how often the person picked
and how his deals went in each role, from the per-deal facts of ``engine.summary``."""

from __future__ import annotations

from collections.abc import Sequence

from sheepshead.engine.summary import DealFacts
from tables.registry import Figure

ROLES = (  # (role, label, the deals it counts) in the order the page shows them
    ("picker", "Won as picker", "deals as picker"),
    ("partner", "Won as partner", "deals as partner"),
    ("defender", "Won as defender", "deals as defender"),
    ("leaster", "Leasters won", "leasters"),
)


def statistics(facts: Sequence[DealFacts]) -> list[Figure]:
    """Pick rate, then the share of deals won (scored more than zero) in each role."""
    asked = [deal for deal in facts if deal.asked_to_pick]
    figures = [Figure.rate("Picked", sum(deal.picked for deal in asked), len(asked),
                           "how often you took the blind when it was your turn to decide")]
    for role, label, counted in ROLES:
        played = [deal for deal in facts if deal.role == role]
        figures.append(Figure.rate(label, sum(deal.won for deal in played), len(played),
                                   f"the {counted} that scored you points"))
    return figures
