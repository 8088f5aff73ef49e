"""The Sixes table's pure JavaScript, run under Node.js.

``check_frames.mjs`` checks the frames of sixes/static/sixes/model.js against the server's
views with the shared harness (tests/frames.py, tests/js/frames_harness.mjs: every frame at a
version boundary is the server's view at that version), and puts every event and every
frame's status line in words (sixes/static/sixes/words.js), checking a few sentences word for
word. Some tables are matches of several games: their transitions (a game's end, every card
turned up and scored, the next deal and the person's new peek) are checked frame by frame too.
Needs ``node``; it may skip outside CI, never in CI.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from sixes.engine import ENGINE
from tests.frames import NEEDS_NODE, check_frames, fixture, play

HERE = Path(__file__).parent
pytestmark = NEEDS_NODE


def choose(state: Any, rng: random.Random, knock: float) -> tuple[int, Any]:
    """A seat and its action: now and then a seat goes up out of turn; the seat on turn
    mostly swaps, knocks rarely (so that games last), ends its turn otherwise."""
    ups = [(s, a) for s in ENGINE.may_act(state) for a in ENGINE.legal_actions(state, s)
           if a.type == "up"]
    if ups and rng.random() < 0.08:
        return rng.choice(ups)
    seat = ENGINE.to_act(state)[0]
    legal = [a for a in ENGINE.legal_actions(state, seat) if a.type != "up"]
    knocks = [a for a in legal if a.type == "knock"]
    if knocks and rng.random() < knock:
        return seat, rng.choice(knocks)
    rest = [a for a in legal if a.type != "knock"] or legal
    return seat, rng.choice(rest)


def game_fixture(number: int) -> dict[str, Any]:
    """One seat's view of a random game or match."""
    rng = random.Random(number)
    double = number % 3 == 2
    seats = 2 + number % 2 if double else 2 + number % 5
    options = {"variant": "double" if double else "sixes", "memory": number % 4 == 1,
               "turn_limit": 4 if number % 5 == 4 else 40}
    if number >= 15:  # matches of short games, two of them in memory mode
        options.update(games=2 + number % 2, turn_limit=5, memory=number % 2 == 1)
    knock = (0.0, 0.02, 0.15)[number % 3]
    states = play(ENGINE, ENGINE.new_game(f"frames-{number}", seats, options),
                  lambda state: choose(state, rng, knock))
    return fixture(ENGINE, states, 0 if number % 2 else number % seats, seats)


def test_frames_rebuild_every_view(tmp_path: Path) -> None:
    # The games reached every kind of event, and every way a game ends.
    check_frames(HERE / "check_frames.mjs", (game_fixture(number) for number in range(19)),
                 tmp_path, reached=(
                     "draw", "take", "swap", "discard", "up", "knock", "knock:final", "over",
                     "over:knock", "over:stock", "over:turn_limit", "stock_out", "deal",
                     "over:game", "peek:cards", "peek:forgotten"))
