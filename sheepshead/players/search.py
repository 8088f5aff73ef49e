"""Perfect-information Monte Carlo search over deals sampled from one seat's view.

Each decision samples complete deals consistent with the view (:mod:`.sampler`), applies
every candidate action to each sampled deal and plays the deal out with the rollout policy
(:mod:`.rollout`); the action with the best total deal score for the seat wins. All
candidates are scored on the same sampled deals, so their differences are not drowned in
the luck of the deal. The budget is a fixed number of samples (never a clock), so the same
view, legal actions and rng always give the same decision.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from sheepshead.engine import game
from sheepshead.engine.actions import BURY, UNKNOWN, Action
from sheepshead.engine.deck import BIT, POINTS
from sheepshead.players import bidding
from sheepshead.players.knowledge import mask_of_codes
from sheepshead.players.rollout import policy_playout
from sheepshead.players.sampler import Belief

ROLLOUTS = 1500  # rollouts per decision, shared among the candidates
MIN_SAMPLES = 40
MAX_SAMPLES = 200
BURY_CANDIDATES = 6  # the best bury pairs by the heuristic, searched further
UNKNOWN_CANDIDATES = 3


def candidates(view: Mapping[str, Any], legal: Sequence[Action]) -> list[Action]:
    """The actions worth searching: all of them, except a few best buries and unknowns."""
    kind = legal[0].type
    if kind == BURY:
        hand = mask_of_codes(view.get("hand"))

        def bury_value(action: Action) -> float:
            bury = BIT[action.cards[0]] | BIT[action.cards[1]]
            value, _ = bidding.best_call(hand & ~bury, bury)
            return value + POINTS[action.cards[0]] + POINTS[action.cards[1]]

        ranked = sorted(legal, key=bury_value, reverse=True)
        return ranked[:BURY_CANDIDATES]
    if kind == UNKNOWN:
        return sorted(legal, key=lambda a: (POINTS[a.card], -a.card))[:UNKNOWN_CANDIDATES]
    return list(legal)


def samples_for(count: int, rollouts: int) -> int:
    return max(MIN_SAMPLES, min(MAX_SAMPLES, rollouts // max(1, count)))


def evaluate(
    view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random,
    rollouts: int = ROLLOUTS, samples: int | None = None, also: Action | None = None,
) -> list[tuple[Action, float]]:
    """Each candidate (and ``also``, if given) with its mean rollout score for the seat over
    the same sampled deals, best first. Ties keep the candidates' order: the heuristic's for
    buries, the legal order else."""
    seat = int(view["seat"])
    options = candidates(view, legal)
    if also is not None and also not in options:
        options.append(also)
    if len(options) == 1:
        return [(options[0], 0.0)]
    belief = Belief.from_view(view)
    count = samples if samples is not None else samples_for(len(options), rollouts)
    totals = [0.0] * len(options)
    apply = game.apply_to_deal
    for _ in range(count):
        deal = belief.sample(rng)
        for i, action in enumerate(options):
            totals[i] += policy_playout(apply(deal, action))[seat]
    order = sorted(range(len(options)), key=lambda i: (-totals[i], i))
    return [(options[i], totals[i] / count) for i in order]


def search(
    view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random,
    rollouts: int = ROLLOUTS, samples: int | None = None,
) -> Action:
    """The candidate action with the best mean rollout score over the sampled deals."""
    return evaluate(view, legal, rng, rollouts, samples)[0][0]


__all__ = ["candidates", "evaluate", "search"]
