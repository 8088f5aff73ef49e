"""The table's pure JavaScript, run under Node.js.

``check_frames.mjs`` applies the server's public events to a seat's view the way the renderer
does (static/sheepshead/model.js) and checks every frame at a version boundary against the
server's own view at that version, and the last against the newest view; it also checks the
client's choice between animating and redrawing (static/tables/client.js) and the words the
table says (static/sheepshead/words.js). ``check_cards.mjs`` checks the card names
(static/cards/cards.js). Needs ``node``; it may skip outside CI, never in CI.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from sheepshead.engine import apply, legal_actions, new_game, to_act, view
from sheepshead.engine.views import public_events

ROOT = Path(__file__).resolve().parents[3]
HERE = Path(__file__).parent
pytestmark = [
    pytest.mark.needs_services,
    pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed"),
]
GAPS = (1, 2, 3, 5, 9, 40)  # how far apart the two views of a pair are


def table_fields(data: dict[str, Any], version: int) -> dict[str, Any]:
    data.update({"version": version, "table": "t", "mode": "practice", "thinking": None,
                 "options": {"deals": 3}, "players": [
                     {"seat": s, "name": f"P{s}", "kind": "computer", "level": "normal"}
                     for s in range(5)]})
    return data


def game_fixture(number: int) -> dict[str, Any]:
    """One seat's view after every action of a random three-deal game, and pairs of versions
    with the events between them."""
    rng = random.Random(number)
    seat = number % 5
    state = new_game(f"frames-{number}", {"deals": 3})
    states = [state]
    while to_act(state):
        (actor,) = to_act(state)
        legal = legal_actions(state, actor)
        picks = [a for a in legal if a.type == "pick"]
        if picks and rng.random() < 0.7:  # pass now and then: leasters too
            action = picks[0] if rng.random() < 0.5 else legal[-1]
        else:
            action = rng.choice(legal)
        state = apply(state, actor, action)
        states.append(state)
    views = [table_fields(view(s, seat), v) for v, s in enumerate(states)]
    pairs = [
        {"prev": i, "next": i + gap, "events": public_events(states[i + gap], seat, i)}
        for i in range(len(states)) for gap in GAPS if i + gap < len(states)
    ]
    return {"seat": seat, "views": views, "pairs": pairs}


def run(script: str, *args: str) -> str:
    result = subprocess.run(["node", str(HERE / script), *args],
                            capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


def test_frames_rebuild_every_view(tmp_path: Path) -> None:
    fixture = tmp_path / "games.json"
    fixture.write_text(json.dumps([game_fixture(number) for number in range(10)]))
    summary = json.loads(run("check_frames.mjs", str(fixture)).strip().splitlines()[-1])
    assert summary["fails"] == 0
    assert summary["pairs"] > 1000 and summary["checked"] > summary["pairs"]
    # The random games reached the rarer events.
    for kind in ("leaster", "unknown", "partner", "deal_over", "game_over", "alone"):
        assert summary["types"].get(kind, 0) > 0, kind


def test_card_names() -> None:
    assert run("check_cards.mjs").strip().endswith("ok")
