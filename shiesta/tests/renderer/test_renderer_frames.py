"""The Shiesta table's pure JavaScript, run under Node.js.

``check_frames.mjs`` checks the frames of shiesta/static/shiesta/model.js against the server's
views with the shared harness (tests/frames.py, tests/js/frames_harness.mjs: every frame at a
version boundary is the server's view at that version), the frames between two games of a
match, and puts every event and every frame's status line in words
(shiesta/static/shiesta/words.js), checking a few sentences word for word. Needs ``node``; it
may skip outside CI, never in CI.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from shiesta.engine import ENGINE
from shiesta.players import PLAYERS
from tests.frames import NEEDS_NODE, check_frames, fixture, play, players_or_random

HERE = Path(__file__).parent
pytestmark = NEEDS_NODE


def game_fixture(number: int, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """One seat's view of a game or a match: Easy players, now and then a random move, so
    that face-down failures and turned plays happen."""
    rng = random.Random(number)
    seats = 3 + number % 3
    players = [PLAYERS["easy"]() for _ in range(seats)]
    states = play(ENGINE, ENGINE.new_game(f"frames-{number}", seats, options),
                  players_or_random(ENGINE, players, rng, 0.3))
    return fixture(ENGINE, states, number % seats, seats)


def test_frames_rebuild_every_view(tmp_path: Path) -> None:
    # Twelve single games, and four matches (short games, so that they cross boundaries).
    matches = [game_fixture(12 + n, {"games": 2 + n % 2, "turn_limit": 40 + 20 * n})
               for n in range(4)]
    games = [game_fixture(number) for number in range(12)] + matches
    # The games reached every kind of event, the rarer ones and both pick-up reasons too;
    # a game's end inside a match, then its next deal, was seen from many pairs of views.
    summary = check_frames(HERE / "check_frames.mjs", games, tmp_path, reached=(
        "swap", "ready", "open", "play", "reverse", "remove", "burn", "draw", "pickup", "fail",
        "game_over", "deal", "pickup:three", "pickup:stuck", "pickup:face_down", "play:face_up",
        "play:face_down"))
    assert summary["types"]["transition"] > 20
