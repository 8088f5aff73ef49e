"""The Sheepshead engine: new games, legal actions and ``apply`` over immutable states."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from cards import (
    Card,
    IllegalAction,
    InvalidAction,
    Outcome,
    Phrase,
    SeedStream,
    gettext_noop,
    shuffled,
)
from sheepshead.engine import rules
from sheepshead.engine.actions import ALONE, BURY, CALL, PASS, PICK, PLAY, UNKNOWN, Action
from sheepshead.engine.deck import (
    BIT,
    CODES,
    N_CARDS,
    POINTS,
    SUIT_MASK,
    SUIT_OF,
    indices,
    points,
)
from sheepshead.engine.state import Deal, DealResult, GameState, Phase, Trick

SEATS = rules.SEATS
DEALS_PER_GAME = 10  # S20


# ---------------------------------------------------------------- dealing (S5, S20, S21)


def deal_cards(seed: str, number: int) -> tuple[tuple[int, ...], int]:
    """Hands and blind of deal ``number`` of the game with ``seed``: a pure function (S5)."""
    deck = shuffled(BIT, seed, f"sheepshead/deal/{number}")
    hands = (sum(deck[0:6]), sum(deck[6:12]), sum(deck[12:18]), sum(deck[18:24]), sum(deck[24:30]))
    return hands, deck[30] | deck[31]


def start_deal(number: int, dealer: int, hands: tuple[int, ...], blind: int) -> Deal:
    """A deal about to be picked: the seat left of the dealer decides first (S6)."""
    return Deal(number, dealer, hands, blind, Phase.PICK, (dealer + 1) % SEATS)


def new_game(seed: str, options: Mapping[str, Any] | None = None) -> GameState:
    """A new game; ``options`` may set ``deals`` (default 10) and ``first_dealer``."""
    options = options or {}
    deals = int(options.get("deals", DEALS_PER_GAME))
    if not 1 <= deals <= 100:
        raise ValueError("a game has 1 to 100 deals")
    first = options.get("first_dealer")
    dealer = SeedStream(seed, "sheepshead/dealer").randbelow(SEATS) if first is None else first
    hands, blind = deal_cards(seed, 0)
    return GameState(seed, int(dealer), deals, start_deal(0, int(dealer), hands, blind))


def custom_game(hands: Iterable[int], blind: int, dealer: int = 4) -> GameState:
    """A one-deal game with the given cards: for hand-built positions in tests and tools."""
    hands = tuple(hands)
    if len(hands) != SEATS or sum(h.bit_count() for h in hands) + blind.bit_count() != N_CARDS:
        raise ValueError("five hands and a blind must hold the 32 cards")
    return GameState("custom", dealer, 1, start_deal(0, dealer, hands, blind))


# ---------------------------------------------------------------- who acts, what is legal


def to_act(state: GameState) -> tuple[int, ...]:
    """The seats that may act now (one seat, or none when the game is over)."""
    return () if state.finished else (state.deal.turn,)


def called_suit(deal: Deal) -> int:
    return SUIT_OF[deal.called] if deal.called >= 0 else -1


def unknown_played(deal: Deal) -> bool:
    return any(t.unknown_at >= 0 for t in deal.tricks) or (
        deal.trick is not None and deal.trick.unknown_at >= 0
    )


def current_led(deal: Deal) -> int:
    """Suit led in the trick being played, or -1 before the lead."""
    trick = deal.trick
    if trick is None or not trick.cards:
        return -1
    return rules.led_suit(trick.cards, trick.unknown_at, called_suit(deal))


def duty(deal: Deal, seat: int) -> int:
    """What S15 asks of ``seat`` in the current trick."""
    in_force = deal.called_trick < 0 or deal.called_trick == len(deal.tricks)
    if deal.called < 0 or not in_force:
        return rules.NO_DUTY
    if seat == deal.partner:
        return rules.PARTNER_HOLD
    if seat == deal.picker and deal.unknown < 0:
        return rules.PICKER_HOLD
    return rules.NO_DUTY


def playable(deal: Deal) -> int:
    """Cards the seat to play may play; the picker's unknown appears as its own bit (S10)."""
    seat = deal.turn
    hand = deal.hands[seat]
    led = current_led(deal)
    if seat == deal.picker and deal.unknown >= 0 and not unknown_played(deal):
        first_called_lead = led >= 0 and deal.called_trick == len(deal.tricks)
        if not hand or (first_called_lead and led == called_suit(deal)):
            return BIT[deal.unknown]
    called_bit = BIT[deal.called] if deal.called >= 0 else 0
    return rules.play_mask(hand, led, duty(deal, seat), called_suit(deal), called_bit)


