"""The Shiesta table's pure JavaScript, run under Node.js.

``check_frames.mjs`` applies the server's public events to a seat's view the way the renderer
does (static/shiesta/model.js) and checks every frame at a version boundary against the
server's own view at that version, and the last against the newest view; it also puts every
event and every frame's status line in words (static/shiesta/words.js) and checks a few
sentences word for word. Needs ``node``; it may skip outside CI, never in CI.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from shiesta.engine import ENGINE
from shiesta.engine.views import public_events
from shiesta.players import PLAYERS

ROOT = Path(__file__).resolve().parents[3]
HERE = Path(__file__).parent
pytestmark = [
    pytest.mark.needs_services,
    pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed"),
]
GAPS = (1, 2, 3, 5, 9, 40)  # how far apart the two views of a pair are


def table_fields(data: dict[str, Any], version: int, seats: int) -> dict[str, Any]:
    data.update({"version": version, "table": "t", "mode": "practice", "thinking": None,
                 "options": {}, "coach": False, "players": [
                     {"seat": s, "name": f"P{s}", "kind": "computer", "level": "easy"}
                     for s in range(seats)]})
    return data


def game_fixture(number: int, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """One seat's view after every action of a game or a match (Easy players, now and then
    a random move, so that face-down failures and turned plays happen), and pairs of
    versions with the events between them."""
    rng = random.Random(number)
    seats = 3 + number % 3
    seat = number % seats
    players = [PLAYERS["easy"]() for _ in range(seats)]
    state = ENGINE.new_game(f"frames-{number}", seats, options)
    states = [state]
    while ENGINE.to_act(state):
        actor = ENGINE.to_act(state)[0]
        legal = ENGINE.legal_actions(state, actor)
        if rng.random() < 0.3:
            action = rng.choice(legal)
        else:
            action = players[actor].choose(ENGINE.view(state, actor), legal, rng)
        state = ENGINE.apply(state, actor, action)
        states.append(state)
    views = [table_fields(ENGINE.view(s, seat), v, seats) for v, s in enumerate(states)]
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
    # Twelve single games, and four matches (short games, so that they cross boundaries).
    matches = [game_fixture(12 + n, {"games": 2 + n % 2, "turn_limit": 40 + 20 * n})
               for n in range(4)]
    fixture.write_text(json.dumps([game_fixture(number) for number in range(12)] + matches))
    summary = json.loads(run("check_frames.mjs", str(fixture)).strip().splitlines()[-1])
    assert summary["fails"] == 0
    assert summary["pairs"] > 1000 and summary["checked"] > summary["pairs"]
    # The games reached every kind of event, the rarer ones and both pick-up reasons too.
    for kind in ("swap", "ready", "open", "play", "reverse", "remove", "burn", "draw",
                 "pickup", "fail", "game_over", "deal", "pickup:three", "pickup:stuck",
                 "pickup:face_down", "play:face_up", "play:face_down"):
        assert summary["types"].get(kind, 0) > 0, kind
    # A game's end inside a match, then its next deal, seen from many pairs of views.
    assert summary["transitions"] > 20
