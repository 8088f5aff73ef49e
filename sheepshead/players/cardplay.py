"""Playing the cards (S13–S15, S19), from one seat's :class:`Knowledge`.

Leads follow the book: the picker's side leads trump (its boss trump if it holds it, else its
cheapest), defenders lead fail, the called suit first. Following, every legal card is scored
by the points it should win or lose for the seat's side: the chance the side takes the trick
(from which later seats are friends and how likely each can beat the winning card, counting
the trumps and fail cards still unseen and the voids shown) times the points at stake, less
what the card is worth kept for later tricks. Points are given to a trick (*schmier*) only when
a friend is sure to take it; otherwise a losing card is the one with the fewest points. The
leaster has its own rules: take one cheap trick, shed lone aces and tens, duck otherwise.
"""

from __future__ import annotations

from collections.abc import Sequence

from sheepshead.engine.deck import ACE_OF, BIT, POINTS, SUIT_MASK, SUIT_OF, TEN_OF, TRUMP
from sheepshead.players.knowledge import TRUMPS, Knowledge, beats

SCHMIER = 7.0  # points a friend still to play is expected to add to a trick his side takes
DUMP = 1.5  # points a seat adds to a trick it does not want to feed
SURE = 0.9  # how sure a friend's win must be before this seat gives it points
TRUMP_KEEP = 25.0  # what a boss trump is worth kept for a later trick
TRUMP_KEEP_LOW = 1.5  # what any trump is worth kept (it can trump a fail lead)
TRUMP_DECAY = 0.6  # per unseen higher trump
ACE_KEEP = 2.5  # a boss fail card kept for a later lead of its suit
VOID_BONUS = 1.0  # playing the last card of a fail suit while holding trump
CASH = 0.5  # a defender leads a boss fail card when it holds the trick this often
WIN_MARGIN = 3.0  # a weaker winning card is preferred unless it is worth this much less


def keep_cost(know: Knowledge, card: int) -> float:
    """What ``card`` is worth kept for the later tricks, in card points."""
    left = know.tricks_left
    if left <= 0:
        return 0.0
    scale = min(1.0, left / 3.0)
    if SUIT_OF[card] == TRUMP:
        higher = know.higher_unseen(card).bit_count()
        return scale * (TRUMP_KEEP_LOW + TRUMP_KEEP * TRUMP_DECAY**higher)
    suit = SUIT_OF[card]
    cost = 0.0
    if know.is_boss(card) and know.unseen & SUIT_MASK[suit]:
        cost += ACE_KEEP * scale
    if know.hand & TRUMPS and (know.hand & SUIT_MASK[suit]) == BIT[card]:
        cost -= VOID_BONUS * scale
    return cost


def choose_card(know: Knowledge, cards: Sequence[int]) -> int:
    """The card to play among the legal ``cards``."""
    if len(cards) == 1:
        return cards[0]
    if know.leaster:
        return leaster_card(know, cards)
    if know.trick is None or not know.trick.plays:
        return lead_card(know, cards)
    return follow_card(know, cards)


# ---------------------------------------------------------------- following


def p_hold(know: Knowledge, card: int, led: int, later: Sequence[int]) -> float:
    """The chance that ``card``, taking the trick for this seat's side, is not beaten."""
    p = 1.0
    for seat in later:
        foe = 1.0 - know.p_friend(seat)
        if foe:
            p *= 1.0 - foe * know.p_beats(seat, card, led)
    return p


def p_retake(know: Knowledge, card: int, led: int, later: Sequence[int]) -> float:
    """The chance that a friend still to play beats a foe's ``card``."""
    p_none = 1.0
    for seat in later:
        friend = know.p_friend(seat)
        if friend:
            p_none *= 1.0 - friend * know.p_beats(seat, card, led)
    return 1.0 - p_none


def later_points(know: Knowledge, later: Sequence[int], ours: bool) -> float:
    """Points the seats still to play are expected to add to a trick ``ours`` (or theirs)."""
    total = 0.0
    for seat in later:
        friend = know.p_friend(seat)
        if not ours:
            friend = 1.0 - friend
        total += friend * SCHMIER + (1.0 - friend) * DUMP
    return total


