"""A fake catalogue for tests: a language's translations replaced by a few for one test, so
that a test sees exactly which texts are translated, whatever the real catalogue holds."""

from __future__ import annotations

from collections.abc import Mapping

import pytest
from django.utils.translation import trans_real


def add_translations(monkeypatch: pytest.MonkeyPatch, language: str,
                     entries: Mapping[str, str]) -> None:
    """``language``'s catalogue holds only ``entries`` (msgid -> msgstr) until the test ends."""
    translation = trans_real.translation(language)
    monkeypatch.setattr(translation, "_catalog", dict(entries))
