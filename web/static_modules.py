"""The browser's JavaScript modules as files: which module imports which, and the storage that
serves them under hashed names in production.

A module names its imports by relative paths (``import { h } from "./dom.js";``). In
production every static file is served under a name with its content's hash
(``dom.3f2a…js``), cached for good; a module that imported ``./dom.js`` would fetch the
unhashed copy (cached for a minute) beside the hashed one the page preloaded. So
``collectstatic`` rewrites each import to the hashed name (``ModuleManifestStorage``), and
the table page preloads the whole graph of its modules, read here (``module_graph``), by the
same names.

The patterns are this project's own, not Django's ``support_js_module_import_aggregation``:
Django's also rewrite the JSDoc type imports in comments (``@param
{import("./ui.js").TableUI}``), which make cycles (ui.js imports sheet.js, whose comments
name ui.js) that no hashing can settle, and its ``import … from`` may start at the word
"import" in a comment. Here a static import or re-export starts a line and ends with its
semicolon, as every module writes them (tests/test_static_modules.py fails on an import left
unhashed); a dynamic ``import("./x.js")`` is rewritten unless a type name
follows it (``import("./x.js").Name``: JSDoc's, PascalCase; Django compiles the patterns
case-blind, hence ``(?-i:…)``).
"""

from __future__ import annotations

import functools
import posixpath
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from django.apps import apps
from django.conf import settings
from django.contrib.staticfiles import finders
from django.core.files.base import ContentFile
from whitenoise.storage import CompressedManifestStaticFilesStorage

from web.minify import strip_css, strip_js

STRIP = {".js": strip_js, ".css": strip_css}

# (pattern, template) pairs as Django's HashedFilesMixin takes them: the group "url" is
# replaced by the hashed name, "matched" is what the template rewrites. Relative URLs only
# (a bare "x.js" would be a package name to a browser).
IMPORT_PATTERNS: tuple[tuple[str, str], ...] = (
    (r"""(?m)^(?P<matched>import\b(?P<import>[^;"'`]*?)\s*from\s*["'](?P<url>\.{1,2}/[^"'\s]+)["']\s*;)""",
     """import%(import)s from "%(url)s";"""),
    (r"""(?m)^(?P<matched>export\b(?P<exports>[^;"'`]*?)\s*from\s*["'](?P<url>\.{1,2}/[^"'\s]+)["']\s*;)""",
     """export%(exports)s from "%(url)s";"""),
    (r"""(?m)^(?P<matched>import\s*["'](?P<url>\.{1,2}/[^"'\s]+)["']\s*;)""",
     """import "%(url)s";"""),
    (r"""(?P<matched>(?<![\w$.])import\(\s*["'](?P<url>\.{1,2}/[^"'\s]+)["']\s*\))(?!\.(?-i:[A-Z]))""",
     """import("%(url)s")"""),
)
_COMPILED = tuple(re.compile(pattern) for pattern, _template in IMPORT_PATTERNS)


def imports_of(name: str, text: str) -> list[str]:
    """The static names (``tables/dom.js``) that the module ``name`` imports, in order."""
    found: list[tuple[int, str]] = []
    for pattern in _COMPILED:
        for match in pattern.finditer(text):
            target = posixpath.normpath(posixpath.join(posixpath.dirname(name), match["url"]))
            found.append((match.start(), target))
    seen: dict[str, None] = {}
    for _start, target in sorted(found):
        seen.setdefault(target, None)
    return list(seen)


def _source(name: str) -> str:
    path = finders.find(name)
    if not path:
        raise ValueError(f"no static file {name!r} (imported by a module)")
    return Path(str(path)).read_text(encoding="utf-8")


def _graph(entries: tuple[str, ...]) -> tuple[str, ...]:
    order: dict[str, None] = {}
    todo = list(entries)
    while todo:
        name = todo.pop(0)
        if name in order:
            continue
        order[name] = None
        todo.extend(imports_of(name, _source(name)))
    return tuple(order)


_cached_graph = functools.lru_cache(maxsize=64)(_graph)


def module_graph(entries: Iterable[str]) -> tuple[str, ...]:
    """Every module the entry modules import, directly or not, entries first (static names,
    read from the source files through the finders). Kept per process; read anew in DEBUG,
    where the files change under a running server."""
    key = tuple(entries)
    return _graph(key) if settings.DEBUG else _cached_graph(key)


@functools.cache
def third_party_folders() -> tuple[str, ...]:
    """The static folders of the apps that are not this project's (``admin/``,
    ``drf_spectacular_sidecar/``): served as they come, never stripped."""
    base = Path(settings.BASE_DIR).resolve()
    folders = []
    for app in apps.get_app_configs():
        root = Path(app.path).resolve()
        static = root / "static"
        if static.is_dir() and (base not in root.parents or "site-packages" in root.parts):
            folders += [f"{entry.name}/" for entry in static.iterdir() if entry.is_dir()]
    return tuple(sorted(folders))


class ModuleManifestStorage(CompressedManifestStaticFilesStorage):
    """WhiteNoise's storage (hashed names, .gz and .br beside them) with every module import
    rewritten to the imported file's hashed name, and the project's own JavaScript and CSS
    stored without comments and indentation (web/minify.py)."""

    patterns = (
        *CompressedManifestStaticFilesStorage.patterns,
        ("*.js", IMPORT_PATTERNS),
    )
    # A module's hash depends on its imports' hashed names, so each pass settles one more
    # level of the graph: the deepest chain (a renderer down to i18n.js) is 9 modules long.
    max_post_process_passes = 25

    def _save(self, name: str, content: Any) -> str:
        # Every copy goes through here: the unhashed one collectstatic makes, then each hashed
        # one post_process writes (whose hash is the unstripped text's: as stable).
        strip = STRIP.get(Path(name).suffix)
        if strip and not name.startswith(third_party_folders()):
            content.seek(0)
            content = ContentFile(strip(content.read().decode("utf-8")).encode())
        return str(super()._save(name, content))
