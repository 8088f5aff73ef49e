"""The duplicate tournament script: heuristic against random over a few deals."""

from __future__ import annotations

import pytest

from sheepshead.players import tournament


def test_a_small_match_reports_every_figure_and_heuristic_beats_random() -> None:
    stats = tournament.run_match("heuristic", "random", deals=30, seed="test-tournament")
    assert len(stats.per_deal) == 30 and stats.replays == 150
    mean, half = tournament.mean_ci(stats.per_deal)
    assert mean - half > 0
    assert stats.a.seat_deals == 150 and stats.b.seat_deals == 600
    assert sum(stats.a.played.values()) == 150
    text = tournament.report("heuristic", "random", stats)
    for words in ("95% CI", "leaster rate", "pick rate", "picker win", "partner win",
                  "defender win", "ms/decision"):
        assert words in text


def test_the_command_line_runs(capsys: pytest.CaptureFixture[str]) -> None:
    tournament.main(["--deals", "2", "--a", "random", "--b", "heuristic", "--seed", "cli"])
    out = capsys.readouterr().out
    assert "A = random, B = heuristic" in out


def test_matches_are_reproducible() -> None:
    first = tournament.run_match("heuristic", "random", deals=3, seed="again")
    second = tournament.run_match("heuristic", "random", deals=3, seed="again")
    assert first.per_deal == second.per_deal