def _pairs(hand: int) -> tuple[Action, ...]:
    cards = indices(hand)
    return tuple(
        Action(BURY, (a, b)) for i, a in enumerate(cards) for b in cards[i + 1 :]
    )


def deal_legal_actions(deal: Deal) -> tuple[Action, ...]:
    """The legal actions of the seat to act in ``deal``."""
    phase = deal.phase
    if phase is Phase.PLAY:
        return tuple(Action(PLAY, (c,)) for c in indices(playable(deal)))
    if phase is Phase.PICK:
        return (Action(PICK), Action(PASS))
    if phase is Phase.BURY:
        return _pairs(deal.hands[deal.turn])
    if phase is Phase.CALL:
        options = rules.call_options(deal.hands[deal.picker], deal.bury)
        return (*(Action(CALL, (card,)) for card, _ in options), Action(ALONE))
    if phase is Phase.UNKNOWN:
        return tuple(Action(UNKNOWN, (c,)) for c in indices(deal.hands[deal.picker]))
    return ()


def legal_actions(state: GameState, seat: int) -> tuple[Action, ...]:
    """The actions ``seat`` may take now; empty when it is not that seat's turn."""
    if state.finished or seat != state.deal.turn:
        return ()
    return deal_legal_actions(state.deal)


# ---------------------------------------------------------------- apply


def apply(state: GameState, seat: int, action: Action) -> GameState:
    """The state after ``seat`` takes ``action``; raises and changes nothing if not legal."""
    if not isinstance(action, Action):
        raise InvalidAction(Phrase(gettext_noop("this is not a Sheepshead action")))
    if state.finished:
        raise IllegalAction(Phrase(gettext_noop("the game is over")), "S20")
    if not isinstance(seat, int) or not 0 <= seat < SEATS:
        raise InvalidAction(Phrase(gettext_noop("there is no seat {seat} at this table (S1)"),
                                   {"seat": repr(seat)[:40]}))
    deal = state.deal
    if seat != deal.turn:
        raise IllegalAction(Phrase(gettext_noop("it is seat {turn}'s turn, not seat {seat}'s"),
                                   {"turn": deal.turn, "seat": seat}), _phase_rule(deal.phase))
    deal = apply_to_deal(deal, action)
    if deal.phase is not Phase.DONE:
        return GameState(state.seed, state.first_dealer, state.deals, deal, state.history)
    history = (*state.history, deal)
    if len(history) == state.deals:
        return GameState(state.seed, state.first_dealer, state.deals, deal, history)
    number = deal.number + 1
    hands, blind = deal_cards(state.seed, number)
    dealer = (deal.dealer + 1) % SEATS  # the deal passes clockwise (S20)
    upcoming = start_deal(number, dealer, hands, blind)
    return GameState(state.seed, state.first_dealer, state.deals, upcoming, history)


def apply_to_deal(deal: Deal, action: Action) -> Deal:
    """Apply the action of the seat to act in ``deal`` (already checked to be its turn)."""
    phase, kind = deal.phase, action.type
    if phase is Phase.PICK and kind in (PICK, PASS):
        return _pick(deal) if kind == PICK else _pass(deal)
    if phase is Phase.BURY and kind == BURY:
        return _bury(deal, action)
    if phase is Phase.CALL and kind in (CALL, ALONE):
        return _call(deal, action)
    if phase is Phase.UNKNOWN and kind == UNKNOWN:
        return _set_unknown(deal, action.card)
    if phase is Phase.PLAY and kind == PLAY:
        return _play(deal, action.card)
    raise IllegalAction(Phrase(NOT_NOW[phase], {"action": kind}), _phase_rule(phase))


NOT_NOW = {  # an action out of its phase: what the seat may do instead ({action}: its type)
    Phase.PICK: gettext_noop("“{action}” is not possible now: pick or pass"),
    Phase.BURY: gettext_noop("“{action}” is not possible now: bury two cards"),
    Phase.CALL: gettext_noop("“{action}” is not possible now: call a card or play alone"),
    Phase.UNKNOWN: gettext_noop("“{action}” is not possible now: choose the unknown card"),
    Phase.PLAY: gettext_noop("“{action}” is not possible now: play a card"),
    Phase.DONE: gettext_noop("“{action}” is not possible now: the deal is over"),
}


