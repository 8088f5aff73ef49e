"""The renderer-frames harness every game's ``<game>/tests/renderer/`` shares, Python side.

A game's ``test_renderer_frames.py`` plays random games with its engine (how it chooses the
actions is its own), and hands the states to ``fixture``: one seat's view after every action,
with the table's fields a page adds, and pairs of versions ``GAPS`` apart with the public
events between them, as the server sends them (``ENGINE.view(state, seat, since)``).
``check_frames`` writes the fixtures to a file and runs the game's ``check_frames.mjs`` under
Node (which calls ``tests/js/frames_harness.mjs``: every frame at a version boundary equals
the server's view at that version), then checks its summary line. Needs ``node``: the tests
are marked with ``NEEDS_NODE``, so they may skip outside CI, never in CI.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

from cards import Engine
from tools.node import node_command

ROOT = Path(__file__).resolve().parents[1]
NEEDS_NODE = [
    pytest.mark.needs_services,
    pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed"),
]
GAPS = (1, 2, 3, 5, 9, 40)  # how far apart the two views of a pair are

# A seat to act and its action in a state: how a game's random playout chooses.
Choose = Callable[[Any], tuple[int, Any]]


def play(engine: Engine[Any, Any], state: Any, choose: Choose, limit: int | None = None
         ) -> list[Any]:
    """Every state from ``state`` on until nobody is to act (or ``limit`` states)."""
    states = [state]
    while engine.to_act(state) and (limit is None or len(states) < limit):
        seat, action = choose(state)
        state = engine.apply(state, seat, action)
        states.append(state)
    return states


def players_or_random(engine: Engine[Any, Any], players: Sequence[Any], rng: random.Random,
                      randomness: float) -> Choose:
    """The first seat to act chooses as its player (``players[seat].choose``) does, or, with
    the chance ``randomness``, any legal action: the rarer turns of a game happen too."""

    def choose(state: Any) -> tuple[int, Any]:
        seat = engine.to_act(state)[0]
        legal = engine.legal_actions(state, seat)
        if rng.random() < randomness:
            return seat, rng.choice(legal)
        return seat, players[seat].choose(engine.view(state, seat), legal, rng)

    return choose


def fixture(engine: Engine[Any, Any], states: Sequence[Any], seat: int, seats: int, *,
            level: str = "easy", table: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Seat ``seat``'s view of every state (version = index), with the fields the table page
    adds (``table`` overrides the options and the coach), and pairs of versions with the
    public events between them."""
    fields = {"options": {}, "coach": False} if table is None else dict(table)

    def table_view(state: Any, version: int) -> dict[str, Any]:
        data = engine.view(state, seat)
        data.update({"version": version, "table": "t", "mode": "practice", "thinking": None,
                     **fields, "players": [
                         {"seat": s, "name": f"P{s}", "kind": "computer", "level": level}
                         for s in range(seats)]})
        return data

    views = [table_view(s, v) for v, s in enumerate(states)]
    pairs = [
        {"prev": i, "next": i + gap, "events": engine.view(states[i + gap], seat, i)["events"]}
        for i in range(len(states)) for gap in GAPS if i + gap < len(states)
    ]
    return {"seat": seat, "views": views, "pairs": pairs}


def run_node(script: Path, *args: str) -> str:
    """What ``script`` prints under Node with the served static layout; fails on an error."""
    result = subprocess.run(node_command(script, *args),
                            capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


def check_frames(script: Path, games: Iterable[dict[str, Any]], folder: Path,
                 reached: Iterable[str] = ()) -> dict[str, Any]:
    """Runs the game's ``check_frames.mjs`` on ``games`` (written to ``folder``) and returns
    its summary, once it says that no check failed, that enough pairs and frames were
    compared, and that the games reached every kind in ``reached`` (the summary's
    ``types``: event kinds, and what else the game's checker counts)."""
    path = folder / "games.json"
    path.write_text(json.dumps(list(games)))
    summary: dict[str, Any] = json.loads(run_node(script, str(path)).strip().splitlines()[-1])
    assert summary["fails"] == 0
    assert summary["pairs"] > 1000 and summary["checked"] > summary["pairs"]
    for kind in reached:
        assert summary["types"].get(kind, 0) > 0, kind
    return summary
