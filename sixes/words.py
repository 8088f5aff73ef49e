"""How a Sixes result reads on the site (``GameSpec.format_total``, ``result_words``): a
score, lower is better: "12 points", and "12 points" to share; one game, so no line of
round scores."""

from __future__ import annotations

from django.utils.translation import ngettext

from tables.registry import DailyResult, ResultWords


def format_score(total: int) -> str:
    """A Sixes total is a score of its own, never signed: "12"."""
    return str(total)


def result_words(result: DailyResult) -> ResultWords:
    # Translators: a Sixes result (a score, the lower the better): "12 points".
    text = ngettext("%(count)s point", "%(count)s points", result.total) % {
        "count": result.total}
    # Translators: a line of the text a person shares: "A score of 12 points".
    sentence = ngettext("A score of %(count)s point", "A score of %(count)s points",
                        result.total) % {"count": result.total}
    return ResultWords(text, sentence)
