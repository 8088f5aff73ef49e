"""The two refusal types."""

from cards import ActionError, IllegalAction, InvalidAction


def test_illegal_action_names_its_rule() -> None:
    error = IllegalAction("you must follow trump", "S13")
    assert str(error) == "you must follow trump (S13)" and error.rule == "S13"
    assert isinstance(error, ActionError) and isinstance(InvalidAction("x"), ActionError)
