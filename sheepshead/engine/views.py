"""``view(state, seat)``: the one place where hidden information is removed.

A seat sees its own hand; the blind and the bury only as the picker who took them (and
everyone once the deal is over, unless the deal had an unknown that this seat may not know:
with every other card seen, they would give it away); the unknown card only as the picker or
as the winner of the trick it fell in (S10); who the partner is only once the called card is
played, or as the partner himself (S12). Everything returned is plain JSON.

The public event log as one seat may see it is here too (``public_events``, the ``cards.Engine``
protocol's), under the same hiding rules at the moment of each event. The snapshot format
holds no log, and must not change (stored games and replays compare snapshots), so the events
are derived from the state: every finished deal is in ``history`` with its passes, pick, bury,
call, unknown and tricks, and the current deal is ``deal``. Each event carries ``v``, the
number of actions applied when it happened.
"""

from __future__ import annotations

from typing import Any

from sheepshead.engine import game
from sheepshead.engine.deck import BIT, CODES, POINTS, codes, indices
from sheepshead.engine.state import Deal, GameState, Phase, Trick

Event = dict[str, Any]


def view(state: GameState, seat: int, since: int | None = None) -> dict[str, Any]:
    """Everything ``seat`` may know about ``state``, as JSON-ready data, with the public
    events after version ``since`` (none when ``since`` is None)."""
    deal = state.deal
    legal = [a.to_json() for a in game.legal_actions(state, seat)]
    data: dict[str, Any] = {
        "game": "sheepshead",
        "seat": seat,
        "status": "finished" if state.finished else "active",
        "deals": state.deals,
        "to_act": list(game.to_act(state)),
        "legal_actions": legal,
        "scores": [list(d.result.scores) for d in state.history if d.result],
        "totals": list(state.totals),
        "history": [deal_summary(d, seat) for d in state.history],
        "previous_deal": deal_view(state.history[-1], seat) if state.history else None,
        "events": [] if since is None else public_events(state, seat, since),
        "events_since": since,
    }
    data.update(deal_view(deal, seat))
    if state.finished:
        outcome = game.outcome(state)
        assert outcome is not None
        best = max(outcome.scores)
        data["result"] = {
            "totals": list(outcome.scores),
            "winners": [s for s in range(5) if outcome.scores[s] == best],
            "your_total": outcome.scores[seat],
            "your_place": 1 + sum(1 for total in outcome.scores if total > outcome.scores[seat]),
        }
        # The table's next game (New game, a friends' rematch): as many deals, and the deal
        # passing on clockwise from the last dealer (S20).
        data["next_options"] = {"deals": state.deals,
                                "first_dealer": (deal.dealer + 1) % len(outcome.scores)}
    return data


def deal_view(deal: Deal, seat: int) -> dict[str, Any]:
    """The current deal as ``seat`` sees it."""
    over = deal.phase is Phase.DONE
    is_picker = seat == deal.picker
    has_unknown = deal.unknown >= 0 and not game.unknown_played(deal)
    # With an unknown, the blind and bury stay hidden even after the deal: every other card
    # has been seen by then, so they would give the unknown away (S10).
    knows_unknown = sees_unknown(deal, seat)
    data: dict[str, Any] = {
        "deal": deal.number + 1,
        "dealer": deal.dealer,
        "phase": deal.phase.value,
        "hand": codes(deal.hands[seat]),
        "hand_sizes": [
            deal.hands[s].bit_count() + (1 if s == deal.picker and has_unknown else 0)
            for s in range(5)
        ],
        "passed": passed(deal),
        "picker": deal.picker if deal.picker >= 0 else None,
        "leaster": deal.phase is not Phase.PICK and deal.picker < 0,
        "blind": codes(deal.blind) if is_picker or (over and knows_unknown) else None,
        "bury": codes(deal.bury) if deal.bury and (is_picker or (over and knows_unknown))
        else None,
        "called": CODES[deal.called] if deal.called >= 0 else None,
        "alone": deal.alone,
        "with_unknown": deal.unknown >= 0,
        "unknown": CODES[deal.unknown] if is_picker and deal.unknown >= 0 else None,
        "unknown_in_hand": has_unknown and is_picker,
        "partner": partner_seen_by(deal, seat),
        "trick": trick_view(deal.trick, deal, seat) if deal.trick else None,
        "tricks": [trick_view(t, deal, seat) for t in deal.tricks],
        "tricks_won": [sum(1 for t in deal.tricks if t.winner == s) for s in range(5)],
    }
    if deal.result:
        data["deal_result"] = result_view(deal, seat)
    return data


def passed(deal: Deal) -> list[int]:
    """Seats that passed, in order: everyone before the picker, or before the seat to pick."""
    if deal.phase is Phase.PICK:
        stop = deal.turn
    elif deal.picker >= 0:
        stop = deal.picker
    else:
        return [(deal.leader + i) % 5 for i in range(5)]
    out, s = [], deal.leader
    while s != stop:
        out.append(s)
        s = (s + 1) % 5
    return out


def partner_seen_by(deal: Deal, seat: int) -> int | None:
    """The partner's seat if ``seat`` may know it (S12), else None."""
    if deal.partner < 0:
        return None
    if seat == deal.partner or deal.phase is Phase.DONE or called_card_played(deal):
        return deal.partner
    return None


def sees_unknown(deal: Deal, seat: int) -> bool:
    """Whether ``seat`` may know the unknown card: the picker, or its trick's winner (S10).

    True for a deal without an unknown.
    """
    if deal.unknown < 0 or seat == deal.picker:
        return True
    return any(t.unknown_at >= 0 and t.winner == seat for t in deal.tricks)


def called_card_played(deal: Deal) -> bool:
    tricks = (*deal.tricks, deal.trick) if deal.trick else deal.tricks
    return any(deal.called in t.cards for t in tricks)


def trick_view(trick: Trick, deal: Deal, seat: int) -> dict[str, Any]:
    """A trick with the unknown shown face down unless ``seat`` may see it (S10)."""
    sees_unknown = seat == deal.picker or (trick.winner >= 0 and seat == trick.winner)
    plays = []
    for at, card in enumerate(trick.cards):
        hidden = at == trick.unknown_at and not sees_unknown
        plays.append({
            "seat": trick.seat_at(at),
            "card": None if hidden else CODES[card],
            "unknown": at == trick.unknown_at,
        })
    data: dict[str, Any] = {"leader": trick.leader, "cards": plays}
    if trick.winner >= 0:
        data["winner"] = trick.winner
        hidden_points = trick.unknown_at >= 0 and not sees_unknown
        data["points"] = None if hidden_points else sum(POINTS[c] for c in trick.cards)
    return data


def result_view(deal: Deal, seat: int) -> dict[str, Any]:
    """How a finished deal scored, as data the client words (``result_words.js``).

    The card points of the sides are left out for a seat that may not know the unknown card
    when they would tell its value (S10, :func:`points_known`); the client then gives the
    band the scores already show and the tricks, and says why the points are hidden.
    ``side_tricks`` (tricks of the picker's side), ``points_hidden`` and ``alone`` (the picker
    had no partner, so he alone pays or is paid) are for those words; a leaster's ``points``
    are every seat's card points, public since no card of a leaster is hidden (S19).
    """
    result = deal.result
    assert result is not None
    data: dict[str, Any] = {
        "scores": list(result.scores),
        "tricks": list(result.tricks),
        "leaster": result.leaster,
    }
    if result.leaster:
        data["winner"] = result.winner if result.winner >= 0 else None
        data["points"] = list(result.points)
    else:
        show = points_known(deal, seat)
        data["side_points"] = result.side_points if show else None
        data["defender_points"] = 120 - result.side_points if show else None
        data["side_tricks"] = side_tricks(deal)
        data["points_hidden"] = not show
        data["base"] = result.base
        data["alone"] = deal.partner < 0
    return data


def points_known(deal: Deal, seat: int) -> bool:
    """Whether ``seat`` may be told the sides' card points of a finished deal.

    Always, unless the deal had an unknown this seat did not see (S10). Such a seat has seen
    every card but three: the unknown and the two buried, whose points it can add up. When
    the unknown's trick went to the picker's side, the side's points hold all three, so
    they tell nothing new; when it went to a defender, they hold the bury but not the
    unknown, so they would give its points away, unless all three cards are worth the same.
    """
    if sees_unknown(deal, seat):
        return True
    trick = next(t for t in deal.tricks if t.unknown_at >= 0)
    if trick.winner in (deal.picker, deal.partner):
        return True
    return len({POINTS[card] for card in indices(deal.bury | BIT[deal.unknown])}) == 1


def side_tricks(deal: Deal) -> int:
    """Tricks taken by the picker's side: public, since every trick's winner is."""
    return sum(1 for t in deal.tricks if t.winner in (deal.picker, deal.partner))


def deal_summary(deal: Deal, seat: int) -> dict[str, Any]:
    """One line of the score sheet: who picked, what was called, how it scored."""
    return {
        "deal": deal.number + 1,
        "dealer": deal.dealer,
        "picker": deal.picker if deal.picker >= 0 else None,
        "called": CODES[deal.called] if deal.called >= 0 else None,
        "alone": deal.alone,
        "partner": deal.partner if deal.partner >= 0 else None,
        "result": result_view(deal, seat),
    }


# ---------------------------------------------------------------- the public event log


def public_events(state: GameState, seat: int, since: int) -> list[Event]:
    """The events after version ``since`` that ``seat`` may see, oldest first."""
    deals = state.history if state.finished else (*state.history, state.deal)
    out: list[Event] = []
    start = 0
    for deal in deals:
        end = start + actions_in(deal)
        # A deal that ended by ``since`` has no event after it (the next deal's "deal" event
        # belongs to the next deal), so it is skipped without building its events.
        if end > since:
            out.extend(e for e in deal_events(deal, seat, start) if e["v"] > since)
        start = end
    if state.finished and start > since:
        out.append({"v": start, "type": "game_over", "totals": list(state.totals)})
    return out


def actions_in(deal: Deal) -> int:
    """How many actions ``deal`` has taken: each pass and the pick, the bury, the call or
    alone, the unknown, and each card played."""
    if deal.phase is Phase.PICK:
        return (deal.turn - deal.leader) % 5
    # Everyone passed in a leaster; otherwise the seats before the picker, and his pick.
    bids = 5 if deal.picker < 0 else (deal.picker - deal.leader) % 5 + 1
    declared = (deal.bury != 0) + (deal.called >= 0 or deal.alone) + (deal.unknown >= 0)
    return bids + declared + sum(len(t.cards) for t in _tricks(deal))


def deal_events(deal: Deal, seat: int, v: int) -> list[Event]:
    """Every event of ``deal`` as ``seat`` sees it, the deal having begun at version ``v``."""
    out: list[Event] = [{"v": v, "type": "deal", "deal": deal.number + 1, "dealer": deal.dealer}]
    for passer in passed(deal):
        v += 1
        out.append({"v": v, "type": "pass", "seat": passer})
    if deal.phase is Phase.PICK:
        return out
    picker = deal.picker
    if picker < 0:
        out.append({"v": v, "type": "leaster"})
    else:
        v += 1
        out.append({"v": v, "type": "pick", "seat": picker})
        v = _declarations(deal, seat, v, out)
    for number, trick in enumerate(_tricks(deal), 1):
        v = _trick_events(deal, trick, number, seat, v, out)
    if deal.result is not None:
        out.append(_deal_over(deal, seat, v))
    return out


def _declarations(deal: Deal, seat: int, v: int, out: list[Event]) -> int:
    """The picker's bury, call or alone, and unknown, as far as they went; the last version."""
    picker = deal.picker
    if deal.bury:
        v += 1
        bury: Event = {"v": v, "type": "bury", "seat": picker}
        if seat == picker:  # the bury stays face down for the others
            bury["cards"] = codes(deal.bury)
        out.append(bury)
    if deal.called >= 0:
        v += 1
        # Public at once: the picker must then choose an unknown, and everyone sees he must.
        with_unknown = deal.unknown >= 0 or deal.phase is Phase.UNKNOWN
        out.append({"v": v, "type": "call", "seat": picker, "card": CODES[deal.called],
                    "unknown": with_unknown})
    elif deal.alone:
        v += 1
        out.append({"v": v, "type": "alone", "seat": picker})
    if deal.unknown >= 0:
        v += 1
        unknown: Event = {"v": v, "type": "unknown", "seat": picker}
        if seat == picker:
            unknown["card"] = CODES[deal.unknown]
        out.append(unknown)
    return v


def _trick_events(deal: Deal, trick: Trick, number: int, seat: int, v: int,
                  out: list[Event]) -> int:
    """The plays of ``trick`` (the partner's reveal after the called card), and the trick
    itself once complete; returns the version of its last play."""
    for at, card in enumerate(trick.cards):
        v += 1
        is_unknown = at == trick.unknown_at
        # While the trick is played only the picker knows the unknown; its winner learns it
        # with the trick (S10), so the play itself never shows it to anyone else.
        shown = None if is_unknown and seat != deal.picker else CODES[card]
        player = trick.seat_at(at)
        out.append({"v": v, "type": "play", "seat": player, "card": shown,
                    "unknown": is_unknown})
        if card == deal.called and not is_unknown:
            out.append({"v": v, "type": "partner", "seat": player})  # S12: now public
    if trick.winner >= 0:
        knows = seat in (deal.picker, trick.winner)
        out.append({
            "v": v,
            "type": "trick",
            "seat": trick.winner,
            "number": number,
            "points": None if trick.unknown_at >= 0 and not knows
            else sum(POINTS[c] for c in trick.cards),
            "cards": [None if at == trick.unknown_at and not knows else CODES[c]
                      for at, c in enumerate(trick.cards)],
        })
    return v


def _deal_over(deal: Deal, seat: int, v: int) -> Event:
    """The result, with the blind and bury as ``deal_view`` shows a finished deal."""
    result = deal.result
    assert result is not None
    # With an unknown, a seat that may not know it sees neither: they would give it away.
    shown = sees_unknown(deal, seat)
    return {
        "v": v,
        "type": "deal_over",
        "deal": deal.number + 1,
        "scores": list(result.scores),
        "result": result_view(deal, seat),
        "blind": codes(deal.blind) if shown else None,
        "bury": codes(deal.bury) if deal.bury and shown else None,
    }


def _tricks(deal: Deal) -> tuple[Trick, ...]:
    return (*deal.tricks, deal.trick) if deal.trick is not None else deal.tricks