def follow_card(know: Knowledge, cards: Sequence[int]) -> int:
    """Score each legal card by the points it should bring the seat's side; see the module."""
    led = know.trick_led()
    best, best_seat = know.trick_best()
    at_stake = know.trick_points()
    later = know.later_seats()
    ours = later_points(know, later, True)
    theirs = later_points(know, later, False)

    # The chance the trick ends on this seat's side if it does not take the lead itself.
    if best_seat < 0:
        p_current = 0.5
    else:
        friend = know.p_friend(best_seat)
        p_current = friend * p_hold(know, best, led, later) + (1.0 - friend) * p_retake(
            know, best, led, later
        )

    def score(card: int) -> float:
        points = POINTS[card]
        if best_seat < 0 or beats(card, best, led):
            p = p_hold(know, card, led, later) if _can_win(card, led) else p_current
            value = at_stake + points
            return p * (value + ours) - (1.0 - p) * (value + theirs) - keep_cost(know, card)
        base = p_current * (at_stake + ours) - (1.0 - p_current) * (at_stake + theirs)
        given = points if p_current >= SURE else -points
        return base + given - keep_cost(know, card)

    scores = {c: score(c) for c in cards}
    choice = max(cards, key=lambda c: (scores[c], c))
    if best_seat >= 0 and beats(choice, best, led) and _can_win(choice, led):
        # Win cheaply: the weakest card that wins about as surely and is worth about as much.
        p_choice = p_hold(know, choice, led, later)
        cheap = [
            c for c in cards
            if beats(c, best, led) and _can_win(c, led)
            and scores[c] >= scores[choice] - WIN_MARGIN
            and p_hold(know, c, led, later) >= p_choice - 0.02
        ]
        choice = max(cheap)
    return choice


def _can_win(card: int, led: int) -> bool:
    return SUIT_OF[card] == TRUMP or SUIT_OF[card] == led


# ---------------------------------------------------------------- leading


def lead_card(know: Knowledge, cards: Sequence[int]) -> int:
    if know.on_picker_side:
        return picker_side_lead(know, cards)
    return defender_lead(know, cards)


def _cheapest(know: Knowledge, cards: Sequence[int]) -> int:
    """The card cheapest to give away: fewest points, then least worth keeping."""
    return min(cards, key=lambda c: (POINTS[c], keep_cost(know, c), -c))


def picker_side_lead(know: Knowledge, cards: Sequence[int]) -> int:
    trumps = [c for c in cards if SUIT_OF[c] == TRUMP]
    fails = [c for c in cards if SUIT_OF[c] != TRUMP]
    trumps_out = know.unseen & TRUMPS
    if trumps and (trumps_out or not fails):
        top = trumps[0]
        if know.is_boss(top):
            return top  # pull trump with a sure winner
        return _cheapest(know, trumps)
    # No trump left to pull (or none to lead with): cash sure winners, else lead cheap.
    later = [(know.seat + i) % 5 for i in range(1, 5)]
    sure = [c for c in fails if p_hold(know, c, SUIT_OF[c], later) >= SURE]
    if sure:
        return max(sure, key=lambda c: (POINTS[c], -c))
    if know.is_partner and know.called in fails:
        return know.called  # the called ace is likely to take its suit's first trick
    return _cheapest(know, fails or trumps)


