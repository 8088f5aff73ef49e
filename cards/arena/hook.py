"""A game as the arena's commands find it, without Django: its engine, its players by level, and
the little that is its own (``Hook``).

A game ``G`` is a package (``sixes``; ``toy``, the tests' example game) that offers:

- ``G.engine.ENGINE``: its ``cards.protocol.Engine``;
- ``G.players.PLAYERS``: its computer players by level, ``Mapping[str, Callable[[],
  Player]]`` (the site's ``GameSpec.players`` is this same mapping);
- if it has anything of its own to say, ``G.players.arena.ARENA``: a ``Hook``.

A game small enough to be one package may offer the three names from ``G`` itself. The
arena imports a game by its name only when asked to (``find``): ``cards`` imports no game.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import import_module
from typing import Any, Literal, Protocol

from cards.protocol import Engine, Player

# "site": each decision's rng as the site seeds it (``cards.arena.decision_rng``); "seat": one
# rng a seat keeps for the whole game, seeded from the game's seed, its arrangement and the
# seat (Sheepshead's duplicate tournament has always seeded so; its figures depend on it).
RngScheme = Literal["site", "seat"]


class Tally(Protocol):
    """A game's own counts over one game (Sheepshead's picks, roles, absurd plays): told
    every applied action, after its decision was timed, then the finished game."""

    def decision(self, state: Any, seat: int, view: Mapping[str, Any], legal: Sequence[Any],
                 action: Any) -> None: ...

    def end(self, state: Any) -> list[dict[str, int]]:
        """Each seat's counts, in seat order (summed over games by level)."""
        ...


@dataclass(frozen=True)
class Target:
    """An issue's target for one setup, printed as met or not: the first level's win rate at
    least ``win`` with its 95% interval's lower end above ``lower``, and its decisions (those
    of ``kind``; "" every real decision) within ``p95_ms`` and ``max_ms``."""

    applies: Callable[[Sequence[str], Mapping[str, Any]], bool]  # (levels by seat, options)
    win: float = 0.0
    lower: float = 0.0
    p95_ms: float = math.inf
    max_ms: float = math.inf
    kind: str = ""


@dataclass(frozen=True)
class Playout:
    """One figure of the engine benchmark: ``play(number, rng)`` deals game ``number`` from
    a seed of its own and plays it to its end at random, the way search players do."""

    label: str  # "4 players", "double, 2 players"
    play: Callable[[int, random.Random], object]
    target: int = 0  # games a second an issue asks for (0: none)


@dataclass(frozen=True)
class Hook:
    """What a game adds to the arena. Every field has the plain game's default.

    Playing: ``options`` are the arena's defaults (Sheepshead plays one-deal games);
    ``paired`` plays every deal once per seat of the first level (duplicate style) instead of
    one game a deal; ``rng`` chooses the decisions' seeding; ``starter(k)`` gives the options
    that make seat ``k`` start, so that starters rotate with the seats.

    Reading: ``sole_first`` makes a shared first place a tie rather than a win for each;
    ``total`` names a seat's total ("place"), printed with ``digits`` decimals; ``kind``
    names a decision's kind from the state before it, the seat's view and its legal actions
    (its times are also shown by kind: Sheepshead's phases, Shakipesh's whole-turn plans).

    Its own figures: ``tally(seats)`` counts one game, ``figures`` prints the counts summed
    by level (``[(level, counts)]`` in the order of the lineup); ``targets`` are checked.

    The engine benchmark: ``playouts``, and the State API's games with ``bench_options``
    (None: ``options``); ``unit`` names one game of it ("deal", "round").
    """

    options: Mapping[str, Any] = field(default_factory=dict)
    paired: bool = False
    rng: RngScheme = "site"
    starter: Callable[[int], Mapping[str, Any]] | None = None
    sole_first: bool = False
    total: str = "score"
    digits: int = 2
    kind: Callable[[Any, Mapping[str, Any], Sequence[Any]], str] | None = None
    tally: Callable[[int], Tally] | None = None
    figures: Callable[[Sequence[tuple[str, Mapping[str, int]]]], list[str]] | None = None
    targets: tuple[Target, ...] = ()
    playouts: tuple[Playout, ...] = ()
    bench_options: Mapping[str, Any] | None = None
    unit: str = "game"


@dataclass(frozen=True)
class Game:
    """A game found by ``find``: its name, engine, players by level and hook."""

    name: str
    engine: Engine[Any, Any]
    players: Mapping[str, Callable[[], Player[Any]]]
    hook: Hook


@cache
def find(name: str) -> Game:
    """The game package ``name``, by the convention above; ``LookupError`` if it is none."""
    try:
        package = import_module(name)
    except ImportError as error:
        raise LookupError(f"no game package called {name!r}") from error
    engine = _offered(name, "engine", "ENGINE", package)
    players = _offered(name, "players", "PLAYERS", package)
    hook = _offered(name, "players.arena", "ARENA", package, Hook())
    if engine is None or players is None:
        raise LookupError(f"{name!r} offers no ENGINE and PLAYERS (see cards/arena/hook.py)")
    if not isinstance(hook, Hook):
        raise LookupError(f"{name}'s ARENA is no cards.arena.hook.Hook")
    return Game(name, engine, players, hook)


def _offered(name: str, module: str, attribute: str, package: object,
             default: object = None) -> Any:
    """``name.module.attribute`` if that module exists, else ``name.attribute``, else the
    default. Only a missing module is passed over: an error inside one is raised."""
    try:
        found: object = import_module(f"{name}.{module}")
    except ModuleNotFoundError as error:
        if error.name is None or not f"{name}.{module}".startswith(error.name):
            raise
        found = package
    return getattr(found, attribute, getattr(package, attribute, default))
