"""How a game ranks, in the one form the boards use: an integer ``rank_key`` per result
(smaller is better) packed from the engine's ranking key tuple, and the game's direction
(``engine.better``) for the figures that are averages or bests of displayed totals."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from tables import registry

Better = Literal["higher", "lower"]

# The packed key must stay well inside ±2**29: the Redis score is rank_key * 2**23 + the finish
# second, a double, whose 53 bits then hold it exactly. 28 bits are shared out between the
# components, so a packed key is always within ±2**28.
KEY_BITS = 28


class RankKeyOutOfRange(ValueError):
    """A ranking key the packing cannot hold exactly (too many or too large components)."""


def pack_key(key: Sequence[int]) -> int:
    """One integer that orders like the tuple ``key`` (compared as tuples, smaller first).

    With ``n`` components each gets ``b = 28 // n`` bits and must lie in
    ``[-2**(b-1), 2**(b-1))``; the result is ``sum(c_i * 2**(b * (n - 1 - i)))``, a base-2**b
    number with signed digits: each digit's range is exactly one step of the digit before it,
    so the order is the tuples' and equal tuples, only they, give equal integers. A
    one-component key packs to itself. All keys of one game must have the same length (a
    game's keys are compared with each other, so they do).
    """
    n = len(key)
    if n == 0:
        raise RankKeyOutOfRange("a ranking key needs at least one component")
    bits = KEY_BITS // n
    if bits < 2:
        raise RankKeyOutOfRange(f"a ranking key of {n} components does not fit {KEY_BITS} bits")
    half = 1 << (bits - 1)
    packed = 0
    for i, component in enumerate(key):
        if not isinstance(component, int) or isinstance(component, bool):
            raise RankKeyOutOfRange(f"ranking key {tuple(key)!r}: component {i} is not an int")
        if not -half <= component < half:
            raise RankKeyOutOfRange(
                f"ranking key {tuple(key)!r}: component {i} is outside [{-half}, {half}) "
                f"(a key of {n} components has {bits} bits for each)")
        packed = (packed << bits) + component
    return packed


def better_of(game: str) -> Better:
    """Whether a higher or a lower total wins ``game``: the engine says."""
    better: Better = registry.get(game).engine.better
    if better not in ("higher", "lower"):
        raise ValueError(f"{game}: engine.better must be 'higher' or 'lower', not {better!r}")
    return better


def is_better(a: float, b: float, better: Better) -> bool:
    """``a`` strictly better than ``b`` in the game's direction."""
    return a > b if better == "higher" else a < b
