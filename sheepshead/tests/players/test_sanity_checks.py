"""The sanity checks count each absurd-play pattern where it is met, and only there."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from sheepshead.engine import Action, GameState, legal_actions, rules, view
from sheepshead.engine.deck import POINTS
from sheepshead.engine.state import Deal, DealResult
from sheepshead.players import sanity
from sheepshead.players.rollout import Outcome
from sheepshead.tests.engine.positions import SCHMIER, act, game_with


def check(state: GameState, played: str) -> tuple[dict[str, list[int]], list[sanity.LeasterTake]]:
    counts, pending = sanity.empty(), []
    seat = state.deal.turn
    legal = legal_actions(state, seat)
    action = Action.parse(played)
    assert action in legal
    sanity.check_decision(state.deal, seat, view(state, seat), legal, action, counts, pending)
    return counts, pending


DEFENDER_TO_LEAD = [
    "7D JH 9C 8C 9S 8S",
    "QC QS QH JC 7H 10S",
    "QD JS AD AH 10C KC",
    "KH JD 10D KD AC 7C",
    "9D 8D AS KS 7S 10H",
]  # blind 9H 8H; seat 1 picks and calls the ace of hearts; seat 0, a defender, leads


@pytest.mark.parametrize(("played", "met"), [("play JH", 1), ("play 9C", 0)])
def test_a_defender_leading_trump_while_holding_fail(played: str, met: int) -> None:
    state = act(game_with(DEFENDER_TO_LEAD), "pass", "pick", "bury 10S 8H", "call AH")
    counts, _ = check(state, played)
    assert counts["defender-trump-lead"] == [met, 1]
    assert counts["picker-side-fail-lead"] == [0, 0]


@pytest.mark.parametrize(("played", "met"), [("play 7H", 1), ("play QC", 0)])
def test_the_picker_leading_fail_to_the_first_trick(played: str, met: int) -> None:
    state = act(game_with([
        "QC QS JC AD 9D 7H",
        "QH JS 10D AC 10C 7C",
        "QD JH KD AS 10S KS",
        "JD 8D KC 9C 8C 9S",
        "7D AH 10H KH 9H 8S",
    ]), "pick", "bury 8H 7S", "call AH")
    counts, _ = check(state, played)
    assert counts["picker-side-fail-lead"] == [met, 1]
    assert counts["defender-trump-lead"] == [0, 0]


NOTHING = (0, 0, 0, 0, 0)


def ended(scores: tuple[int, ...], points: tuple[int, ...] = NOTHING) -> Outcome:
    """A playout's end with these scores and card points."""
    return Outcome(scores, points)


def by_points(deal: Deal) -> Outcome:
    """A judge for whom every point in the last trick counts, for every seat."""
    return ended((sum(POINTS[c] for c in deal.tricks[-1].cards),) * 5)


def nothing(deal: Deal) -> Outcome:
    """A judge for whom no card changes anything."""
    return ended(NOTHING)


def banked(deal: Deal) -> Outcome:
    """A judge for whom the same deal score follows whatever is played, but the points in
    the last trick are kept by its taker's side (and would be lost later otherwise)."""
    return ended(NOTHING, (sum(POINTS[c] for c in deal.tricks[-1].cards),) * 5)


