"""The table page asks for every module the table runs at once (``modulepreload``), so that
the browser fetches them side by side instead of one import level after another: the shell's
and its game's, read from the imports as the page is drawn (``{% module_preloads %}``,
web/static_modules.py), so that a module the shell or a game starts to import is added and a
module it stops importing is dropped. Checked here with a reader of its own. (In production
the same list names the hashed files: tests/test_static_modules.py.)"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from django.contrib.staticfiles import finders
from django.test import Client

from tables import registry

# `import … from "./x.js"` and `export … from "./x.js"`, over several lines; a JSDoc type
# import (`@typedef {import("./game.js").Game}`) loads nothing and has no `from`.
STATIC_IMPORT = re.compile(r'^\s*(?:import|export)\s[^;]*?\sfrom\s+"(\.[^"]+)"', re.M | re.S)


def imported(start: str) -> set[str]:
    """The static modules ``start`` loads, itself included (paths in the served tree)."""
    found: set[str] = set()
    todo = [start]
    while todo:
        module = todo.pop()
        if module in found:
            continue
        found.add(module)
        # Where the site serves it from: static/, or a game's own static/ folder.
        path = finders.find(module)
        assert isinstance(path, str), f"no static file {module}"
        for target in STATIC_IMPORT.findall(Path(path).read_text()):
            todo.append(os.path.normpath(os.path.join(os.path.dirname(module), target)))
    return found


def preloaded(game: str) -> set[str]:
    """The modules a new table of ``game`` preloads (static names: the tests serve them
    unhashed)."""
    client = Client()
    client.get("/")
    created = client.post("/api/tables/", {"game": game}, content_type="application/json")
    page = client.get(created.json()["url"]).content.decode()
    return set(re.findall(r'<link rel="modulepreload" href="/static/([^"]+)">', page))


def test_the_import_reader_follows_static_imports_only() -> None:
    table = imported("tables/table.js")
    assert "tables/table.js" in table and "tables/ui.js" in table
    assert "tables/game.js" not in table  # named in JSDoc types only


@pytest.mark.django_db
def test_the_table_page_preloads_exactly_the_modules_its_table_runs() -> None:
    for spec in registry.games():
        expected = imported("tables/client.js") | imported(spec.renderer)
        assert "tables/table.js" in expected and f"{spec.name}/renderer.js" in expected
        assert preloaded(spec.name) == expected, spec.name
