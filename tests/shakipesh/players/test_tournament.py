"""The tournament and bench commands on a tiny size (not timed): the tested seat rotates over
the same deals, the results do not depend on the number of processes, and every figure is
printed (the intervals themselves: tests/cards/test_measure.py)."""

from __future__ import annotations

import pytest

from shakipesh.players import bench, search, tournament


@pytest.fixture
def small(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "PLAYOUTS", 24)
    monkeypatch.setattr(search, "BUDGET", 200)


def test_results_do_not_depend_on_the_processes(small: None) -> None:
    one = tournament.run("normal", "easy", 6, "rotate", seats=2, limit=10, jobs=1)
    two = tournament.run("normal", "easy", 6, "rotate", seats=2, limit=10, jobs=2)
    assert (one.wins, one.ties, one.mine, one.others) == (two.wins, two.ties, two.mine,
                                                          two.others)
    assert one.games == 6 and one.rounds == len(one.mine) == len(one.others) >= 6
    assert one.plans and len(one.times) >= len(one.plans)


def test_the_matches_command_prints_every_figure(small: None,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    tournament.main(["--matches", "2", "--limit", "10", "--seed", "cli"])
    out = capsys.readouterr().out
    for words in ("hard against 1 normal: 2 matches to 10", "win rate", "95% CI", "ties",
                  "cards left per round", "per whole-turn plan", "every real decision",
                  "p50", "p95", "max", "targets"):
        assert words in out


def test_the_rounds_command_at_four_seats(small: None,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    tournament.main(["--rounds", "4", "--seats", "4", "--seed", "cli"])
    out = capsys.readouterr().out
    assert "hard against 3 normal: 4 single rounds, 4 rounds" in out
    assert "a fair share is 25.0%" in out and "targets" not in out


def test_the_bench_times_real_decisions(small: None,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    found = bench.timings("normal", 30, seed="bench-test")
    assert len(found) == 30 and any(t.first for t in found)
    bench.main(["--level", "easy", "--level", "hard", "--decisions", "5"])
    out = capsys.readouterr().out
    assert [line.split()[0] for line in out.splitlines()[2:]] == ["easy", "easy", "hard",
                                                                  "hard"]
    assert "per turn plan" in out
