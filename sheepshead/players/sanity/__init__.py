"""Sanity checks: absurd plays, counted by pattern over many deals.

    python -m cards.arena sheepshead hard normal --games 2000 --jobs 2 --seed issue16 \
        --out hard-normal.jsonl

The arena's Sheepshead match (``sheepshead/players/arena.py``) counts, for every level, how
often each pattern below was met among the chances to meet it, and prints the table beside
the match's other figures. Each pattern is judged from the true deal at the moment of the
decision:

- ``defender-trump-lead``: a defender leads trump while it holds fail;
- ``picker-side-fail-lead``: the picker or his partner leads fail to the first trick while
  holding trump;
- ``point-thrown``: a following card with points that does not take the lead of the trick
  (it is thrown), when a legal card without points thrown instead would have done exactly as
  well: the same deal score and no fewer card points for the seat's side (both played out
  open-handed by the rollout policy from the true deal; a ten schmiered on a trick the side
  takes, where kept it would have been lost later, is not thrown). Its chances are the
  decisions offering both a point card and a pointless one to throw;
- ``missed-schmier``: on a trick the seat knows its side takes (a known friend is winning and
  no seat still to play can beat the card, as far as the seat can see), it keeps a legal fail
  ace or ten and plays a card worth less than 10, when the richest of those would have given
  a better deal score (judged as above; a schmier that cannot change the score is no more
  missed than a point card kept is thrown);
- ``leaster-trick``: in a leaster, the seat takes a trick of 10 points or more that it could
  have ducked (a legal card not beating the best card so far), other than a last trick it
  needed as its first;
- ``schneidered-pick``: the seat picked and its side was schneidered or worse (S17).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from sheepshead.engine import game, rules
from sheepshead.engine.actions import PLAY, Action
from sheepshead.engine.deck import POINTS, SUIT_OF, TRUMP
from sheepshead.engine.state import Deal
from sheepshead.players.knowledge import Knowledge, beats
from sheepshead.players.rollout import policy_outcome

PATTERNS = (
    "defender-trump-lead",
    "picker-side-fail-lead",
    "point-thrown",
    "missed-schmier",
    "leaster-trick",
    "schneidered-pick",
)
SCHNEIDERED = -4  # S17: the base of a deal the picker's side loses schneidered (-6: schwarz)
BIG_TRICK = 10


def empty() -> dict[str, list[int]]:
    """Pattern -> [times met, chances], all zero."""
    return {name: [0, 0] for name in PATTERNS}


@dataclass(frozen=True, slots=True)
class LeasterTake:
    """A leaster card that could have ducked, to be judged when its trick is done."""

    trick: int
    seat: int
    needed: bool  # the seat had no trick yet and this is the last one


def check_decision(
    deal: Deal, seat: int, view: dict[str, object], legal: Sequence[Action], action: Action,
    counts: dict[str, list[int]], pending: list[LeasterTake],
) -> None:
    """Count the patterns a decision of ``seat`` in the true ``deal`` meets or could meet."""
    if action.type != PLAY or len(legal) < 2:
        return
    cards = [a.card for a in legal]
    card = action.card
    leading = deal.trick is None or not deal.trick.cards
    if deal.picker < 0:
        if not leading:
            _leaster(deal, seat, view, cards, pending)
        return
    on_side = seat in (deal.picker, deal.partner)
    trumps = [c for c in cards if SUIT_OF[c] == TRUMP]
    fails = [c for c in cards if SUIT_OF[c] != TRUMP]
    if leading:
        if not on_side and fails:
            _count(counts, "defender-trump-lead", SUIT_OF[card] == TRUMP)
        if on_side and not deal.tricks and trumps and fails:
            _count(counts, "picker-side-fail-lead", SUIT_OF[card] != TRUMP)
        return
    _point_thrown(deal, seat, legal, action, counts)
    _missed_schmier(deal, seat, view, legal, action, counts)


def _count(counts: dict[str, list[int]], name: str, met: bool) -> None:
    counts[name][0] += met
    counts[name][1] += 1


def _judged(deal: Deal, seat: int, action: Action) -> tuple[int, int]:
    """The seat's deal score and its side's card points after ``action``, everyone playing
    on open-handed."""
    outcome = policy_outcome(game.apply_to_deal(deal, action))
    return outcome.scores[seat], outcome.points[seat]


def _point_thrown(
    deal: Deal, seat: int, legal: Sequence[Action], action: Action,
    counts: dict[str, list[int]],
) -> None:
    trick = deal.trick
    assert trick is not None
    led = game.current_led(deal)
    at = rules.trick_winner(trick.cards, led, trick.unknown_at)
    best = trick.cards[at] if at >= 0 else -1
    thrown = [a for a in legal if not beats(a.card, best, led)]
    pointless = [a for a in thrown if not POINTS[a.card]]
    if not pointless or len(pointless) == len(thrown):
        return  # no choice here between a point card and a pointless one to throw
    met = False
    if action in thrown and POINTS[action.card]:
        score, points = _judged(deal, seat, action)
        for other in pointless:
            other_score, other_points = _judged(deal, seat, other)
            if other_score == score and other_points >= points:
                met = True
                break
    _count(counts, "point-thrown", met)


def _missed_schmier(
    deal: Deal, seat: int, view: dict[str, object], legal: Sequence[Action], action: Action,
    counts: dict[str, list[int]],
) -> None:
    rich = [a for a in legal if SUIT_OF[a.card] != TRUMP and POINTS[a.card] >= 10]
    if not rich:
        return
    if not Knowledge.from_view(view).side_takes_for_sure():
        return
    met = False
    if POINTS[action.card] < 10:
        richest = max(rich, key=lambda a: (POINTS[a.card], a.card))
        met = _judged(deal, seat, richest)[0] > _judged(deal, seat, action)[0]
    _count(counts, "missed-schmier", met)


def _leaster(
    deal: Deal, seat: int, view: dict[str, object], cards: Sequence[int],
    pending: list[LeasterTake],
) -> None:
    know = Knowledge.from_view(view)
    best, _ = know.trick_best()
    led = know.trick_led()
    if any(not beats(c, best, led) for c in cards):
        needed = not know.tricks_won[seat] and len(deal.tricks) == 5
        pending.append(LeasterTake(len(deal.tricks), seat, needed))


def check_deal(
    deal: Deal, seat: int, counts: dict[str, list[int]], pending: Sequence[LeasterTake]
) -> None:
    """Count the patterns judged on the finished ``deal`` for ``seat``."""
    result = deal.result
    assert result is not None
    if deal.picker == seat:
        _count(counts, "schneidered-pick", result.base <= SCHNEIDERED)
    for take in pending:
        if take.seat != seat or take.needed:
            continue
        trick = deal.tricks[take.trick]
        big = sum(POINTS[c] for c in trick.cards) >= BIG_TRICK
        _count(counts, "leaster-trick", trick.winner == seat and big)


def table(levels: Sequence[tuple[str, Mapping[str, Sequence[int]]]]) -> list[str]:
    """The patterns' counts of each level side by side (pattern -> [times met, chances]):
    times met / chances (rate)."""

    def cell(pair: Sequence[int]) -> str:
        met, chances = pair
        rate = f"{100.0 * met / chances:.1f}%" if chances else "-"
        return f"{met:>6} / {chances:<6} {rate:>6}"

    lines = [f"{'absurd-play pattern':22} " + " ".join(f"{name:<22}" for name, _ in levels)]
    for pattern in PATTERNS:
        lines.append(f"{pattern:22} "
                     + " ".join(f"{cell(counts.get(pattern, (0, 0))):22}" for _, counts in levels))
    lines.append("cells: times met / chances (rate); see sheepshead/players/sanity/")
    return lines
