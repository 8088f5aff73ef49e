"""What the daily's pages and the lobby's daily card say about a result, in one place.

Sentences are built whole (a later issue translates them): each case has its own sentence
with named placeholders, never fragments glued together. No game's words here: results
arrive already worded by the game (``spec.words``), rounds named by the game.
"""

from __future__ import annotations

import datetime as dt
import re

from django.utils.dateformat import format as format_date
from django.utils.translation import get_language, ngettext, pgettext
from django.utils.translation import gettext as _

from tables.registry import ResultWords

# Fewer players than this and a percentage says nothing ("top 100%" of one): none is shown.
PERCENT_MIN_PLAYERS = 5


def ordinal(n: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th``, ``11th``, ``12th``, ``13th``, ``21st``, ``112th``.

    English suffixes are English grammar; another language gives its own pattern ("3." in
    Norwegian and Danish) through the catalogue.
    """
    if not (get_language() or "en").startswith("en"):
        return pgettext("ordinal number, e.g. '%(n)s.' in nb and da", "%(n)s") % {"n": n}
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def rank_text(rank: int, players: int) -> str:
    """``3rd of 17``."""
    return pgettext("rank", "%(rank)s of %(count)s") % {"rank": ordinal(rank), "count": players}


def would_be_text(rank: int, players: int) -> str:
    """``You would be 14th of 230``: a provisional result's place among the day's public
    results, itself counted in."""
    # Translators: a provisional result's place on a board it is not on; %(place)s is
    # "14th of 230".
    return _("You would be %(place)s") % {"place": rank_text(rank, players)}


def first_day_note(is_today: bool) -> str:
    """Why a result is provisional, and when the person's dailies are ranked."""
    if is_today:
        return _("Provisional: your first day here, so this result counts for you (history, "
                 "statistics, streak) but is not on the public board. From tomorrow your "
                 "dailies are ranked on the board.")
    return _("Provisional: played on your first day here, so this result counts for you "
             "but is not on the public board.")


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
    if kind == "top":
        return _("Top %(percent)s%%") % {"percent": value}
    return _("Ahead of %(percent)s%% of players") % {"percent": value}


def alone_text(is_today: bool) -> str:
    """Said instead of a percentage when the person is the only one on the board."""
    return _("First to finish today") if is_today else _("The only player that day")


def streak_text(days: int) -> str:
    """``1 day``, ``4 days``: the length of a streak."""
    return ngettext("%(count)s day", "%(count)s days", days) % {"count": days}


def streak_note(days: int, longest: int) -> str:
    """A line under the streak: what keeps it going, or the record."""
    if days <= 1:
        return _("Play tomorrow to keep it going")
    if days >= longest:
        return _("Your longest yet")
    return ngettext("Your longest: %(count)s day", "Your longest: %(count)s days",
                    longest) % {"count": longest}


def share_text(title: str, day: dt.date, is_today: bool, result: ResultWords, rank: int,
               players: int, behind: int, url: str, *, provisional: bool = False,
               grid: str = "") -> str:
    """A short result to paste anywhere: plain text, result and rank, never the cards.

    The game words the result (``GameSpec.words``). Without a sentence of its own the result
    goes into one sentence with the rank ("Total +12, 3rd of 17 (top 18%)"); with one, that
    sentence comes first and the rank follows on its own line ("Ranked 3rd of 17"). A
    provisional result says where it would stand. The game's ``grid`` of emoji follows, then
    the round scores. Negative numbers take a true minus sign (U+2212), as in print.
    """
    heading = _("%(title)s daily, %(date)s") % {
        "title": title, "date": format_date(day, _("j F Y"))}
    found = _percent(rank, players, behind)
    words = {"total": result.text, "place": rank_text(rank, players),
             "percent": found[1] if found else 0}
    if provisional:
        lines = [result.sentence or _("Total %(total)s") % words,
                 # Translators: a provisional result's line in the share text; %(place)s
                 # is "14th of 230".
                 _("Would be %(place)s (provisional: my first day)") % words]
    elif result.sentence:
        lines = [result.sentence, _rank_line(is_today, players, found, words)]
    else:
        lines = [_total_line(is_today, players, found, words)]
    if grid:
        lines.append(grid)
    if result.rounds:
        lines.append(result.rounds)
    return "\n".join([heading, *(true_minus(line) for line in lines), url])


def true_minus(text: str) -> str:
    """"-7" as "−7": a hyphen before a digit, not inside a word, becomes the minus sign."""
    return re.sub(r"(?<![\w\-])-(?=\d)", "\u2212", text)


def _total_line(is_today: bool, players: int, found: tuple[str, int] | None,
                words: dict[str, object]) -> str:
    """The total and the rank in one sentence: "Total +12, 3rd of 17 (top 18%)"."""
    if players == 1:
        return (_("Total %(total)s, the first to finish today") if is_today
                else _("Total %(total)s, the only player that day")) % words
    if found is None:
        return _("Total %(total)s, %(place)s") % words
    if found[0] == "top":
        return _("Total %(total)s, %(place)s (top %(percent)s%%)") % words
    return _("Total %(total)s, %(place)s (ahead of %(percent)s%% of players)") % words


def _rank_line(is_today: bool, players: int, found: tuple[str, int] | None,
               words: dict[str, object]) -> str:
    """The rank alone, after a game's own sentence: "Ranked 3rd of 17 (top 18%)"."""
    if players == 1:
        return alone_text(is_today)
    if found is None:
        # Translators: a line of the share text under the game's result; %(place)s is
        # "3rd of 17".
        return _("Ranked %(place)s") % words
    if found[0] == "top":
        return _("Ranked %(place)s (top %(percent)s%%)") % words
    return _("Ranked %(place)s (ahead of %(percent)s%% of players)") % words


# ---------------------------------------------------------------- weekly and all-time boards


def period_rule(kind: str, min_days: int) -> str:
    """How a player gets ranked on a weekly or all-time board."""
    if kind == "week":
        return ngettext("Play %(count)s daily in a week to be ranked on its board.",
                        "Play %(count)s dailies in a week to be ranked on its board.",
                        min_days) % {"count": min_days}
    return ngettext("Play %(count)s daily to be ranked on the all-time board.",
                    "Play %(count)s dailies to be ranked on the all-time board.",
                    min_days) % {"count": min_days}


def period_to_go(kind: str, missing: int, this_week: bool) -> str:
    """The person's own way onto the board: how many more dailies."""
    if kind == "week":
        if not this_week:
            return _("Not ranked: too few dailies played that week.")
        return ngettext("Play %(count)s more daily this week to be ranked.",
                        "Play %(count)s more dailies this week to be ranked.",
                        missing) % {"count": missing}
    return ngettext("Play %(count)s more daily to be ranked.",
                    "Play %(count)s more dailies to be ranked.", missing) % {"count": missing}


def provisional_note(kind: str, min_days: int) -> str:
    if kind == "week":
        return ngettext(
            "Players with fewer than %(count)s daily in the week, by average so far. "
            "They are not ranked yet.",
            "Players with fewer than %(count)s dailies in the week, by average so far. "
            "They are not ranked yet.", min_days) % {"count": min_days}
    return ngettext(
        "Players with fewer than %(count)s daily, by average so far. They are not ranked yet.",
        "Players with fewer than %(count)s dailies, by average so far. "
        "They are not ranked yet.", min_days) % {"count": min_days}


def streak_invitation(days: int) -> str:
    """Before today's daily, to a person whose streak ended yesterday."""
    if days == 1:
        return _("You played yesterday: play today for a streak of 2 days.")
    return _("You have played %(count)s days in a row: play today to make it %(next)s.") % {
        "count": days, "next": days + 1}
