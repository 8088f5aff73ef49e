"""A fake catalogue for tests: translations added to a language for one test, so a test can
see that a text is translated without waiting for the translators."""

from __future__ import annotations

from collections import ChainMap
from collections.abc import Mapping

import pytest
from django.utils.translation import trans_real


def add_translations(monkeypatch: pytest.MonkeyPatch, language: str,
                     entries: Mapping[str, str]) -> None:
    """``entries`` (msgid -> msgstr) join ``language``'s catalogue until the test ends."""
    translation = trans_real.translation(language)
    monkeypatch.setattr(translation, "_catalog", ChainMap(dict(entries), translation._catalog))
