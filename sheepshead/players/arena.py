"""What Sheepshead adds to the arena (``python -m cards.arena sheepshead …``): one-deal games,
each deal played once with the first level in every seat (duplicate style: the scores of a
deal sum to zero, so A's points per deal per seat are 0 in an even match) and one rng a seat
keeps through the deal, as the tournament always measured; picks, roles and the absurd-play
patterns (``sanity``) counted per level; the engine benchmark's fast playout."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from cards.arena.hook import Hook, Playout
from sheepshead.engine import GameState, game
from sheepshead.engine.actions import Action
from sheepshead.engine.playout import random_playout
from sheepshead.engine.summary import deal_facts
from sheepshead.players import sanity

ROLES = ("picker", "partner", "defender", "leaster")


class Tally:
    """One deal's picks, roles and absurd-play patterns, seat by seat."""

    def __init__(self, seats: int) -> None:
        self.counts = [Counter[str]() for _ in range(seats)]
        self.patterns = [sanity.empty() for _ in range(seats)]
        self.leaster_takes: list[sanity.LeasterTake] = []

    def decision(self, state: GameState, seat: int, view: Mapping[str, Any],
                 legal: Sequence[Action], action: Action) -> None:
        if action.type in ("pick", "pass"):
            self.counts[seat]["pick decisions"] += 1
            self.counts[seat]["picks"] += action.type == "pick"
        sanity.check_decision(state.deal, seat, dict(view), legal, action,
                              self.patterns[seat], self.leaster_takes)

    def end(self, state: GameState) -> list[dict[str, int]]:
        deal = state.history[-1]
        for seat, counts in enumerate(self.counts):
            facts = deal_facts(state, seat)[-1]
            counts["deals"] += 1
            counts[f"{facts.role} deals"] += 1
            counts[f"{facts.role} won"] += facts.won
            counts[f"{facts.role} points"] += facts.score
            sanity.check_deal(deal, seat, self.patterns[seat], self.leaster_takes)
            for pattern, (met, chances) in self.patterns[seat].items():
                counts[f"{pattern} met"] += met
                counts[f"{pattern} chances"] += chances
        return [{k: v for k, v in counts.items() if v} for counts in self.counts]


def figures(levels: Sequence[tuple[str, Mapping[str, int]]]) -> list[str]:
    """The leaster rate, pick rates and each role's win rate, mean deal score and deals, then
    the absurd-play patterns: times met / chances, for every level."""
    first = levels[0][1]
    lines = [
        f"leaster rate: {_pct(first.get('leaster deals', 0), first.get('deals', 0))} of deals "
        "played",
        f"{'':12} {'pick rate':>9} {'picked':>7} "
        + " ".join(f"{role + ' win':>21}" for role in ROLES),
    ]
    for name, counts in levels:
        cells = []
        for role in ROLES:
            n = counts.get(f"{role} deals", 0)
            mean = counts.get(f"{role} points", 0) / n if n else 0.0
            cells.append(f"{_pct(counts.get(f'{role} won', 0), n)} {mean:+6.2f} /{n:>6}"
                         .rjust(21))
        picks = _pct(counts.get("picks", 0), counts.get("pick decisions", 0))
        picked = _pct(counts.get("picker deals", 0), counts.get("deals", 0))
        lines.append(f"{name:12.12} {picks:>9} {picked:>7} " + " ".join(cells))
    lines += [
        "pick rate: picks per pick-or-pass decision; picked: share of the level's seat-deals in",
        "which it picked. Role cells: win rate, mean deal score / deals in that role (a",
        "defender or leaster 'wins' when its deal score is positive).",
        "",
    ]
    patterns = [(name, {pattern: (counts.get(f"{pattern} met", 0),
                                  counts.get(f"{pattern} chances", 0))
                        for pattern in sanity.PATTERNS}) for name, counts in levels]
    lines += sanity.table(patterns)
    return lines


def _pct(part: int, whole: int) -> str:
    return f"{100.0 * part / whole:.1f}%" if whole else "-"


def _playout(number: int, rng: random.Random) -> None:
    hands, blind = game.deal_cards(f"bench-{number}", 0)
    random_playout(game.start_deal(0, number % 5, hands, blind), rng)


ARENA = Hook(
    options={"deals": 1},
    paired=True,
    rng="seat",
    total="points",
    digits=3,
    kind=lambda state, view, legal: str(view["phase"]),
    tally=Tally,
    figures=figures,
    playouts=(Playout("5 players", _playout, target=10_000),),
    unit="deal",
)
