"""What the contract suite needs per game: its visibility oracle and playout options.

The convention, stated here only: a game's oracle is the module ``<game>.tests.oracle`` of its
own tests, found by the game's name (``oracle_of``), so a new game joins the suite with no
line outside its folder. Written from the game's rules and its full state, independently of
its views, it defines

- ``check_view(state, seat, data)``: asserts that a view of ``seat`` (its ``events``
  included) shows nothing that seat may not see;
- ``known(state, seat)``: every card code the seat may know by now, earlier rounds included
  (the suite checks the events against it, as a seat may remember what it saw);
- ``seen(data)``: the card codes anywhere in a JSON value;

and may define ``PLAYOUT_OPTIONS``, the options of the random playouts, used in turn (short
games keep the suite fast; default ``({},)``), and ``fits(seats, options)``, which of them
suit a seat count (default: all). A registered game without its oracle fails the suite; the
toy's (toy/tests/oracle.py) is one like the others. An engine whose game is not registered
yet (no players or table so far) joins the engine checks through ``ENGINE_ONLY``.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cards import Engine


def every_one_fits(seats: int, options: dict[str, Any]) -> bool:
    """The default ``fits``: every playout option suits every seat count."""
    return True


@dataclass(frozen=True)
class Oracle:
    """How the suite checks one engine's hidden information, independently of its views."""

    # Asserts that a view, its events included, shows nothing its seat may not see (the
    # suite checks the events against ``known`` as well).
    check_view: Callable[[Any, int, dict[str, Any]], None]
    # Every card code the seat may know by now, earlier rounds included: events are checked
    # against it, as a seat may remember what it saw.
    known: Callable[[Any, int], set[str]]
    # The card codes anywhere in a JSON value.
    seen: Callable[[Any], set[str]]
    # Options of the random playouts, used in turn (short games keep the suite fast).
    playout_options: tuple[dict[str, Any], ...] = ({},)
    # Which of them suit a seat count (a variant for fewer seats than the game allows, a
    # starting seat): ``fits(seats, options)``. The first must suit the default seats.
    fits: Callable[[int, dict[str, Any]], bool] = every_one_fits

    def options_for(self, seats: int) -> tuple[dict[str, Any], ...]:
        """The playout options that suit ``seats``; at least one must."""
        chosen = tuple(o for o in self.playout_options if self.fits(seats, o))
        assert chosen, f"no playout options suit {seats} seats"
        return chosen


class NoOracle(LookupError):
    """A game without its visibility oracle, or one that lacks what the suite reads."""


def oracle_module(name: str) -> str:
    """Where game ``name``'s oracle lives: ``<name>.tests.oracle``."""
    return f"{name}.tests.oracle"


@functools.cache
def oracle_of(name: str) -> Oracle:
    """Game ``name``'s oracle, read from its module (see the module's docstring).

    Raises ``NoOracle`` when the module or one of its three functions is missing; an import
    error inside an oracle that exists is raised as it is."""
    path = oracle_module(name)
    try:
        module = importlib.import_module(path)
    except ModuleNotFoundError as error:
        if error.name is None or not f"{path}.".startswith(f"{error.name}."):
            raise
        raise NoOracle(f"the game {name!r} has no visibility oracle: add {path} "
                       "(tests/contract/games.py says what it defines)") from error
    missing = [f for f in ("check_view", "known", "seen")
               if not callable(getattr(module, f, None))]
    if missing:
        raise NoOracle(f"{path} defines no {', '.join(missing)} (tests/contract/games.py)")
    return Oracle(module.check_view, module.known, module.seen,
                  tuple(getattr(module, "PLAYOUT_OPTIONS", ({},))),
                  getattr(module, "fits", every_one_fits))


# Engines checked before their game is registered: the engine checks (options, seat counts,
# random playouts) run over them as over a registered game's; the checks of a spec (players,
# round facts, the daily) wait for the registration. A game leaves this list when its app
# registers it.
ENGINE_ONLY: dict[str, Engine[Any, Any]] = {}