@pytest.mark.parametrize(("played", "judge", "met"), [
    ("play 7C", by_points, 1),  # the ace would have scored more: missed
    ("play 7C", nothing, 0),  # the ace could not change the score
    ("play 7C", banked, 0),  # nor could it, though it would have kept 11 points
    ("play AS", by_points, 0),  # the schmier made
])
def test_a_partner_keeping_an_ace_on_the_pickers_sure_trick(
    played: str, judge: Callable[[Deal], Outcome], met: int,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = act(game_with(SCHMIER), "pick", "bury 8C 9S", "call AH",
                "play QC", "play JH", "play JD", "play 7D")
    monkeypatch.setattr(sanity, "policy_outcome", judge)
    counts, _ = check(state, played)
    assert counts["missed-schmier"] == [met, 1]


def test_no_schmier_is_asked_while_a_foe_may_still_take_the_trick() -> None:
    state = act(game_with(SCHMIER), "pick", "bury 8C 9S", "call AH", "play 7H")
    assert state.deal.turn == 1
    counts, _ = check(state, "play QD")
    assert counts["missed-schmier"] == [0, 0]


def test_a_point_card_is_thrown_only_when_a_pointless_card_does_exactly_as_well(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = act(game_with(SCHMIER), "pick", "bury 8C 9S", "call AH",
                "play QC", "play JH", "play JD", "play 7D")

    monkeypatch.setattr(sanity, "policy_outcome", by_points)  # the ace scores more
    counts, _ = check(state, "play AS")
    assert counts["point-thrown"] == [0, 1]
    monkeypatch.setattr(sanity, "policy_outcome", banked)  # the ace keeps 11 points more
    counts, _ = check(state, "play AS")
    assert counts["point-thrown"] == [0, 1]
    monkeypatch.setattr(sanity, "policy_outcome", nothing)  # the ace gains nothing at all
    counts, _ = check(state, "play AS")
    assert counts["point-thrown"] == [1, 1]
    counts, _ = check(state, "play 7C")  # the cheapest card: nothing cheaper to prefer
    assert counts["point-thrown"] == [0, 1]


def test_a_point_card_taking_the_lead_is_not_thrown(monkeypatch: pytest.MonkeyPatch) -> None:
    """Seat 1, void in hearts, takes the seven of hearts with the queen of diamonds, though
    the jack has fewer points: a card that takes the lead is not thrown."""
    state = act(game_with(SCHMIER), "pick", "bury 8C 9S", "call AH", "play 7H")
    monkeypatch.setattr(sanity, "policy_outcome", nothing)
    counts, _ = check(state, "play QD")
    assert counts["point-thrown"] == [0, 0]


def test_only_a_pointless_card_saves_a_throw(monkeypatch: pytest.MonkeyPatch) -> None:
    """Seat 2 must follow Q♣ J♥ with J♦ 10♦ K♦, none of them pointless: the king thrown
    where the jack has fewer points is no chance to keep points, and is not counted."""
    state = act(game_with(SCHMIER), "pick", "bury 8C 9S", "call AH", "play QC", "play JH")
    monkeypatch.setattr(sanity, "policy_outcome", nothing)
    counts, _ = check(state, "play KD")
    assert counts["point-thrown"] == [0, 0]


LEASTER = [
    "9C QC QS QH QD JC",
    "AS 10S KS 9S 8S 7S",
    "AC 8C 7C AH KH 9H",
    "10C JS JH JD AD 10D",
    "KC 10H 8H 7H KD 9D",
]  # blind 8D 7D; everyone passes; seat 0 leads 9C and seat 1 sheds the ace of spades


@pytest.mark.parametrize(("played", "met"), [("play AC", 1), ("play 8C", 0)])
def test_a_leaster_trick_taken_that_could_have_been_ducked(played: str, met: int) -> None:
    state = act(game_with(LEASTER), "pass", "pass", "pass", "pass", "pass",
                "play 9C", "play AS")
    seat = state.deal.turn
    counts, pending = check(state, played)
    state = act(state, played, "play 10C", "play KC")
    assert state.deal.tricks[0].winner == (seat if met else 3)
    sanity.check_deal(state.deal._replace(result=DealResult((0,) * 5, (0,) * 5, (0,) * 5, True)),
                      seat, counts, pending)
    assert counts["leaster-trick"] == [met, 1]


@pytest.mark.parametrize(("side_points", "met"), [(30, 1), (31, 0)])
def test_a_pick_that_gets_schneidered(side_points: int, met: int) -> None:
    state = act(game_with(SCHMIER), "pick", "bury 8C 9S", "call AH")
    base = rules.picker_base(side_points, side_tricks=2)  # S17: -4 at 30 points, -2 at 31
    result = DealResult((0,) * 5, (0,) * 5, (0,) * 5, False, side_points=side_points, base=base)
    counts = sanity.empty()
    sanity.check_deal(state.deal._replace(result=result), 0, counts, [])
    assert counts["schneidered-pick"] == [met, 1]
    sanity.check_deal(state.deal._replace(result=result), 1, counts, [])  # not the picker
    assert counts["schneidered-pick"] == [met, 1]


def test_the_arena_counts_the_patterns_for_both_levels() -> None:
    from cards.arena import report, tournament
    from cards.arena.hook import find

    match = tournament.setup("sheepshead", ["easy", "normal"], seed="sanity")
    units = tournament.run(match, 6)
    for level in report.levels(match, units):
        met = [level.counts[f"{p} met"] for p in sanity.PATTERNS]
        chances = [level.counts[f"{p} chances"] for p in sanity.PATTERNS]
        assert sum(chances) > 0 and all(0 <= m <= c for m, c in zip(met, chances, strict=True))
    text = "\n".join(report.report(find("sheepshead"), match, units))
    assert "point-thrown" in text and "picker win" in text and "leaster rate" in text
