"""Shiesta's coach: an option for every legal action, best (lowest mean place) first, the
person's own choice among them, the same answer to the same question, and reasons in
card-game words that fit the position: a low card to keep the specials, a set, a burn, a 3,
a 7, a pick-up, the swap."""

from __future__ import annotations

import random

import pytest

from cards import Phrase
from shiesta.engine import Action, GameState, Phase, apply, legal_actions, view
from shiesta.engine.actions import PICKUP, PLAY, READY, SWAP
from shiesta.engine.deck import indices, mask_of
from shiesta.players import coach_words, swap
from shiesta.players.coach import Advice, Option, advise, explain
from shiesta.tests.engine.positions import position

ROLLOUTS = 200  # enough to order the options here; the site uses the full budget


def play(codes: str) -> Action:
    return Action(PLAY, tuple(indices(mask_of(codes))))


def check(state: GameState, seat: int, also: Action | None = None) -> Advice:
    legal = legal_actions(state, seat)
    advice = advise(view(state, seat), legal, random.Random(7), also, rollouts=ROLLOUTS)
    assert sorted(map(str, (o.action for o in advice.options))) == sorted(map(str, legal))
    values = [o.value for o in advice.options]
    assert values == sorted(values)
    assert all(1.0 <= v <= state.seats for v in values)
    assert isinstance(advice.reason, Phrase) and str(advice.reason)
    assert "{" not in str(advice.reason)
    if also is not None:
        assert advice.value_of(also) is not None
    return advice


def reason(state: GameState, seat: int, best: Action) -> str:
    """The words for ``best`` as the coach's first option, from ``seat``'s view."""
    legal = legal_actions(state, seat)
    options = [Option(best, 1.0)] + [Option(a, 2.0) for a in legal if a != best]
    return str(explain(view(state, seat), options))


def test_every_legal_action_is_an_option_and_the_persons_choice_is_valued() -> None:
    state = position(["4C 4D 6C 9H KS 2C 10D", "5H 5S 8C", "7D JC QH AD"], pile="4H")
    legal = legal_actions(state, 0)
    worst = play("2C")
    advice = check(state, 0, worst)
    assert len(advice.options) == len(legal)
    # Plays alike but for the suits are worth the same.
    assert advice.value_of(play("4C")) == advice.value_of(play("4D"))
    with pytest.raises(ValueError):
        advise(view(state, 0), legal, random.Random(7), Action(PICKUP), rollouts=ROLLOUTS)


def test_the_same_question_gets_the_same_answer() -> None:
    state = position(["4C 4D 6C 9H KS 2C 10D", "5H 5S 8C", "7D JC QH AD"], pile="4H")
    legal = legal_actions(state, 0)
    answers = {advise(view(state, 0), legal, random.Random(9), rollouts=ROLLOUTS)
               for _ in range(2)}
    assert len(answers) == 1


def test_the_three_that_wins_is_advised_and_explained() -> None:
    state = position(["2C 3C", "AH", ""], up=["", "", "4D 5D 6D"], pile="5S")
    advice = check(state, 0, play("2C"))
    assert advice.best == play("3C")
    assert advice.value_of(play("2C")) == 2.0 and advice.options[0].value == 1.0
    assert str(advice.reason) == (
        "Play the 3♣: the next player is close to going out, and picking up the pile sets "
        "him back")


def test_a_low_card_keeps_the_specials() -> None:
    state = position(["5C 9H KS 2C 10D", "4H 5H 6H 8C JD", "7D JC QH AD 9S"], pile="4S")
    assert reason(state, 0, play("5C")) == (
        "Play the 5♣: your lowest card that goes, and you keep the 2♣ and the 10♦ for when "
        "nothing else will go")
    plain = position(["5C 9H KS", "4H 5H 6H 8C JD", "7D JC QH AD 9S"], pile="4S")
    assert reason(plain, 0, play("5C")) == (
        "Play the 5♣: your lowest card that goes, so your higher cards stay for later")


