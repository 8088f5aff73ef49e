"""Full-state snapshots as JSON, for storage only (they hold every hidden card).

Nothing built from a snapshot may leave the server: browsers get ``view(state, seat)``.
"""

from __future__ import annotations

from typing import Any

from sheepshead.engine.state import Deal, DealResult, GameState, Phase, Trick


def state_to_json(state: GameState) -> dict[str, Any]:
    return {
        "seed": state.seed,
        "first_dealer": state.first_dealer,
        "deals": state.deals,
        "deal": _deal_to_json(state.deal),
        "history": [_deal_to_json(d) for d in state.history],
    }


def state_from_json(data: dict[str, Any]) -> GameState:
    return GameState(
        data["seed"],
        data["first_dealer"],
        data["deals"],
        _deal_from_json(data["deal"]),
        tuple(_deal_from_json(d) for d in data["history"]),
    )


def _trick_to_json(trick: Trick) -> list[Any]:
    return [trick.leader, list(trick.cards), trick.unknown_at, trick.winner]


def _trick_from_json(data: list[Any]) -> Trick:
    return Trick(data[0], tuple(data[1]), data[2], data[3])


def _deal_to_json(deal: Deal) -> dict[str, Any]:
    data = deal._asdict()
    data["hands"] = list(deal.hands)
    data["phase"] = deal.phase.value
    data["tricks"] = [_trick_to_json(t) for t in deal.tricks]
    data["trick"] = _trick_to_json(deal.trick) if deal.trick else None
    result = deal.result
    data["result"] = None if result is None else {
        "scores": list(result.scores),
        "points": list(result.points),
        "tricks": list(result.tricks),
        "leaster": result.leaster,
        "side_points": result.side_points,
        "base": result.base,
        "winner": result.winner,
    }
    return data


def _deal_from_json(data: dict[str, Any]) -> Deal:
    fields = dict(data)
    fields["hands"] = tuple(data["hands"])
    fields["phase"] = Phase(data["phase"])
    fields["tricks"] = tuple(_trick_from_json(t) for t in data["tricks"])
    fields["trick"] = _trick_from_json(data["trick"]) if data["trick"] else None
    result = data["result"]
    fields["result"] = None if result is None else DealResult(
        tuple(result["scores"]),
        tuple(result["points"]),
        tuple(result["tricks"]),
        result["leaster"],
        result["side_points"],
        result["base"],
        result["winner"],
    )
    return Deal(**fields)