def _phase_rule(phase: Phase) -> str:
    return {
        Phase.PICK: "S6", Phase.BURY: "S7", Phase.CALL: "S8", Phase.UNKNOWN: "S10",
        Phase.PLAY: "S13", Phase.DONE: "S20",
    }[phase]


def _replace_hand(hands: tuple[int, ...], seat: int, hand: int) -> tuple[int, ...]:
    return hands[:seat] + (hand,) + hands[seat + 1 :]


def _pick(deal: Deal) -> Deal:
    seat = deal.turn
    hands = _replace_hand(deal.hands, seat, deal.hands[seat] | deal.blind)
    return _evolve(deal, hands=hands, phase=Phase.BURY, picker=seat)


def _pass(deal: Deal) -> Deal:
    following = (deal.turn + 1) % SEATS
    if following != deal.leader:
        return _evolve(deal, turn=following)
    # Everyone passed: a leaster, led by the seat left of the dealer (S19, S13).
    return _evolve(deal, phase=Phase.PLAY, turn=deal.leader, trick=Trick(deal.leader))


def _bury(deal: Deal, action: Action) -> Deal:
    seat = deal.turn
    mask = BIT[action.cards[0]] | BIT[action.cards[1]]
    if deal.hands[seat] & mask != mask:
        raise IllegalAction(Phrase(gettext_noop("you can only bury cards in your hand")), "S7")
    hands = _replace_hand(deal.hands, seat, deal.hands[seat] & ~mask)
    return _evolve(deal, hands=hands, bury=mask, phase=Phase.CALL)


def _call(deal: Deal, action: Action) -> Deal:
    if action.type == ALONE:
        return _evolve(deal, alone=True, phase=Phase.PLAY, turn=deal.leader,
                       trick=Trick(deal.leader))
    card = action.card
    options = dict(rules.call_options(deal.hands[deal.picker], deal.bury))
    if card not in options:
        raise IllegalAction(_why_not_callable(deal, card), "S11" if not options else "S8")
    partner = next(s for s in range(SEATS) if deal.hands[s] & BIT[card])
    if options[card]:
        return _evolve(deal, called=card, partner=partner, phase=Phase.UNKNOWN)
    return _evolve(deal, called=card, partner=partner, phase=Phase.PLAY, turn=deal.leader,
                   trick=Trick(deal.leader))


def _why_not_callable(deal: Deal, card: int) -> Phrase:
    name = {"card": _card(card)}
    hand = deal.hands[deal.picker]
    if not rules.call_options(hand, deal.bury):
        return Phrase(gettext_noop("no card can be called: you must play alone"))
    if deal.bury & BIT[card]:
        return Phrase(gettext_noop("the {card} is in your bury and can never be called"), name)
    if hand & BIT[card]:
        return Phrase(gettext_noop("you hold the {card} yourself"), name)
    if SUIT_OF[card] == 0 or CODES[card][:-1] not in ("A", "10"):
        return Phrase(gettext_noop("the {card} cannot be called: only a fail ace (or a fail "
                                   "ten, S9) can"), name)
    return Phrase(gettext_noop("the {card} cannot be called with this hand"), name)


def _card(card: int) -> str:
    """A card as the table draws it, ``Q♣``: the same in every language."""
    return Card.parse(CODES[card]).symbol


def _set_unknown(deal: Deal, card: int) -> Deal:
    seat = deal.picker
    if not deal.hands[seat] & BIT[card]:
        raise IllegalAction(Phrase(gettext_noop("the unknown must be a card from your hand")),
                            "S10")
    hands = _replace_hand(deal.hands, seat, deal.hands[seat] & ~BIT[card])
    return _evolve(deal, hands=hands, unknown=card, phase=Phase.PLAY, turn=deal.leader,
                   trick=Trick(deal.leader))


