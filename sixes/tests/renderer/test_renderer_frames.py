"""The Sixes table's pure JavaScript, run under Node.js.

``check_frames.mjs`` applies the server's events to a seat's view the way the renderer does
(static/sixes/model.js) and checks every frame at a version boundary against the server's own
view at that version, and the last against the newest view; it also puts every event and every
frame's status line in words (static/sixes/words.js) and checks a few sentences word for word.
Some tables are matches of several games: their transitions (a game's end, every card turned
up and scored, the next deal and the person's new peek) are checked frame by frame too.
Needs ``node``; it may skip outside CI, never in CI.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from sixes.engine import ENGINE

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
    """One seat's view after every action of a game, and pairs of versions with the events
    between them."""
    rng = random.Random(number)
    double = number % 3 == 2
    seats = 2 + number % 2 if double else 2 + number % 5
    options = {"variant": "double" if double else "sixes", "memory": number % 4 == 1,
               "turn_limit": 4 if number % 5 == 4 else 40}
    if number >= 15:  # matches of short games, two of them in memory mode
        options.update(games=2 + number % 2, turn_limit=5, memory=number % 2 == 1)
    seat = 0 if number % 2 else number % seats
    state = ENGINE.new_game(f"frames-{number}", seats, options)
    states = [state]
    while ENGINE.to_act(state):
        actor, action = choose(state, rng, (0.0, 0.02, 0.15)[number % 3])
        state = ENGINE.apply(state, actor, action)
        states.append(state)
    views = [table_fields(ENGINE.view(s, seat), v, seats) for v, s in enumerate(states)]
    pairs = [
        {"prev": i, "next": i + gap,
         "events": ENGINE.view(states[i + gap], seat, i)["events"]}
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
    fixture.write_text(json.dumps([game_fixture(number) for number in range(19)]))
    summary = json.loads(run("check_frames.mjs", str(fixture)).strip().splitlines()[-1])
    assert summary["fails"] == 0
    assert summary["pairs"] > 1000 and summary["checked"] > summary["pairs"]
    # The games reached every kind of event, and every way a game ends.
    for kind in ("draw", "take", "swap", "discard", "up", "knock", "knock:final", "over",
                 "over:knock", "over:stock", "over:turn_limit", "stock_out", "deal",
                 "over:game", "peek:cards", "peek:forgotten"):
        assert summary["types"].get(kind, 0) > 0, kind
