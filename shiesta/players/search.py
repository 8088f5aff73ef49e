"""Perfect-information Monte Carlo search over worlds sampled from one seat's view.

Each decision samples complete games consistent with the view (:mod:`.sampler`: the other
hands, the draw pile and every face-down row), applies every candidate action to each
sampled world and plays it out with the rollout policy (:mod:`.rollout`); the value of an
action is the seat's mean place (H14, H15: lower is better). All candidates are played on the
same worlds, so their differences are not drowned in the luck of the deal. The budget is a
fixed number of worlds (never a clock), so the same view, legal actions and rng always give
the same decision.

Suits play no part (H1), so plays of the same number of cards of one rank are one candidate,
and so are swaps of the same two ranks (H4); face-down cards are chosen blind (H13), so every
position is worth the same and one stands for all.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from shiesta.engine import game
from shiesta.engine.actions import FACE_DOWN, PLAY, READY_ACTION, SWAP, Action
from shiesta.engine.deck import RANK_OF
from shiesta.engine.state import GameState
from shiesta.players.knowledge import Knowledge
from shiesta.players.normal import normal_play
from shiesta.players.rollout import policy_playout
from shiesta.players.sampler import Belief

ROLLOUTS = 1000  # rollouts per decision, shared among the candidates
MIN_SAMPLES = 30
MAX_SAMPLES = 160


def kind_of(action: Action) -> tuple[Any, ...]:
    """What an action does, suits left out: actions of one kind are worth the same."""
    if action.type == PLAY:
        return (PLAY, RANK_OF[action.cards[0]], len(action.cards))
    if action.type == SWAP:
        return (SWAP, RANK_OF[action.cards[0]], RANK_OF[action.cards[1]])
    if action.type == FACE_DOWN:
        return (FACE_DOWN,)
    return (action.type,)


def classes(view: Mapping[str, Any], legal: Sequence[Action]) -> dict[Action, list[Action]]:
    """The legal actions by kind: each kind's first action (Normal's choice first, as it
    breaks ties between equal values) with every legal action of its kind."""
    groups: dict[tuple[Any, ...], list[Action]] = {}
    for action in legal:
        groups.setdefault(kind_of(action), []).append(action)
    out = {members[0]: members for members in groups.values()}
    first = _heuristic(view, legal)
    if first is not None:
        members = groups[kind_of(first)]
        out = {first: members} | {k: v for k, v in out.items() if v is not members}
    return out


def _heuristic(view: Mapping[str, Any], legal: Sequence[Action]) -> Action | None:
    plays = [a for a in legal if a.type == PLAY]
    if not plays:
        return None
    return normal_play(Knowledge.from_view(view), plays)


def samples_for(count: int, rollouts: int) -> int:
    return max(MIN_SAMPLES, min(MAX_SAMPLES, rollouts // max(1, count)))


def after(world: GameState, seat: int, action: Action) -> GameState:
    """``world`` once ``seat`` took ``action``; in the swap the seat is then ready (H4): a
    swap is valued as the row it leaves."""
    state = game.apply(world, seat, action)
    if action.type == SWAP:
        state = game.apply(state, seat, READY_ACTION)
    return state


def rollout(world: GameState, seat: int, action: Action) -> tuple[int, ...]:
    """The places at the end of ``world`` played out from ``seat``'s ``action``."""
    if action.type in (PLAY, FACE_DOWN):  # the playout takes it itself: no state to build
        return policy_playout(world, first=action)
    return policy_playout(after(world, seat, action))


def evaluate(
    view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random,
    rollouts: int = ROLLOUTS, samples: int | None = None,
) -> list[tuple[Action, float]]:
    """One action of each kind with the seat's mean place over the same sampled worlds,
    best (lowest) first; ties keep Normal's choice first, then the legal order."""
    seat = int(view["seat"])
    options = list(classes(view, legal))
    if len(options) == 1:
        return [(options[0], 0.0)]
    belief = Belief.from_view(view)
    count = samples if samples is not None else samples_for(len(options), rollouts)
    totals = [0] * len(options)
    for _ in range(count):
        world = belief.sample(rng)
        for i, action in enumerate(options):
            totals[i] += rollout(world, seat, action)[seat]
    order = sorted(range(len(options)), key=lambda i: (totals[i], i))
    return [(options[i], totals[i] / count) for i in order]


def search(
    view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random,
    rollouts: int = ROLLOUTS, samples: int | None = None,
) -> Action:
    """The action with the best (lowest) mean place over the sampled worlds."""
    return evaluate(view, legal, rng, rollouts, samples)[0][0]


__all__ = ["after", "classes", "evaluate", "kind_of", "rollout", "search"]
