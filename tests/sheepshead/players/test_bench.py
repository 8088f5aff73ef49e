"""The decision-time benchmark command: percentiles, and a short run of every level."""

from __future__ import annotations

import pytest

from sheepshead.players import bench


def test_percentiles_by_nearest_rank() -> None:
    values = [float(v) for v in range(1, 101)]
    assert bench.percentile(values, 0.5) == 50.0
    assert bench.percentile(values, 0.95) == 95.0
    assert bench.percentile(values, 1.0) == 100.0
    assert bench.percentile([3.0], 0.95) == 3.0


def test_the_command_times_real_decisions_of_each_level(
    capsys: pytest.CaptureFixture[str],
) -> None:
    times, phases = bench.time_decisions("normal", 40, seed="bench-test")
    assert len(times) == 40 and sum(phases.values()) == 40 and "play" in phases
    bench.main(["--level", "easy", "--level", "hard", "--decisions", "3"])
    out = capsys.readouterr().out
    assert "p95 ms" in out
    assert [line.split()[0] for line in out.splitlines()[2:]] == ["easy", "hard"]


def test_by_phase_prints_each_phase_with_wall_and_cpu_times(
    capsys: pytest.CaptureFixture[str],
) -> None:
    found = bench.timings("normal", 60, seed="bench-phases")
    assert len(found) == 60 and all(t.wall >= 0 and t.cpu >= 0 for t in found)
    lines = bench.phase_lines(found)
    assert lines[0].split()[:2] == ["phase", "n"] and "cpu p90" in lines[0]
    names = [line.split()[0] for line in lines[1:]]
    assert names[-1] == "all" and "pick" in names and "play" in names
    assert sum(int(line.split()[1]) for line in lines[1:-1]) == 60  # every decision, once
    bench.main(["--level", "normal", "--by-phase", "--decisions", "20"])
    out = capsys.readouterr().out
    assert "normal: 20 real decisions" in out and " all " in out
