"""Sixes' coach: an option for every legal action and only those, best (lowest value) first,
the person's own choice among them, the same answer to the same question, refusals out of
turn, and reasons in card-game words that fit the position: a king kept, a pair made, a
high card thrown away, going up, knocking or not, a last turn passed."""

from __future__ import annotations

import random

import pytest

from cards import Phrase
from sixes.engine import ENGINE, Action, GameState
from sixes.engine.deck import indices
from sixes.engine.game import custom_game
from sixes.players import coach_words
from sixes.players.coach import Advice, Option, advise, evaluate, explain, plans
from sixes.players.knowledge import by_code, read
from sixes.players.model import PASS
from sixes.tests.players.games import act, decisions, position

WORLDS = 60  # enough to order the options here; the site plays coach.WORLDS
ALL = 0b111111


def check(state: GameState, seat: int, also: Action | None = None,
          worlds: int = WORLDS) -> Advice:
    legal = ENGINE.legal_actions(state, seat)
    advice = advise(ENGINE.view(state, seat), legal, random.Random(7), also, worlds=worlds)
    assert sorted(map(str, (o.action for o in advice.options))) == sorted(map(str, legal))
    values = [o.value for o in advice.options]
    assert values == sorted(values)
    assert all(0.0 <= o.wins <= 1.0 for o in advice.options)
    assert isinstance(advice.reason, Phrase) and str(advice.reason)
    assert "{" not in str(advice.reason) and not str(advice.reason).endswith(".")
    if also is not None:
        assert advice.value_of(also) is not None
    return advice


def reason(state: GameState, best: str, worlds: int = WORLDS) -> str:
    """The words for ``best`` as the coach's first option, from the seat on turn's view:
    the options as the coach values them, ``best`` moved first."""
    seat = state.turn
    view = ENGINE.view(state, seat)
    options = evaluate(view, ENGINE.legal_actions(state, seat), random.Random(3), worlds)
    first = next(o for o in options if str(o.action) == best)
    rest = [Option(o.action, max(o.value, first.value), o.wins, o.plan) for o in options
            if o is not first]
    return str(explain(view, [first, *rest]))


def test_every_legal_action_is_valued_through_a_whole_game() -> None:
    """Each real decision of the seat on turn, in Sixes and in Double Sixes: every legal
    action an option, nothing else, the chosen one valued."""
    for double, seats in ((False, 4), (True, 2)):
        asked = 0
        for state, seat, legal, action in decisions(["normal"] * seats, f"coach{seats}",
                                                    double=double):
            if len(legal) > 1 and asked < 12:
                check(state, seat, action, worlds=8)
                asked += 1
        assert asked == 12


def test_the_same_question_gets_the_same_answer_and_bad_questions_are_refused() -> None:
    state = act(position("5C 6C 7C QH 2D 3S", "9H 9S 10H JH 8D 4H", "KC"), "draw")
    view, legal = ENGINE.view(state, 0), ENGINE.legal_actions(state, 0)
    answers = {advise(view, legal, random.Random(9), worlds=WORLDS) for _ in range(2)}
    assert len(answers) == 1
    with pytest.raises(ValueError):  # not among the legal actions
        advise(view, legal, random.Random(9), Action("knock", 0), worlds=WORLDS)
    with pytest.raises(ValueError):  # not seat 1's turn: it may only go up
        advise(ENGINE.view(state, 1), ENGINE.legal_actions(state, 1), random.Random(9))
    with pytest.raises(ValueError):
        advise(view, (), random.Random(9))


def test_going_up_is_valued_with_the_swaps_into_the_top_row() -> None:
    state = act(position("5C 6C 7C 2H 2D AS", "9H 9S 10H JH 8D 4H", "KC"), "draw")
    seen = read(ENGINE.view(state, 0))
    found = plans(seen, by_code(ENGINE.legal_actions(state, 0)))
    ups = found[100]  # UP + packet 0
    assert {plan[1] for plan in ups} >= {10, 11, 12}  # then a swap into the top row
    assert all(len(plan) == 1 for code, listed in found.items() if code != 100
               for plan in listed)


def test_a_king_in_hand_is_kept_for_the_queen() -> None:
    """A drawn king counts 0 (X2): it goes in for the queen, and the hint says so."""
    state = act(position("5C 6C 7C QH 2D 3S", "9H 9S 10H JH 8D 4H", "KC"), "draw")
    advice = check(state, 0, Action("discard"), worlds=200)
    assert str(advice.best) == "swap 0 3"
    assert str(advice.reason) == (
        "Swap the K♣ for your bottom left card: the Q♥ there counts 12, the K♣ only 0")
    value = advice.value_of(Action("discard"))
    assert value is not None and value > advice.options[0].value


