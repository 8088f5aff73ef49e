"""Sentences about a named player agree with the player's gender in every game's words
(static/tables/seats.js), a Hebrew page writes names in Hebrew letters and card codes
isolated: run under Node.js (check_seat_words.mjs)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tools.node import node_command

HERE = Path(__file__).parent
pytestmark = pytest.mark.needs_services  # a skip (no node) fails in CI


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_a_womans_line_is_chosen_by_the_a_woman_context() -> None:
    done = subprocess.run(node_command(HERE / "check_seat_words.mjs"),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith("ok"), done.stdout
