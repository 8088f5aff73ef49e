"""The table renderer derives the plays between two views (to animate them one by one).

Runs ``check_events.mjs`` under Node.js over the views of random games: from any view, the
events up to a later view must extend the earlier ones, and replaying them must rebuild the
earlier view. Needs ``node``; it may skip outside CI, never in CI.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from sheepshead import engine

ROOT = Path(__file__).resolve().parents[3]
pytestmark = [
    pytest.mark.needs_services,
    pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed"),
]


def game_views(number: int) -> list[dict[str, Any]]:
    """Every view of one seat after each action of a random game."""
    rng = random.Random(number)
    seat = number % 5
    state = engine.new_game(f"renderer-{number}")
    views = [engine.view(state, seat)]
    while engine.to_act(state):
        (actor,) = engine.to_act(state)
        legal = engine.legal_actions(state, actor)
        picks = [a for a in legal if a.type == "pick"]
        if picks and rng.random() < 0.6:  # pass now and then: leasters too
            action = picks[0] if rng.random() < 0.5 else legal[-1]
        else:
            action = rng.choice(legal)
        state = engine.apply(state, actor, action)
        views.append(engine.view(state, seat))
    for version, view in enumerate(views):
        view.update({"version": version, "table": "t", "players": [
            {"seat": s, "name": f"P{s}", "kind": "computer"} for s in range(5)]})
    return views


@pytest.mark.parametrize("number", range(4))
def test_event_derivation_rebuilds_every_view(tmp_path: Path, number: int) -> None:
    fixture = tmp_path / "games.json"
    fixture.write_text(json.dumps([game_views(number)]))
    renderer = (ROOT / "static" / "sheepshead" / "renderer.js").as_uri()
    result = subprocess.run(
        ["node", str(Path(__file__).with_name("check_events.mjs")), str(fixture), renderer],
        capture_output=True, text=True, timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert summary["fails"] == 0 and summary["pairs"] > 1000 and summary["boundary"] > 0
