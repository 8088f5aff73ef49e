"""The Shakipesh table's pure JavaScript, run under Node.js.

``check_frames.mjs`` applies the server's public events to a seat's view the way the
renderer does (static/shakipesh/model.js) and checks every frame at a version boundary
against the server's own view at that version, and the last against the newest view; it
also puts every event and every frame's status line in words (static/shakipesh/words.js),
checks what the taps offer against the legal actions, and checks a few sentences word for
word. The views come from the real engine, in matches of two to four seats over one or
several rounds. Needs ``node``; it may skip outside CI, never in CI.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from shakipesh.engine import ENGINE
from shakipesh.engine.deck import card_index
from shakipesh.engine.game import custom_round
from shakipesh.players import PLAYERS

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


def play(state: Any, rng: random.Random, randomness: float, limit: int = 2000) -> list[Any]:
    """Every state of a match from ``state`` on: Easy players, now and then a random move
    (so that shakipeshes with cards to lay, odd new piles and long matches happen)."""
    players = [PLAYERS["easy"]() for _ in range(state.seats)]
    states = [state]
    while ENGINE.to_act(state) and len(states) < limit:
        actor = ENGINE.to_act(state)[0]
        legal = ENGINE.legal_actions(state, actor)
        if rng.random() < randomness:
            action = rng.choice(legal)
        else:
            action = players[actor].choose(ENGINE.view(state, actor), legal, rng)
        state = ENGINE.apply(state, actor, action)
        states.append(state)
    return states


def fixture_of(states: list[Any], seat: int) -> dict[str, Any]:
    """One seat's view after every action, and pairs of versions with the events between."""
    seats = states[0].seats
    views = [table_fields(ENGINE.view(s, seat), v, seats) for v, s in enumerate(states)]
    pairs = [
        {"prev": i, "next": i + gap, "events": ENGINE.view(states[i + gap], seat, i)["events"]}
        for i in range(len(states)) for gap in GAPS if i + gap < len(states)
    ]
    return {"seat": seat, "views": views, "pairs": pairs}


def game_fixture(number: int) -> dict[str, Any]:
    rng = random.Random(number)
    seats = 2 + number % 3
    limit = (1, 10, 25)[number % 3]
    seat = 0 if number % 2 else number % seats
    state = ENGINE.new_game(f"frames-{number}", seats, {"limit": limit})
    return fixture_of(play(state, rng, (0.3, 0.1, 0.5)[number % 3]), seat)


def blocked_fixture() -> dict[str, Any]:
    """A round that nobody can go on with: the stock empty, no card follows any pile's top
    and no pile fits another, so both seats pass and the round is blocked (K13)."""
    cards = lambda *codes: [card_index(c) for c in codes]  # noqa: E731
    state = custom_round([cards("2C", "5D"), cards("9H", "JS")], [cards("KC"), cards("7S")],
                         limit=1)
    return fixture_of(play(state, random.Random(1), 0.0), 0)


def run(script: str, *args: str) -> str:
    result = subprocess.run(["node", str(HERE / script), *args],
                            capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


def test_frames_rebuild_every_view(tmp_path: Path) -> None:
    fixture = tmp_path / "games.json"
    games = [game_fixture(number) for number in range(12)] + [blocked_fixture()]
    fixture.write_text(json.dumps(games))
    summary = json.loads(run("check_frames.mjs", str(fixture)).strip().splitlines()[-1])
    assert summary["fails"] == 0
    assert summary["pairs"] > 1000 and summary["checked"] > summary["pairs"]
    # The matches reached every kind of event, every way a round ends, and the rounds
    # after the first (whose hands the frames work back from later events).
    for kind in ("deal", "lay", "combine", "complete", "new_pile", "end", "shakipesh",
                 "pass", "round_over", "round_over:out", "round_over:blocked",
                 "match_over", "shakipesh:mine", "deal:later"):
        assert summary["types"].get(kind, 0) > 0, kind
