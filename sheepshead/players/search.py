"""Perfect-information Monte Carlo search over deals sampled from one seat's view.

Each decision samples complete deals consistent with the view (:mod:`.sampler`), applies
every candidate action to each sampled deal and plays the deal out with the rollout policy
(:mod:`.rollout`); the action with the best total deal score for the seat wins (after the
picking, each card point its side keeps adds ``POINT_WEIGHT``). All
candidates are scored on the same sampled deals, so their differences are not drowned in
the luck of the deal. The budget is a fixed number of samples (never a clock), so the same
view, legal actions and rng always give the same decision.

From the second trick on, the card play is searched against the others as Normal plays
them: each sampled deal weighs as much as Normal's rules make the plays seen likely
(:mod:`.playreader`), and the first plays of each rollout are Normal's (:mod:`.modelplay`).

Open-handed rollouts flatter some plays a good player would not make (a defender leading
trump, for one: in a rollout everybody then plays as if he saw every hand). Such a play must
win by a margin to be chosen (:func:`habit_cost`), and candidates within ``TIE`` (on a trick
the seat's side surely takes, only exact ties: a schmier is never lost) of the best are
equal, decided by what a good player prefers
(:func:`preference`): fewest points given, then a fail card before a trump, then the lowest
in its suit, so that points and high trumps are kept.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sheepshead.engine import game
from sheepshead.engine.actions import BURY, PASS, PICK, PLAY, UNKNOWN, Action
from sheepshead.engine.deck import BIT, POINTS, SUIT_MASK, SUIT_OF, TRUMP
from sheepshead.players import bidding
from sheepshead.players.knowledge import Knowledge, beats, mask_of_codes
from sheepshead.players.modelplay import Memo, model_outcome
from sheepshead.players.playreader import PlayReader
from sheepshead.players.rollout import policy_outcome
from sheepshead.players.sampler import Belief

SEATS = 5
ROLLOUTS = 2000  # rollouts per decision, shared among the candidates
MIN_SAMPLES = 60
MAX_SAMPLES = 200
# The index of each suit's highest card: a card's rank in its suit is its index less this.
_SUIT_TOP = {suit: (mask & -mask).bit_length() - 1 for suit, mask in enumerate(SUIT_MASK)}
TIE = 0.05  # mean deal points within which candidates are equal (0.2 for cards cost strength)
HABIT = 0.35  # what a play against a good player's habits must win by
LEASTER_AGAIN = 1.5  # a leaster trick that could be ducked, for a seat that has one already
LEASTER_RICH = 1.0  # or a first one worth 10 points, or not yet played to its end
BURY_CANDIDATES = 6  # the best bury pairs by the heuristic, searched further
UNKNOWN_CANDIDATES = 3
# What a card point the seat's side ends with is worth beside the deal score, in deal points,
# for every decision after the picking: the deal score moves in steps, and where a sampled
# deal's step does not hinge on a card, its points are still better kept than given away.
POINT_WEIGHT = 0.01
# The card play from trick MODEL_FROM_TRICK (0-based) on, against the others as Normal plays
# (issue 16, measured in the README): each rollout's first MODEL_PLAYS plays are made by
# Normal's rules from each other seat's own view, the rest by the open-handed policy. Such a
# rollout costs about three policy rollouts, so MODEL_ROLLOUTS of every ROLLOUTS are made
# (at least MODEL_MIN_SAMPLES deals). In the first trick there is little to read, and
# Normal's decisions with full hands are the dearest.
MODEL_FROM_TRICK = 1
MODEL_PLAYS = 4
MODEL_ROLLOUTS = 700
MODEL_MIN_SAMPLES = 30


def candidates(view: Mapping[str, Any], legal: Sequence[Action]) -> list[Action]:
    """The actions worth searching: all of them, except a few best buries and unknowns."""
    kind = legal[0].type
    if kind == BURY:
        hand = mask_of_codes(view.get("hand"))

        def bury_value(action: Action) -> float:
            bury = BIT[action.cards[0]] | BIT[action.cards[1]]
            value, _ = bidding.best_call(hand & ~bury, bury)
            return value + POINTS[action.cards[0]] + POINTS[action.cards[1]]

        ranked = sorted(legal, key=bury_value, reverse=True)
        return ranked[:BURY_CANDIDATES]
    if kind == UNKNOWN:
        return sorted(legal, key=lambda a: (POINTS[a.card], -a.card))[:UNKNOWN_CANDIDATES]
    return list(legal)


def samples_for(count: int, rollouts: int) -> int:
    return max(MIN_SAMPLES, min(MAX_SAMPLES, rollouts // max(1, count)))


def habit_cost(know: Knowledge, action: Action, legal: Sequence[Action]) -> float:
    """What a play a good player makes only with a reason must win by, else 0: a defender
    leading trump while holding fail, the picker's side leading fail to the first trick
    while holding trump, and keeping a fail ace or ten back from a trick the side surely
    takes (``HABIT``); taking a leaster trick that could be ducked when the seat
    has a trick already, or the trick is rich or seats still to play may make it so (a cheap
    first trick is what a leaster needs)."""
    if action.type != PLAY:
        return 0.0
    card = action.card
    trick = know.trick
    if know.leaster:
        if trick is None or not trick.plays:
            return 0.0
        best, _ = know.trick_best()
        led = know.trick_led()
        if not beats(card, best, led) or all(beats(a.card, best, led) for a in legal):
            return 0.0
        if know.tricks_won[know.seat]:
            return LEASTER_AGAIN
        if len(know.tricks) == 5:
            return 0.0  # the last trick: the seat's only chance of a first one
        # Seats still to play shed their points on whoever takes it: only the last to play
        # knows what a cheap trick will hold.
        rich = know.trick_points() + POINTS[card] >= 10 or len(trick.plays) < 4
        return LEASTER_RICH if rich else 0.0
    if know.picker < 0:
        return 0.0
    if trick is not None and trick.plays:
        # A fail ace or ten kept back from a trick the side surely takes (a missed schmier).
        if POINTS[card] >= 10 or not any(
            SUIT_OF[a.card] != TRUMP and POINTS[a.card] >= 10 for a in legal
        ):
            return 0.0
        return HABIT if know.side_takes_for_sure() else 0.0
    suits = {SUIT_OF[a.card] == TRUMP for a in legal}
    if len(suits) < 2:
        return 0.0
    if not know.on_picker_side:  # the partner's own view names him (S12)
        return HABIT if SUIT_OF[card] == TRUMP else 0.0
    if not know.tricks and SUIT_OF[card] != TRUMP:
        return HABIT
    return 0.0


def preference(action: Action) -> tuple[int, ...]:
    """What a good player prefers between equal candidates, least first: for a card, the
    fewest points, then a fail card before a trump, then the lowest in its suit."""
    if action.type != PLAY:
        return ()
    card = action.card
    suit = SUIT_OF[card]
    return (POINTS[card], suit == TRUMP, -(card - _SUIT_TOP[suit]))


@dataclass(frozen=True, slots=True)
class Found:
    """What a search saw, for the coach's words as well as the choice."""

    ranked: list[tuple[Action, float]]  # (candidate, mean deal score): the choice first
    won: list[float]  # per ranked candidate: the share of sampled deals it won for the seat
    partner: tuple[float, ...]  # per seat: the share of sampled deals giving it the called
    # card, when this seat cannot know the partner; all 0 otherwise


