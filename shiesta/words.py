"""How a Shiesta daily result reads (``GameSpec.result_words``): its place, then the person's
turns, the daily's tie-break: "2nd in 34 turns", and "2nd place in 34 turns" to share."""

from __future__ import annotations

from django.utils.translation import ngettext

from leaderboards.words import ordinal
from tables.registry import DailyResult, ResultWords


def result_words(result: DailyResult) -> ResultWords:
    """The place (the total) and the turns (the key's second part: the engine ranks by
    ``(place, turns)``); one game, so no line of round scores."""
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
