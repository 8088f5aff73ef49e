"""Shared helpers for the Shiesta player tests: whole games through the engine."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from cards import Player
from shiesta.engine import Action, GameState, apply, legal_actions, new_game, to_act, view
from shiesta.engine.game import outcome
from shiesta.players import PLAYERS, HardPlayer

LEVELS = ("random", "easy", "normal")


def quick_hard() -> HardPlayer:
    """Hard with a small budget: the same search, for tests that play whole games."""
    return HardPlayer(samples=6)


def make(level: str) -> Player[Action]:
    """The player of ``level``; Hard with the tests' small budget."""
    return quick_hard() if level == "hard" else PLAYERS[level]()


def decisions(levels: Sequence[str], seed: str, game: int = 1
              ) -> Iterator[tuple[GameState, int, tuple[Action, ...], Action]]:
    """Play one game with ``levels[s]`` at seat ``s``; yield each decision as (state, seat,
    legal actions, chosen action) before it is applied. Every seat's rng is seeded by the
    game's seed and the version, as the tables layer seeds it; "hard" plays with a small
    budget (``quick_hard``)."""
    players = [make(level) for level in levels]
    state = new_game(seed, len(levels), game)
    while to_act(state):
        seat = to_act(state)[0]
        legal = legal_actions(state, seat)
        rng = random.Random(f"{seed}/{state.version}/{seat}")
        action = players[seat].choose(view(state, seat), legal, rng)
        assert action is not None  # the game waits for this seat: it must choose
        yield state, seat, legal, action
        state = apply(state, seat, action)


def places(levels: Sequence[str], seed: str, game: int = 1) -> tuple[int, ...]:
    """Each seat's place at the end of one game (H14, H15)."""
    *_, (state, seat, _legal, action) = decisions(levels, seed, game)
    result = outcome(apply(state, seat, action))
    assert result is not None
    return tuple(int(score) for score in result.scores)
