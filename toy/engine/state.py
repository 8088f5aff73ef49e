"""The toy game's immutable state: a match of rounds, each a pass then three tricks."""

from __future__ import annotations

from dataclasses import dataclass

HAND = 3  # cards dealt to each seat, and tricks in a round


@dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick: cards in play order from ``leader`` on."""

    leader: int
    cards: tuple[str, ...]
    winner: int
    points: int


@dataclass(frozen=True, slots=True)
class Round:
    """One round. Hands change only when the passes are exchanged and when cards are played."""

    number: int  # 0-based
    hands: tuple[tuple[str, ...], ...]
    passes: tuple[str | None, ...]  # each seat's chosen card, secret until the exchange
    exchanged: bool
    declared: tuple[bool, ...]
    tricks: tuple[Trick, ...] = ()
    leader: int = 0  # of the trick being played
    trick: tuple[str, ...] = ()  # the trick being played
    scores: tuple[int, ...] | None = None  # once the round is over


@dataclass(frozen=True, slots=True)
class Event:
    """A public event; ``cards`` are shown only to ``shown_to`` (None: to everybody)."""

    v: int
    kind: str
    seat: int = -1
    to: int = -1
    cards: tuple[str, ...] = ()
    shown_to: tuple[int, ...] | None = None
    points: int = 0
    scores: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class ToyState:
    seed: str
    seats: int
    target: int
    variant: str  # "left" or "right": where each seat's pass goes
    version: int  # actions applied so far
    round: Round
    past: tuple[Round, ...] = ()  # finished rounds
    events: tuple[Event, ...] = ()
    finished: bool = False

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sum(r.scores[s] for r in self.past if r.scores) for s in range(self.seats))
