"""Normal's rules of thumb on the compact model: the Normal player plays them on its view,
and Hard's rollouts play them for every seat of a sampled world.

A seat estimates a packet by the cards it knows, X3's matches counted, and ``Stats.mean`` for
each card it does not know. Swaps are judged by how much they lower that estimate; the open
pile's top is taken when that beats the expected gain of a draw (which may be thrown away);
a packet goes up when its bottom row has no card worth replacing; a seat knocks when its
estimate is likely below every other seat's after their last turns (their public cards,
``Stats.owner`` for a card only its owner knows, the mean for one nobody knows; each unknown
card adding the unseen cards' variance).
"""

from __future__ import annotations

import math

from sixes.players.model import (
    BOTTOM,
    DISCARD,
    DRAW,
    END,
    KNOCK,
    N_RANKS,
    PACKET,
    PASS,
    SWAP,
    TAKE,
    TOP,
    UP,
    VALUES,
    Stats,
    Table,
)

UP_WORST = 4.0  # go up once no bottom card costs more than this
TAKE_EDGE = 0.0  # how much better than a draw the open pile's top must be
KNOCK_P = 0.5  # knock for this chance of winning
LAST_TURN = 2.0  # what another seat's last turn (after a knock) gains it, about
OWNER_SPREAD = 0.5  # a card only its owner knows varies this much less than an unseen one
DONE_MAX = 6.0  # D4 stage one: a fully known packet at most this
OWNER_DISCOUNT = 1.5  # a card its owner knows and kept is that much below the mean


def known_ranks(t: Table, seat: int, packet: int) -> list[int]:
    """Seat ``seat``'s packet as the seat itself knows it: ranks, -1 for unknown."""
    size = PACKET * t.packets
    base = seat * size + PACKET * packet
    mask = (t.own[seat] | t.pub[seat]) >> (PACKET * packet)
    cards = t.cards
    return [cards[base + i] if mask >> i & 1 else -1 for i in range(PACKET)]


def _counts(ranks: list[int]) -> list[int]:
    counts = [0] * N_RANKS
    for r in ranks:
        if r >= 0:
            counts[r] += 1
    return counts


def estimate(ranks: list[int], unknown: float) -> float:
    """A packet's expected score: known cards by X3, ``unknown`` for each other card."""
    counts = _counts(ranks)
    return sum(unknown if r < 0 else (VALUES[r] if counts[r] == 1 else 0) for r in ranks)


def _removal(r: int, counts: list[int], mean: float) -> float:
    """How much the estimate falls when the card of rank ``r`` leaves the packet."""
    if r < 0:
        return mean
    n = counts[r]
    return VALUES[r] if n == 1 else (-VALUES[r] if n == 2 else 0)


def _addition(c: int, n: int) -> int:
    """How much the estimate rises when a card of rank ``c`` joins ``n`` of its rank."""
    return VALUES[c] if n == 0 else (-VALUES[c] if n == 1 else 0)


def _rows(t: Table, seat: int) -> list[tuple[int, tuple[int, ...]]]:
    """The packets a swap may go into with their allowed rows (X9, D4)."""
    return [(q, TOP if t.up[seat] >> q & 1 else BOTTOM)
            for q in range(t.packets) if not t.done[seat] >> q & 1]


def swap_gains(t: Table, seat: int, card: int, mean: float,
               rows: list[tuple[int, tuple[int, ...]]] | None = None
               ) -> list[tuple[float, int]]:
    """(gain, flat position) of swapping ``card`` into each allowed position."""
    found = []
    for q, row in rows if rows is not None else _rows(t, seat):
        ranks = known_ranks(t, seat, q)
        counts = _counts(ranks)
        for i in row:
            r = ranks[i]
            n = counts[card] - (r == card)
            found.append((_removal(r, counts, mean) - _addition(card, n), PACKET * q + i))
    return found


def best_swap(t: Table, seat: int, card: int, mean: float,
              rows: list[tuple[int, tuple[int, ...]]] | None = None) -> tuple[float, int]:
    gains = swap_gains(t, seat, card, mean, rows)
    return max(gains) if gains else (float("-inf"), -1)


def draw_gain(t: Table, seat: int, stats: Stats) -> float:
    """The expected gain of a draw: the best swap of the drawn card, or nothing (discard)."""
    packets = []
    for q, row in _rows(t, seat):
        ranks = known_ranks(t, seat, q)
        counts = _counts(ranks)
        packets.append((max(_removal(ranks[i], counts, stats.mean) for i in row), counts))
    probs = stats.probs
    total = 0.0
    # written out (the rollouts' hottest loop): the gain is the worst card's removal less
    # what the drawn card adds (_addition), in the better packet
    for c in range(N_RANKS):
        v = VALUES[c]
        best = 0.0
        for worst, counts in packets:
            n = counts[c]
            gain = worst - (v if n == 0 else (-v if n == 1 else 0))
            if gain > best:
                best = gain
        total += probs[c] * best
    return total


