"""The two ways an action can be refused, checked once at the engine boundary."""


class ActionError(ValueError):
    """Base class: the action was refused and the state is unchanged."""


class InvalidAction(ActionError):
    """The action cannot be parsed: wrong shape, unknown type, unknown card code."""


class IllegalAction(ActionError):
    """The action is well formed but the rules forbid it for this seat at this moment.

    ``rule`` names the rule-book id (for example ``"S13"``) so that messages and tests can
    say which rule was broken.
    """

    def __init__(self, message: str, rule: str = "") -> None:
        super().__init__(f"{message} ({rule})" if rule else message)
        self.rule = rule


class InvalidOptions(ValueError):
    """A table cannot be set up this way: an unknown option, a bad value, a seat count the
    game does not allow. ``option`` names the offending setting."""

    def __init__(self, message: str, option: str = "") -> None:
        super().__init__(message)
        self.option = option