def defender_lead(know: Knowledge, cards: Sequence[int]) -> int:
    """Defenders lead fail: the called suit first, then a fail card sure enough to hold,
    else the cheapest fail card, from a suit the picker still follows."""
    fails = [c for c in cards if SUIT_OF[c] != TRUMP]
    if not fails:
        return _cheapest(know, cards)
    if know.called_suit >= 0 and not know.called_led and not know.alone:
        called = [c for c in fails if SUIT_OF[c] == know.called_suit]
        if called:
            # Force the partner to show himself (he must play the called card).
            return _cheapest(know, called)
    later = [(know.seat + i) % 5 for i in range(1, 5)]
    boss = [c for c in fails if know.is_boss(c)]
    if boss:
        p, _, card = max((p_hold(know, c, SUIT_OF[c], later), POINTS[c], c) for c in boss)
        if p >= CASH:
            return card
    picker = know.picker

    def key(card: int) -> tuple[int, bool, int, int]:
        suit = SUIT_OF[card]
        picker_void = picker >= 0 and bool(know.voids[picker] >> suit & 1)
        return (POINTS[card], picker_void, know.suit_count(suit), -card)

    return min(fails, key=key)


# ---------------------------------------------------------------- leaster (S19)

L_DUMP = 5.0  # points each later player is expected to throw on a trick this seat takes
L_NEED = 8.0  # what taking a first trick is worth, before it gets urgent
L_URGENCY = 3.0  # how much more it is worth as the tricks run out
L_AGAIN = 20.0  # what taking another trick costs beyond its points
L_BEAT = 0.5  # others avoid tricks too: how often a later seat that can beat a card does
L_SHED = 0.5  # per point given to someone else's trick
L_RIVAL = 0.5  # and again per point given to the trick-taker with the fewest points
L_LONE = 6.0  # for getting rid of a lone ace or ten
L_DANGER_TRUMP = 3.0  # a high trump kept may take an unwanted trick
L_DANGER_FAIL = 2.0  # so may a boss fail card


def _lone_high(know: Knowledge, card: int) -> bool:
    suit = SUIT_OF[card]
    if suit == TRUMP or card not in (ACE_OF[suit], TEN_OF[suit]):
        return False
    return (know.hand & SUIT_MASK[suit]) == BIT[card]


def _is_rival(know: Knowledge, seat: int) -> bool:
    """Whether ``seat`` is the trick-taker with the fewest points (or no taker has any yet)."""
    if seat < 0 or seat == know.seat:
        return False
    takers = [s for s in range(5) if know.tricks_won[s] and s != know.seat]
    if not takers:
        return True
    return know.tricks_won[seat] > 0 and know.points_won[seat] == min(
        know.points_won[s] for s in takers
    )


def leaster_card(know: Knowledge, cards: Sequence[int]) -> int:
    """Everyone for himself: take exactly one trick with few points, shed points elsewhere."""
    need = know.tricks_won[know.seat] == 0
    urgency = L_NEED * (1.0 + L_URGENCY / (1 + know.tricks_left))
    trick = know.trick
    leading = trick is None or not trick.plays
    led = -1 if leading else know.trick_led()
    best, best_seat = (-1, -1) if leading else know.trick_best()
    later = know.later_seats() if not leading else [(know.seat + i) % 5 for i in range(1, 5)]
    at_stake = know.trick_points()
    rival = _is_rival(know, best_seat)

    def score(card: int) -> float:
        suit = led if led >= 0 else SUIT_OF[card]
        points = POINTS[card]
        if leading or beats(card, best, suit):
            p_take = 1.0
            for seat in later:
                p_take *= 1.0 - L_BEAT * know.p_beats(seat, card, suit)
        else:
            p_take = 0.0
        value = at_stake + points + L_DUMP * len(later)
        take = (urgency - value) if need else -(value + L_AGAIN)
        # Kept high cards may take unwanted tricks later; lone aces and tens are shed early.
        if SUIT_OF[card] == TRUMP:
            danger = L_DANGER_TRUMP * TRUMP_DECAY ** know.higher_unseen(card).bit_count()
        else:
            danger = L_DANGER_FAIL if know.is_boss(card) else 0.0
        if need:
            danger = -danger * 0.5  # a sure winner is how this seat will get its one trick
        shed = points * (L_SHED + (L_RIVAL if rival else 0.0))
        if _lone_high(know, card):
            shed += L_LONE
        return p_take * take + (1.0 - p_take) * (shed + danger)

    return max(cards, key=lambda c: (score(c), c))


__all__ = ["choose_card", "keep_cost"]
