"""The tournament's statistics on a tiny run (its intervals: tests/cards/test_measure.py)."""

from __future__ import annotations

import pytest

from sixes.players import tournament


def test_a_tiny_run_counts_every_game() -> None:
    results = tournament.run("normal", "easy", 6, "tiny", seats=2)
    assert results.games == 6 and len(results.diffs) == 6
    assert 0 <= results.wins <= 6
    assert results.times  # Normal's real decisions were timed
    lines = tournament.report("normal", "easy", 2, results)
    assert "win rate" in lines[1] and "score difference" in lines[2]


def test_the_same_seed_gives_the_same_results() -> None:
    first = tournament.run("easy", "normal", 4, "same", seats=3, double=True)
    again = tournament.run("easy", "normal", 4, "same", seats=3, double=True)
    assert (first.wins, first.diffs) == (again.wins, again.diffs)


def test_the_command_prints_both_comparisons(capsys: pytest.CaptureFixture[str]) -> None:
    tournament.main(["--games", "2", "--seats", "2", "--seed", "cmd"])
    out = capsys.readouterr().out
    assert "hard against 1 normal: 2 games" in out
    assert "normal against 1 easy: 2 games" in out
    assert "decision times" in out
