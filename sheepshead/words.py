"""How a Sheepshead daily reads when shared (``GameSpec.share_grid``): a picture of the ten
deals, never a card."""

from __future__ import annotations

from collections.abc import Sequence

from sheepshead.engine.summary import DealFacts

# A deal's result: won (points), lost, or nothing either way.
WON, LOST, EVEN = "🟩", "🟥", "⬜"
# The person's role in it (S6–S8; a deal all pass is a leaster, S19).
ROLES = {"picker": "👑", "partner": "🤝", "defender": "🛡️", "leaster": "🍃"}


def share_grid(deals: Sequence[DealFacts]) -> str:
    """Two lines, a mark per deal: won or lost, then the role ("👑" picked, "🤝" partner,
    "🛡️" defender, "🍃" leaster)."""
    results = "".join(WON if d.score > 0 else LOST if d.score < 0 else EVEN for d in deals)
    roles = "".join(ROLES.get(d.role, "·") for d in deals)
    return f"{results}\n{roles}" if deals else ""