def explore(
    view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random,
    rollouts: int = ROLLOUTS, samples: int | None = None, also: Action | None = None,
) -> Found:
    """Score each candidate (and ``also``, if given) on the same sampled deals: the choice
    first (see the module: habits and ties), then the rest best first."""
    seat = int(view["seat"])
    options = candidates(view, legal)
    if also is not None and also not in options:
        options.append(also)
    if len(options) == 1:
        return Found([(options[0], 0.0)], [0.0], (0.0,) * SEATS)
    know = Knowledge.from_view(view)
    model = options[0].type == PLAY and len(know.tricks) >= MODEL_FROM_TRICK
    belief = Belief.from_view(view, reads_plays=model)
    reader = PlayReader(seat) if model else None
    if samples is not None:
        count = samples
    elif model:
        count = max(MODEL_MIN_SAMPLES, rollouts * MODEL_ROLLOUTS // ROLLOUTS // len(options))
    else:
        count = samples_for(len(options), rollouts)
    totals = [0.0] * len(options)
    kept = [0.0] * len(options)  # the card points each candidate's side ended with
    wins = [0.0] * len(options)
    holders = [0.0] * SEATS
    called = BIT[belief.deal.called] if belief.deal.called >= 0 else 0
    hidden = bool(called) and belief.deal.partner < 0 and not belief.deal.alone
    apply = game.apply_to_deal
    mass = 0.0  # the sampled deals' total weight (each 1 without the reader)
    # Per candidate, Normal's decisions in its rollouts so far (see modelplay.Memo).
    memos: list[Memo] = [{} for _ in options]
    for _ in range(count):
        deal = belief.sample(rng)
        likely = reader.weight(deal) if reader is not None else 1.0
        mass += likely
        if hidden:
            holders[next(s for s in range(SEATS) if deal.hands[s] & called)] += likely
        for i, action in enumerate(options):
            after = apply(deal, action)
            outcome = (model_outcome(after, searcher=seat, horizon=MODEL_PLAYS, memo=memos[i])
                       if model else policy_outcome(after))
            score = outcome.scores[seat]
            totals[i] += likely * score
            kept[i] += likely * outcome.points[seat]
            wins[i] += likely * (score > 0)
    means = [total / mass for total in totals]
    weight = POINT_WEIGHT / mass if options[0].type not in (PICK, PASS) else 0.0
    judged = [means[i] + weight * kept[i] - habit_cost(know, options[i], legal)
              for i in range(len(options))]
    order = sorted(range(len(options)), key=lambda i: (-judged[i], i))
    top = judged[order[0]]
    # Points given to a trick his side surely takes are never lost: the schmier any sampled
    # deal prefers is made, and a card kept only when no deal can tell.
    sure = options[0].type == PLAY and not know.leaster and know.side_takes_for_sure()
    tie = 0.0 if sure else TIE
    equal = [i for i in order if judged[i] >= top - tie]
    choice = min(equal, key=lambda i: (preference(options[i]), i))
    order.remove(choice)
    ranked = (choice, *order)
    return Found([(options[i], means[i]) for i in ranked], [wins[i] / mass for i in ranked],
                 tuple(h / mass for h in holders))


def evaluate(
    view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random,
    rollouts: int = ROLLOUTS, samples: int | None = None, also: Action | None = None,
) -> list[tuple[Action, float]]:
    """Each candidate with its mean rollout score for the seat, the choice first."""
    return explore(view, legal, rng, rollouts, samples, also).ranked


def search(
    view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random,
    rollouts: int = ROLLOUTS, samples: int | None = None,
) -> Action:
    """The candidate action with the best mean rollout score over the sampled deals."""
    return evaluate(view, legal, rng, rollouts, samples)[0][0]


__all__ = ["Found", "candidates", "evaluate", "explore", "habit_cost", "preference", "search"]