def test_a_set_and_a_split_set() -> None:
    state = position(["6C 6D 6H 9H KS", "4H 5H 8C JD QC", "7D JC QH AD 9S"], pile="4S")
    assert reason(state, 0, play("6C 6D 6H")) == (
        "Play the 6♣, the 6♦ and the 6♥ together: a set of one rank sheds several cards in a "
        "single turn")
    assert reason(state, 0, play("6C")) == (
        "Play the 6♣ and keep the 6♦ and the 6♥: played out over the likely games, holding "
        "part of the set back does better here")


def test_a_burn_a_seven_and_a_two() -> None:
    pile = "8S 9S JS QS KS"
    stuck = position(["4C 10D 2C", "4H 5H 8C JD QC", "7D JC QH AD 9D"], pile=pile)
    assert reason(stuck, 0, play("10D")) == (
        "Burn the pile with the 10♦: nothing else you hold goes on the K♠, and a burnt pile "
        "cannot come back to you")
    assert reason(stuck, 0, play("2C")) == (
        "Play the 2♣: nothing else you hold goes on the K♠, and anything may follow a 2")
    choice = position(["KC 10D", "4H 5H 8C JD QC", "7D JC QH AD 9D"], pile=pile)
    assert reason(choice, 0, play("10D")) == (
        "Burn the pile with the 10♦: its cards leave the game instead of coming back to you "
        "or helping someone else")
    seven = position(["7C 9C", "4H 5H 8C JD QC", "7D JC QH AD 9D"], pile="5S")
    assert reason(seven, 0, play("7C")) == (
        "Play the 7♣: play turns around, and the player after you may follow only with a 4, "
        "5, 6 or 7 or a 2, 3 or 10")


def test_a_seven_against_a_player_about_to_go_out() -> None:
    """Seat 1's 3 made seat 2 pick up a queen and a king, all it holds; a 7 from seat 0
    turns play towards seat 2 (H8), which holds nothing known that may follow a 7."""
    state = position(["7C 9C JC", "3D 4H 5H 8C JD", ""], pile="QS KS", turn=1)
    state = apply(state, 1, play("3D"))
    state = apply(state, 2, Action(PICKUP))
    assert view(state, 0)["memory"]["hands"][2] == ["QS", "KS"] and state.turn == 0
    assert reason(state, 0, play("7C")) == (
        "Play the 7♣: play turns around, and the player after you, close to going out, holds "
        "no card you know of that may follow a 7")


def test_pick_up_and_face_down_words() -> None:
    stuck = position(["4C 5C", "9H", "KS"], pile="AH")
    assert reason(stuck, 0, Action(PICKUP)) == (
        "Pick up the pile: nothing you can play goes on the A♥")
    down = position(["", "9H", "KS"], down=["4C 5C 6C", "- - -", "- - -"], pile="AH")
    advice = check(down, 0)
    assert len({o.value for o in advice.options}) == 1  # blind: every position alike
    assert str(advice.reason) == str(Phrase(coach_words.FACE_DOWN))


def test_the_swap_advice_follows_the_table() -> None:
    state = position(["10C 4D 5D 6D 8D", "4H 5H 6H 8C JD", "7D JC QH AD 9S", "2D 3S 4S 5S 6S"],
                     up=["7C 9H JS", "2H 3H KD", "AS KC QD", "8S 9D 10H"],
                     down=["JH QS KS", "AC 2C 3C", "5C 6C 9C", "10S 4C 8H"],
                     draw="2S 3D 7S 7H", opened=False)
    state = state._replace(phase=Phase.SWAP, ready=(False,) * 4, turn=-1)
    advice = check(state, 0)
    best = swap.next_swap(state.hands[0], state.face_up[0])
    assert best is not None and advice.best == best
    assert best == Action(SWAP, (indices(mask_of("10C"))[0], indices(mask_of("7C"))[0]))
    assert str(advice.reason) == (
        "Put the 10♣ face up and take the 7♣ into your hand: a 2, 3 or 10 in the face-up row "
        "gets you out of trouble at the end of the game")
    ready = next(o for o in advice.options if o.action.type == READY)
    assert advice.options[0].value < ready.value
    assert str(explain(view(state, 0), [Option(Action(READY), 2.0)])).startswith(
        "Keep your cards as they are and say you are ready")
