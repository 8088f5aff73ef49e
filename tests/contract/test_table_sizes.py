"""Table sizes that follow an option (``Option.choice_seats``, issue 31): for every game, what
a choice declares agrees with what its engine accepts, the lobby offers those sizes, and a
table asked for with the choice alone gets a size it accepts (Double Sixes: two)."""

from __future__ import annotations

from typing import Any

import pytest

from accounts.guests import create_guest
from cards import Engine, Option, Seats, seats_for
from pages.views import option_field
from tables import registry, services
from tests.contract.test_engines import ALL_ENGINES, ENGINES, _accepted


def _sizes(engine: Engine[Any, Any]) -> range:
    return range(engine.min_seats, engine.max_seats + 1)


@pytest.mark.parametrize("engine_name", ALL_ENGINES)
def test_each_choice_allows_the_sizes_it_declares(engine: Engine[Any, Any]) -> None:
    """Every size a choice declares is accepted with it, every other size of the game
    refused; its default is one of them. One option at most narrows the sizes."""
    narrowing = [option for option in engine.options if option.choice_seats]
    assert len(narrowing) <= 1, [option.name for option in narrowing]
    game = Seats(engine.min_seats, engine.max_seats, engine.default_seats)
    for option in narrowing:
        assert option.choices and len(option.choice_seats) <= len(option.choices), option.name
    choices = [(option.name, value) for option in engine.options for value in option.choices]
    for name, value in choices:
        sizes = seats_for(engine, {name: value})
        assert sizes == game or any(o.name == name for o in narrowing), (name, value)
        assert engine.min_seats <= sizes.lowest <= sizes.default <= sizes.highest \
            <= engine.max_seats, (name, value, sizes)
        for seats in _sizes(engine):
            accepted = _accepted(engine, [seats], {name: value}) is not None
            assert accepted == (seats in sizes.sizes), (name, value, seats)
    # Nothing chosen: the default choices, whose sizes include the game's default.
    assert engine.default_seats in seats_for(engine, None).sizes


@pytest.mark.parametrize("engine_name", ENGINES)
@pytest.mark.django_db
def test_a_table_asked_for_with_a_choice_alone_gets_a_size_it_allows(
        engine_name: str) -> None:
    spec = registry.get(engine_name)
    person = create_guest()
    for option in spec.engine.options:
        for value in option.choices:
            table = services.create_table(person, spec.name, options={option.name: value})
            expected = seats_for(spec.engine, {option.name: value}).default
            assert len(table.seats) == expected, (option.name, value)
            assert table.options[option.name] == value
            table.delete()  # one unfinished practice table at a time


def test_the_lobby_carries_a_choices_sizes() -> None:
    """The lobby's select says which sizes a narrowing choice allows, the others nothing."""
    narrow = Option("variant", "Variant", "one", choices=("one", "two", "three"),
                    choice_seats=(None, Seats(2, 3, 2)))
    choices = option_field(narrow).choices
    assert [(c.value, c.seats, c.default_seats) for c in choices] == [
        ("one", "", ""), ("two", "2 3", "2"), ("three", "", "")]


class _Sized:
    """Just what ``seats_for`` reads of an engine."""

    min_seats, max_seats, default_seats = 2, 6, 4
    options = (
        Option("length", "Length", 10, choices=(1, 10)),
        Option("variant", "Variant", "wide", choices=("wide", "narrow", "tiny"),
               choice_seats=(None, Seats(2, 3, 2), Seats(2, 2, 2))),
    )


@pytest.mark.parametrize(("raw", "expected"), [
    (None, Seats(2, 6, 4)),
    ({}, Seats(2, 6, 4)),
    ({"variant": "narrow"}, Seats(2, 3, 2)),
    ({"variant": "tiny", "length": 1}, Seats(2, 2, 2)),
    ({"variant": "wide"}, Seats(2, 6, 4)),
    # Sent unchecked: what is no choice narrows nothing (validation refuses it later).
    ({"variant": "NARROW"}, Seats(2, 6, 4)),
    ({"variant": ["narrow"]}, Seats(2, 6, 4)),
    (["variant", "narrow"], Seats(2, 6, 4)),
    ("narrow", Seats(2, 6, 4)),
])
def test_seats_for_reads_the_chosen_value(raw: object, expected: Seats) -> None:
    assert seats_for(_Sized(), raw) == expected  # type: ignore[arg-type]


def test_a_value_equal_to_a_choice_in_another_type_is_no_choice() -> None:
    """True == 1 in Python, yet True is no choice of a number: nothing narrows."""
    flags = Option("mode", "Mode", 0, choices=(0, 1), choice_seats=(None, Seats(3, 3, 3)))
    engine = type("E", (), {"min_seats": 2, "max_seats": 4, "default_seats": 2,
                            "options": (flags,)})()
    assert seats_for(engine, {"mode": 1}) == Seats(3, 3, 3)
    assert seats_for(engine, {"mode": True}) == Seats(2, 4, 2)
