"""Shared helpers for the per-level player tests: every level, hard on a small budget."""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, Protocol

from sheepshead.engine import Action, GameState, apply, legal_actions, new_game, to_act, view
from sheepshead.players import PLAYERS, HardPlayer

LEVELS = ("easy", "normal", "hard")
TEST_SAMPLES = 3  # hard's sampled deals per decision in tests: enough to exercise the search


class Chooser(Protocol):
    def choose(
        self, view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random
    ) -> Action: ...


def player(level: str) -> Chooser:
    if level == "hard":
        return HardPlayer(samples=TEST_SAMPLES)
    made: Chooser = PLAYERS[level]()
    return made


def decisions(
    level: str, deals: int, label: str
) -> Iterator[tuple[GameState, int, tuple[Action, ...], Action]]:
    """Play ``deals`` one-deal games with ``level`` in every seat; yield each decision as
    (state, seat, legal actions, chosen action) before it is applied."""
    chooser = player(level)
    for number in range(deals):
        state = new_game(f"{label}-{level}-{number}", {"deals": 1})
        step = 0
        while to_act(state):
            (seat,) = to_act(state)
            legal = legal_actions(state, seat)
            action = chooser.choose(view(state, seat), legal, random.Random(f"{number}/{step}"))
            yield state, seat, legal, action
            state = apply(state, seat, action)
            step += 1
