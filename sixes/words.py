"""How a Sixes result reads on the site (``GameSpec.format_total``, ``result_words``): a
score, lower is better. One game: "12 points", and "A score of 12 points" to share, no line of
round scores. A match of several games: "23 points in 5 games", "A match of 5 games: 23
points" and the line of the games' scores, "Games: 4 7 0 5 7"."""

from __future__ import annotations

from collections.abc import Sequence

from django.utils.translation import gettext as _
from django.utils.translation import ngettext, pgettext

from sixes.facts import GameFacts
from tables.registry import DailyResult, ResultWords, place_marks


def format_score(total: int) -> str:
    """A Sixes total is a score of its own, never signed: "12"."""
    return str(total)


def result_words(result: DailyResult) -> ResultWords:
    games = len(result.round_scores)
    if games > 1:
        return match_words(result, games)
    # Translators: a Sixes result (a score, the lower the better): "12 points".
    text = ngettext("%(count)s point", "%(count)s points", result.total) % {
        "count": result.total}
    # Translators: a line of the text a person shares: "A score of 12 points".
    sentence = ngettext("A score of %(count)s point", "A score of %(count)s points",
                        result.total) % {"count": result.total}
    return ResultWords(text, sentence)


def match_words(result: DailyResult, games: int) -> ResultWords:
    """A match's result: its total in its number of games, and the games' scores."""
    values = {"count": result.total, "games": games}
    # Translators: a Sixes result of a match of several games, the total of their scores
    # (the lower the better): "23 points in 5 games". %(games)s is always 2 or more.
    text = ngettext("%(count)s point in %(games)s games", "%(count)s points in %(games)s games",
                    result.total) % values
    # Translators: a line of the text a person shares about a Sixes match of several games:
    # "A match of 5 games: 23 points". %(games)s is always 2 or more.
    sentence = ngettext("A match of %(games)s games: %(count)s point",
                        "A match of %(games)s games: %(count)s points", result.total) % values
    # The site's own line of round scores ("Games: 4 7 0 5 7"), in its words.
    rounds = _("%(rounds)s: %(scores)s") % {
        "rounds": pgettext("rounds of cards", "Games"),
        "scores": " ".join(format_score(score) for score in result.round_scores)}
    return ResultWords(text, sentence, rounds)


def share_grid(games: Sequence[GameFacts]) -> str:
    """A mark per game of the match: the person's place in it ("🥇" a game won, shared or
    alone; "🥈"; "🥉"; "4️⃣"…)."""
    return place_marks(game.place for game in games)
