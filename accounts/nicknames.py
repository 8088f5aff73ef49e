"""Friendly generated nicknames, and the rules a chosen nickname must follow."""

from __future__ import annotations

import re
import secrets

from django.utils.translation import gettext as _

ADJECTIVES = (
    "Brave", "Calm", "Clever", "Cosy", "Daring", "Eager", "Gentle", "Happy", "Jolly", "Keen",
    "Lucky", "Merry", "Nimble", "Plucky", "Quick", "Quiet", "Sunny", "Swift", "Witty", "Zesty",
)
ANIMALS = (
    "Badger", "Beaver", "Crane", "Deer", "Falcon", "Finch", "Fox", "Heron", "Lynx", "Marten",
    "Otter", "Owl", "Pike", "Robin", "Sheep", "Sparrow", "Stoat", "Trout", "Walleye", "Wren",
)
MIN_LENGTH, MAX_LENGTH = 3, 20
ALLOWED = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 _.-]*[A-Za-z0-9]$")


class NicknameError(ValueError):
    """A nickname that cannot be used; the message says why, for the person."""

    def __init__(self, message: str, code: str = "invalid") -> None:
        super().__init__(message)
        self.code = code


def generate() -> str:
    """For example ``BraveOtter4172``: 4,000,000 names, drawn again when one is taken."""
    return f"{secrets.choice(ADJECTIVES)}{secrets.choice(ANIMALS)}{secrets.randbelow(10000)}"


def clean(raw: object) -> str:
    """Normalise a requested nickname or raise :class:`NicknameError`."""
    if not isinstance(raw, str):
        raise NicknameError(_("A nickname must be text."))
    name = " ".join(raw.split())
    if not MIN_LENGTH <= len(name) <= MAX_LENGTH:
        raise NicknameError(
            _("A nickname has %(min)s to %(max)s characters.")
            % {"min": MIN_LENGTH, "max": MAX_LENGTH}
        )
    if not ALLOWED.match(name):
        raise NicknameError(_(
            "Use letters, digits, spaces, dots, dashes and underscores, "
            "starting and ending with a letter or digit."
        ))
    return name
