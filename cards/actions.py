"""The boundary every game's action codec starts with: a JSON action object whose ``type``
is one the game has, with exactly that type's fields."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from cards.errors import InvalidAction
from cards.phrase import Phrase, gettext_noop


def action_fields(data: object, fields: Mapping[str, Collection[str]]
                  ) -> tuple[str, dict[str, Any]]:
    """The type of the action ``data`` and ``data`` itself, checked against ``fields`` (each
    type's field names, ``"type"`` included); ``InvalidAction`` naming what is wrong."""
    if not isinstance(data, dict):
        raise InvalidAction(Phrase(gettext_noop("an action must be a JSON object")))
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in fields:
        raise InvalidAction(Phrase(gettext_noop("there is no action type “{type}”"),
                                   {"type": str(kind)[:40]}))
    expected = set(fields[kind])
    extra = set(map(str, data)) - expected
    if extra:  # cut short: the name is echoed back, and a client may send anything
        raise InvalidAction(Phrase(
            gettext_noop("unexpected field “{field}” in a “{type}” action"),
            {"field": sorted(extra)[0][:40], "type": kind}))
    missing = expected - set(data)
    if missing:
        raise InvalidAction(Phrase(gettext_noop("a “{type}” action needs “{field}”"),
                                   {"type": kind, "field": sorted(missing)[0]}))
    return kind, data
