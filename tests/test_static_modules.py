"""Production's static files (web/static_modules.py, web/catalogues.py): after
``collectstatic`` with the production storage every module imports its siblings by their
hashed names, the table page names nothing unhashed (its preloads are its whole module graph),
each language's JavaScript catalogue is a hashed static file of its own, the site's and one
per game, and WhiteNoise serves every one of them to be cached for good."""

from __future__ import annotations

import json
import posixpath
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.test import Client, override_settings

from web.static_modules import third_party_folders

PRODUCTION_STORAGES = {
    **settings.STORAGES,
    "staticfiles": {"BACKEND": "web.static_modules.ModuleManifestStorage"},
}
HASHED = re.compile(r"\.[0-9a-f]{12}\.\w+$")
# Any relative .js path in a string, once the comments are gone: a test independent of the
# patterns the storage rewrites with.
JS_PATH = re.compile(r"""["'](\.{1,2}/[^"'\s]+\.js)["']""")
COMMENT = re.compile(r"/\*.*?\*/|^\s*//[^\n]*", re.S | re.M)
GAMES = ("sheepshead", "shiesta", "sixes", "shakipesh", "toy")
ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def collected(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, str]]:
    """``collectstatic`` into a folder of its own with the production storage, whose settings
    stay on for the module's tests: the manifest's names, unhashed to hashed."""
    root = tmp_path_factory.mktemp("static")
    with override_settings(STATIC_ROOT=root, STORAGES=PRODUCTION_STORAGES, DEBUG=False,
                           WHITENOISE_USE_FINDERS=False, WHITENOISE_AUTOREFRESH=False):
        # Not the admin's files nor Swagger UI's, which no table page names (a minute of
        # Brotli saved): the project's own, and the catalogues.
        call_command("collectstatic", "--noinput", verbosity=0,
                     ignore_patterns=[folder.rstrip("/") for folder in third_party_folders()])
        yield json.loads((root / "staticfiles.json").read_text())["paths"]


def imports_in(text: str) -> list[str]:
    return JS_PATH.findall(COMMENT.sub("", text))


def test_every_module_imports_its_siblings_by_their_hashed_names(
        collected: dict[str, str]) -> None:
    root = Path(settings.STATIC_ROOT)
    modules = [name for name in collected if name.endswith(".js")
               and not name.startswith("jsi18n/")]
    assert "tables/client.js" in modules and "sheepshead/renderer.js" in modules
    wrong = []
    for name in modules:
        hashed = collected[name]
        for url in imports_in((root / hashed).read_text(encoding="utf-8")):
            target = posixpath.normpath(posixpath.join(posixpath.dirname(hashed), url))
            if not HASHED.search(url) or target not in collected.values():
                wrong.append(f"{hashed}: {url}")
    assert not wrong, wrong
    # Served without its comments (web/minify.py), the JSDoc's type imports among them.
    table = (root / collected["tables/table.js"]).read_text(encoding="utf-8")
    assert "@typedef" not in table and "@typedef" in (ROOT / "static/tables/table.js").read_text()
    assert re.search(r'^import \{ h, kbd \} from "\./dom\.[0-9a-f]{12}\.js";$', table, re.M)


def test_each_language_has_its_catalogue_as_a_hashed_file(collected: dict[str, str]) -> None:
    root = Path(settings.STATIC_ROOT)
    for language, _name in settings.LANGUAGES:
        hashed = collected[f"jsi18n/{language}/djangojs.js"]
        assert HASHED.search(hashed)
        body = (root / hashed).read_text(encoding="utf-8")
        assert "globals.gettext = " in body and "globals.interpolate = " in body
        for game in GAMES:  # the site's strings and the game's own, at its table
            assert HASHED.search(collected[f"jsi18n/{game}/{language}/djangojs.js"])
    norwegian = (root / collected["jsi18n/nb/djangojs.js"]).read_text(encoding="utf-8")
    assert '"Keyboard": "Tastatur"' in norwegian
    assert '"Pick up the blind"' not in norwegian  # a game's words are the game's
    assert '"Keyboard"' not in (root / collected["jsi18n/en/djangojs.js"]).read_text()
    sheepshead = (root / collected["jsi18n/sheepshead/nb/djangojs.js"]).read_text()
    assert "\"Keyboard\": \"Tastatur\"" in sheepshead
    assert "\"Pick up the blind\": \"Ta blinden\"" in sheepshead
    shiesta = (root / collected["jsi18n/shiesta/nb/djangojs.js"]).read_text()
    assert '"Keyboard": "Tastatur"' in shiesta and '"Pick up the blind"' not in shiesta


def table_page(game: str, language: str) -> str:
    client = Client(headers={"accept-language": language})
    client.get("/")
    answer = client.post("/api/tables/", {"game": game}, content_type="application/json")
    assert answer.status_code == 201, answer.content
    return client.get(answer.json()["url"]).content.decode()


@pytest.mark.django_db
@pytest.mark.parametrize("game", GAMES)
def test_the_table_page_names_only_hashed_files_and_preloads_its_whole_graph(
        collected: dict[str, str], game: str) -> None:
    page = table_page(game, "he")
    static = "/" + settings.STATIC_URL.lstrip("/")
    named = re.findall(rf'(?:href|src|data-renderer)="{static}([^"]+)"', page)
    assert named and all(name in collected.values() for name in named), named
    catalogue = collected[f"jsi18n/{game}/he/djangojs.js"]  # the site's and this game's words
    assert f'<script defer src="{static}{catalogue}"></script>' in page

    preloads = set(re.findall(rf'<link rel="modulepreload" href="{static}([^"]+)">', page))
    renderer = re.search(rf'data-renderer="{static}([^"]+)"', page)
    assert renderer
    root = Path(settings.STATIC_ROOT)
    graph, todo = set(), [collected["tables/client.js"], renderer[1]]
    while todo:  # every module the page's two entries import, read from the hashed files
        name = todo.pop()
        if name not in graph:
            graph.add(name)
            text = (root / name).read_text(encoding="utf-8")
            todo += [posixpath.normpath(posixpath.join(posixpath.dirname(name), url))
                     for url in imports_in(text)]
    assert preloads == graph


@pytest.mark.django_db
def test_every_file_the_table_page_names_is_cached_for_good(collected: dict[str, str]) -> None:
    page = table_page("sheepshead", "nb")
    static = "/" + settings.STATIC_URL.lstrip("/")
    names = re.findall(rf'(?:href|src|data-renderer)="({static}[^"]+)"', page)
    client = Client(headers={"accept-encoding": "gzip, br"})  # WhiteNoise as production runs it
    for url in names:
        response = client.get(url)
        assert response.status_code == 200, url
        assert response["Cache-Control"] == "max-age=315360000, public, immutable", url
        if url.endswith((".js", ".css")):
            assert response["Content-Encoding"] == "br", url
