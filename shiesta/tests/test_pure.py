"""``shiesta`` and its engine import without Django (the site's parts come later)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


def test_the_engine_does_not_pull_in_django() -> None:
    code = ("import sys, shiesta, shiesta.engine, shiesta.engine.playout, shiesta.players.arena; "
            "assert 'django' not in sys.modules, 'django imported'")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr
