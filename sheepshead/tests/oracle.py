"""What a seat may know, derived from the full state independently of ``views.py`` (the view
and the public event log).

Used by the contract suite (``tests/contract/games.py``), the engine's simulation suite and
the API and WebSocket tests.
"""

from __future__ import annotations

import json
import re
from typing import Any

from sheepshead.engine.deck import CODES, INDEX, POINTS, codes
from sheepshead.engine.state import Deal, GameState, Phase

CODE_PATTERN = re.compile(r'"(10[CDHS]|[7-9JQKA][CDHS])"')
# The contract suite's random playouts: one-deal games, one of them dealt by another seat.
PLAYOUT_OPTIONS: tuple[dict[str, Any], ...] = ({"deals": 1}, {"deals": 1, "first_dealer": 2})


def visible(deal: Deal, seat: int) -> set[str]:
    """What the rules let ``seat`` know about ``deal`` (S10, S12), derived from the full state."""
    over = deal.phase is Phase.DONE
    cards = set(codes(deal.hands[seat]))
    if deal.called >= 0:
        cards.add(CODES[deal.called])  # the call is announced
    if seat == deal.picker or (over and knows_unknown(deal, seat)):
        cards |= set(codes(deal.blind)) | set(codes(deal.bury))
    if seat == deal.picker and deal.unknown >= 0:
        cards.add(CODES[deal.unknown])
    for trick in (*deal.tricks, *([deal.trick] if deal.trick else [])):
        for at, card in enumerate(trick.cards):
            if at != trick.unknown_at or seat in (deal.picker, trick.winner):
                cards.add(CODES[card])
    return cards


def known(state: GameState, seat: int) -> set[str]:
    """Every card ``seat`` may know by now, earlier deals included."""
    cards: set[str] = set()
    for deal in (*state.history, state.deal):
        cards |= visible(deal, seat)
    return cards


def knows_unknown(deal: Deal, seat: int) -> bool:
    """No unknown, or ``seat`` is the picker or took the trick the unknown fell in (S10)."""
    if deal.unknown < 0 or seat == deal.picker:
        return True
    return any(deal.unknown in t.cards and t.winner == seat for t in deal.tricks)


def check_unknown_not_deducible(deal: Deal, seat: int, shown: set[str], result: Any) -> None:
    """After the deal, a seat that may not know the unknown cannot work it out either: at
    least two cards stay unseen, and the sides' card points, in figures or in words, are
    given only when they would be the same whichever unseen card the unknown was."""
    if deal.phase is not Phase.DONE or knows_unknown(deal, seat):
        return
    assert len(shown) <= 30, f"seat {seat} can deduce the unknown"
    determined = points_whatever_the_unknown(deal, {c for c in CODES if c not in shown})
    if determined is None:
        assert result["side_points"] is None and result["defender_points"] is None
    else:
        assert result["side_points"] in (None, determined)
    check_result_figures(deal, seat, result)


def points_whatever_the_unknown(deal: Deal, unseen: set[str]) -> int | None:
    """The picker's side's points if they are the same whichever of the ``unseen`` cards was
    the unknown (the others then being the bury), else None. Derived from the tricks alone."""
    side = {deal.picker, deal.partner}
    known, unknown_to_side = 0, False
    for trick in deal.tricks:
        if trick.winner not in side:
            continue
        unknown_to_side |= trick.unknown_at >= 0
        known += sum(POINTS[c] for at, c in enumerate(trick.cards) if at != trick.unknown_at)
    totals = set()
    for card in unseen:  # the unknown: the rest is the bury, which is the side's
        rest = sum(POINTS[INDEX[c]] for c in unseen if c != card)
        totals.add(known + rest + (POINTS[INDEX[card]] if unknown_to_side else 0))
    return totals.pop() if len(totals) == 1 else None


def allowed_figures(deal: Deal, seat: int) -> set[int] | None:
    """The figures a seat that did not see the unknown may be told about the result: the
    payments, the rule's thresholds, tricks, and the points only when they do not depend on
    which unseen card the unknown was. None: the seat may be told everything."""
    if deal.result is None or deal.result.leaster or knows_unknown(deal, seat):
        return None
    b = abs(deal.result.base)
    allowed = {b, 2 * b, 4 * b, 29, 30, 31, 60, 61, 90, 120, *range(7)}
    unseen = set(CODES) - visible(deal, seat)
    determined = points_whatever_the_unknown(deal, unseen)
    if determined is not None:
        allowed |= {determined, 120 - determined}
    return allowed


def figures_in(data: Any) -> set[int]:
    """Every number in a JSON value, without its sign (flags are not figures)."""
    if isinstance(data, bool) or data is None:
        return set()
    if isinstance(data, int):
        return {abs(data)}
    if isinstance(data, dict):
        data = list(data.values())
    if isinstance(data, list):
        return set().union(*map(figures_in, data)) if data else set()
    return {int(f) for f in re.findall(r"\d+", str(data))}


