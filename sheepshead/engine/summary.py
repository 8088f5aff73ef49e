"""What each finished deal meant for one seat: the facts behind personal statistics."""

from __future__ import annotations

from dataclasses import dataclass

from sheepshead.engine.state import GameState

SEATS = 5


@dataclass(frozen=True, slots=True)
class DealFacts:
    """One finished deal seen from one seat."""

    score: int
    role: str  # "picker", "partner", "defender" or "leaster"
    won: bool  # scored more than zero
    asked_to_pick: bool  # the seat had a pick-or-pass decision (S6)
    picked: bool


def deal_facts(state: GameState, seat: int) -> list[DealFacts]:
    """The facts of every finished deal of ``state`` for ``seat``, in deal order."""
    facts = []
    for deal in state.history:
        result = deal.result
        if result is None:  # pragma: no cover - history holds finished deals only
            continue
        order = [(deal.leader + i) % SEATS for i in range(SEATS)]
        asked = order if deal.picker < 0 else order[: order.index(deal.picker) + 1]
        if result.leaster:
            role = "leaster"
        elif seat == deal.picker:
            role = "picker"
        elif seat == deal.partner:
            role = "partner"
        else:
            role = "defender"
        score = result.scores[seat]
        facts.append(DealFacts(score, role, score > 0, seat in asked, seat == deal.picker))
    return facts


def deal_number(state: GameState) -> int:
    """The 0-based number of the deal being played; the number of deals once the game is over."""
    return state.deals if state.finished else state.deal.number
