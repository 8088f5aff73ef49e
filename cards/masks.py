"""Sets of cards as bit masks (bit i is card index i of a game's pack): what every engine's
hot paths and search players use instead of lists of codes."""

from __future__ import annotations


def indices(mask: int) -> list[int]:
    """The indices of the bits set in ``mask``, lowest first (each game orders its pack so
    that lowest means what it needs: strongest first in Sheepshead, lowest rank in Shiesta)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


__all__ = ["indices"]
