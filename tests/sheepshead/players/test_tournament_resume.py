"""The tournament pits any two levels and can be stopped and resumed without changing
its figures."""

from __future__ import annotations

from pathlib import Path

import pytest

from sheepshead.players import tournament


def test_a_resumed_match_reuses_saved_chunks_and_gives_the_same_figures(tmp_path: Path) -> None:
    saved = tmp_path / "match.jsonl"
    whole = tournament.run_match("easy", "normal", deals=25, seed="resume")
    first = tournament.run_match("easy", "normal", deals=25, seed="resume", resume=saved)
    assert first.per_deal == whole.per_deal
    lines = saved.read_text().splitlines()
    assert len(lines) == 3  # chunks of ten deals
    # Stop after the first chunk: the rest is played again, the first chunk is reused.
    saved.write_text(lines[0] + "\n")
    again = tournament.run_match("easy", "normal", deals=25, seed="resume", resume=saved)
    assert again.per_deal == whole.per_deal
    assert again.a.picks == whole.a.picks and again.leasters == whole.leasters
    assert len(saved.read_text().splitlines()) == 3


def test_any_two_levels_can_meet(capsys: pytest.CaptureFixture[str]) -> None:
    tournament.main(["--deals", "1", "--a", "hard", "--b", "easy", "--seed", "levels"])
    out = capsys.readouterr().out
    assert "A = hard, B = easy" in out and "95% CI" in out
