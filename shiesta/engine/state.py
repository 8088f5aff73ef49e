"""Immutable Shiesta state: every zone of every seat, the piles, and the record of events."""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from shiesta.engine.rules import TURN_LIMIT


class Phase(Enum):
    SWAP = "swap"  # H4: the seats exchange hand and face-up cards, then say they are ready
    PLAY = "play"
    OVER = "over"


# Where a played card came from (H12, H13).
HAND, FACE_UP, FACE_DOWN = "hand", "face_up", "face_down"


class Event(NamedTuple):
    """One thing that happened, as the engine recorded it: hidden parts included (the views
    remove them). ``v`` is the number of actions applied when it happened.

    ``kind`` and the meaning of the other fields:

    - ``swap``: ``seat`` put ``cards[0]`` from his hand face up and took ``cards[1]`` (H4);
    - ``ready``: ``seat`` is ready (H4);
    - ``open``: ``seat`` opens the play; ``number`` is the starter (H5);
    - ``play``: ``seat`` played ``cards`` from ``detail`` (hand, face_up, face_down; then
      ``number`` is the position) onto the pile (H6);
    - ``fail``: ``seat`` turned up ``cards[0]`` at position ``number`` and could not play it
      (H13);
    - ``reverse``: the direction is now ``number`` (+1 clockwise, -1 the other way) (H8);
    - ``remove``: the 3s ``cards`` are out of the game (H7);
    - ``burn``: ``cards`` (the whole pile, 10s included) are out of the game (H7);
    - ``draw``: ``seat`` drew ``cards`` (hidden from the others) (H11);
    - ``pickup``: ``seat`` took ``cards`` into his hand; ``detail`` says why: ``three`` (H7),
      ``stuck`` (H10, H12) or ``face_down`` (H13);
    - ``over``: the game is over; ``detail`` is ``out`` (``seat`` went out, H14) or
      ``turn_limit`` (H15, ``seat`` is -1).
    """

    v: int
    kind: str
    seat: int = -1
    cards: tuple[int, ...] = ()
    detail: str = ""
    number: int = -1


class GameState(NamedTuple):
    """A game. Hands and face-up rows are bitmasks of card indices (see ``deck``); face-down
    rows keep their positions (-1 where the card has been played), as a player chooses one
    without knowing the card (H13).

    A NamedTuple rather than a dataclass: ``_replace`` is several times faster than
    ``dataclasses.replace``, and the state is replaced on every action.
    """

    seed: str
    seats: int
    game: int  # the number of this game at its table, from 1: it names the starter (H5)
    phase: Phase
    hands: tuple[int, ...]
    face_up: tuple[int, ...]
    face_down: tuple[tuple[int, ...], ...]
    draw: tuple[int, ...]  # the draw pile, the next card first
    pile: tuple[int, ...]  # the discard pile, bottom first
    burned: int = 0  # cards a 10 took out of the game (H7)
    removed: int = 0  # 3s out of the game (H7)
    ready: tuple[bool, ...] = ()
    turn: int = -1  # the seat to play; -1 during the swap and once the game is over
    direction: int = 1  # +1: clockwise (seat numbers up); -1 after an odd number of 7s (H8)
    forced: bool = False  # the seat to play must pick up the pile: a 3 was played (H7)
    opened: bool = False  # the first play has been made (H5 binds only that one)
    turns: tuple[int, ...] = ()  # turns taken by each seat (H15 counts them all)
    winner: int = -1  # the seat that went out (H14)
    version: int = 0  # actions applied
    events: tuple[Event, ...] = ()
    turn_limit: int = TURN_LIMIT  # H15 (an unoffered option lets tests shorten games)

    @property
    def finished(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def starter(self) -> int:
        """The first game's starter is seat 0, the person; later games rotate clockwise (H5)."""
        return (self.game - 1) % self.seats

    def held(self, seat: int) -> int:
        """Cards ``seat`` still holds: hand, face-up and face-down (H14)."""
        return (self.hands[seat].bit_count() + self.face_up[seat].bit_count()
                + sum(1 for card in self.face_down[seat] if card >= 0))
