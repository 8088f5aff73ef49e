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
