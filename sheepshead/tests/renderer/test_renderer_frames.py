"""The table's pure JavaScript, run under Node.js.

``check_frames.mjs`` checks the frames of static/sheepshead/model.js against the server's views
with the shared harness (tests/frames.py, tests/js/frames_harness.mjs: every frame at a version
boundary is the server's view at that version, the client's choice between animating and
redrawing too), and the words the table says (static/sheepshead/words.js). ``check_cards.mjs``
checks the card names (static/cards/cards.js). Needs ``node``; it may skip outside CI, never
in CI.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from sheepshead.engine import ENGINE, new_game
from tests.frames import NEEDS_NODE, check_frames, fixture, play, run_node

HERE = Path(__file__).parent
pytestmark = NEEDS_NODE


def game_fixture(number: int) -> dict[str, Any]:
    """One seat's view of a random three-deal game."""
    rng = random.Random(number)

    def choose(state: Any) -> tuple[int, Any]:
        (actor,) = ENGINE.to_act(state)
        legal = ENGINE.legal_actions(state, actor)
        picks = [a for a in legal if a.type == "pick"]
        if picks and rng.random() < 0.7:  # pass now and then: leasters too
            return actor, picks[0] if rng.random() < 0.5 else legal[-1]
        return actor, rng.choice(legal)

    # Three deals, which the engine's options do not offer: the game's own new_game.
    states = play(ENGINE, new_game(f"frames-{number}", {"deals": 3}), choose)
    return fixture(ENGINE, states, number % 5, 5, level="normal", table={"options": {"deals": 3}})


def test_frames_rebuild_every_view(tmp_path: Path) -> None:
    # The random games reached the rarer events.
    check_frames(HERE / "check_frames.mjs", (game_fixture(number) for number in range(10)),
                 tmp_path, reached=("leaster", "unknown", "partner", "deal_over", "game_over",
                                    "alone"))


def test_card_names() -> None:
    assert run_node(HERE / "check_cards.mjs").strip().endswith("ok")
