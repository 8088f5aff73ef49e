"""Card codes: rank then suit, jokers X1 and X2."""

import pytest

from cards import Card, InvalidAction


@pytest.mark.parametrize("code", ["QC", "10D", "7H", "AS", "2C", "X1", "X2"])
def test_codes_round_trip(code: str) -> None:
    assert str(Card.parse(code)) == code


def test_parse_normalises_case_and_space() -> None:
    assert Card.parse(" 10d ") == Card("10", "D")


def test_symbols() -> None:
    assert Card.parse("10H").symbol == "10♥"
    assert Card.parse("X2").is_joker and Card.parse("X2").symbol == "🃏"


@pytest.mark.parametrize("bad", ["", "1C", "11D", "QX", "X3", "C", 7, None, ["QC"]])
def test_bad_codes_are_invalid(bad: object) -> None:
    with pytest.raises(InvalidAction):
        Card.parse(bad)
