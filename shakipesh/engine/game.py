"""The Shakipesh engine: new matches, legal actions and ``apply`` over immutable states.

Rule ids (K1–K14) refer to ``shared/rules/shakipesh.md``, the state machine and the errors
to ``docs/shakipesh.md``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TypeVar

from cards import IllegalAction, InvalidAction, Outcome, Phrase, gettext_noop
from shakipesh.engine import rules
from shakipesh.engine.actions import (
    COMBINE,
    COMBINES,
    END,
    END_ACTION,
    LAY,
    LAYS,
    NEW_PILE,
    NEW_PILES,
    PASS_ACTION,
    SHAKIPESH,
    SHAKIPESH_ACTION,
    Action,
    check_shape,
)
from shakipesh.engine.deck import BIT, FOLLOWER, N_CARDS, hand_order, indices, mask_of, symbol
from shakipesh.engine.rules import BLOCKED, HAND, OUT, SHAKE, SUIT
from shakipesh.engine.state import Event, GameState, RoundResult

T = TypeVar("T")
Piles = tuple[tuple[int, ...], ...]

# ---------------------------------------------------------------- dealing (K3, K4, K5)


def new_game(seed: str, seats: int, limit: int = rules.DEFAULT_LIMIT) -> GameState:
    """A new match, its first round dealt. Options are checked by
    ``ENGINE.validate_options``; this only asserts."""
    if not rules.MIN_SEATS <= seats <= rules.MAX_SEATS or limit < 1:
        raise ValueError("no such Shakipesh match: see ENGINE.validate_options")
    empty = GameState(seed, seats, limit, 0, 0, (), (), (), 0, (), 0, totals=(0,) * seats)
    return _deal(empty, 1, ())


def _deal(state: GameState, number: int, before: Iterable[Event]) -> GameState:
    """``state`` with round ``number`` dealt (K3, K4) and the seat after its dealer on turn
    (K5); the deal's event at the current version follows ``before``."""
    seats = state.seats
    hands, table, stock, replaced = rules.deal_round(state.seed, seats, number)
    dealer = rules.dealer_of(number, seats)
    piles = tuple((card,) for card in table)
    deal = Event(state.version, "deal", dealer, replaced, number=number, groups=piles,
                 counts=(*(HAND,) * seats, len(stock)))
    return state._replace(
        round=number, dealer=dealer, hands=hands, piles=piles,
        pile_ids=tuple(range(len(piles))), next_pile=len(piles), stock=stock,
        turn=(dealer + 1) % seats, started=False, laid=0, rights=0, shaker=-1, passes=0,
        turns=(0,) * seats, events=(*state.events, *before, deal))


def custom_round(hands: Sequence[Sequence[int]], piles: Sequence[Sequence[int]],
                 stock: Sequence[int] = (), *, turn: int = 0, limit: int = rules.DEFAULT_LIMIT,
                 number: int = 1, dealer: int | None = None,
                 totals: Sequence[int] | None = None, seed: str = "custom") -> GameState:
    """A round at the start of ``turn``'s turn with the given cards (indices): each seat's
    hand, the piles (bottom first; ids 0, 1, … in this order) and the stock (top first, a
    multiple of three cards: K11). For tests and tools: cards in no place are out of this
    round; a later round is dealt from ``seed`` as usual. ``totals`` are the match's so far
    (its earlier rounds are not recorded)."""
    seats = len(hands)
    everything = [c for cs in (*hands, *piles, stock) for c in cs]
    if not rules.MIN_SEATS <= seats <= rules.MAX_SEATS or not 0 <= turn < seats:
        raise ValueError("two to four seats, one of them on turn")
    if len(set(everything)) != len(everything) or not all(0 <= c < N_CARDS
                                                          for c in everything):
        raise ValueError("a card is in two places, or is no card")
    if not all(hands) or len(stock) % SHAKE:
        raise ValueError("every hand holds cards, and the stock a multiple of three")
    if not all(pile and all(FOLLOWER[pile[i - 1]] == pile[i] for i in range(1, len(pile)))
               for pile in piles):
        raise ValueError("a pile falls in its suit, one rank at a time (K2)")
    table = tuple(tuple(pile) for pile in piles)
    masks = tuple(mask_of(cs) for cs in hands)
    dealer = (turn - 1) % seats if dealer is None else dealer
    deal = Event(0, "deal", dealer, number=number, groups=table,
                 counts=(*(len(cs) for cs in hands), len(stock)))
    return GameState(seed, seats, limit, number, dealer, masks, table,
                     tuple(range(len(table))), len(table), tuple(stock), turn,
                     totals=tuple(totals) if totals is not None else (0,) * seats,
                     turns=(0,) * seats, events=(deal,))


