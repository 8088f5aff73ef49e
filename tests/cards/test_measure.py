"""The figures the benchmark and tournament commands print (``cards.measure``)."""

from __future__ import annotations

import pytest

from cards.measure import mean_interval, percentile, wilson


def test_wilson_intervals() -> None:
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    low, high = wilson(0, 20)
    assert low == pytest.approx(0.0, abs=1e-12) and 0.1 < high < 0.2
    assert wilson(0, 0) == (0.0, 1.0)


def test_a_mean_and_its_interval() -> None:
    mean, low, high = mean_interval([1.0, 3.0, 1.0, 3.0])
    assert mean == 2.0 and low == pytest.approx(2.0 - 1.96 * (4 / 3) ** 0.5 / 2)
    assert high == pytest.approx(2.0 + 1.96 * (4 / 3) ** 0.5 / 2)
    assert mean_interval([]) == (0.0, 0.0, 0.0) and mean_interval([5.0]) == (5.0, 5.0, 5.0)


def test_nearest_rank_percentiles() -> None:
    assert percentile([3.0, 1.0, 2.0, 4.0], 0.5) == 2.0
    assert percentile([3.0, 1.0, 2.0, 4.0], 0.95) == 4.0
    assert percentile([], 0.5) == 0.0
