"""Single-observer information-set MCTS for the card play (an issue 16 experiment).

One tree over the searching seat's information sets: every iteration takes a deal sampled
from its view (a pool of them, cycled), walks the tree choosing each seat's card by UCB among
the cards legal in that deal (availability counts: a child's exploration term uses how often
it was legal, not its parent's visits), adds one node, plays the rest out with the rollout
policy and credits every move on the path with its mover's outcome.
"""

from __future__ import annotations

import math
import os
import random
from collections.abc import Sequence

from sheepshead.engine import game
from sheepshead.engine.actions import PLAY, Action
from sheepshead.engine.deck import indices
from sheepshead.engine.state import Deal, Phase
from sheepshead.players.rollout import policy_outcome

SCALE = 1.0 / 6.0  # deal scores into about [-1, 1]
EXPLORE = float(os.environ.get("HARD_EXPLORE", "0.7"))
POINT_WEIGHT = 0.01


class Node:
    __slots__ = ("avail", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 1


def run(pool: Sequence[Deal], iterations: int, rng: random.Random,
        rewards_points: bool = True) -> dict[int, tuple[int, float]]:
    """Root card -> (visits, mean score for the root seat)."""
    root = Node()
    log = math.log
    sqrt = math.sqrt
    for it in range(iterations):
        deal = pool[it % len(pool)]
        node = root
        path: list[tuple[Node, int]] = []
        while deal.phase is Phase.PLAY:
            mover = deal.turn
            cards = indices(game.playable(deal))
            children = node.children
            untried = [c for c in cards if c not in children]
            for c in cards:
                child = children.get(c)
                if child is not None:
                    child.avail += 1
            if untried:
                card = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                child = Node()
                children[card] = child
                deal = game.apply_to_deal(deal, Action(PLAY, (card,)))
                path.append((child, mover))
                break
            best, best_value = -1, -1e18
            for c in cards:
                child = children[c]
                value = child.total / child.visits + EXPLORE * sqrt(log(child.avail)
                                                                    / child.visits)
                if value > best_value:
                    best, best_value = c, value
            node = children[best]
            deal = game.apply_to_deal(deal, Action(PLAY, (best,)))
            path.append((node, mover))
        outcome = policy_outcome(deal)
        for child, mover in path:
            child.visits += 1
            reward = float(outcome.scores[mover])
            if rewards_points:
                reward += POINT_WEIGHT * outcome.points[mover]
            child.total += reward * SCALE
    return {card: (child.visits, child.total / SCALE / max(1, child.visits))
            for card, child in root.children.items()}
