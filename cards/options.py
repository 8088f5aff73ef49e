"""Table options: what each game declares it can be set up with, and their validation.

A game lists its options (``Engine.options``); ``validate`` turns what a client sent into a
complete, typed dict or raises ``InvalidOptions`` naming the bad option, so a bad option is
refused before any table exists.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from cards.errors import InvalidOptions
from cards.phrase import Phrase, gettext_noop

OptionValue = int | str | bool


@dataclass(frozen=True, slots=True)
class Seats:
    """Table sizes: ``lowest`` to ``highest`` players, ``default`` when none is asked for."""

    lowest: int
    highest: int
    default: int

    @property
    def sizes(self) -> range:
        return range(self.lowest, self.highest + 1)


@dataclass(frozen=True, slots=True)
class Option:
    """One setting of a table: ``choices`` lists the allowed values, or ``minimum`` and
    ``maximum`` bound a whole number. ``offered`` options appear in the lobby; the others
    (test and tool knobs) are accepted through the API only. ``label`` is English, marked
    with ``gettext_noop``: the site translates it where it shows it; so are
    ``choice_labels``, the words for ``choices`` in their order where a code is not what a
    person should read ("double": "Double Sixes"). ``choice_seats`` narrows the table sizes
    for a choice, in the order of ``choices`` (Double Sixes: two or three players, two unless
    asked); None or left out: the game's own. The engine's ``validate_options`` refuses a size
    outside them, in its own words; the lobby offers only these, and a table asked for without
    a size gets the ``default`` (``seats_for``)."""

    name: str
    label: str
    default: OptionValue
    choices: tuple[OptionValue, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    offered: bool = True
    choice_labels: tuple[str, ...] = ()
    choice_seats: tuple[Seats | None, ...] = ()

    def parse(self, raw: object) -> OptionValue:
        """The value ``raw`` stands for, or ``InvalidOptions``."""
        kind = type(self.default)
        # bool is an int in Python: keep the two apart both ways.
        if isinstance(raw, bool) != (kind is bool) or not isinstance(raw, kind):
            raise self._refused(_KIND_WORDS.get(kind, _KIND_WORDS[str]))
        if self.choices and raw not in self.choices:
            allowed = ", ".join(str(c) for c in self.choices)
            raise self._refused(gettext_noop("{option} must be one of {allowed}"),
                                allowed=allowed)
        if isinstance(raw, int) and not isinstance(raw, bool):
            if self.minimum is not None and raw < self.minimum:
                raise self._refused(gettext_noop("{option} must be at least {minimum}"),
                                    minimum=self.minimum)
            if self.maximum is not None and raw > self.maximum:
                raise self._refused(gettext_noop("{option} must be at most {maximum}"),
                                    maximum=self.maximum)
        return raw

    def _refused(self, message: str, **params: str | int) -> InvalidOptions:
        # The option's name is the code a client sends, never translated.
        return InvalidOptions(Phrase(message, {"option": self.name, **params}), self.name)


def validate(options: Sequence[Option], raw: object) -> dict[str, OptionValue]:
    """Every declared option with its value: ``raw``'s where given, else the default."""
    if raw is None:
        raw = {}
    if not isinstance(raw, Mapping):
        raise InvalidOptions(Phrase(gettext_noop(
            "options must be an object of names and values")))
    known = {option.name: option for option in options}
    for name in raw:
        if name not in known:
            # Cut short: the name is echoed back, and a client may send anything.
            sent = str(name)[:40]
            if not known:
                raise InvalidOptions(Phrase(gettext_noop(
                    "there is no option called “{name}”: this game has no options"),
                    {"name": sent}), str(name))
            raise InvalidOptions(Phrase(gettext_noop(
                "there is no option called “{name}” (this game has: {offered})"),
                {"name": sent, "offered": ", ".join(known)}), str(name))
    return {
        option.name: option.parse(raw[option.name]) if option.name in raw else option.default
        for option in options
    }


class SeatedGame(Protocol):
    """What ``seats_for`` reads of an engine (``cards.protocol.Engine`` has it): its table
    sizes and its options. A protocol of its own, so that this module needs no other."""

    @property
    def min_seats(self) -> int: ...
    @property
    def max_seats(self) -> int: ...
    @property
    def default_seats(self) -> int: ...
    @property
    def options(self) -> tuple[Option, ...]: ...


def seats_for(engine: SeatedGame, raw: object) -> Seats:
    """The table sizes a setup allows: the game's, or those of the choice it makes of an
    option that narrows them (``Option.choice_seats``; a game has one such option at most).
    ``raw`` is the options as a client sent them, unchecked: a value that is no choice
    narrows nothing, and validation refuses it afterwards."""
    sent = raw if isinstance(raw, Mapping) else {}
    for option in engine.options:
        if not option.choice_seats:
            continue
        value = sent.get(option.name, option.default)
        # Compared with their types: True == 1, yet True is no choice of a number.
        found = next((i for i, choice in enumerate(option.choices)
                      if choice == value and type(choice) is type(value)), None)
        if found is not None and found < len(option.choice_seats):
            narrowed = option.choice_seats[found]
            if narrowed is not None:
                return narrowed
    return Seats(engine.min_seats, engine.max_seats, engine.default_seats)


def check_seats(seats: object, lowest: int, highest: int) -> int:
    """``seats`` as a whole number within the game's range, or ``InvalidOptions``."""
    if isinstance(seats, bool) or not isinstance(seats, int) or not lowest <= seats <= highest:
        if lowest == highest:
            raise InvalidOptions(Phrase(gettext_noop("this game is played by {count} players"),
                                        {"count": lowest}), "seats")
        raise InvalidOptions(Phrase(gettext_noop(
            "this game is played by {lowest} to {highest} players"),
            {"lowest": lowest, "highest": highest}), "seats")
    return seats


_KIND_WORDS = {  # what an option's value must be, by the type of its default
    bool: gettext_noop("{option} must be true or false"),
    int: gettext_noop("{option} must be a whole number"),
    str: gettext_noop("{option} must be a text"),
}