def check_result_figures(deal: Deal, seat: int, result: dict[str, Any]) -> None:
    """A seat that did not see the unknown is sent no figure in the deal's result it could not
    know anyway (the client words only what it is sent)."""
    allowed = allowed_figures(deal, seat)
    if allowed is None:
        return
    figures = figures_in(result)
    assert figures <= allowed, f"seat {seat} is sent {figures - allowed} in {result!r}"


def check_partner_hidden(deal: Deal, seat: int, shown: int | None) -> None:
    tricks = (*deal.tricks, *([deal.trick] if deal.trick else []))
    called_played = any(deal.called in t.cards for t in tricks)
    may_know = seat == deal.partner or called_played or deal.phase is Phase.DONE
    assert shown == (deal.partner if may_know and deal.partner >= 0 else None)


def seen(data: Any) -> set[str]:
    """Every card code anywhere in a JSON value."""
    return set(CODE_PATTERN.findall(json.dumps(data)))


def check_view(
    state: GameState, seat: int, data: dict[str, Any], with_history: bool = True
) -> None:
    """Assert that ``data`` (a view for ``seat``) shows nothing the seat may not know."""
    data = dict(data)
    check_events(state, seat, data.pop("events", []))
    previous = data.pop("previous_deal", None)
    lines = data.pop("history", [])
    # Call options name cards, not where they lie: they say only what the picker holds.
    data["legal_actions"] = [a for a in data["legal_actions"] if a["type"] != "call"]
    assert seen(data) <= visible(state.deal, seat), f"seat {seat} sees too much"
    check_partner_hidden(state.deal, seat, data["partner"])
    if not with_history:
        return
    if previous is not None:
        shown = seen(previous)
        assert shown <= visible(state.history[-1], seat)
        check_partner_hidden(state.history[-1], seat, previous["partner"])
        check_unknown_not_deducible(state.history[-1], seat, shown, previous["deal_result"])
    for line, deal in zip(lines, state.history, strict=True):
        assert seen(line) <= visible(deal, seat)


def deals_of(state: GameState) -> tuple[Deal, ...]:
    """Every deal begun: the finished ones, then the current one unless the game is over."""
    return state.history if state.finished else (*state.history, state.deal)


def actions_taken(deal: Deal) -> int:
    """The actions applied in ``deal``, counted from what it holds."""
    if deal.phase is Phase.PICK:
        return (deal.turn - deal.leader) % 5
    played = sum(len(t.cards) for t in (*deal.tricks, *([deal.trick] if deal.trick else [])))
    if deal.picker < 0:
        return 5 + played
    steps = [deal.bury != 0, deal.called >= 0 or deal.alone, deal.unknown >= 0]
    return (deal.picker - deal.leader) % 5 + 1 + sum(steps) + played


def check_events(state: GameState, seat: int, events: list[dict[str, Any]]) -> None:
    """Assert that no event (of any deal) shows ``seat`` a card, a trick's points, the bury or
    the unknown before the rules let it know them (S10, S12)."""
    deals = deals_of(state)
    spans, start = [], 0
    for deal in deals:
        spans.append((start, start + actions_taken(deal)))
        start = spans[-1][1]
    by_deal: dict[int, list[dict[str, Any]]] = {}
    for at, event in enumerate(events):
        kind, v = event["type"], event["v"]
        if kind == "game_over":
            assert state.finished and v == start and not seen(event)
            continue
        if kind == "deal":
            index = event["deal"] - 1
            assert spans[index][0] == v
        else:  # an event of action v belongs to the deal that action was taken in
            found = [i for i, (first, last) in enumerate(spans) if first < v <= last]
            assert len(found) == 1, f"no action {v} in this game: {event}"
            index = found[0]
        by_deal.setdefault(index, []).append(event)
        deal = deals[index]
        is_picker = seat == deal.picker
        if kind == "bury":
            assert ("cards" in event) == is_picker
        elif kind == "unknown":
            assert ("card" in event) == is_picker
        elif kind == "play" and event["unknown"]:
            assert event["card"] is None or is_picker  # nobody else while it is played
        elif kind == "partner":  # S12: public only as the called card is played
            before = events[at - 1] if at else {}
            assert event["seat"] == deal.partner and before.get("type") == "play"
            assert before["card"] == CODES[deal.called] and before["v"] == v
        elif kind == "trick":
            trick = deal.tricks[event["number"] - 1]
            if trick.unknown_at >= 0 and seat not in (deal.picker, trick.winner):
                assert event["points"] is None
        elif kind == "deal_over" and not knows_unknown(deal, seat):
            assert event["blind"] is None and event["bury"] is None
            check_result_figures(deal, seat, event["result"])
    # Cards: within a deal what a seat may know only grows, so the deal as it stands now
    # bounds every event of it (the exceptions, the unknown and the bury, are checked above).
    for index, group in by_deal.items():
        allowed = visible(deals[index], seat)
        if not seen(group) <= allowed:
            bad = next(e for e in group if not seen(e) <= allowed)
            raise AssertionError(f"seat {seat} sees too much: {bad}")
