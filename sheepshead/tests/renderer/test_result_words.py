"""The deal's result in sentences (the game's static/sheepshead/result_words.js) and the
table's words (static/sheepshead/words.js), run under Node.js.

The deals are built and scored by the engine here (the same deals as
tests/sheepshead/engine/test_result_view.py); ``check_words.mjs`` words each seat's result
and checks the sentence for every case, that the payments it states are the engine's scores
(S18), that a seat that never saw the unknown reads no figure it could not know (S10), and
that every sentence the table says goes through the translation catalogue. Needs ``node``;
it may skip outside CI, never in CI.
"""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path
from typing import Any

import pytest

from sheepshead.engine.state import Deal
from sheepshead.engine.views import result_view
from sheepshead.tests.engine.test_result_view import (
    CASES,
    defender_takes_the_unknown,
    finished,
    leaster_tied,
    leaster_won,
    played_deal,
    random_unknown_deal,
)
from sheepshead.tests.oracle import allowed_figures
from tests.frames import run_node

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")

# What each case of CASES reads, for every seat (nothing is hidden without an unknown).
WORDS = {
    (1, False, 74): "The picker's side took 74 points and won. Each defender pays 1; the picker "
    "gets 2 and the partner 1.",
    (2, False, 95): "The picker's side took 95 points and won with schneider: the defenders "
    "took only 25 (29 or fewer). Each defender pays 2; the picker gets 4 and the partner 2.",
    (3, False, 120): "The picker's side took every trick, all 120 points, and won with "
    "schwarz. Each defender pays 3; the picker gets 6 and the partner 3.",
    (-2, False, 45): "The picker's side took 45 points and lost: it needed 61. The picker pays "
    "4 and the partner 2; each defender gets 2.",
    (-2, False, 60): "The picker's side took 60 points and lost: 60 to 60 is a loss. The "
    "picker pays 4 and the partner 2; each defender gets 2.",
    (-4, False, 25): "The picker's side took only 25 points and lost with schneider (30 or "
    "fewer). The picker pays 8 and the partner 4; each defender gets 4.",
    (-6, False, 4): "The picker's side took no trick and lost with schwarz. The picker pays 12 "
    "and the partner 6; each defender gets 6.",
    (1, True, 74): "The picker played alone, took 74 points and won. Each of the four "
    "defenders pays 1, so the picker gets 4.",
    (2, True, 95): "The picker played alone, took 95 points and won with schneider: the "
    "defenders took only 25 (29 or fewer). Each of the four defenders pays 2, so the picker "
    "gets 8.",
    (3, True, 120): "The picker played alone, took every trick, all 120 points, and won with "
    "schwarz. Each of the four defenders pays 3, so the picker gets 12.",
    (-2, True, 45): "The picker played alone, took 45 points and lost: 61 were needed. The "
    "picker pays 2 to each of the four defenders, 8 in all.",
    (-4, True, 25): "The picker played alone, took only 25 points and lost with schneider (30 "
    "or fewer). The picker pays 4 to each of the four defenders, 16 in all.",
    (-6, True, 4): "The picker played alone, took no trick and lost with schwarz. The picker "
    "pays 6 to each of the four defenders, 24 in all.",
}
HIDDEN = ("The picker's side took 5 of the six tricks and won with schneider: the defenders "
          "took 29 points or fewer. Each defender pays 2; the picker gets 4 and the partner 2. "
          "The exact points stay hidden: you never saw the unknown card, and they would give "
          "away its value.")
SHOWN = ("The picker's side took 94 points and won with schneider: the defenders took only 26 "
         "(29 or fewer). Each defender pays 2; the picker gets 4 and the partner 2.")
LEASTER = {  # (deal, the seat reading): the words, the players named P0–P4
    ("won", 0): "Leaster: P4 took the fewest points, 4, among the players who took a trick. "
    "Each other player pays 1 to P4, 4 in all.",
    ("won", 4): "Leaster: you took the fewest points, 4, among the players who took a trick. "
    "Each other player pays you 1, 4 in all.",
    ("tied", 2): "Leaster: P1 and P4 tied for the fewest points, 4, among the players who took "
    "a trick, so nobody scores.",
    ("tied", 1): "Leaster: you tied with P4 for the fewest points, 4, among the players who "
    "took a trick, so nobody scores.",
}


def item(deal: Deal, seat: int, want: str | None = None) -> dict[str, Any]:
    """One seat's result with what the JavaScript checks it against."""
    assert deal.result is not None
    return {
        "seat": seat, "result": result_view(deal, seat), "want": want,
        "scores": list(deal.result.scores),
        "picker": deal.picker if deal.picker >= 0 else None,
        "partner": deal.partner if deal.partner >= 0 else None,
        "allowed": sorted(found) if (found := allowed_figures(deal, seat)) is not None else None,
    }


def fixture() -> list[dict[str, Any]]:
    items = []
    for base, alone, side, tricks in CASES:
        deal = finished(base, alone, side, tricks)
        items += [item(deal, seat, WORDS[base, alone, side]) for seat in range(5)]
    items.append(item(played_deal(), 3, "The picker's side took 76 points and won. Each "
                      "defender pays 1; the picker gets 2 and the partner 1."))
    leasters = {"won": leaster_won(), "tied": leaster_tied()}
    items += [item(leasters[name], seat, words) for (name, seat), words in LEASTER.items()]
    unknown = defender_takes_the_unknown().deal
    items += [item(unknown, seat, HIDDEN) for seat in (0, 3, 4)]
    items += [item(unknown, seat, SHOWN) for seat in (1, 2)]
    rng = random.Random(11)
    deals = 0
    while deals < 40:  # random deals with an unknown: payments and figures, every seat
        deal = random_unknown_deal(rng)
        if deal is None:
            continue
        deals += 1
        items += [item(deal, seat) for seat in range(5)]
    return items


def test_every_result_in_words(tmp_path: Path) -> None:
    path = tmp_path / "results.json"
    items = fixture()
    assert sum(1 for i in items if i["allowed"] is not None) > 50  # hidden cases were made
    path.write_text(json.dumps(items))
    assert run_node(Path(__file__).parent / "check_words.mjs", str(path)).strip().endswith("ok")
