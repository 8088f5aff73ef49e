"""How a Shiesta daily result reads (``GameSpec.result_words``). One game: its place, then
the person's turns, the daily's tie-break: "2nd in 34 turns", and "2nd place in 34 turns" to
share. A match of several games: the sum of the places (lower is better), then the places:
"6 (1st, 3rd, 2nd)", and "A match of 3 games: places 1st, 3rd, 2nd (6 in all)" to share."""

from __future__ import annotations

from collections.abc import Sequence

from django.utils.translation import gettext, ngettext, pgettext

from leaderboards.words import ordinal
from shiesta.engine.summary import GameFacts
from tables.registry import DailyResult, ResultWords, place_marks


def format_match_total(total: int) -> str:
    """A match's total is a sum of places, never a place: the plain number ("6")."""
    return str(total)


def places_list(places: Sequence[int]) -> str:
    """The places of a match's games in their order: "1st, 3rd, 2nd"."""
    # The separator of the site's lists ("5, 6, 7"), the same words as the tables' scripts.
    return pgettext("list separator", ", ").join(ordinal(place) for place in places)


def result_words(result: DailyResult) -> ResultWords:
    """One game: the place (the total) and the turns (the key's second part: the engine
    ranks by ``(place, turns)``); no line of round scores. A match (a round score per game,
    several): the total and each game's place."""
    if len(result.round_scores) > 1:
        return match_words(result)
    place = ordinal(result.total)
    if len(result.key) != 2:  # not this engine's key (a row written by hand): the place alone
        return ResultWords(place)
    turns = result.key[1]
    words = {"place": place, "count": turns}
    # Translators: a Shiesta daily result on a board: "2nd in 34 turns" (the person's turns).
    text = ngettext("%(place)s in %(count)s turn", "%(place)s in %(count)s turns",
                    turns) % words
    # Translators: a line of the text a person shares: "2nd place in 34 turns".
    sentence = ngettext("%(place)s place in %(count)s turn",
                        "%(place)s place in %(count)s turns", turns) % words
    return ResultWords(text, sentence)


def match_words(result: DailyResult) -> ResultWords:
    """A match of several games: "6 (1st, 3rd, 2nd)", and the sentence to share. The places
    are the round scores, which add up to the total."""
    games = len(result.round_scores)
    words = {"total": format_match_total(result.total),
             "places": places_list(result.round_scores), "count": games}
    # Translators: a Shiesta match's daily result on a board: the sum of the person's places
    # over the match's games (lower is better), then the place in each game: "6 (1st, 3rd,
    # 2nd)".
    text = gettext("%(total)s (%(places)s)") % words
    # Translators: a line of the text a person shares about a Shiesta match: "A match of 3
    # games: places 1st, 3rd, 2nd (6 in all)"; "6 in all" is the sum of the places.
    sentence = ngettext("A match of %(count)s game: place %(places)s (%(total)s in all)",
                        "A match of %(count)s games: places %(places)s (%(total)s in all)",
                        games) % words
    return ResultWords(text, sentence)


def share_grid(games: Sequence[GameFacts]) -> str:
    """A mark per game: the person's place in it ("🥇" out first; "🥈"; "🥉"; "4️⃣"…)."""
    return place_marks(game.score for game in games)
