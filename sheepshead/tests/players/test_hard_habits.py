"""Hard keeps a good player's habits: equal candidates go to the card a good player prefers,
and a play against the habits must win clearly (``search.habit_cost``, ``search.TIE``)."""

from __future__ import annotations

import random

import pytest

from sheepshead.engine import Action, GameState, legal_actions, view
from sheepshead.engine.state import Deal
from sheepshead.players import HardPlayer, search
from sheepshead.players.knowledge import Knowledge
from sheepshead.players.rollout import Outcome
from sheepshead.tests.engine.positions import SCHMIER, act, game_with

NOTHING = (0, 0, 0, 0, 0)


def ended(scores: tuple[int, ...], points: tuple[int, ...] = NOTHING) -> Outcome:
    """A playout's end with these scores and card points."""
    return Outcome(scores, points)

ALONE_PICKER = [
    "AD AC 9C 8S 10H 9H",
    "QC QS QH QD JC JS",
    "JH JD 10D AS 10S KS",
    "KD 9D 8D AH KH 10C",
    "7D KC 8C 7C 9S 7S",
]  # blind 8H 7H; seat 1 picks and goes alone; seat 0, a defender, leads


def alone_lead() -> GameState:
    state = act(game_with(ALONE_PICKER), "pass", "pick", "bury 8H 7H", "alone")
    assert state.deal.turn == 0 and state.deal.alone
    return state


def test_a_defender_leading_trump_while_holding_fail_is_held_to_a_margin() -> None:
    state = alone_lead()
    know = Knowledge.from_view(view(state, 0))
    legal = legal_actions(state, 0)
    assert search.habit_cost(know, Action.parse("play AD"), legal) == search.HABIT
    assert search.habit_cost(know, Action.parse("play 9C"), legal) == 0.0


def test_the_issue_hand_leads_fail_against_a_picker_alone() -> None:
    """The issue's hand: A♦ A♣ 9♣ 8♠ 10♥ 9♥ against a picker who went alone led A♦."""
    state = alone_lead()
    for seed in range(3):
        action = HardPlayer(samples=60).choose(view(state, 0), legal_actions(state, 0),
                                               random.Random(seed))
        assert action.card != Action.parse("play AD").card


# SCHMIER with A♠ and K♠ swapped: seat 4, last to the side's sure trick, has no fail ace or
# ten to schmier, so nothing but the ties decides.
TIES = [*SCHMIER[:2], "JD 10D KD 10S AS 7S", SCHMIER[3], "AH KS 9C 7C 8S 9H"]


