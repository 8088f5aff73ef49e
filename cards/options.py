"""Table options: what each game declares it can be set up with, and their validation.

A game lists its options (``Engine.options``); ``validate`` turns what a client sent into a
complete, typed dict or raises ``InvalidOptions`` naming the bad option, so a bad option is
refused before any table exists.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from cards.errors import InvalidOptions

OptionValue = int | str | bool


@dataclass(frozen=True, slots=True)
class Option:
    """One setting of a table: ``choices`` lists the allowed values, or ``minimum`` and
    ``maximum`` bound a whole number. ``offered`` options appear in the lobby; the others
    (test and tool knobs) are accepted through the API only."""

    name: str
    label: str
    default: OptionValue
    choices: tuple[OptionValue, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    offered: bool = True

    def parse(self, raw: object) -> OptionValue:
        """The value ``raw`` stands for, or ``InvalidOptions``."""
        kind = type(self.default)
        # bool is an int in Python: keep the two apart both ways.
        if isinstance(raw, bool) != (kind is bool) or not isinstance(raw, kind):
            raise InvalidOptions(f"{self.name} must be {_kind_word(kind)}", self.name)
        if self.choices and raw not in self.choices:
            allowed = ", ".join(str(c) for c in self.choices)
            raise InvalidOptions(f"{self.name} must be one of {allowed}", self.name)
        if isinstance(raw, int) and not isinstance(raw, bool):
            if self.minimum is not None and raw < self.minimum:
                raise InvalidOptions(f"{self.name} must be at least {self.minimum}", self.name)
            if self.maximum is not None and raw > self.maximum:
                raise InvalidOptions(f"{self.name} must be at most {self.maximum}", self.name)
        return raw


def validate(options: Sequence[Option], raw: object) -> dict[str, OptionValue]:
    """Every declared option with its value: ``raw``'s where given, else the default."""
    if raw is None:
        raw = {}
    if not isinstance(raw, Mapping):
        raise InvalidOptions("options must be an object of names and values")
    known = {option.name: option for option in options}
    for name in raw:
        if name not in known:
            offered = ", ".join(known) or "none"
            # Cut short: the name is echoed back, and a client may send anything.
            raise InvalidOptions(
                f"there is no option called “{str(name)[:40]}” (this game has: {offered})",
                str(name))
    return {
        option.name: option.parse(raw[option.name]) if option.name in raw else option.default
        for option in options
    }


def check_seats(seats: object, lowest: int, highest: int) -> int:
    """``seats`` as a whole number within the game's range, or ``InvalidOptions``."""
    if isinstance(seats, bool) or not isinstance(seats, int) or not lowest <= seats <= highest:
        span = str(lowest) if lowest == highest else f"{lowest} to {highest}"
        raise InvalidOptions(f"this game is played by {span} players", "seats")
    return seats


def _kind_word(kind: type) -> str:
    return {bool: "true or false", int: "a whole number", str: "a text"}.get(kind, kind.__name__)
