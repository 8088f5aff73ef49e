"""The one State API every game engine offers (after OpenSpiel), and the computer-player API."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol, TypeVar

from cards.options import Option, OptionValue

StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")

JSON = Any  # a value that json.dumps accepts
RankKey = tuple[int, ...]  # smaller is better; equal keys share a place


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended, per seat: its total, its ranking key and its place.

    ``keys`` order the seats (smaller first, compared as tuples: Shiesta's place then turns,
    say); ``places`` follow from them (1 is best; equal keys share a place).
    """

    scores: tuple[int, ...]
    keys: tuple[RankKey, ...]
    places: tuple[int, ...]
    summary: str = ""

    @classmethod
    def ranked(cls, scores: Sequence[int], keys: Sequence[RankKey], summary: str = ""
               ) -> Outcome:
        """An outcome whose places are computed from ``keys``."""
        keys = tuple(tuple(k) for k in keys)
        places = tuple(1 + sum(1 for other in keys if other < mine) for mine in keys)
        return cls(tuple(scores), keys, places, summary)

    @classmethod
    def by_total(cls, scores: Sequence[int], better: Literal["higher", "lower"],
                 summary: str = "") -> Outcome:
        """The usual case: the total alone ranks, higher or lower being better."""
        sign = -1 if better == "higher" else 1
        return cls.ranked(scores, [(sign * s,) for s in scores], summary)


class Engine(Protocol[StateT, ActionT]):
    """A pure rules engine. States are immutable; ``apply`` returns a new state.

    ``apply`` validates every action and raises ``InvalidAction`` or ``IllegalAction``
    without changing anything. ``view`` is the only place hidden information is removed.

    Seats and options: a game is played by ``min_seats`` to ``max_seats`` players and declares
    its ``options``; ``validate_options`` checks a setup as a whole (``InvalidOptions``) and
    ``new_game`` accepts only what it accepts. A choice of an option may be played by fewer
    players (``Option.choice_seats``): ``seats_for`` gives the sizes and default of a setup.

    Who acts: ``to_act`` lists the seats the game waits for; ``may_act`` every seat with a
    legal action now (those, plus optional or simultaneous ones such as a declaration any
    seat may make at any moment).

    Events: every action appends public events to the game's record, each stamped ``v`` with
    the number of actions applied when it happened (the action that caused it: the tables
    layer's version). ``view(state, seat, since)`` carries those with ``v > since``, as
    ``seat`` may see them, under ``"events"``, and ``"events_since": since``.

    Results: ``better`` says whether a higher or a lower total wins; ``outcome`` gives each
    seat's total, ranking key and place; ``round_scores`` the seat's score in each finished
    round (deal, game, hand), as many rounds as were played. A finished game's view may name
    ``"next_options"``, the options of the table's next game (who starts it, its number):
    New game sends them instead of the table's own.
    """

    name: str
    min_seats: int
    max_seats: int
    default_seats: int
    options: tuple[Option, ...]
    better: Literal["higher", "lower"]

    def validate_options(self, seats: object, options: object) -> dict[str, OptionValue]:
        """The complete options for a table of ``seats``; ``InvalidOptions`` if refused."""
        ...

    def new_game(self, seed: str, seats: int, options: Mapping[str, Any] | None = None
                 ) -> StateT: ...

    def to_act(self, state: StateT) -> tuple[int, ...]: ...

    def may_act(self, state: StateT) -> tuple[int, ...]: ...

    def legal_actions(self, state: StateT, seat: int) -> tuple[ActionT, ...]: ...

    def apply(self, state: StateT, seat: int, action: ActionT) -> StateT: ...

    def view(self, state: StateT, seat: int, since: int | None = None) -> dict[str, JSON]: ...

    def outcome(self, state: StateT) -> Outcome | None: ...

    def round_scores(self, state: StateT, seat: int) -> tuple[int, ...]: ...

    def encode_action(self, action: ActionT) -> dict[str, JSON]: ...

    def decode_action(self, data: object) -> ActionT: ...

    def encode_state(self, state: StateT) -> dict[str, JSON]:
        """A full snapshot for storage; it holds hidden cards and never leaves the server."""
        ...

    def decode_state(self, data: dict[str, JSON]) -> StateT: ...


class Player(Protocol[ActionT]):
    """A computer player: it chooses from its seat's view and legal actions, nothing else.

    It may return None to decline when its seat is not required to act (an optional
    declaration it does not want to make); a seat the game waits for must choose.
    """

    def choose(
        self, view: Mapping[str, JSON], legal: Sequence[ActionT], rng: random.Random
    ) -> ActionT | None: ...
