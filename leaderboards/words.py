"""What the daily's pages and the lobby's daily card say about a result, in one place.

Sentences are built whole (a later issue translates them): each case has its own sentence
with named placeholders, never fragments glued together. No game's words here: totals
arrive already formatted by the game (``spec.format_total``), rounds named by the game.
"""

from __future__ import annotations

import datetime as dt

# Fewer players than this and a percentage says nothing ("top 100%" of one): none is shown.
PERCENT_MIN_PLAYERS = 5


def ordinal(n: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th``, ``11th``, ``12th``, ``13th``, ``21st``, ``112th``."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def rank_text(rank: int, players: int) -> str:
    """``3rd of 17``."""
    return f"{ordinal(rank)} of {players}"


def _percent(rank: int, players: int, behind: int) -> tuple[str, int] | None:
    """("top", 18) in the top half, ("ahead", 40) in the lower half, or None when a
    percentage would say nothing: fewer than ``PERCENT_MIN_PLAYERS`` players, or nobody
    beaten."""
    if players < PERCENT_MIN_PLAYERS:
        return None
    top = max(1, -(-100 * rank // players))  # ceil without floats
    if top <= 50:
        return "top", top
    ahead = 100 * behind // players
    return ("ahead", ahead) if ahead else None


def percent_text(rank: int, players: int, behind: int) -> str:
    """Where a rank stands among the day's players, or "" when that would say nothing.

    In the top half: "Top 18%" (the rank as a share of the field, rounded up, so the best of
    200 is the top 1%). In the lower half: "Ahead of 40% of players" (the share of players
    with a worse result; players tied with the person are not counted as beaten).
    """
    found = _percent(rank, players, behind)
    if found is None:
        return ""
    kind, value = found
    return f"Top {value}%" if kind == "top" else f"Ahead of {value}% of players"


def alone_text(is_today: bool) -> str:
    """Said instead of a percentage when the person is the only one on the board."""
    return "First to finish today" if is_today else "The only player that day"


def streak_text(days: int) -> str:
    """``1 day``, ``4 days``: the length of a streak."""
    return "1 day" if days == 1 else f"{days} days"


def streak_note(days: int, longest: int) -> str:
    """A line under the streak: what keeps it going, or the record."""
    if days <= 1:
        return "Play tomorrow to keep it going"
    if days >= longest:
        return "Your longest yet"
    return f"Your longest: {streak_text(longest)}"


def share_text(title: str, day: dt.date, is_today: bool, total_text: str, rank: int,
               players: int, behind: int, round_label_plural: str, scores: str,
               url: str) -> str:
    """A short result to paste anywhere: plain text, scores and rank, never the cards."""
    heading = f"{title} daily, {day:%-d %B %Y}"
    found = _percent(rank, players, behind)
    place = rank_text(rank, players)
    if players == 1:
        line = (f"Total {total_text}, the first to finish today" if is_today
                else f"Total {total_text}, the only player that day")
    elif found is None:
        line = f"Total {total_text}, {place}"
    elif found[0] == "top":
        line = f"Total {total_text}, {place} (top {found[1]}%)"
    else:
        line = f"Total {total_text}, {place} (ahead of {found[1]}% of players)"
    return f"{heading}\n{line}\n{round_label_plural}: {scores}\n{url}"


# ---------------------------------------------------------------- weekly and all-time boards


def period_rule(kind: str, min_days: int) -> str:
    """How a player gets ranked on a weekly or all-time board."""
    if kind == "week":
        return f"Play {min_days} dailies in a week to be ranked on its board."
    return f"Play {min_days} dailies to be ranked on the all-time board."


def period_to_go(kind: str, missing: int, this_week: bool) -> str:
    """The person's own way onto the board: how many more dailies."""
    if kind == "week":
        if not this_week:
            return "Not ranked: too few dailies played that week."
        return ("Play 1 more daily this week to be ranked." if missing == 1
                else f"Play {missing} more dailies this week to be ranked.")
    return ("Play 1 more daily to be ranked." if missing == 1
            else f"Play {missing} more dailies to be ranked.")


def provisional_note(kind: str, min_days: int) -> str:
    if kind == "week":
        return (f"Players with fewer than {min_days} dailies in the week, by average so far. "
                "They are not ranked yet.")
    return (f"Players with fewer than {min_days} dailies, by average so far. "
            "They are not ranked yet.")


def streak_invitation(days: int) -> str:
    """Before today's daily, to a person whose streak ended yesterday."""
    if days == 1:
        return "You played yesterday: play today for a streak of 2 days."
    return f"You have played {days} days in a row: play today to make it {days + 1}."
