"""The toy: a small card game behind the ``cards.Engine`` protocol, the example of a game folder
(``toy/README.md``) that proves the shared layer generic.

Rules. 2 to 6 seats; each round every seat is dealt three cards from a fresh 52-card deck.

1. Pass (all at once): every seat secretly chooses one card; when the last has chosen, each
   card goes to the next seat (``variant`` "left") or the previous one ("right").
2. Play: three tricks, led first by seat ``round % seats``. Follow the led suit if you can;
   the highest card of the led suit wins and leads next. A trick costs its winner 1 point
   plus 1 per heart in it.
3. Declare, at any moment of a round, once per round, out of turn: "I take no trick". Made
   good, every other seat scores 1 more; failed, the declarer scores 2 more.

Lower totals are better. The match ends after the round in which a total reaches ``target``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, Literal

from cards import (
    Card,
    IllegalAction,
    InvalidAction,
    InvalidOptions,
    Option,
    OptionValue,
    Outcome,
    Phrase,
    check_seats,
    gettext_noop,
    shuffled,
    validate,
)
from cards.codes import RANKS, SUITS
from toy.engine.state import HAND, Event, Round, ToyState, Trick

DECK = tuple(f"{rank}{suit}" for suit in SUITS for rank in RANKS)
PASS, PLAY, DECLARE = "pass", "play", "declare"
FAIL_COST, MADE_COST = 2, 1


@dataclass(frozen=True, slots=True)
class Action:
    type: str  # "pass", "play" or "declare"
    card: str = ""


@dataclass(frozen=True, slots=True)
class RoundFacts:
    """One finished round for one seat (``GameSpec.round_facts``)."""

    score: int
    declared: bool
    tricks: int


def rank(card: str) -> int:
    return RANKS.index(card[:-1])


def deal(seed: str, seats: int, number: int) -> Round:
    deck = shuffled(DECK, seed, f"toy/round/{number}")
    hands = tuple(tuple(sorted(deck[s * HAND:(s + 1) * HAND], key=DECK.index))
                  for s in range(seats))
    return Round(number, hands, (None,) * seats, False, (False,) * seats,
                 leader=number % seats)


def receiver(giver: int, seats: int, variant: str) -> int:
    return (giver + (1 if variant == "left" else -1)) % seats


def turn(state: ToyState) -> int:
    r = state.round
    return (r.leader + len(r.trick)) % state.seats


def legal_plays(hand: tuple[str, ...], trick: tuple[str, ...]) -> tuple[str, ...]:
    if trick:
        follow = tuple(c for c in hand if c[-1] == trick[0][-1])
        if follow:
            return follow
    return hand


class ToyEngine:
    name = "toy"
    min_seats, max_seats, default_seats = 2, 6, 4
    better: Literal["higher", "lower"] = "lower"
    options = (
        Option("target", gettext_noop("Play to"), 20, minimum=3, maximum=100),
        Option("variant", gettext_noop("Pass to"), "left", choices=("left", "right"),
               choice_labels=(gettext_noop("the next player"),
                              gettext_noop("the player before"))),
    )

    # ------------------------------------------------------------ setup

    def validate_options(self, seats: object, options: object) -> dict[str, OptionValue]:
        check_seats(seats, self.min_seats, self.max_seats)
        return validate(self.options, options)

    def new_game(self, seed: str, seats: int, options: Mapping[str, Any] | None = None
                 ) -> ToyState:
        checked = self.validate_options(seats, options)
        first = deal(seed, seats, 0)
        return ToyState(seed, seats, int(checked["target"]), str(checked["variant"]), 0, first,
                        events=_hand_events(first, 0))

    # ------------------------------------------------------------ who acts

    def to_act(self, state: ToyState) -> tuple[int, ...]:
        if state.finished:
            return ()
        r = state.round
        if not r.exchanged:
            return tuple(s for s in range(state.seats) if r.passes[s] is None)
        return (turn(state),)

    def may_act(self, state: ToyState) -> tuple[int, ...]:
        if state.finished:
            return ()
        waiting = set(self.to_act(state))
        return tuple(s for s in range(state.seats)
                     if s in waiting or not state.round.declared[s])

    def legal_actions(self, state: ToyState, seat: int) -> tuple[Action, ...]:
        if state.finished or not 0 <= seat < state.seats:
            return ()
        r = state.round
        actions: list[Action] = []
        if not r.exchanged and r.passes[seat] is None:
            actions += [Action(PASS, c) for c in r.hands[seat]]
        elif r.exchanged and seat == turn(state):
            actions += [Action(PLAY, c) for c in legal_plays(r.hands[seat], r.trick)]
        if not r.declared[seat]:
            actions.append(Action(DECLARE))
        return tuple(actions)

    # ------------------------------------------------------------ rules

    def apply(self, state: ToyState, seat: int, action: Action) -> ToyState:
        if state.finished:
            raise IllegalAction(Phrase(gettext_noop("the match is over")), "T0")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.seats:
            raise IllegalAction(Phrase(gettext_noop("there is no seat {seat}"),
                                       {"seat": str(seat)}), "T0")
        v = state.version + 1
        r = state.round
        if action.type == DECLARE:
            if r.declared[seat]:
                raise IllegalAction(Phrase(gettext_noop("you have declared this round already")),
                                    "T3")
            declared = tuple(d or s == seat for s, d in enumerate(r.declared))
            return _log(replace(state, version=v, round=replace(r, declared=declared)),
                        Event(v, DECLARE, seat))
        if action.type == PASS:
            return self._pass(state, seat, action.card)
        if action.type == PLAY:
            return self._play(state, seat, action.card)
        raise IllegalAction(Phrase(gettext_noop("there is no action {action}"),
                                   {"action": str(action.type)}), "T0")

    def _pass(self, state: ToyState, seat: int, card: str) -> ToyState:
        r, v = state.round, state.version + 1
        if r.exchanged:
            raise IllegalAction(Phrase(gettext_noop("the passes have been exchanged")), "T1")
        if r.passes[seat] is not None:
            raise IllegalAction(Phrase(gettext_noop("you have chosen your pass already")), "T1")
        if card not in r.hands[seat]:
            raise IllegalAction(Phrase(gettext_noop("you do not hold the {card}"),
                                       {"card": card}), "T1")
        passes = tuple(card if s == seat else p for s, p in enumerate(r.passes))
        events = [Event(v, "chose", seat, cards=(card,), shown_to=(seat,))]
        r = replace(r, passes=passes)
        if all(p is not None for p in passes):
            hands = [list(h) for h in r.hands]
            for giver, given in enumerate(passes):
                assert given is not None
                to = receiver(giver, state.seats, state.variant)
                hands[giver].remove(given)
                hands[to].append(given)
                events.append(Event(v, "passed", giver, to, (given,), (giver, to)))
            r = replace(r, exchanged=True,
                        hands=tuple(tuple(sorted(h, key=DECK.index)) for h in hands))
        return _log(replace(state, version=v, round=r), *events)

    def _play(self, state: ToyState, seat: int, card: str) -> ToyState:
        r, v = state.round, state.version + 1
        if not r.exchanged:
            raise IllegalAction(Phrase(gettext_noop("the passes come first")), "T2")
        if seat != turn(state):
            raise IllegalAction(Phrase(gettext_noop("it is seat {turn}'s turn"),
                                       {"turn": turn(state)}), "T2")
        if card not in r.hands[seat]:
            raise IllegalAction(Phrase(gettext_noop("you do not hold the {card}"),
                                       {"card": card}), "T2")
        if card not in legal_plays(r.hands[seat], r.trick):
            raise IllegalAction(Phrase(gettext_noop("you must follow suit")), "T2")
        hands = tuple(tuple(c for c in h if c != card) if s == seat else h
                      for s, h in enumerate(r.hands))
        events = [Event(v, PLAY, seat, cards=(card,))]
        r = replace(r, hands=hands, trick=(*r.trick, card))
        if len(r.trick) < state.seats:
            return _log(replace(state, version=v, round=r), *events)
        led = r.trick[0][-1]
        best = max((c for c in r.trick if c[-1] == led), key=rank)
        winner = (r.leader + r.trick.index(best)) % state.seats
        points = 1 + sum(1 for c in r.trick if c[-1] == "H")
        events.append(Event(v, "trick", winner, points=points))
        r = replace(r, tricks=(*r.tricks, Trick(r.leader, r.trick, winner, points)),
                    trick=(), leader=winner)
        if len(r.tricks) < HAND:
            return _log(replace(state, version=v, round=r), *events)
        r = replace(r, scores=_round_scores(r, state.seats))
        assert r.scores is not None
        events.append(Event(v, "round", scores=r.scores))
        state = replace(state, version=v, round=r, past=(*state.past, r))
        if max(state.totals) >= state.target:
            events.append(Event(v, "end", scores=state.totals))
            return _log(replace(state, finished=True), *events)
        following = deal(state.seed, state.seats, r.number + 1)
        events += _hand_events(following, v)
        return _log(replace(state, round=following), *events)

    # ------------------------------------------------------------ results

    def outcome(self, state: ToyState) -> Outcome | None:
        if not state.finished:
            return None
        return Outcome.by_total(state.totals, self.better, f"{len(state.past)} rounds")

    def round_scores(self, state: ToyState, seat: int) -> tuple[int, ...]:
        return tuple(r.scores[seat] for r in state.past if r.scores)

    # ------------------------------------------------------------ view

    def view(self, state: ToyState, seat: int, since: int | None = None) -> dict[str, Any]:
        r = state.round
        giver = receiver(seat, state.seats, "right" if state.variant == "left" else "left")
        data: dict[str, Any] = {
            "game": self.name,
            "seat": seat,
            "seats": state.seats,
            "status": "finished" if state.finished else "active",
            "round": r.number + 1,
            "phase": "over" if state.finished else PLAY if r.exchanged else PASS,
            "target": state.target,
            "variant": state.variant,
            "to_act": list(self.to_act(state)),
            "may_act": list(self.may_act(state)),
            "legal_actions": [self.encode_action(a) for a in self.legal_actions(state, seat)],
            "hand": list(r.hands[seat]),
            "hand_sizes": [len(h) for h in r.hands],
            "chosen": [s for s in range(state.seats) if r.passes[s] is not None],
            "my_pass": r.passes[seat],
            "received": r.passes[giver] if r.exchanged else None,
            "declared": list(r.declared),
            "leader": r.leader,
            # The seat to play a card now; None while the passes are chosen, and at the end.
            "turn": turn(state) if r.exchanged and not state.finished else None,
            "trick": list(r.trick),
            "tricks": [{"leader": t.leader, "cards": list(t.cards), "winner": t.winner,
                        "points": t.points} for t in r.tricks],
            "scores": [list(p.scores) for p in state.past if p.scores],
            "totals": list(state.totals),
            "events": [] if since is None else [
                _event_view(e, seat) for e in state.events if e.v > since],
            "events_since": since,
        }
        outcome = self.outcome(state)
        if outcome is not None:
            data["result"] = {"totals": list(outcome.scores), "places": list(outcome.places),
                              "your_place": outcome.places[seat]}
        return data

    # ------------------------------------------------------------ codecs

    def encode_action(self, action: Action) -> dict[str, Any]:
        return {"type": action.type} if action.type == DECLARE else {
            "type": action.type, "card": action.card}

    def decode_action(self, data: object) -> Action:
        if not isinstance(data, dict):
            raise InvalidAction(Phrase(gettext_noop("an action must be a JSON object")))
        kind = data.get("type")
        if kind not in (PASS, PLAY, DECLARE):
            raise InvalidAction(Phrase(gettext_noop("“{kind}” is not an action of this game"),
                                       {"kind": str(kind)}))
        fields = {"type"} if kind == DECLARE else {"type", "card"}
        if set(data) != fields:
            raise InvalidAction(Phrase(gettext_noop("a {kind} action has the fields {fields}"),
                                       {"kind": str(kind),
                                        "fields": ", ".join(sorted(fields))}))
        if kind == DECLARE:
            return Action(DECLARE)
        card = Card.parse(data["card"])
        if card.is_joker:
            raise InvalidAction(Phrase(gettext_noop("this game has no jokers")))
        return Action(str(kind), str(card))

    def encode_state(self, state: ToyState) -> dict[str, Any]:
        return {
            "seed": state.seed, "seats": state.seats, "target": state.target,
            "variant": state.variant, "version": state.version,
            "round": _round_json(state.round), "past": [_round_json(r) for r in state.past],
            "events": [[e.v, e.kind, e.seat, e.to, list(e.cards),
                        None if e.shown_to is None else list(e.shown_to), e.points,
                        list(e.scores)] for e in state.events],
            "finished": state.finished,
        }

    def decode_state(self, data: dict[str, Any]) -> ToyState:
        return ToyState(
            str(data["seed"]), int(data["seats"]), int(data["target"]), str(data["variant"]),
            int(data["version"]), _round_of(data["round"]),
            tuple(_round_of(r) for r in data["past"]),
            tuple(Event(int(v), str(k), int(s), int(to), tuple(c),
                        None if shown is None else tuple(shown), int(p), tuple(sc))
                  for v, k, s, to, c, shown, p, sc in data["events"]),
            bool(data["finished"]),
        )


def _round_scores(r: Round, seats: int) -> tuple[int, ...]:
    scores = [sum(t.points for t in r.tricks if t.winner == s) for s in range(seats)]
    for declarer in (s for s in range(seats) if r.declared[s]):
        if any(t.winner == declarer for t in r.tricks):
            scores[declarer] += FAIL_COST
        else:
            scores = [x + (MADE_COST if s != declarer else 0) for s, x in enumerate(scores)]
    return tuple(scores)


def _hand_events(r: Round, v: int) -> tuple[Event, ...]:
    return tuple(Event(v, "hand", s, cards=h, shown_to=(s,)) for s, h in enumerate(r.hands))


def _log(state: ToyState, *events: Event) -> ToyState:
    return replace(state, events=(*state.events, *events))


def _event_view(event: Event, seat: int) -> dict[str, Any]:
    data: dict[str, Any] = {"v": event.v, "type": event.kind, "seat": event.seat}
    if event.to >= 0:
        data["to"] = event.to
    if event.cards:
        shown = event.shown_to is None or seat in event.shown_to
        data["cards"] = list(event.cards) if shown else None
        data["count"] = len(event.cards)
    if event.points:
        data["points"] = event.points
    if event.scores:
        data["scores"] = list(event.scores)
    return data


def _round_json(r: Round) -> dict[str, Any]:
    return {
        "number": r.number, "hands": [list(h) for h in r.hands], "passes": list(r.passes),
        "exchanged": r.exchanged, "declared": list(r.declared),
        "tricks": [[t.leader, list(t.cards), t.winner, t.points] for t in r.tricks],
        "leader": r.leader, "trick": list(r.trick),
        "scores": None if r.scores is None else list(r.scores),
    }


def _round_of(data: dict[str, Any]) -> Round:
    return Round(
        int(data["number"]), tuple(tuple(h) for h in data["hands"]), tuple(data["passes"]),
        bool(data["exchanged"]), tuple(bool(d) for d in data["declared"]),
        tuple(Trick(int(lead), tuple(c), int(w), int(p)) for lead, c, w, p in data["tricks"]),
        int(data["leader"]), tuple(data["trick"]),
        None if data["scores"] is None else tuple(int(s) for s in data["scores"]),
    )


def round_facts(state: ToyState, seat: int) -> list[RoundFacts]:
    return [RoundFacts(r.scores[seat], r.declared[seat],
                       sum(1 for t in r.tricks if t.winner == seat))
            for r in state.past if r.scores]


def round_of(state: ToyState) -> int:
    """The 0-based round being played; the number of rounds once the match is over."""
    return len(state.past) if state.finished else state.round.number


ENGINE = ToyEngine()

__all__ = ["ENGINE", "Action", "InvalidOptions", "RoundFacts", "ToyEngine", "round_facts"]
