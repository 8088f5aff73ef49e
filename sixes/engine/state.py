"""Immutable Sixes state: every seat's packets and what is known of them, the stock, the
open pile, the turn, the finished earlier games of a match, and the record of events."""

from __future__ import annotations

from typing import NamedTuple

from sixes.engine.rules import SIXES, TURN_LIMIT

# Phases of the seat on turn (see the contract, docs/sixes.md).
MOVE = "move"  # draw from the stock or take from the open pile (X8)
HOLDING = "holding"  # swap the held card, or discard it if it was drawn (X8)
AFTER = "after"  # knock (X11, D4) or end the turn
OVER = "over"

STOCK, OPEN = "stock", "open"  # where a held card came from


class Event(NamedTuple):
    """One thing that happened, hidden parts included (the views remove them). ``v`` is the
    number of actions applied when it happened.

    - ``peek``: ``seat`` looked at its bottom row(s) (X5): at v 0 in the match's first game;
      in a later game of a match (``number`` ≥ 2) at the version of the action that ended
      the game before, with the cards it saw in ``cards`` (its bottom row(s), left packet
      first);
    - ``draw``: ``seat`` drew ``cards[0]`` from the stock (only it sees it, X8);
    - ``take``: ``seat`` took ``cards[0]`` from the open pile;
    - ``swap``: ``seat`` put ``cards[0]`` (from ``detail``: stock or open) at ``packet``,
      ``position``; ``cards[1]`` went face up onto the open pile;
    - ``discard``: ``seat`` put the drawn ``cards[0]`` onto the open pile;
    - ``up``: ``seat`` went up on ``packet`` (X10, D3);
    - ``knock``: ``seat`` turned ``packet`` (its ``cards``) face up; ``detail`` is ``final``
      when a final round begins (X11, D4);
    - ``pass``: ``seat`` passed up its last turn in the final round (X11);
    - ``reveal``: ``seat`` has played its last turn in the final round and turned all its
      cards (``cards``, flat) face up (X11, D4);
    - ``stock_out``: the stock ran out (X12);
    - ``over``: the game is over, ``detail`` says why: knock, stock or turn_limit. In a match
      of several games (``GameState.games`` > 1) it also records the game: its ``number``
      in the match, every seat's cards in ``cards`` (flat, seat after seat: all face up
      now, X11, X12) and in ``seat`` the seat that knocked (-1: none). A single game's
      ``over`` carries none of these (the state itself still holds its cards), so that
      tables stored before matches existed replay to the same record;
    - ``deal``: game ``number`` of a match (≥ 2) is dealt at once after the game before,
      ``seat`` starting it (X7).
    """

    v: int
    kind: str
    seat: int = -1
    packet: int = -1
    position: int = -1
    cards: tuple[int, ...] = ()
    detail: str = ""
    number: int = 0  # the game of the match (deal, later peeks, a match's over); else 0


class GameState(NamedTuple):
    """A game. ``packets[s]`` is seat ``s``'s cards, flat (see ``rules``); ``known[s]`` and
    ``public[s]`` are masks of those positions: known to their owner (the peek, X5, and
    every card it swapped in), and known to every seat (taken from the open pile and swapped
    in). ``up[s]`` and ``done[s]`` are masks of packets: gone up (X10), turned face up by a
    knock or a declaration (X11, D4).

    A match of ``games`` games is played in one state: when a game of it ends and games
    remain, its scores join ``match`` (one tuple of scores per seat, per finished game) and
    the next game is dealt at once; ``packets`` and the rest are always the game being
    played, or the last one once the match is over (its scores are not in ``match``).

    A NamedTuple rather than a dataclass: ``_replace`` is several times faster.
    """

    seed: str
    seats: int
    packets: tuple[tuple[int, ...], ...]
    known: tuple[int, ...]
    public: tuple[int, ...]
    up: tuple[int, ...]
    done: tuple[int, ...]
    stock: tuple[int, ...]  # the next card first
    open_pile: tuple[int, ...]  # bottom first
    turns: tuple[int, ...]  # completed turns per seat
    variant: str = SIXES
    memory: bool = False  # seat 0 plays from memory after its first action (X6)
    starter: int = 0  # X7
    game: int = 1  # the number of this game at its table: X7 reads it on a tie
    turn_limit: int = TURN_LIMIT
    phase: str = MOVE
    turn: int = 0  # the seat on turn; -1 once the game is over
    holding: int = -1  # the card the seat on turn holds
    held_from: str = ""  # STOCK or OPEN
    knocked: int = -1  # the seat that started the final round
    final_turns: tuple[int, ...] = ()  # seats still to play their last turn, in order
    acted: bool = False  # seat 0 has acted: its peek is over (memory mode)
    reason: str = ""  # why the game ended: knock, stock, turn_limit
    version: int = 0  # actions applied
    events: tuple[Event, ...] = ()
    games: int = 1  # the games of the match (the table); 1: one game, as before matches
    match: tuple[tuple[int, ...], ...] = ()  # each finished earlier game's score per seat

    @property
    def finished(self) -> bool:
        return self.phase == OVER

    @property
    def number(self) -> int:
        """The game of the match being played (1-based), or the last once it is over."""
        return len(self.match) + 1

    @property
    def n_packets(self) -> int:
        return len(self.packets[0]) // 6
