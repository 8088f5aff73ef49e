"""Running the site's JavaScript under Node.js, as the browser sees it.

A game's modules lie in ``<game>/static/<game>/`` and import the shared kit by its place in
the served tree (``../tables/table.js``); ``static_paths.mjs`` teaches Node that layout.
"""

from __future__ import annotations

from pathlib import Path

STATIC_PATHS = Path(__file__).resolve().parent / "static_paths.mjs"


def node_command(script: Path | str, *args: str) -> list[str]:
    """The command that runs ``script`` under Node with the site's static layout."""
    return ["node", "--no-warnings", "--import", STATIC_PATHS.as_uri(), str(script), *args]
