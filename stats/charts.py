"""A small line chart of daily totals, laid out here and drawn as inline SVG by the template."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tables.registry import signed

WIDTH, HEIGHT = 320, 160
LEFT, RIGHT, TOP, BOTTOM = 34, 10, 12, 24  # room for the axis labels


@dataclass(frozen=True)
class Dot:
    x: float
    y: float
    date: dt.date
    total: int
    text: str  # the total as the game shows one ("+12", "2nd")


@dataclass(frozen=True)
class LineChart:
    width: int
    height: int
    dots: list[Dot]
    high: int  # the top of the scale
    low: int  # the bottom of the scale
    high_y: float
    low_y: float
    zero_y: float
    left: int
    right: float  # x of the right edge of the plot
    base_y: float  # y of the date labels
    zero: bool = True  # the scale holds zero, and its line is drawn
    lowest_text: str = ""  # the lowest and highest totals as the game shows them
    highest_text: str = ""

    @property
    def points(self) -> str:
        """The ``points`` attribute of the polyline."""
        return " ".join(f"{dot.x:.1f},{dot.y:.1f}" for dot in self.dots)

    @property
    def first(self) -> Dot:
        return self.dots[0]

    @property
    def last(self) -> Dot:
        return self.dots[-1]


def line_chart(days: Sequence[tuple[dt.date, int]], zero: bool = True,
               show: Callable[[int], str] = signed) -> LineChart | None:
    """Place ``(date, total)`` pairs (any order) on a date axis; None when there are none.

    With ``zero`` (totals that are points) the scale always includes zero, so that the zero
    line shows good and bad days apart; without (a place, say) it spans the totals alone.
    ``show`` writes a total as the game does.
    """
    if not days:
        return None
    days = sorted(days)
    lowest = min(total for _, total in days)
    highest = max(total for _, total in days)
    high, low = (max(0, highest), min(0, lowest)) if zero else (highest, lowest)
    if high == low:
        high += 1
    first, last = days[0][0], days[-1][0]
    span = (last - first).days
    plot_w = WIDTH - LEFT - RIGHT
    plot_h = HEIGHT - TOP - BOTTOM

    def x_of(day: dt.date) -> float:
        if span == 0:
            return LEFT + plot_w / 2
        return LEFT + plot_w * (day - first).days / span

    def y_of(total: int) -> float:
        return TOP + plot_h * (high - total) / (high - low)

    dots = [Dot(x_of(day), y_of(total), day, total, show(total)) for day, total in days]
    return LineChart(
        width=WIDTH, height=HEIGHT, dots=dots, high=high, low=low, high_y=y_of(high),
        low_y=y_of(low), zero_y=y_of(0), left=LEFT, right=WIDTH - RIGHT,
        base_y=HEIGHT - 6, zero=zero, lowest_text=show(lowest), highest_text=show(highest),
    )
