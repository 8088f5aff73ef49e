"""Each language's JavaScript catalogue (gettext, ngettext, interpolate… and the djangojs
strings) as a static file: the site's, ``jsi18n/<lang>/djangojs.js``, which base.html loads
with ``{% statici18n LANGUAGE_CODE %}``, and one per app with a catalogue of its own (a game:
its table's words), ``jsi18n/<app>/<lang>/djangojs.js``, the site's strings and the app's,
which its table page loads instead (``catalogue_path``). A table page so carries its own
game's words and not the other games' (Norwegian: 5.5–7 KiB with Brotli instead of 15).

django-statici18n's ``compilejsi18n`` writes the files (Django's own JavaScriptCatalog, once
per language); this finder makes them static files like any other without a generated file in
the tree or a step by hand: ``collectstatic`` collects them (hashed, compressed, cached for
good like the rest) and in development WhiteNoise serves them through the finders. They are
compiled once per process, into a temporary folder of its own (no two processes write the
same file), from the compiled catalogues (.mo) as they are then: like a template's strings,
a catalogue changed by ``make messages`` reaches a running server when it restarts.
"""

from __future__ import annotations

import atexit
import functools
import shutil
import tempfile
import threading
from pathlib import Path
from typing import Any

from django.apps import apps
from django.conf import settings
from django.contrib.staticfiles.finders import BaseFinder
from django.contrib.staticfiles.utils import get_files
from django.core.files.storage import FileSystemStorage
from django.core.management import call_command
from django.utils import translation
from statici18n.conf import settings as statici18n_settings


@functools.cache
def own_apps() -> tuple[list[str], list[str]]:
    """The project's apps (not Django's nor a library's): those without a ``locale/`` of
    their own, whose strings are the site's (``LOCALE_PATHS``), and those with one."""
    base = Path(settings.BASE_DIR).resolve()
    without, alone = [], []
    for app in apps.get_app_configs():
        path = Path(app.path).resolve()
        if base in path.parents and "site-packages" not in path.parts:
            (alone if (path / "locale").is_dir() else without).append(app.name)
    return without, alone


def catalogue_path(language: str, app: str | None = None) -> str:
    """The static name of ``app``'s catalogue in ``language``: the site's without ``app`` or
    when the app has no strings of its own (a new game before its first translation)."""
    prefix = statici18n_settings.STATICI18N_OUTPUT_DIR.strip("/")
    own = [app] if app in own_apps()[1] else []
    return "/".join([prefix, *own, language, "djangojs.js"])


class CatalogueFinder(BaseFinder):
    """The catalogues under ``STATICI18N_OUTPUT_DIR`` (``jsi18n/``), compiled on first use."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.prefix = statici18n_settings.STATICI18N_OUTPUT_DIR.strip("/")
        self._storage: FileSystemStorage | None = None
        self._lock = threading.Lock()

    def check(self, **kwargs: Any) -> list[Any]:
        return []

    def storage(self) -> FileSystemStorage:
        with self._lock:
            if self._storage is None:
                root = Path(tempfile.mkdtemp(prefix="jsi18n-"))
                atexit.register(shutil.rmtree, root, ignore_errors=True)
                without, alone = own_apps()
                # compilejsi18n activates each language in turn and leaves the last one on.
                # Each catalogue is LOCALE_PATHS' (the site's) and its packages' locale/.
                with translation.override(translation.get_language()):
                    call_command("compilejsi18n", outputdir=str(root / self.prefix),
                                 packages=without, verbosity=0)
                    for app in alone:
                        call_command("compilejsi18n", outputdir=str(root / self.prefix / app),
                                     packages=[app], verbosity=0)
                self._storage = FileSystemStorage(location=root)
            return self._storage

    def find(self, path: str, find_all: bool = False, **kwargs: Any) -> str | list[str]:
        # Not found is [] either way, as Django's own finders answer.
        if path.startswith(self.prefix + "/"):
            storage = self.storage()
            if storage.exists(path):
                return [storage.path(path)] if find_all else storage.path(path)
        return []

    def list(self, ignore_patterns: list[str] | None) -> Any:
        storage = self.storage()
        for path in get_files(storage, ignore_patterns):
            yield path, storage
