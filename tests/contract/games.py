"""What the contract suite needs per game: its visibility oracle and playout options.

Every game in the registry must have an entry in ``ORACLES``; a game without one fails the
suite, so a new game joins with one line here. The toy game is registered with the site only
while the tests in this folder run (see ``conftest.py``). An engine whose game is not
registered yet (no players or table so far) joins the engine checks through ``ENGINE_ONLY``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cards import Engine
from tables.registry import DailyFormat, GameSpec
from tests.contract import toy
from tests.contract.toy import oracle as toy_oracle
from tests.shakipesh import oracle as shakipesh_oracle
from tests.sheepshead import oracle as sheepshead_oracle
from tests.shiesta import oracle as shiesta_oracle
from tests.sixes import oracle as sixes_oracle


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
    fits: Callable[[int, dict[str, Any]], bool] = lambda seats, options: True

    def options_for(self, seats: int) -> tuple[dict[str, Any], ...]:
        """The playout options that suit ``seats``; at least one must."""
        chosen = tuple(o for o in self.playout_options if self.fits(seats, o))
        assert chosen, f"no playout options suit {seats} seats"
        return chosen


def _sheepshead_view(state: Any, seat: int, data: dict[str, Any]) -> None:
    sheepshead_oracle.check_view(state, seat, data, with_history=True)


def _sheepshead_known(state: Any, seat: int) -> set[str]:
    cards: set[str] = set()
    for deal in (*state.history, state.deal):
        cards |= sheepshead_oracle.visible(deal, seat)
    return cards


def _sixes_fits(seats: int, options: dict[str, Any]) -> bool:
    """Double Sixes is played by two or three (D6); the starter is one of the seats (X7)."""
    return (options.get("variant") != "double" or seats <= 3) \
        and options.get("starter", 0) < seats


ORACLES: dict[str, Oracle] = {
    "sheepshead": Oracle(_sheepshead_view, _sheepshead_known, sheepshead_oracle.seen_codes,
                         ({"deals": 1}, {"deals": 1, "first_dealer": 2})),
    # Mostly single rounds (the daily's limit), one whole match of each limit a shard.
    "shakipesh": Oracle(shakipesh_oracle.check_view, shakipesh_oracle.known,
                        shakipesh_oracle.seen,
                        ({"limit": 1}, {"limit": 10}, {"limit": 1}, {"limit": 25})),
    "toy": Oracle(toy_oracle.check_view, toy_oracle.known, toy_oracle.seen,
                  ({}, {"target": 5, "variant": "right"}, {"target": 10, "variant": "left"})),
    # Mostly games shortened by H15's limit (an unoffered option), one whole game a shard,
    # and matches of several games (the daily's formats).
    "shiesta": Oracle(shiesta_oracle.check_view, shiesta_oracle.known, shiesta_oracle.seen,
                      ({"turn_limit": 25}, {"game": 2, "turn_limit": 50}, {"game": 3},
                       {"game": 4, "turn_limit": 25}, {"game": 5, "turn_limit": 80},
                       {"turn_limit": 10}, {"games": 2, "turn_limit": 25},
                       {"games": 3, "game": 2, "turn_limit": 12})),
    # Random play knocks early, so most games are short anyway; the limits catch the rest.
    # Matches of several games too (the daily's formats).
    "sixes": Oracle(sixes_oracle.check_view, sixes_oracle.known, sixes_oracle.seen,
                    ({"turn_limit": 6}, {"variant": "double", "turn_limit": 8},
                     {"memory": True, "starter": 1, "turn_limit": 5},
                     {"variant": "double", "memory": True, "turn_limit": 4, "starter": 1},
                     {"turn_limit": 3, "starter": 3}, {}, {"games": 3, "turn_limit": 6},
                     {"games": 2, "memory": True, "variant": "double", "turn_limit": 5}),
                    _sixes_fits),
}

# Engines checked before their game is registered: the engine checks (options, seat counts,
# random playouts) run over them as over a registered game's; the checks of a spec (players,
# round facts, the daily) wait for the registration. A game leaves this list when its app
# registers it.
ENGINE_ONLY: dict[str, Engine[Any, Any]] = {}


TOY_SPEC = GameSpec(
    name="toy",
    title="Toy",
    blurb="A test game: pass a card, take few tricks, declare a clean round.",
    engine=toy.ENGINE,
    players=toy.PLAYERS,
    default_level="easy",
    levels=("easy", "normal"),
    daily_level="normal",
    renderer="toy/renderer.js",
    computer_names=("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"),
    round_facts=toy.round_facts,
    round_of=toy.round_of,
    round_label="Round",
    format_total=str,
    daily_formats=(DailyFormat("target-8", "First to 8", options={"target": 8}),),
)