def test_a_pair_a_blind_swap_and_a_card_thrown_away() -> None:
    pair = act(position("5C 6C 7C 9H 2D 3S", "4C 9S 10H JH 8D 4H", "9C"), "draw")
    assert reason(pair, "swap 0 5") == (
        "Swap the 9♣ for your bottom right card: it matches the 9♥, and matching cards "
        "count 0")
    blind = act(position("5C 6C 7C 2H 2D AS", "4C 9S 10H JH 8D 4H", "3C", up=1), "draw")
    text = reason(blind, "swap 0 0")
    assert text.startswith("Swap the 3♣ for your top left card: you do not know the card "
                           "there, and an unknown card is worth ")
    assert text.endswith(" on average; the 3♣ counts 3")
    high = act(position("5C 6C 7C 2H 2D AS", "4C 9S 10H JH 8D 4H", "QC"), "draw")
    assert reason(high, "discard").startswith(
        "Throw the Q♣ onto the open pile: it counts 12, so it would not lower your score in "
        "any place you may swap it into (an unknown card is worth ")


def test_draw_or_take_and_going_up_in_words() -> None:
    useless = position("5C 6C 7C 2H 2D AS", "4C 9S 10H JH 8D 4H", "3C", open_pile="QC")
    assert reason(useless, "draw").startswith(
        "Draw from the stock: the Q♣ on the open pile would not lower your score, and a drawn "
        "card is worth ")
    taken = position("5C 6C 7C JH 2D AS", "4C 9S 10H 9H 8D 4H", "3C", open_pile="KC")
    assert reason(taken, "take") == (
        "Take the K♣ from the open pile for your bottom left card: the J♥ there counts 11, "
        "the K♣ only 0")
    up = act(position("5C 6C 7C 2H 2D AS", "4C 9S 10H JH 8D 4H", "3C"), "draw")
    text = reason(up, "up 0")
    assert text.startswith("Go up")
    assert ": your bottom row (the 2♥, the 2♦ and the A♠) is worth keeping, and an unknown " \
           "top card is worth " in text


def test_knocking_now_or_not() -> None:
    """Known cards worth 3 against a public 57: knock; the same reversed: play on. The
    reason gives the expected total and the chances now and later."""
    low = act(position("KC KD X1 X2 AC 2C", "QH JH 10H 9H 8H 7H", "QS", known=ALL,
                       public=ALL), "draw", "discard")
    advice = check(low, 0, worlds=200)
    assert str(advice.best) == "knock 0"
    assert str(advice.reason).startswith(
        "Knock: your cards count 3; starting the final round now wins about 100% of the "
        "likely games, playing on ")
    high = act(position("QC JC 10C 9C 8C 7C", "KH KS X1 X2 AH 2H", "QS", known=0b111000,
                        public=ALL), "draw", "discard")
    advice = check(high, 0, worlds=200)
    assert str(advice.best) == "end"
    text = str(advice.reason)
    assert text.startswith("End your turn: you expect about ")
    assert "(the cards you know count 24, and an unknown card is worth " in text
    assert "; starting the final round now would win about 0% of the likely games" in text


def test_a_last_turn_passed_when_nothing_can_help() -> None:
    """X11: seat 2 knocked; seat 0's six cards all count 0, so no card drawn or taken could
    lower its score, and one thrown away might help seat 1."""
    packets = [indices("KC KD KH KS X1 X2"), indices("2H 3S 4H JH 10D 9C"),
               indices("5C 6C 7C AH 2D 3H")]
    state = custom_game(packets, indices("QS 2C 3C 4C 5D 6D 7D 8C 9D"), turn=2)
    state = act(state._replace(known=(ALL, 0b111000, 0b111000)), "draw", "discard", "knock 0")
    assert state.turn == 0 and "pass" in map(str, ENGINE.legal_actions(state, 0))
    advice = check(state, 0)
    passing = advice.value_of(Action("pass"))
    assert passing is not None and passing - advice.options[0].value < 2.0  # within noise
    assert reason(state, "pass") == (
        "Pass your last turn: no card you could draw or take would lower your score, and a "
        "card you throw away could help the next player")
    assert by_code([Action("pass")]) == {PASS: 0}


def test_double_sixes_names_the_packet() -> None:
    state = custom_game([indices("5C 6C 7C QH 2D 3S 9C 9D 10C JC 4D 4H"),
                         indices("2H 3H 4C 5H 6H 7H 8H 8D 8S 9H 10H JH")],
                        indices("KC 2C 3C"), variant="double")
    state = act(state, "draw")
    assert reason(state, "swap 0 3") == (
        "Swap the K♣ for your bottom left card in the left packet: the Q♥ there counts 12, "
        "the K♣ only 0")
    assert str(Phrase(coach_words.IN_RIGHT, {"place": "x"})) == "x in the right packet"
