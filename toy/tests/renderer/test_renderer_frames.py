"""The toy's table JavaScript, run under Node.js against the real engine.

``check_frames.mjs`` checks the frames of toy/static/toy/model.js against the server's views
with the shared harness (tests/frames.py, tests/js/frames_harness.mjs: every frame at a
version boundary is the server's view at that version), puts every event and every status
line in words (toy/static/toy/words.js), and checks what the hand offers against the legal
actions. The views come from matches of two to six seats, passing either way, played by the
toy's players with random moves among them (declarations, out of turn too). Needs ``node``;
it may skip outside CI, never in CI.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from tests.frames import NEEDS_NODE, check_frames, fixture, play, players_or_random
from toy.engine import ENGINE
from toy.players import PLAYERS

HERE = Path(__file__).parent
pytestmark = NEEDS_NODE


def game_fixture(number: int) -> dict[str, Any]:
    rng = random.Random(number)
    seats = 2 + number % 5
    options = {"target": (4, 8, 12)[number % 3], "variant": ("left", "right")[number % 2]}
    state = ENGINE.new_game(f"frames-{number}", seats, options)
    players = [PLAYERS["normal"]() for _ in range(seats)]
    states = play(ENGINE, state, players_or_random(ENGINE, players, rng, 0.3), limit=1500)
    return fixture(ENGINE, states, number % seats, seats, table={"options": options,
                                                                "coach": False})


def test_frames_rebuild_every_view(tmp_path: Path) -> None:
    games = [game_fixture(number) for number in range(12)]
    check_frames(HERE / "check_frames.mjs", games, tmp_path, reached=(
        "hand", "chose", "passed", "declare", "play", "trick", "round", "end",
        "passed:mine", "passed:to-me", "declare:mine"))
