"""The share text's picture of a result: each game's grid of emoji (a mark per round: won or
lost, the person's role or place), a true minus sign, and a provisional result's line."""

from __future__ import annotations

import datetime as dt

from leaderboards import words
from shakipesh.facts import RoundFacts
from shakipesh.words import share_grid as shakipesh_grid
from sheepshead.engine.summary import DealFacts
from sheepshead.words import share_grid as sheepshead_grid
from tables.registry import ResultWords


def deal(score: int, role: str) -> DealFacts:
    return DealFacts(score, role, score > 0, True, role == "picker")


def test_sheepshead_marks_each_deal_won_or_lost_then_the_role() -> None:
    deals = [deal(4, "picker"), deal(-2, "defender"), deal(0, "leaster"), deal(1, "partner")]
    assert sheepshead_grid(deals) == "🟩🟥⬜🟩\n👑🛡️🍃🤝"
    assert sheepshead_grid([]) == ""


def test_shakipesh_marks_each_round_out_first_blocked_or_not() -> None:
    rounds = [RoundFacts(0, True, False, 2), RoundFacts(5, False, False, 2),
              RoundFacts(3, False, True, 2)]
    assert shakipesh_grid(rounds) == "🟩🟥🟨"


def test_the_share_text_carries_the_grid_and_a_true_minus() -> None:
    text = words.share_text("Sheepshead", dt.date(2026, 12, 2), True,
                            ResultWords("-7", "", "Deals: -4 +2 -5"), 3, 17, 14,
                            "https://cards.example/daily/sheepshead/2026-12-02/",
                            grid="🟥🟩🟥\n🛡️👑🛡️")
    assert text.splitlines() == [
        "Sheepshead daily, 2 December 2026",
        "Total \u22127, 3rd of 17 (top 18%)",
        "🟥🟩🟥", "🛡️👑🛡️",
        "Deals: \u22124 +2 \u22125",
        "https://cards.example/daily/sheepshead/2026-12-02/",  # a URL keeps its hyphens
    ]


def test_a_provisional_result_shares_where_it_would_stand() -> None:
    text = words.share_text("Shiesta", dt.date(2026, 12, 2), True,
                            ResultWords("2nd in 30 turns", "2nd place in 30 turns"), 14, 230,
                            200, "u", provisional=True)
    assert text.splitlines()[1:3] == ["2nd place in 30 turns",
                                      "Would be 14th of 230 (provisional: my first day)"]


def test_the_minus_sign_is_only_for_numbers() -> None:
    assert words.true_minus("Total -12, well-played, x-2 and -0") == \
        "Total \u221212, well-played, x-2 and \u22120"
