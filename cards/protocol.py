"""The one State API every game engine offers (after OpenSpiel), and the computer-player API."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")

JSON = Any  # a value that json.dumps accepts


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended: one total per seat, and a short description."""

    scores: tuple[int, ...]
    summary: str = ""


class Engine(Protocol[StateT, ActionT]):
    """A pure rules engine. States are immutable; ``apply`` returns a new state.

    ``apply`` validates every action and raises ``InvalidAction`` or ``IllegalAction``
    without changing anything. ``view`` is the only place hidden information is removed.
    """

    name: str
    seats: int

    def new_game(self, seed: str, options: Mapping[str, Any] | None = None) -> StateT: ...

    def to_act(self, state: StateT) -> tuple[int, ...]: ...

    def legal_actions(self, state: StateT, seat: int) -> tuple[ActionT, ...]: ...

    def apply(self, state: StateT, seat: int, action: ActionT) -> StateT: ...

    def view(self, state: StateT, seat: int) -> dict[str, JSON]: ...

    def outcome(self, state: StateT) -> Outcome | None: ...

    def encode_action(self, action: ActionT) -> dict[str, JSON]: ...

    def decode_action(self, data: object) -> ActionT: ...

    def encode_state(self, state: StateT) -> dict[str, JSON]:
        """A full snapshot for storage; it holds hidden cards and never leaves the server."""
        ...

    def decode_state(self, data: dict[str, JSON]) -> StateT: ...


class Player(Protocol[ActionT]):
    """A computer player: it chooses from its seat's view and legal actions, nothing else."""

    def choose(
        self, view: Mapping[str, JSON], legal: Sequence[ActionT], rng: random.Random
    ) -> ActionT: ...
