"""The table page asks for every shared module the table runs at once (``modulepreload``), so
that the browser fetches them side by side instead of one import level after another; a
module the shell starts to import is added to the page, and a module it stops importing is
dropped. A game's own modules load after its renderer and are not listed."""

from __future__ import annotations

import os
import re
from pathlib import Path

from tables import registry

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "static"
TEMPLATE = ROOT / "templates" / "tables" / "table.html"
# `import … from "./x.js"` and `export … from "./x.js"`, over several lines; a JSDoc type
# import (`@typedef {import("./game.js").Game}`) loads nothing and has no `from`.
STATIC_IMPORT = re.compile(r'^\s*(?:import|export)\s[^;]*?\sfrom\s+"(\.[^"]+)"', re.M | re.S)


def imported(start: str) -> set[str]:
    """The static modules ``start`` loads, itself included (paths under static/)."""
    found: set[str] = set()
    todo = [start]
    while todo:
        module = todo.pop()
        if module in found:
            continue
        found.add(module)
        for target in STATIC_IMPORT.findall((STATIC / module).read_text()):
            todo.append(os.path.normpath(os.path.join(os.path.dirname(module), target)))
    return found


def preloaded() -> set[str]:
    return set(re.findall(r'rel="modulepreload" href="\{% static \'([^\']+)\' %\}"',
                          TEMPLATE.read_text()))


def shared_modules() -> set[str]:
    """What every game's table loads that is no game's own: the client and the kit."""
    games = registry.games()
    loaded = [imported("tables/client.js") | imported(spec.renderer) for spec in games]
    own = {spec.renderer.split("/")[0] + "/" for spec in games}
    return {m for m in set.intersection(*loaded) if not any(m.startswith(o) for o in own)}


def test_the_import_reader_follows_static_imports_only() -> None:
    table = imported("tables/table.js")
    assert "tables/table.js" in table and "tables/ui.js" in table
    assert "tables/game.js" not in table  # named in JSDoc types only


def test_the_table_page_preloads_exactly_the_shared_modules() -> None:
    shared = shared_modules()
    assert "tables/client.js" in shared and "tables/table.js" in shared
    assert preloaded() == shared
