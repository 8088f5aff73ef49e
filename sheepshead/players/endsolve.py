"""Issue 16 experiment: exact minimax of a deal's last tricks, every hand seen, the seat's side
maximizing its deal score (and a hundredth of its card points), the other side minimizing."""
from __future__ import annotations

from sheepshead.engine import game
from sheepshead.engine.deck import POINTS
from sheepshead.engine.state import Deal, Phase


def value(deal: Deal, seat: int) -> float:
    res = deal.result
    assert res is not None
    side = {deal.picker, deal.partner} - {-1}
    mine = seat in side
    pts = res.side_points if mine else 120 - res.side_points
    return res.scores[seat] + 0.01 * pts


def solve(deal: Deal, seat: int, alpha: float = -1e9, beta: float = 1e9) -> float:
    if deal.phase is Phase.DONE:
        return value(deal, seat)
    side = {deal.picker, deal.partner} - {-1}
    maxing = (deal.turn in side) == (seat in side)
    # The richest cards first: they decide most cut-offs.
    legal = sorted(game.deal_legal_actions(deal), key=lambda a: -POINTS[a.card])
    if maxing:
        best = -1e9
        for a in legal:
            v = solve(game.apply_to_deal(deal, a), seat, alpha, beta)
            if v > best:
                best = v
            if best > alpha:
                alpha = best
            if alpha >= beta:
                break
        return best
    best = 1e9
    for a in legal:
        v = solve(game.apply_to_deal(deal, a), seat, alpha, beta)
        if v < best:
            best = v
        if best < beta:
            beta = best
        if alpha >= beta:
            break
    return best
