"""The two refusal types, and the refusal of a setup: each carries its message as a phrase."""

from cards import ActionError, IllegalAction, InvalidAction, InvalidOptions, Phrase


def test_illegal_action_names_its_rule() -> None:
    error = IllegalAction("you must follow trump", "S13")
    assert str(error) == "you must follow trump (S13)" and error.rule == "S13"
    assert error.phrase == Phrase("you must follow trump")
    assert isinstance(error, ActionError) and isinstance(InvalidAction("x"), ActionError)


def test_a_refusal_keeps_its_phrase_for_translation_and_says_it_in_english() -> None:
    phrase = Phrase("you do not hold the {card}", {"card": "Q♣"})
    error = IllegalAction(phrase, "S13")
    assert error.phrase is phrase and str(error) == "you do not hold the Q♣ (S13)"
    invalid = InvalidAction(Phrase("there is no card code “{code}”", {"code": "ZZ"}))
    assert str(invalid) == "there is no card code “ZZ”" and invalid.phrase.params == {"code": "ZZ"}
    options = InvalidOptions(Phrase("{option} must be at least {minimum}",
                                    {"option": "deals", "minimum": 1}), "deals")
    assert str(options) == "deals must be at least 1" and options.option == "deals"
