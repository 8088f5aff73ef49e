"""What the fault benchmark checks in the database after every game.

A table's action log must be contiguous (``seq`` 1..version), replaying it from the seed
must give the stored snapshot, and the person's rows must be exactly the actions the
simulated person saw acknowledged: none lost, none doubled. An action left without an
answer (its daphne died, say) may have been applied or not, but at most once.

Which row belongs to which send: the person sends one action at a time, each from the
newest view it has. So an applied action's ``seq`` is above the version it was sent at;
and an acknowledged one's is at most the version the next send was made at, since the
person had seen it applied by then. An unanswered send has no upper bound (a commit can
land after the person read the table again: the second send is then stale).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from scripts.simpeople import Game, Sent


@dataclass
class Matched:
    lost: int = 0  # acknowledged, not in the log
    doubled: int = 0  # in the log more than once, or a row no send explains


def same(a: Any, b: Any) -> bool:
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def match(rows: Sequence[tuple[int, Any]], sent: Sequence[Sent], version: int,
          normal: Callable[[Any], Any] = lambda a: a) -> Matched:
    """``rows``: the person's (seq, action) in the log; ``sent``: what the person sent, in
    order; ``version``: the table's. ``normal`` puts a sent action in the log's form."""
    uppers = [nxt.version for nxt in sent[1:]] + [version]
    taken: list[list[int]] = [[] for _ in sent]
    out = Matched()
    for seq, action in rows:
        fits = [j for j, s in enumerate(sent)
                if s.status != "refused" and s.version < seq and same(normal(s.action), action)
                and (s.status != "acked" or seq <= uppers[j])]
        free = [j for j in fits if not taken[j]]
        # An acknowledged send first (its row must be there), then an unanswered one.
        free.sort(key=lambda j: sent[j].status != "acked")
        if free:
            taken[free[0]].append(seq)
        elif fits:
            taken[fits[0]].append(seq)
        else:
            out.doubled += 1
    for s, seqs in zip(sent, taken, strict=True):
        if s.status == "acked" and not seqs:
            out.lost += 1
        out.doubled += max(0, len(seqs) - 1)
    return out


@dataclass
class Checks:
    games: int = 0
    finished: int = 0
    not_contiguous: list[str] = field(default_factory=list)
    replay_differs: list[str] = field(default_factory=list)
    lost: int = 0
    doubled: int = 0
    acknowledged: int = 0
    unanswered: int = 0

    def lines(self) -> list[str]:
        return [
            f"action logs checked: {self.games} games ({self.finished} finished), "
            f"{self.acknowledged} acknowledged person actions, {self.unanswered} unanswered",
            f"  logs not contiguous (seq 1..version): {len(self.not_contiguous)}"
            + "".join(f"  {t}" for t in self.not_contiguous[:5]),
            f"  replay differs from the snapshot: {len(self.replay_differs)}"
            + "".join(f"  {t}" for t in self.replay_differs[:5]),
            f"  lost actions: {self.lost}, doubled actions: {self.doubled}",
        ]


def check(games: Sequence[Game]) -> Checks:
    """Every game's log against its snapshot and the person's sends (Django set up, with
    the benchmark's database)."""
    from tables import registry, services
    from tables.models import Table

    out = Checks()
    for game in games:
        table = Table.objects.get(pk=game.table)
        spec = registry.get(table.game)
        out.games += 1
        out.finished += table.status == Table.Status.FINISHED
        seqs = list(table.actions.order_by("seq").values_list("seq", flat=True))
        if seqs != list(range(1, table.version + 1)):
            out.not_contiguous.append(str(table.pk))
        try:
            agrees = services.replay(table) == spec.engine.decode_state(table.state)
        except Exception:  # an illegal action in the log: it does not replay at all
            agrees = False
        if not agrees:
            out.replay_differs.append(str(table.pk))
        seat = services.person_seat(table)
        rows = list(table.actions.filter(seat=seat).order_by("seq")
                    .values_list("seq", "action"))

        def normal(action: Any, engine: Any = spec.engine) -> Any:
            return engine.encode_action(engine.decode_action(action))

        found = match(rows, game.sent, table.version, normal)
        out.lost += found.lost
        out.doubled += found.doubled
        out.acknowledged += sum(s.status == "acked" for s in game.sent)
        out.unanswered += sum(s.status in ("uncertain", "pending") for s in game.sent)
    return out
