"""The static values' fit (shakipesh/players/fit_static.py) on a tiny size."""

from __future__ import annotations

import pytest

from shakipesh.players import features, fit_static


def test_the_static_values_fit_runs_and_prints_its_weights(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert len(features.NAMES) == len(features.WEIGHTS)
    fit_static.main(["--positions", "6", "--worlds", "4", "--seed", "tiny"])
    out = capsys.readouterr().out
    assert "R² fitted" in out and "held-out regret" in out
    printed = out.splitlines()[-1]
    assert printed.startswith("WEIGHTS = (") and printed.count(",") == len(features.NAMES) - 1


def test_least_squares_recovers_known_weights() -> None:
    rows = [[float(i % 3), float(i % 5), float(i * i % 7)] for i in range(30)]
    ys = [2.0 * a - 1.0 * b + 0.5 * c for a, b, c in rows]
    weights = fit_static.least_squares(rows, ys)
    assert [round(w, 2) for w in weights] == [2.0, -1.0, 0.5]
