"""The arena: one game played to its end by computer players, any game, as the site plays it.

Who is asked (``asked_seats``) and each decision's rng (``decision_rng``) are the tables
layer's own (``tables.turns`` uses both): the seats the game waits for
first, then the seats that only may act (an optional declaration), each of which may
decline; the first action chosen is applied; the rng is seeded from the game's seed, the
version and the seat. So a game played here is the game the site would play with the same
players in the same seats.

A player is built anew for every decision, as the site builds one per computer turn: nothing
a player object keeps between decisions can make a game here differ from the site's.

Every applied action is kept with how many legal actions its seat had (``Move``), so that a
caller can count a seat's decisions or replay the log into another setup of the same game.

The package also measures: ``python -m cards.arena`` plays any game's levels against each
other over many deals (``tournament``, ``report``; a game is found by its package name,
``hook``), ``python -m cards.arena.bench`` is the engine benchmark and ``python -m
cards.arena.paired`` compares two runs deal by deal.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cards.protocol import Engine, Player


class Stalled(RuntimeError):
    """No seat would act in a game that is not over, or a player chose an illegal action."""


@dataclass(frozen=True, slots=True)
class Move:
    seat: int
    action: Any
    choices: int  # the legal actions the seat had: 1 is no decision at all


Build = Callable[[], Player[Any]]  # makes a seat's player (a level of ``GameSpec.players``)


def asked_seats(engine: Engine[Any, Any], state: Any) -> list[int]:
    """The seats asked for a move, in order: those the game waits for, then those that
    only may act."""
    must = engine.to_act(state)
    return [*must, *(s for s in engine.may_act(state) if s not in must)]


def decision_rng(seed: str, version: int, seat: int) -> random.Random:
    """A computer's rng for one decision: the same game, version and seat decide alike."""
    return random.Random(f"{seed}/{version}/{seat}")


def play(engine: Engine[Any, Any], players: Sequence[Build], seed: str,
         options: Mapping[str, Any] | None = None) -> tuple[Any, list[Move]]:
    """Play a new game of ``len(players)`` seats dealt from ``seed`` to its end: the final
    state and the moves that made it."""
    state = engine.new_game(seed, len(players), options)
    moves: list[Move] = []
    while engine.outcome(state) is None:
        move = _next_move(engine, players, state, seed, len(moves))
        state = engine.apply(state, move.seat, move.action)
        moves.append(move)
    return state, moves


@dataclass(frozen=True, slots=True)
class Decision:
    """The action a seat chose, with the view and legal actions it chose from."""

    seat: int
    action: Any
    view: Any
    legal: Sequence[Any]


Choose = Callable[[int, Any, Sequence[Any]], Any]  # (seat, view, legal) -> an action or None


def decide(engine: Engine[Any, Any], state: Any, choose: Choose, version: int) -> Decision:
    """The next action of a game that is not over, as the site asks for it: each seat of
    ``asked_seats`` with a legal action is shown its view until one acts (a seat the game
    waits for must; one that only may act can decline with None). ``Stalled`` if nobody acts
    or an action is not legal."""
    must = engine.to_act(state)
    for seat in asked_seats(engine, state):
        legal = engine.legal_actions(state, seat)
        if not legal:
            continue
        view = engine.view(state, seat)
        action = choose(seat, view, legal)
        if action is None and seat not in must:
            continue
        if action not in legal:
            raise Stalled(f"seat {seat} chose {action!r}, not one of {legal!r}")
        return Decision(seat, action, view, legal)
    raise Stalled(f"nobody acts at version {version}, and the game is not over")


def _next_move(engine: Engine[Any, Any], players: Sequence[Build], state: Any,
               seed: str, version: int) -> Move:
    def choose(seat: int, view: Any, legal: Sequence[Any]) -> Any:
        return players[seat]().choose(view, legal, decision_rng(seed, version, seat))

    found = decide(engine, state, choose, version)
    return Move(found.seat, found.action, len(found.legal))


def replay(engine: Engine[Any, Any], seed: str, seats: int, options: Mapping[str, Any],
           moves: Iterable[Move]) -> tuple[Any, list[Move]]:
    """Apply ``moves`` to a new game of ``options`` until it is over: its final state and the
    moves it took (a shorter match's game, from a longer match's log). ``Stalled`` if the
    moves run out first."""
    state = engine.new_game(seed, seats, options)
    used: list[Move] = []
    for move in moves:
        if engine.outcome(state) is not None:
            break
        state = engine.apply(state, move.seat, move.action)
        used.append(move)
    if engine.outcome(state) is None:
        raise Stalled("the moves ran out before the game was over")
    return state, used