def choose_move(t: Table, seat: int, stats: Stats) -> int:
    """Draw or take (X8); on a last turn (X11), pass when no card could lower the estimate,
    rather than feed the next seat a card from the stock."""
    last = t.knocked >= 0
    if t.top < 0:
        return PASS if last and draw_gain(t, seat, stats) <= 0 else DRAW
    take, _ = best_swap(t, seat, t.top, stats.mean)
    if take <= TAKE_EDGE:
        return PASS if last and draw_gain(t, seat, stats) <= 0 else DRAW
    return TAKE if take > draw_gain(t, seat, stats) + TAKE_EDGE else DRAW


def bottom_worst(t: Table, seat: int, packet: int, mean: float) -> float:
    ranks = known_ranks(t, seat, packet)
    counts = _counts(ranks)
    return max(_removal(ranks[i], counts, mean) for i in BOTTOM)


def choose_hold(t: Table, seat: int, card: int, taken: bool, stats: Stats) -> int:
    """With ``card`` in hand: go up (X10), swap it in, or throw it (a drawn card only)."""
    mean = stats.mean
    gain, where = best_swap(t, seat, card, mean)
    for q in range(t.packets):
        if t.up[seat] >> q & 1 or t.done[seat] >> q & 1:
            continue
        if bottom_worst(t, seat, q, mean) <= UP_WORST:
            top, _ = best_swap(t, seat, card, mean, [(q, TOP)])
            if top >= gain:
                return UP + q
    if where < 0:
        return DISCARD
    return SWAP + where if gain > 0 or taken else DISCARD


def other_estimate(t: Table, seat: int, stats: Stats) -> tuple[float, float]:
    """Another seat's total as the deciding seat guesses it: mean and variance."""
    size = PACKET * t.packets
    total = var = 0.0
    for q in range(t.packets):
        base = seat * size + PACKET * q
        pub, own = t.pub[seat] >> (PACKET * q), t.own[seat] >> (PACKET * q)
        ranks = [t.cards[base + i] if pub >> i & 1 else -1 for i in range(PACKET)]
        counts = _counts(ranks)
        for i, r in enumerate(ranks):
            if r >= 0:
                total += VALUES[r] if counts[r] == 1 else 0
            elif own >> i & 1:
                total += stats.owner
                var += OWNER_SPREAD * stats.var
            else:
                total += stats.mean
                var += stats.var
    return total, var


def own_estimate(t: Table, seat: int, stats: Stats) -> tuple[float, int]:
    """The seat's own total as it expects it, and how many of its cards it does not know."""
    total, unknown = 0.0, 0
    for q in range(t.packets):
        ranks = known_ranks(t, seat, q)
        total += estimate(ranks, stats.mean)
        unknown += ranks.count(-1)
    return total, unknown


def win_chance(t: Table, seat: int, stats: Stats) -> float:
    """The chance that ``seat`` scores lowest (ties win) if the others play one more turn
    each: every total taken as normal and the others independent of each other."""
    mine, unknown = own_estimate(t, seat, stats)
    my_var = unknown * stats.var
    chance = 1.0
    for other in range(t.seats):
        if other != seat:
            mean, var = other_estimate(t, other, stats)
            spread = math.sqrt(var + my_var + 1.0)  # +1: scores are whole numbers
            gap = mean - LAST_TURN - mine + 0.5
            chance *= 0.5 * (1.0 + math.erf(gap / (spread * math.sqrt(2.0))))
    return chance


def choose_after(t: Table, seat: int, stats: Stats, may_knock: bool) -> int:
    """After the move: knock (X11) or a Double Sixes declaration (D4), or end the turn."""
    if not may_knock or t.knocked >= 0:
        return END
    done = t.done[seat]
    if t.packets == 2 and not done:  # D4 stage one: a good packet, fully known
        options = []
        for q in range(2):
            ranks = known_ranks(t, seat, q)
            if -1 not in ranks:
                options.append((estimate(ranks, stats.mean), q))
        if options and min(options)[0] <= DONE_MAX:
            return KNOCK + min(options)[1]
        return END
    if win_chance(t, seat, stats) >= stats.knock_p:
        return KNOCK + (1 if done & 1 else 0)
    return END
