"""The tournament pits any two levels and can be stopped and resumed without changing
its figures."""

from __future__ import annotations

from pathlib import Path

import pytest

from sheepshead.players import paired, tournament


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


def test_two_runs_on_the_same_deals_are_compared_deal_by_deal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    easy, normal = tmp_path / "easy.jsonl", tmp_path / "normal.jsonl"
    a = tournament.run_match("easy", "normal", deals=20, seed="pair", resume=easy)
    b = tournament.run_match("normal", "normal", deals=10, seed="pair", resume=normal)
    first, second = paired.common(easy, normal)
    assert first.per_deal == a.per_deal[:10] and second.per_deal == b.per_deal
    assert all(score == 0 for score in b.per_deal)  # a level against itself: even
    paired.main([str(easy), str(normal)])
    out = capsys.readouterr().out
    mean = sum(a.per_deal[:10]) / 10
    assert "10 deals in both" in out and f"paired, first less second: {mean:+.3f}" in out


def test_runs_on_other_deals_cannot_be_paired(tmp_path: Path) -> None:
    one, other = tmp_path / "one.jsonl", tmp_path / "other.jsonl"
    tournament.run_match("easy", "normal", deals=10, seed="one", resume=one)
    tournament.run_match("easy", "normal", deals=10, seed="other", resume=other)
    with pytest.raises(SystemExit) as stop:
        paired.main([str(one), str(other)])
    assert stop.value.code == 2
