"""Hard's static value of the position a turn ends in: a weighted sum of what the rule book
says counts, each a few mask operations (:mod:`.model`). The weights are fitted by
:mod:`.fit_static` to playouts of self-play positions (how much each feature moves the
round's outcome, other things equal); ``share`` is the chance that an unseen card is in
another hand rather than the stock, so a feature "x share" weighs more as the stock runs out.
"""

from __future__ import annotations

from shakipesh.players import policy
from shakipesh.players.knowledge import ALL_CARDS, Seen
from shakipesh.players.model import Position, combinable, down, tops_of, up

NAMES = (
    "cards",  # the cards left in hand
    "cards x share",
    "own runs",  # hand cards the seat can lay one after another from the tops
    "own runs <= 2",
    "own runs x share",
    "by a bottom",  # hand cards next to a pile's bottom: a right comes back (K8, K10)
    "by a bottom x sh",
    "open lays x sh",  # unseen cards that follow a top: lays left to the others
    "open lays",
    "open joins x sh",  # unseen cards next to a bottom: the others' joins
    "open joins",
    "combinations",  # combinations left on the table for the next player (K8)
    "pairs",  # hand cards that follow another hand card
    "own lays",  # hand cards that follow a top now
    "after own",  # hand cards that follow a hand card but no run from a top
)
# python -m shakipesh.players.fit_static --positions 1500 --worlds 150 --jobs 2 --seed fit4
# (1,345 positions, 28,648 endings; R² 0.56 fitted, 0.59 held out)
WEIGHTS = (0.157, -0.863, 0.570, -0.145, -0.153, 0.484, -1.622, -0.067, 0.282, -2.506, 0.589,
           -1.073, -0.045, 0.791, 0.122)


def of(position: Position, seen: Seen) -> list[float]:
    """The features of the position a turn of ``seen``'s seat ends in, as :data:`NAMES`."""
    hand, table, bottoms = position.hand, position.table, position.bottoms
    unseen = ALL_CARDS & ~hand & ~table
    others = sum(seen.hand_sizes) - seen.hand_sizes[seen.seat]
    q = others / unseen.bit_count() if unseen else 0.0
    tops = tops_of(table, bottoms)
    followers = down(tops)
    runs = policy.own_runs(position)
    cards, run = hand.bit_count(), runs.bit_count()
    by_bottom = (hand & up(bottoms)).bit_count()
    open_lays = (unseen & followers).bit_count()
    open_joins = (unseen & up(bottoms)).bit_count()
    return [cards, q * cards, run, min(run, 2), q * run, by_bottom, q * by_bottom,
            q * open_lays, open_lays, q * open_joins, open_joins,
            combinable(table, bottoms, tops).bit_count(), (hand & down(hand)).bit_count(),
            (hand & followers).bit_count(),
            (hand & ~runs & ~up(bottoms) & ~down(unseen)).bit_count()]


def value(position: Position, seen: Seen) -> float:
    """The static value: the features weighed by :data:`WEIGHTS` (higher is better)."""
    return sum(w * f for w, f in zip(WEIGHTS, of(position, seen), strict=True))


__all__ = ["NAMES", "WEIGHTS", "of", "value"]
