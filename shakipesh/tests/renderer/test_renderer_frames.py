"""The Shakipesh table's pure JavaScript, run under Node.js.

``check_frames.mjs`` checks the frames of shakipesh/static/shakipesh/model.js against the
server's views with the shared harness (tests/frames.py, tests/js/frames_harness.mjs: every
frame at a version boundary is the server's view at that version); it also puts every event
and every frame's status line in words (shakipesh/static/shakipesh/words.js), checks what the
taps offer against the legal actions, and checks a few sentences word for word. The views
come from the real engine, in matches of two to four seats over one or several rounds. Needs
``node``; it may skip outside CI, never in CI.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from shakipesh.engine import ENGINE
from shakipesh.engine.deck import card_index
from shakipesh.engine.game import custom_round
from shakipesh.players import PLAYERS
from tests.frames import NEEDS_NODE, check_frames, fixture, play, players_or_random

HERE = Path(__file__).parent
pytestmark = NEEDS_NODE


def played(state: Any, rng: random.Random, randomness: float) -> list[Any]:
    """Every state of a match from ``state`` on (2000 at the most): Easy players, now and
    then a random move (so that shakipeshes with cards to lay, odd new piles and long matches
    happen)."""
    players = [PLAYERS["easy"]() for _ in range(state.seats)]
    return play(ENGINE, state, players_or_random(ENGINE, players, rng, randomness), limit=2000)


def game_fixture(number: int) -> dict[str, Any]:
    rng = random.Random(number)
    seats = 2 + number % 3
    limit = (1, 10, 25)[number % 3]
    seat = 0 if number % 2 else number % seats
    state = ENGINE.new_game(f"frames-{number}", seats, {"limit": limit})
    return fixture(ENGINE, played(state, rng, (0.3, 0.1, 0.5)[number % 3]), seat, seats)


def blocked_fixture() -> dict[str, Any]:
    """A round that nobody can go on with: the stock empty, no card follows any pile's top
    and no pile fits another, so both seats pass and the round is blocked (K13)."""
    cards = lambda *codes: [card_index(c) for c in codes]  # noqa: E731
    state = custom_round([cards("2C", "5D"), cards("9H", "JS")], [cards("KC"), cards("7S")],
                         limit=1)
    return fixture(ENGINE, played(state, random.Random(1), 0.0), 0, 2)


def test_frames_rebuild_every_view(tmp_path: Path) -> None:
    games = [game_fixture(number) for number in range(12)] + [blocked_fixture()]
    # The matches reached every kind of event, every way a round ends, and the rounds
    # after the first (whose hands the frames work back from later events).
    check_frames(HERE / "check_frames.mjs", games, tmp_path, reached=(
        "deal", "lay", "combine", "complete", "new_pile", "end", "shakipesh", "pass",
        "round_over", "round_over:out", "round_over:blocked", "match_over", "shakipesh:mine",
        "deal:later"))