# ---------------------------------------------------------------- who acts, what is legal


def to_act(state: GameState) -> tuple[int, ...]:
    """The seat on turn while the match runs; none once it is over."""
    return () if state.turn < 0 else (state.turn,)


def lays(state: GameState, seat: int) -> list[Action]:
    """``seat``'s lays (K7): on each pile, the one card that follows its top, if held."""
    hand = state.hands[seat]
    return [LAYS[card][pid] for pid, pile in zip(state.pile_ids, state.piles, strict=True)
            if hand & BIT[card := FOLLOWER[pile[-1]]]]


def combines(state: GameState) -> list[Action]:
    """The combinations open now (K8): a pile whose bottom follows another's top."""
    bottoms = {pile[0]: pid for pid, pile in zip(state.pile_ids, state.piles, strict=True)}
    out = []
    for onto, pile in zip(state.pile_ids, state.piles, strict=True):
        put = bottoms.get(FOLLOWER[pile[-1]], onto)
        if put != onto:  # a whole suit's pile follows itself: that is K9's right, no move
            out.append(COMBINES[put][onto])
    return out


def legal_actions(state: GameState, seat: int) -> tuple[Action, ...]:
    """The actions ``seat`` may take now, in this order: lays, combinations, new piles,
    end, shakipesh, pass. Empty unless ``seat`` is on turn."""
    if seat != state.turn or state.turn < 0:
        return ()
    moves = [*lays(state, seat), *combines(state)]
    if state.started:
        if state.rights:
            moves += [NEW_PILES[card] for card in indices(state.hands[seat])]
        elif state.laid:
            moves.append(END_ACTION)
    elif state.stock:
        moves.append(SHAKIPESH_ACTION)
    elif not moves:
        moves.append(PASS_ACTION)
    return tuple(moves)


# ---------------------------------------------------------------- apply


def apply(state: GameState, seat: int, action: Action) -> GameState:
    """The state after ``seat`` takes ``action``; raises and changes nothing if not legal."""
    if not isinstance(action, Action):
        raise InvalidAction(Phrase(gettext_noop("this is not a Shakipesh action")))
    check_shape(action)
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.seats:
        raise InvalidAction(Phrase(gettext_noop("there is no seat {seat} at this table (K1)"),
                                   {"seat": repr(seat)[:40]}))
    if state.turn < 0:
        raise IllegalAction(Phrase(gettext_noop("the game is over")), "K14")
    if seat != state.turn:
        if seat == state.shaker:
            raise IllegalAction(Phrase(gettext_noop(
                "you made a shakipesh: that was your whole turn")), "K11")
        raise IllegalAction(Phrase(gettext_noop("it is seat {turn}'s turn, not seat {seat}'s"),
                                   {"turn": state.turn, "seat": seat}), "K5")
    kind = action.type
    if kind == LAY:
        return _lay(state, seat, action.card, action.pile)
    if kind == COMBINE:
        return _combine(state, seat, action.pile, action.onto)
    if kind == NEW_PILE:
        return _new_pile(state, seat, action.card)
    if kind == END:
        return _end(state, seat)
    if kind == SHAKIPESH:
        return _shakipesh(state, seat)
    return _pass(state, seat)


def _held(state: GameState, seat: int, card: int) -> int:
    """``seat``'s hand, which must hold ``card`` (K7)."""
    hand = state.hands[seat]
    if not hand & BIT[card]:
        raise IllegalAction(Phrase(gettext_noop("you do not hold the {card}"),
                                   {"card": symbol(card)}), "K7")
    return hand


def _pile_at(state: GameState, pid: int, rule: str) -> int:
    """Where pile ``pid`` is listed; ``IllegalAction`` by ``rule`` if there is none."""
    try:
        return state.pile_ids.index(pid)
    except ValueError:
        raise IllegalAction(Phrase(gettext_noop("there is no pile {pile} on the table"),
                                   {"pile": pid}), rule) from None