def _play(deal: Deal, card: int) -> Deal:
    seat, trick = deal.turn, deal.trick
    assert trick is not None
    if not playable(deal) & BIT[card]:
        raise IllegalAction(*_why_not_playable(deal, card))
    as_unknown = seat == deal.picker and card == deal.unknown
    hands = deal.hands if as_unknown else _replace_hand(
        deal.hands, seat, deal.hands[seat] & ~BIT[card]
    )
    cards = (*trick.cards, card)
    unknown_at = len(trick.cards) if as_unknown else trick.unknown_at
    suit = called_suit(deal)
    led = rules.led_suit(cards, unknown_at, suit)
    called_trick = deal.called_trick
    if len(cards) == 1 and called_trick < 0 and suit >= 0 and led == suit:
        called_trick = len(deal.tricks)  # the first lead of the called suit (S15)
    if len(cards) < SEATS:
        return _evolve(deal, hands=hands, turn=(seat + 1) % SEATS, called_trick=called_trick,
                       trick=Trick(trick.leader, cards, unknown_at))
    winner = trick.seat_at(rules.trick_winner(cards, led, unknown_at))
    tricks = (*deal.tricks, Trick(trick.leader, cards, unknown_at, winner))
    if len(tricks) < rules.TRICKS:
        return _evolve(deal, hands=hands, turn=winner, called_trick=called_trick, tricks=tricks,
                       trick=Trick(winner))
    done = _evolve(deal, hands=hands, called_trick=called_trick, tricks=tricks, trick=None,
                   turn=-1, phase=Phase.DONE)
    return _evolve(done, result=score(done))


def _why_not_playable(deal: Deal, card: int) -> tuple[Phrase, str]:
    seat, hand = deal.turn, deal.hands[deal.turn]
    legal = playable(deal)
    if seat == deal.picker and deal.unknown >= 0 and legal == BIT[deal.unknown]:
        return Phrase(gettext_noop("you must play your unknown card now")), "S10"
    if card == deal.unknown and seat == deal.picker:
        return Phrase(gettext_noop("the unknown is played only when the called suit is first "
                                   "led")), "S10"
    if not hand & BIT[card]:
        return Phrase(gettext_noop("you do not hold the {card}"), {"card": _card(card)}), "S13"
    led = current_led(deal)
    if led >= 0 and hand & SUIT_MASK[led] and not SUIT_MASK[led] & BIT[card]:
        return Phrase(MUST_FOLLOW[led]), "S13"
    seat_duty = duty(deal, seat)
    if seat_duty == rules.PARTNER_HOLD and led < 0:
        return Phrase(gettext_noop("the called suit may be led only with the called card "
                                   "itself")), "S15"
    if seat_duty == rules.PARTNER_HOLD and led == called_suit(deal):
        return Phrase(gettext_noop("the partner must play the called card when its suit is "
                                   "first led")), "S15"
    if seat_duty == rules.PARTNER_HOLD:
        return Phrase(gettext_noop("the partner must keep the called card until its suit is "
                                   "led")), "S15"
    return Phrase(gettext_noop("the picker must keep a card of the called suit until it is "
                               "led")), "S15"


MUST_FOLLOW = (  # by the led suit: trump, clubs, spades, hearts (S13)
    gettext_noop("you must follow trump"),
    gettext_noop("you must follow clubs"),
    gettext_noop("you must follow spades"),
    gettext_noop("you must follow hearts"),
)


def _evolve(deal: Deal, **changes: Any) -> Deal:
    return deal._replace(**changes)


# ---------------------------------------------------------------- scoring (S16–S19)


def score(deal: Deal) -> DealResult:
    """Score a finished deal."""
    taken = [0] * SEATS
    won = [0] * SEATS
    for trick in deal.tricks:
        taken[trick.winner] += sum(POINTS[c] for c in trick.cards)
        won[trick.winner] += 1
    if deal.picker < 0:
        scores, winner = rules.leaster_scores(taken, won)
        return DealResult(scores, tuple(taken), tuple(won), True, winner=winner)
    side = {deal.picker, deal.partner} - {-1}
    side_points = sum(taken[s] for s in side) + points(deal.bury)
    side_tricks = sum(won[s] for s in side)
    base = rules.picker_base(side_points, side_tricks)
    scores = rules.payments(deal.picker, deal.partner, base)
    return DealResult(scores, tuple(taken), tuple(won), False, side_points, base)


# ---------------------------------------------------------------- outcome and replay


def outcome(state: GameState) -> Outcome | None:
    """The ten-deal totals once the game is over (S20), else None."""
    if not state.finished:
        return None
    totals = state.totals
    best = max(totals)
    leaders = [str(seat) for seat in range(SEATS) if totals[seat] == best]
    return Outcome.by_total(totals, "higher", f"best total {best} (seat {', '.join(leaders)})")


def replay(seed: str, options: Mapping[str, Any] | None,
           actions: Iterable[tuple[int, Action]]) -> GameState:
    """Rebuild a game from its seed and action log."""
    state = new_game(seed, options)
    for seat, action in actions:
        state = apply(state, seat, action)
    return state
