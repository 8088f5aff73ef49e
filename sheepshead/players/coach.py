"""The coach: what Hard would do in the person's place, why in a sentence or two of card-game
words, and what each of the person's own choices was worth.

It uses Hard's search (:func:`.search.evaluate`: deals sampled from the seat's view, every
option played out on the same samples) and keeps each option's mean deal score, so a hint can
say why and a review can say how much a different choice would have gained. The input is the
person's view, never more: a hint tells nothing the person could not have worked out. The
words themselves live in :mod:`.coach_words`; a reason is a :class:`cards.Phrase` of them,
translated where the reader's language is known.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cards import Phrase
from cards.phrase import AND, listed, the_card
from sheepshead.engine.actions import ALONE, BURY, CALL, PASS, PICK, PLAY, UNKNOWN, Action
from sheepshead.engine.deck import (
    ACE_OF,
    BIT,
    CODES,
    FAIL_ACES,
    FAIL_SUITS,
    INDEX,
    POINTS,
    SUIT_MASK,
    SUIT_OF,
    TEN_OF,
    TRUMP,
)
from sheepshead.engine.rules import trick_winner
from sheepshead.players import bidding, search
from sheepshead.players import coach_words as W
from sheepshead.players.knowledge import TRUMPS, Knowledge, cards_of

SUIT_GLYPH = {"C": "♣", "S": "♠", "H": "♥", "D": "♦"}
QUEENS = sum(BIT[INDEX[c]] for c in ("QC", "QS", "QH", "QD"))
JACKS = sum(BIT[INDEX[c]] for c in ("JC", "JS", "JH", "JD"))
BLACK_QUEENS = BIT[INDEX["QC"]] | BIT[INDEX["QS"]]
RED_QUEENS = BIT[INDEX["QH"]] | BIT[INDEX["QD"]]


@dataclass(frozen=True, slots=True)
class Option:
    action: Action
    value: float  # the seat's mean deal score over the sampled deals


@dataclass(frozen=True, slots=True)
class Advice:
    options: tuple[Option, ...]  # best first
    # One or two sentences, e.g. "Pick: five trumps including both black queens…", to be
    # translated for the reader (``str(reason)`` is the English).
    reason: Phrase

    @property
    def best(self) -> Action:
        return self.options[0].action

    def value_of(self, action: Action) -> float | None:
        return next((o.value for o in self.options if o.action == action), None)


def evaluate(view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random,
             also: Action | None = None, rollouts: int = search.ROLLOUTS
             ) -> tuple[Option, ...]:
    """Every searched option (plus ``also``, the person's own choice) with its mean score,
    best first."""
    scored = search.evaluate(view, legal, rng, rollouts, also=also)
    return tuple(Option(action, value) for action, value in scored)


def advise(view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random,
           also: Action | None = None, rollouts: int = search.ROLLOUTS) -> Advice:
    found = search.explore(view, legal, rng, rollouts, also=also)
    options = tuple(Option(action, value) for action, value in found.ranked)
    return Advice(options, explain(view, options, found))


# ---------------------------------------------------------------- the reason in words

Words = str | Phrase  # a placeholder's value: a card glyph, or a phrase of coach_words


def say(msgid: str, **params: Words | int) -> Phrase:
    """One of the coach's texts (``coach_words``) with its placeholders filled."""
    return Phrase(msgid, params)


def card_text(card: int) -> str:
    code = CODES[card]
    return code[:-1] + SUIT_GLYPH[code[-1]]


def explain(view: Mapping[str, Any], options: Sequence[Option],
            found: search.Found | None = None) -> Phrase:
    """Why the best option, in card-game words a new player follows (see ``coach_words``).

    The words name what in the hand or the trick makes the best option best; the values
    pick the wording where the hand alone would mislead (a thin hand that should pick anyway,
    a close call); and what the search ``found`` names what only its deals show: how often
    the side wins with a card no simple reason explains, and where the hidden partner is.
    """
    best = options[0]
    action = best.action
    runner_up = options[1] if len(options) > 1 else None
    know = Knowledge.from_view(view)
    kind = action.type
    if kind in (PICK, PASS):
        other = runner_up.value if runner_up else 0.0
        pick, keep = (best.value, other) if kind == PICK else (other, best.value)
        return _pick_reason(know, kind == PICK, pick, close=abs(pick - keep) < CLOSE_CALL)
    if kind == BURY:
        return _bury_reason(know, action)
    if kind == CALL:
        return _call_reason(know, action.card)
    if kind == ALONE:
        strong = best.value > 0
        return say(W.ALONE_STRONG, hand=hand_phrase(know.hand)) if strong else say(W.ALONE_ANY)
    if kind == UNKNOWN:
        cheapest = min(POINTS[c] for c in cards_of(know.hand))
        words = W.UNKNOWN_CHEAPEST if POINTS[action.card] == cheapest else W.UNKNOWN_ANY
        return say(words, card=card_text(action.card))
    if kind == PLAY:
        reason = _play_reason(know, action.card)
        return _with_found(know, reason, found) if found is not None else reason
    return Phrase(str(action))  # pragma: no cover - every kind of action is worded above


PARTNER_SURE = 0.6  # the share of the search's deals that makes a seat "likely" the partner
MAX_WORDS = 170  # characters of a hint that still fit a phone's line or two (in English)


def _with_found(know: Knowledge, reason: Phrase, found: search.Found) -> Phrase:
    """A card's reason with what the search found: the side's share of won deals instead of
    the catch-all words, and where its deals put a partner this seat cannot know."""
    if reason.msgid in (W.LEAD_ANY, W.PLAY_ANY) and found.won:
        share = max(1, round(10 * found.won[0]))
        words = W.LEAD_FOUND if reason.msgid == W.LEAD_ANY else W.PLAY_FOUND
        reason = say(words, card=reason.params["card"], share=share)
    likeliest = max(range(5), key=lambda s: found.partner[s])
    if found.partner[likeliest] >= PARTNER_SURE and likeliest != know.seat:
        told = say(W.WITH_PARTNER, reason=reason, called=card_text(know.called),
                   who=say(W.WHO[(likeliest - know.seat) % 5]))
        if len(str(told)) <= MAX_WORDS:
            return told
    return reason


CLOSE_CALL = 0.25  # mean deal scores this close are within the search's noise


# ---------------------------------------------------------------- a hand in words


def _join(items: Sequence[Words], word: str = AND) -> Words:
    """``a``, ``a and b``, ``a, b and c``: a list as one phrase (``word``: AND or OR)."""
    return listed(items, word)


def _cards(cards: Sequence[int]) -> Words:
    return _join([card_text(c) for c in cards])


def trump_phrase(hand: int, only: bool = False) -> Phrase:
    """A hand's trumps, e.g. "five trumps including both black queens" (``only``: "only
    two trumps, both low" when there are three or fewer)."""
    trumps = hand & TRUMPS
    count = trumps.bit_count()
    queens, jacks = hand & QUEENS, hand & JACKS
    if count == 0:
        return say(W.TRUMPS_NONE)
    if not queens and not jacks:
        words = (say(W.TRUMPS_ONE_LOW) if count == 1 else say(W.TRUMPS_TWO_LOW) if count == 2
                 else say(W.TRUMPS_LOW, trumps=_trumps(count)))
    elif count == 1:
        words = say(W.TRUMPS_ONE_HIGH, card=card_text(cards_of(trumps)[0]))
    else:
        high = _join([p for p in (_queens(queens), _jacks(jacks)) if p is not None])
        if (queens | jacks) != trumps:
            words = say(W.TRUMPS_HIGH, trumps=_trumps(count), high=high)
        elif count == 2:
            words = say(W.TRUMPS_TWO_HIGH, high=high)
        else:
            words = say(W.TRUMPS_ALL_HIGH, trumps=_trumps(count), high=high)
    return say(W.ONLY, trumps=words) if only and count <= 3 else words


def _trumps(count: int) -> Phrase:
    return say(W.TRUMP_COUNT[count])


def _queens(queens: int) -> Phrase | None:
    count = queens.bit_count()
    if count == 0:
        return None
    if count == 1:
        return the_card(card_text(cards_of(queens)[0]))
    if count == 4:
        return say(W.QUEENS_ALL)
    if queens == BLACK_QUEENS:
        return say(W.QUEENS_BLACK)
    if queens == RED_QUEENS:
        return say(W.QUEENS_RED)
    return say(W.QUEENS_SOME[count])


def _jacks(jacks: int) -> Phrase | None:
    count = jacks.bit_count()
    if count == 0:
        return None
    if count == 1:
        return the_card(card_text(cards_of(jacks)[0]))
    return say(W.JACKS_ALL) if count == 4 else say(W.JACKS_SOME[count])


def aces_phrase(hand: int) -> Phrase:
    aces = [ACE_OF[s] for s in FAIL_SUITS if hand & BIT[ACE_OF[s]]]
    if not aces:
        return say(W.ACES_NONE)
    if len(aces) == 1:
        return the_card(card_text(aces[0]))
    return say(W.ACES_ALL) if len(aces) == 3 else say(W.ACES_TWO)


def hand_phrase(hand: int, weak: bool = False) -> Phrase:
    """The trumps, and the fail aces when there are any (or, for a weak hand, none)."""
    trumps = trump_phrase(hand, only=weak)
    has_ace = bool(hand & FAIL_ACES)
    if not has_ace and not weak:
        return trumps
    return say(W.HAND, trumps=trumps, aces=aces_phrase(hand))


# ---------------------------------------------------------------- picking


def _pick_reason(know: Knowledge, pick: bool, pick_value: float, close: bool) -> Phrase:
    """Pick or pass, from the hand (trumps, aces), the seat order and what picking is worth."""
    position = (know.seat - know.dealer - 1) % 5  # 0: first to decide, 4: the dealer
    hand = know.hand
    strong = bidding.pick_strength(hand) >= bidding.pick_threshold(position)
    if close:
        words = W.PICK_CLOSE if pick else W.PASS_CLOSE
        return say(words, hand=hand_phrase(hand, weak=not strong))
    if pick:
        if strong:
            words = W.PICK_STRONG if pick_value >= 1.0 else W.PICK_GOOD
            return say(words, hand=hand_phrase(hand))
        phrase = hand_phrase(hand)
        if position == 4:
            return say(W.PICK_THIN_LAST, hand=phrase)
        if position == 3:
            return say(W.PICK_THIN_AFTER_THREE, hand=phrase)
        if position == 2:
            return say(W.PICK_THIN_AFTER_TWO, hand=phrase)
        return say(W.PICK_THIN, hand=phrase)
    if strong:
        return say(W.PASS_DESPITE, hand=hand_phrase(hand), flaw=_flaw(hand, position))
    phrase = hand_phrase(hand, weak=True)
    if position == 4:  # everyone else passed: a pass now means a leaster (S19)
        return say(W.PASS_LEASTER, hand=phrase)
    return say(W.PASS_FIRST if position == 0 else W.PASS_WEAK, hand=phrase)


def _flaw(hand: int, position: int) -> Phrase:
    """What weakens a hand that looks good enough to pick."""
    for suit in FAIL_SUITS:
        ten = TEN_OF[suit]
        if hand & BIT[ten] and not hand & BIT[ACE_OF[suit]]:
            return say(W.FLAW_BARE_TEN, card=card_text(ten))
    if not hand & FAIL_ACES:
        return say(W.FLAW_NO_ACE)
    return say(W.FLAW_FIRST if position == 0 else W.FLAW_ANY)


# ---------------------------------------------------------------- burying and calling


def _bury_reason(know: Knowledge, action: Action) -> Phrase:
    buried = BIT[action.cards[0]] | BIT[action.cards[1]]
    kept = know.hand & ~buried
    cards = _cards(action.cards)
    points = POINTS[action.cards[0]] + POINTS[action.cards[1]]
    reason = (say(W.BURY_POINTS, cards=cards, points=points) if points
              else say(W.BURY_LOW, cards=cards))
    voids = sorted({SUIT_OF[c] for c in action.cards
                    if SUIT_OF[c] != TRUMP and not kept & SUIT_MASK[SUIT_OF[c]]})
    if voids:
        suits = _join([say(W.SUIT_MANY[s]) for s in voids], W.OR)
        if not points:
            return say(W.BURY_LOW_VOID, cards=cards, suits=suits)
        return say(W.BURY_VOID, reason=reason, suits=suits)
    for card in action.cards:
        suit = SUIT_OF[card]
        if suit != TRUMP and card == TEN_OF[suit] and not know.hand & BIT[ACE_OF[suit]]:
            return say(W.BURY_BARE_TEN, reason=reason, card=card_text(card))
    return reason


def _call_reason(know: Knowledge, card: int) -> Phrase:
    suit = SUIT_OF[card]
    hold = know.hand & SUIT_MASK[suit]
    name, many, one = card_text(card), say(W.SUIT_MANY[suit]), say(W.SUIT_ONE[suit])
    if card == TEN_OF[suit]:  # S9: the ace of the suit is the hold card
        return say(W.CALL_TEN, card=name, ace=card_text(ACE_OF[suit]), suit=many)
    if not hold:  # S10: called with an unknown
        return say(W.CALL_UNKNOWN, card=name, suit=many)
    if hold.bit_count() == 1:
        return say(W.CALL_ONE_HOLD, card=name, suit_one=one, suit=many,
                   hold=card_text(cards_of(hold)[0]))
    return say(W.CALL_HOLDS, card=name, suit=many, cards=_cards(cards_of(hold)))


# ---------------------------------------------------------------- card play


def _play_reason(know: Knowledge, card: int) -> Phrase:
    name = card_text(card)
    trick = know.trick
    if trick is None or not trick.plays:
        return _lead_reason(know, card, name)
    seen = [p for p in trick.plays if not p.unknown and p.card >= 0]
    led = know.led_of(trick)
    cards = [p.card for p in seen]
    on_table = sum(POINTS[c] for c in cards)
    if trick_winner([*cards, card], led) == len(cards):
        return _take_reason(know, card, name, on_table + POINTS[card])
    winning = trick_winner(cards, led)
    winning_seat = seen[winning].seat if winning >= 0 else -1
    if know.leaster:
        if POINTS[card] >= 10:
            return say(W.LEASTER_SHED, card=name, points=POINTS[card])
        return say(W.LEASTER_DUCK, card=name)
    friend = know.p_friend(winning_seat) if winning_seat >= 0 else 0.0
    if POINTS[card] >= 10 and friend == 1.0:
        return say(W.SCHMIER, card=name)
    can_win = any(trick_winner([*cards, c], led) == len(cards) for c in _legal_now(know, led))
    if POINTS[card] == 0:
        return say(W.NO_POINTS if can_win else W.NO_POINTS_LOST, card=name)
    if friend > 0.5:
        return say(W.FRIEND_LIKELY, card=name)
    if can_win:
        return say(W.SAVE_HIGHER, card=name)
    if POINTS[card] == min(POINTS[c] for c in _legal_now(know, led)):
        return say(W.CHEAPEST, card=name)
    return say(W.PLAY_ANY, card=name)


def _legal_now(know: Knowledge, led: int) -> list[int]:
    """The cards the seat could play to the trick: following suit if it can (S13). The S15
    duties are left out; they only ever narrow this."""
    follow = know.hand & SUIT_MASK[led]
    return cards_of(follow or know.hand)


def _take_reason(know: Knowledge, card: int, name: str, points: int) -> Phrase:
    if know.leaster and not know.tricks_won[know.seat] and points <= LEASTER_CHEAP:
        return say(W.TAKE_LEASTER_FIRST, card=name, points=points)
    if not know.later_seats():
        return say(W.TAKE_LAST, card=name, points=points)
    if SUIT_OF[card] == TRUMP and know.is_boss(card):
        return say(W.TAKE_BOSS, card=name, points=points)
    if points:
        return say(W.TAKE, card=name, points=points)
    return say(W.TAKE_LEAD, card=name)


LEASTER_CHEAP = 10  # a trick worth this little is a fair price for the one a leaster needs


def _lead_reason(know: Knowledge, card: int, name: str) -> Phrase:
    suit = SUIT_OF[card]
    if suit == TRUMP:
        mine = (know.hand & TRUMPS).bit_count()
        out = (know.unseen & TRUMPS).bit_count() + mine
        if know.leaster or not know.on_picker_side:
            return say(W.LEAD_TRUMP, card=name, mine=mine, out=out)
        if know.is_boss(card):
            return say(W.LEAD_TRUMP_BOSS, card=name)
        return say(W.LEAD_TRUMP_SIDE, card=name, mine=mine, out=out)
    if know.leaster:
        return say(W.LEAD_LEASTER_LOW if POINTS[card] == 0 else W.LEAD_ANY, card=name)
    defender = not know.on_picker_side and not know.is_picker
    if (defender and know.called_suit == suit and not know.called_led
            and not know.alone):
        return say(W.LEAD_CALLED, card=name, suit=say(W.SUIT_MANY[suit]),
                   called=card_text(know.called))
    suit_led = any(know.led_of(t) == suit for t in know.tricks)
    if know.is_boss(card):
        if suit_led:
            return say(W.LEAD_BOSS_AGAIN, card=name, suit_one=say(W.SUIT_ONE[suit]))
        return say(W.LEAD_BOSS, card=name, suit_one=say(W.SUIT_ONE[suit]),
                   suit=say(W.SUIT_MANY[suit]))
    if defender:
        return say(W.LEAD_FAIL_DEFENDER, card=name)
    if POINTS[card] == 0:
        return say(W.LEAD_LOW, card=name)
    return say(W.LEAD_ANY, card=name)


__all__ = ["Advice", "Option", "advise", "aces_phrase", "card_text", "evaluate", "explain",
           "hand_phrase", "say", "trump_phrase"]
