"""Immutable Sheepshead state: a ten-deal game made of deals made of tricks."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple


class Phase(Enum):
    PICK = "pick"
    BURY = "bury"
    CALL = "call"
    UNKNOWN = "unknown"
    PLAY = "play"
    DONE = "done"


@dataclass(frozen=True, slots=True)
class Trick:
    """Cards in play order; the seat of ``cards[i]`` is ``(leader + i) % 5``."""

    leader: int
    cards: tuple[int, ...] = ()
    unknown_at: int = -1  # position of the picker's face-down unknown (S10), or -1
    winner: int = -1  # seat, once the trick is complete

    def seat_at(self, position: int) -> int:
        return (self.leader + position) % 5


@dataclass(frozen=True, slots=True)
class DealResult:
    """How a deal scored, with the figures that explain it."""

    scores: tuple[int, ...]
    points: tuple[int, ...]  # card points taken in tricks by each seat
    tricks: tuple[int, ...]  # tricks taken by each seat
    leaster: bool
    side_points: int = 0  # picker's side: tricks of picker and partner + the bury (S16)
    base: int = 0  # b of S17
    winner: int = -1  # leaster winner, -1 on a tie


class Deal(NamedTuple):
    """One deal. Hands are bitmasks of card indices (see ``deck``).

    A NamedTuple rather than a dataclass: ``_replace`` is several times faster than
    ``dataclasses.replace``, and a deal is replaced on every action.
    """

    number: int  # 0-based within the game
    dealer: int
    hands: tuple[int, ...]
    blind: int
    phase: Phase
    turn: int  # the seat to act, -1 when the deal is done
    picker: int = -1
    bury: int = 0
    called: int = -1  # card index of the call
    alone: bool = False
    unknown: int = -1  # the card set aside face down (S10)
    partner: int = -1  # the seat holding the called card: hidden, see views.py
    called_trick: int = -1  # index of the trick in which the called suit was first led
    tricks: tuple[Trick, ...] = ()
    trick: Trick | None = None  # the trick being played
    result: DealResult | None = None

    @property
    def leader(self) -> int:
        return (self.dealer + 1) % 5


@dataclass(frozen=True, slots=True)
class GameState:
    """A game: the current deal plus every finished one. Finished after ``deals`` deals."""

    seed: str
    first_dealer: int
    deals: int
    deal: Deal
    history: tuple[Deal, ...] = ()

    @property
    def finished(self) -> bool:
        return len(self.history) == self.deals

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(
            sum(d.result.scores[seat] for d in self.history if d.result) for seat in range(5)
        )