def test_equal_candidates_go_to_the_fewest_points_then_the_weakest_card(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = act(game_with(TIES), "pick", "bury 8C 9S", "call AH",
                "play QC", "play JH", "play JD", "play 7D")
    monkeypatch.setattr(search, "policy_outcome", lambda deal: ended(NOTHING))
    ranked = search.evaluate(view(state, 4), legal_actions(state, 4), random.Random(0),
                             samples=4)
    # Seat 4 may not play the called AH yet (S15): of 9C 7C 8S 9H KS, all worth 0 here: a
    # pointless fail card, the lowest in its suit: the seven of clubs.
    assert str(ranked[0][0]) == "play 7C"
    assert all(value == 0.0 for _, value in ranked)


def test_where_the_deal_scores_are_equal_the_card_points_kept_decide(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every candidate scores 0, but after the nine of hearts seat 4's side ends with 30
    more card points in every sampled deal: that outweighs the preference for the 7C."""
    state = act(game_with(TIES), "pick", "bury 8C 9S", "call AH",
                "play QC", "play JH", "play JD", "play 7D")
    nine = Action.parse("play 9H").card

    def nine_keeps_points(deal: Deal) -> Outcome:
        return ended(NOTHING, (0, 0, 0, 0, 30 if nine in deal.tricks[-1].cards else 0))

    monkeypatch.setattr(search, "policy_outcome", nine_keeps_points)
    ranked = search.evaluate(view(state, 4), legal_actions(state, 4), random.Random(0),
                             samples=4)
    assert str(ranked[0][0]) == "play 9H"
    assert all(value == 0.0 for _, value in ranked)  # the means are deal scores alone


def test_a_clearly_better_candidate_wins_over_preference(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = alone_lead()
    ace = Action.parse("play AD").card

    def trump_lead_wins(deal: object) -> Outcome:
        led = deal.tricks[0].cards[0] if deal.tricks else deal.trick.cards[0]  # type: ignore[attr-defined]
        return ended((1, 0, 0, 0, 0) if led == ace else NOTHING)

    monkeypatch.setattr(search, "policy_outcome", trump_lead_wins)
    ranked = search.evaluate(view(state, 0), legal_actions(state, 0), random.Random(0),
                             samples=4)
    assert ranked[0][0].card == ace  # one point a deal is more than the habit's margin


def test_in_a_leaster_taking_a_trick_that_could_be_ducked_is_held_to_a_margin() -> None:
    state = act(game_with([
        "9C QC QS QH QD JC",
        "AS 10S KS 9S 8S 7S",
        "AC 8C 7C AH KH 9H",
        "10C JS JH JD AD 10D",
        "KC 10H 8H 7H KD 9D",
    ]), "pass", "pass", "pass", "pass", "pass", "play 9C", "play AS")
    know = Knowledge.from_view(view(state, 2))
    legal = legal_actions(state, 2)
    # The ace of clubs would take 22 points so far: rich; the eight ducks.
    assert search.habit_cost(know, Action.parse("play AC"), legal) == search.LEASTER_RICH
    assert search.habit_cost(know, Action.parse("play 8C"), legal) == 0.0
    # A seat that has taken a trick already wants no other, however cheap.
    know.tricks_won[2] = 1
    assert search.habit_cost(know, Action.parse("play AC"), legal) == search.LEASTER_AGAIN


CHEAP_LEASTER = [
    "8C QC QS QH QD JC",
    "7C 9C AS 10S KS 9S",
    "AC 10C KC AH KH 8S",
    "7S JS JH JD AD 10D",
    "7D 7H 8H 9H 10H KD",
]  # blind 9D 8D; everybody passes; seat 0 leads


def test_in_a_leaster_only_the_last_to_play_takes_a_cheap_first_trick_freely() -> None:
    state = act(game_with(CHEAP_LEASTER), "pass", "pass", "pass", "pass", "pass", "play 8C")
    know = Knowledge.from_view(view(state, 1))
    legal = legal_actions(state, 1)
    # The nine would take a pointless trick so far, but three seats may still shed on it.
    assert search.habit_cost(know, Action.parse("play 9C"), legal) == search.LEASTER_RICH
    assert search.habit_cost(know, Action.parse("play 7C"), legal) == 0.0
    state = act(state, "play 7C", "play KC", "play 7S")
    know = Knowledge.from_view(view(state, 4))
    legal = legal_actions(state, 4)
    # Last to play, on 4 points: the seven of diamonds takes a first trick that stays cheap.
    assert search.habit_cost(know, Action.parse("play 7D"), legal) == 0.0
    assert search.habit_cost(know, Action.parse("play KD"), legal) == 0.0  # 8 points
    assert search.habit_cost(know, Action.parse("play 10H"), legal) == 0.0


@pytest.mark.parametrize(("keep_gain_every", "best"),
                         [(0, "play AS"), (4, "play AS"), (2, "play 7C")])
def test_on_a_sure_trick_the_ace_is_schmiered_unless_keeping_it_clearly_pays(
    keep_gain_every: int, best: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The partner plays last to the picker's Q♣: the side surely takes the trick, and A♠ is
    kept back only if that wins by ``HABIT`` (0.35 a deal): a point in every fourth sampled
    deal (0.25) is not enough, one in every second is."""
    state = act(game_with(SCHMIER), "pick", "bury 8C 9S", "call AH",
                "play QC", "play JH", "play JD", "play 7D")
    assert Knowledge.from_view(view(state, 4)).side_takes_for_sure()
    ace = Action.parse("play AS").card
    calls: dict[int, int] = {}

    def keeping_pays_sometimes(deal: Deal) -> Outcome:
        card = deal.tricks[-1].cards[-1]  # seat 4's, the last to play
        calls[card] = calls.get(card, -1) + 1
        gain = card != ace and keep_gain_every and calls[card] % keep_gain_every == 0
        return ended((0, 0, 0, 0, 1 if gain else 0))

    monkeypatch.setattr(search, "policy_outcome", keeping_pays_sometimes)
    ranked = search.evaluate(view(state, 4), legal_actions(state, 4), random.Random(0),
                             samples=20)
    assert str(ranked[0][0]) == best


def test_a_foe_of_the_trick_taker_is_not_sure_of_it() -> None:
    state = act(game_with(SCHMIER), "pick", "bury 8C 9S", "call AH", "play QC")
    assert not Knowledge.from_view(view(state, 1)).side_takes_for_sure()