def _lay(state: GameState, seat: int, card: int, pid: int) -> GameState:
    hand = _held(state, seat, card)
    k = _pile_at(state, pid, "K7")
    pile = state.piles[k]
    if FOLLOWER[pile[-1]] != card:
        raise IllegalAction(Phrase(gettext_noop(
            "the {card} does not follow the {top}: a pile falls in its suit, one rank at a "
            "time, K Q J 10 9 8 7 6 5 4 3 2 A K and round again (K2)"),
            {"card": symbol(card), "top": symbol(pile[-1])}), "K7")
    v = state.version + 1
    pile = (*pile, card)
    events = [Event(v, LAY, seat, (card,), pid)]
    rights = state.rights
    if len(pile) == SUIT:  # K9
        rights += 1
        events.append(Event(v, "complete", seat, pile=pid))
    hand ^= BIT[card]
    state = state._replace(hands=_put(state.hands, seat, hand), piles=_put(state.piles, k, pile),
                           started=True, laid=state.laid + 1, rights=rights, shaker=-1,
                           passes=0, version=v)
    if not hand:  # K12: out, pending rights or not
        return _round_over(state, seat, seat, OUT, events)
    return state._replace(events=(*state.events, *events))


def _combine(state: GameState, seat: int, put: int, onto: int) -> GameState:
    k_put, k_onto = _pile_at(state, put, "K8"), _pile_at(state, onto, "K8")
    if put == onto:
        raise IllegalAction(Phrase(gettext_noop("a pile cannot be put on itself")), "K8")
    top, bottom = state.piles[k_onto][-1], state.piles[k_put][0]
    if FOLLOWER[top] != bottom:
        raise IllegalAction(Phrase(gettext_noop(
            "pile {pile} cannot go on pile {onto}: its bottom card, the {bottom}, does not "
            "follow the {top}"), {"pile": put, "onto": onto, "bottom": symbol(bottom),
                                  "top": symbol(top)}), "K8")
    v = state.version + 1
    merged = state.piles[k_onto] + state.piles[k_put]
    complete = len(merged) == SUIT
    # [reading, K8/K9] a combination that completes a suit gives two rights
    gained = 2 if complete else 1
    events = [Event(v, COMBINE, seat, pile=put, onto=onto, number=gained)]
    if complete:
        events.append(Event(v, "complete", seat, pile=onto))
    piles = _drop(_put(state.piles, k_onto, merged), k_put)
    return state._replace(piles=piles, pile_ids=_drop(state.pile_ids, k_put), started=True,
                          rights=state.rights + gained, shaker=-1, passes=0, version=v,
                          events=(*state.events, *events))


def _new_pile(state: GameState, seat: int, card: int) -> GameState:
    if not state.rights:
        raise IllegalAction(Phrase(gettext_noop(
            "you have no new-pile right: combining two piles or completing a suit gives "
            "one")), "K10")
    hand = _held(state, seat, card) ^ BIT[card]
    v, pid = state.version + 1, state.next_pile
    state = state._replace(hands=_put(state.hands, seat, hand), piles=(*state.piles, (card,)),
                           pile_ids=(*state.pile_ids, pid), next_pile=pid + 1, started=True,
                           laid=state.laid + 1, rights=state.rights - 1, shaker=-1, passes=0,
                           version=v)
    event = Event(v, NEW_PILE, seat, (card,), pid)
    if not hand:
        return _round_over(state, seat, seat, OUT, [event])
    return state._replace(events=(*state.events, event))


def _end(state: GameState, seat: int) -> GameState:
    if state.rights:
        raise IllegalAction(Phrase(gettext_noop(
            "use your new-pile right first: lay a card from your hand as a new pile")), "K10")
    if not state.laid:
        raise IllegalAction(Phrase(gettext_noop(
            "lay at least one card before you end your turn")), "K7")
    v = state.version + 1
    return _next_turn(state._replace(version=v), seat, Event(v, END, seat))


def _shakipesh(state: GameState, seat: int) -> GameState:
    if state.started:
        raise IllegalAction(Phrase(gettext_noop(
            "a shakipesh is a whole turn: you have already laid or combined")), "K11")
    if not state.stock:
        raise IllegalAction(Phrase(gettext_noop(
            "the stock is empty: there is no shakipesh")), "K11")
    v, pid = state.version + 1, state.next_pile
    first, second, face = state.stock[:SHAKE]
    hand = state.hands[seat] | BIT[first] | BIT[second]
    state = state._replace(hands=_put(state.hands, seat, hand), piles=(*state.piles, (face,)),
                           pile_ids=(*state.pile_ids, pid), next_pile=pid + 1,
                           stock=state.stock[SHAKE:], version=v)
    event = Event(v, SHAKIPESH, seat, (first, second, face), pid)
    return _next_turn(state, seat, event, shaker=seat)


