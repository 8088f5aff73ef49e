"""The Share button's choice (static/leaderboards/share.js), run under Node.js: the phone's
share sheet when it takes text, the clipboard otherwise; a cancelled sheet copies nothing."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tools.node import node_command

HERE = Path(__file__).parent
pytestmark = pytest.mark.needs_services  # a skip (no node) fails in CI


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_share_uses_the_sheet_then_the_clipboard() -> None:
    done = subprocess.run(node_command(HERE / "check_share.mjs"), capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("ok ") == 7, done.stdout
