"""The page scripts' CSRF token (static/tables/api.js), run under Node.js: from the page's
meta (the cookie is HttpOnly, out of their reach), else a form's hidden input."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tools.node import node_command

HERE = Path(__file__).parent
pytestmark = pytest.mark.needs_services  # a skip (no node) fails in CI


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_the_token_comes_from_the_page_not_the_cookie() -> None:
    done = subprocess.run(node_command(HERE / "check_csrf.mjs"), capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("ok ") == 5, done.stdout