def _pass(state: GameState, seat: int) -> GameState:
    if state.started:
        raise IllegalAction(Phrase(gettext_noop(
            "you have begun your turn: finish it instead of passing")), "K6")
    if state.stock:
        raise IllegalAction(Phrase(gettext_noop(
            "the stock has cards: lay a card or make a shakipesh")), "K6")
    if lays(state, seat) or combines(state):
        raise IllegalAction(Phrase(gettext_noop(
            "you can lay a card or combine two piles: you may not pass")), "K6")
    v, passes = state.version + 1, state.passes + 1
    event = Event(v, "pass", seat)
    state = state._replace(version=v, shaker=-1)
    if passes >= state.seats:  # K13: everybody passed in turn, nothing changed between
        return _round_over(state, seat, -1, BLOCKED, [event])
    return _next_turn(state, seat, event, passes=passes)


def _next_turn(state: GameState, seat: int, event: Event, *, shaker: int = -1,
               passes: int = 0) -> GameState:
    """Count ``seat``'s turn and pass the turn clockwise (K5)."""
    return state._replace(turns=_put(state.turns, seat, state.turns[seat] + 1),
                          turn=(seat + 1) % state.seats, started=False, laid=0, rights=0,
                          shaker=shaker, passes=passes, events=(*state.events, event))


def _round_over(state: GameState, seat: int, winner: int, reason: str,
                events: list[Event]) -> GameState:
    """End the round after ``seat``'s action (its turn counted): score it (K12, K13), and
    end the match at the limit (K14) or deal the next round at once. ``state.version`` is
    already the action's."""
    v = state.version
    turns = _put(state.turns, seat, state.turns[seat] + 1)
    scores = tuple(hand.bit_count() for hand in state.hands)  # the winner's is empty: 0
    totals = tuple(t + s for t, s in zip(state.totals, scores, strict=True))
    hands = tuple(tuple(sorted(indices(hand), key=hand_order)) for hand in state.hands)
    result = RoundResult(state.round, scores, winner, reason, hands, turns)
    events.append(Event(v, "round_over", winner, number=state.round, groups=hands,
                        counts=(*scores, *totals), detail=reason))
    state = state._replace(turns=turns, totals=totals, history=(*state.history, result),
                           started=False, laid=0, rights=0, shaker=-1, passes=0)
    if max(totals) >= state.limit:
        events.append(Event(v, "match_over", counts=totals))
        return state._replace(turn=-1, events=(*state.events, *events))
    return _deal(state, state.round + 1, events)


def _put(values: tuple[T, ...], at: int, value: T) -> tuple[T, ...]:
    return (*values[:at], value, *values[at + 1:])


def _drop(values: tuple[T, ...], at: int) -> tuple[T, ...]:
    return (*values[:at], *values[at + 1:])


# ---------------------------------------------------------------- outcome and replay


def outcome(state: GameState) -> Outcome | None:
    """Once the match is over: each seat's total, the lowest winning (K14). With the limit
    1 (one round, the daily) fewer turns break a tie."""
    if state.turn >= 0:
        return None
    totals = state.totals
    last = state.history[-1].turns
    keys: list[tuple[int, ...]] = [(t, last[s]) if state.limit == 1 else (t,)
                                   for s, t in enumerate(totals)]
    best = min(totals)
    winners = ", ".join(str(s) for s, t in enumerate(totals) if t == best)
    return Outcome.ranked(totals, keys, f"seat(s) {winners} won with {best} after "
                                        f"{len(state.history)} round(s)")


def round_scores(state: GameState, seat: int) -> tuple[int, ...]:
    """``seat``'s score in each finished round, oldest first."""
    return tuple(r.scores[seat] for r in state.history)


def replay(seed: str, seats: int, actions: Iterable[tuple[int, Action]],
           limit: int = rules.DEFAULT_LIMIT) -> GameState:
    """Rebuild a match from its seed, options and action log."""
    state = new_game(seed, seats, limit)
    for seat, action in actions:
        state = apply(state, seat, action)
    return state


__all__ = ["apply", "combines", "custom_round", "lays", "legal_actions", "new_game",
           "outcome", "replay", "round_scores", "to_act"]
