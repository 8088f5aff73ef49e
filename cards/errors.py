"""The two ways an action can be refused, checked once at the engine boundary, and the refusal
of a table's setup.

Each takes its message as a :class:`~cards.phrase.Phrase` (a plain string is taken as one
without parameters), so the site can say it in the reader's language; ``str(error)`` is the
English, for logs and tests.
"""

from __future__ import annotations

from cards.phrase import Phrase


def _phrase(message: str | Phrase) -> Phrase:
    return message if isinstance(message, Phrase) else Phrase(message)


class ActionError(ValueError):
    """Base class: the action was refused and the state is unchanged."""

    def __init__(self, message: str | Phrase) -> None:
        self.phrase = _phrase(message)
        super().__init__(str(self.phrase))


class InvalidAction(ActionError):
    """The action cannot be parsed: wrong shape, unknown type, unknown card code."""


class IllegalAction(ActionError):
    """The action is well formed but the rules forbid it for this seat at this moment.

    ``rule`` names the rule-book id (for example ``"S13"``) so that messages and tests can
    say which rule was broken: ``str(error)`` ends with it, "… (S13)".
    """

    def __init__(self, message: str | Phrase, rule: str = "") -> None:
        super().__init__(message)
        self.rule = rule
        if rule:
            self.args = (f"{self.phrase} ({rule})",)


class InvalidOptions(ValueError):
    """A table cannot be set up this way: an unknown option, a bad value, a seat count the
    game does not allow. ``option`` names the offending setting."""

    def __init__(self, message: str | Phrase, option: str = "") -> None:
        self.phrase = _phrase(message)
        super().__init__(str(self.phrase))
        self.option = option
