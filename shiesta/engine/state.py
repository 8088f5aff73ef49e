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
      ``turn_limit`` (H15, ``seat`` is -1). In a match whose games are not all played the
      next game's ``deal`` follows at the same version;
    - ``deal``: the next game of the match is dealt (H3) and its swap begins (H4); ``number``
      is its number in the match (2 onwards), ``seat`` its starter (H5). The first game has
      no ``deal`` event: its deal is the table's start.
    """

    v: int
    kind: str
    seat: int = -1
    cards: tuple[int, ...] = ()
    detail: str = ""
    number: int = -1


class FinishedGame(NamedTuple):
    """An earlier game of a match, once it is over (H14, H15): what the match keeps of it."""

    version: int  # the action that ended it (its ``over`` event's version)
    places: tuple[int, ...]  # each seat's place (H14, H15)
    turns: tuple[int, ...]  # each seat's turns
    held: tuple[int, ...]  # the cards each seat still held (0: went out)
    winner: int  # the seat that went out (H14), or -1 (H15)


class GameState(NamedTuple):
    """A game (in a match: the game being played, and the match's finished games). Hands and
    face-up rows are bitmasks of card indices (see ``deck``); face-down
    rows keep their positions (-1 where the card has been played), as a player chooses one
    without knowing the card (H13).

    ``game`` numbers the games at the table (it names the starter, H5); in a match it goes up
    by one with each game (the first game's ``game`` plus ``number - 1``), so the starter
    rotates clockwise from game to game.

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
    # A match: ``games`` games at one table, scored together [reading]. ``played`` are its
    # earlier games, finished, oldest first; the state's own zones are the current game's.
    # The defaults are a single game, as every table was before matches (old snapshots).
    games: int = 1
    played: tuple[FinishedGame, ...] = ()

    @property
    def finished(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def number(self) -> int:
        """The current game's number in its match, from 1."""
        return len(self.played) + 1

    @property
    def starter(self) -> int:
        """The first game's starter is seat 0, the person; later games rotate clockwise (H5)."""
        return (self.game - 1) % self.seats

    def held(self, seat: int) -> int:
        """Cards ``seat`` still holds: hand, face-up and face-down (H14)."""
        return (self.hands[seat].bit_count() + self.face_up[seat].bit_count()
                + sum(1 for card in self.face_down[seat] if card >= 0))
