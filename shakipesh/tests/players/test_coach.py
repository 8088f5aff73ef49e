"""Shakipesh's coach: an option for every legal action, the plan's next step first and no
other valued above it (lower is better: cards left less the others'), the person's own
choice among them, the same answer to the same question from the view alone, and reasons in
card-game words that fit the position: going out, a combination and its new pile, a card
next to a bottom, a run of one's own, cards kept, the shakipesh and the pass."""

from __future__ import annotations

import random

import pytest

from cards import Phrase
from shakipesh.engine import ENGINE, Action, GameState
from shakipesh.engine.deck import symbol
from shakipesh.players.coach import Advice, advise, explain
from shakipesh.players.knowledge import read
from shakipesh.players.model import Position
from shakipesh.players.search import Choice
from shakipesh.tests.engine.positions import act, position

PLAYOUTS = 96  # enough to order the options here; the site uses the full budget


def check(state: GameState, also: Action | None = None) -> Advice:
    seat = state.turn
    legal = ENGINE.legal_actions(state, seat)
    advice = advise(ENGINE.view(state, seat), legal, random.Random(7), also, PLAYOUTS)
    assert sorted(map(str, (o.action for o in advice.options))) == sorted(map(str, legal))
    values = [o.value for o in advice.options]
    assert values == sorted(values)
    assert isinstance(advice.reason, Phrase)
    text = str(advice.reason)
    assert text and "{" not in text and not text.endswith(".")
    if also is not None:
        assert advice.value_of(also) is not None
    return advice


def reason(state: GameState, step: str) -> str:
    """The words for ``step`` as the first move of a plan that does not go out."""
    seen = read(ENGINE.view(state, state.turn))
    plan = Choice((), Position.of(seen), 0.0, 1)
    return str(explain(seen, plan, Action.parse(step)))


def test_every_legal_action_is_an_option_and_the_persons_choice_is_valued() -> None:
    state = position("9H 8H 5C KS 3D 7S", "2D 7D 4S 3H JC QC",
                     piles=("10H", "7H", "4C", "QD", "8S"), stock="3C 4D 2H 8C 9C 10C")
    legal = ENGINE.legal_actions(state, 0)
    advice = check(state, legal[-1])
    assert len(advice.options) == len(legal) == 3
    with pytest.raises(ValueError):
        advise(ENGINE.view(state, 0), legal, random.Random(7), Action("pass"), PLAYOUTS)


def test_the_same_question_gets_the_same_answer_whatever_the_rng() -> None:
    state = position("9H 8H 5C KS 3D 7S", "2D 7D 4S 3H JC QC",
                     piles=("10H", "7H", "4C", "QD", "8S"), stock="3C 4D 2H 8C 9C 10C")
    view, legal = ENGINE.view(state, 0), ENGINE.legal_actions(state, 0)
    answers = {advise(view, legal, random.Random(seed), playouts=PLAYOUTS)
               for seed in range(2)}
    assert len(answers) == 1


def test_the_way_out_is_advised_and_explained() -> None:
    state = position("9H 4C KS", "2D 7D", piles=("10H", "8H", "7H", "QD"), stock="3C 4D 3H")
    advice = check(state)
    assert str(advice.best) in ("lay 9H 0", "combine 2 1")
    assert str(advice.reason).endswith(
        "this turn you can lay every card you hold and win the round")
    # Out, the seat holds nothing and the other keeps his two cards: 0 - 2.
    assert advice.options[0].value == -2.0


def test_a_combination_and_its_new_pile() -> None:
    state = position("5C 3D KS", "2D 7D 4S 3H JC QC", piles=("10H", "9H", "QD", "9D"),
                     stock="3C 4D 2H 8C 9C 10C")
    assert str(check(state).reason) == (
        "Put the pile from the 9♥ on the 10♥: each combination gives you a new pile, one "
        "card more out of your hand")
    advice = check(act(state, "combine 1 0"))
    assert advice.best.type == "new_pile" and str(advice.reason) == (
        f"Lay the {symbol(advice.best.card)} as a new pile: of your cards it is the least "
        "useful to keep, and it opens little for the others")
    state = position("6C 3D KS", "2D 7D 4S 3H JC QC", piles=("7H", "6H", "5C", "9D"),
                     stock="3C 4D 2H 8C 9C 10C")
    assert reason(act(state, "combine 1 0"), "new 6C") == (
        "Lay the 6♣ as a new pile: the pile from the 5♣ can then go on it, and that "
        "combination gives you the new pile back")


def test_a_run_of_ones_own_and_the_cards_kept() -> None:
    state = position("9H 8H 4S 2C", "2D 7D 5D 3H JC QC", piles=("10H", "5S"),
                     stock="3C 4D 2H 8C 9C 10C AD QD JD")
    check(state)
    assert reason(state, "lay 9H 0") == (
        "Lay the 9♥ on the 10♥: the 8♥ that follows it is yours too, so nobody else can lay "
        "there")
    after = act(state, "lay 9H 0")
    check(after)
    assert reason(after, "end") == (
        "End your turn and keep the 8♥ and the 4♠ for later: a card only you can lay is a "
        "move saved, and laying it now would give the others more to follow")
    assert reason(after, "lay 4S 1") == (
        "Lay the 4♠ on the 5♠: played out over the hands the others are likely to hold, this "
        "turn does best")


def test_the_shakipesh_and_the_pass() -> None:
    stuck = position("4H 2C", "2D 7S", piles=("10H", "5S"), stock="3C 3D 3H")
    advice = check(stuck)
    assert [str(o.action) for o in advice.options] == ["shakipesh"]
    assert str(advice.reason) == "Make a shakipesh: none of your cards goes on a pile"
    blocked = position("4H 2C", "2D 7S", piles=("10H", "5S"))
    advice = check(blocked)
    assert str(advice.reason) == (
        "Pass: none of your cards goes on a pile, and the stock is empty")
