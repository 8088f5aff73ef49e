"""How a Shakipesh result reads on the site (``GameSpec.result_words``): the cards left,
lower is better. A single round (the daily, limit 1) ranks by cards left, then turns taken
(the engine's key ``(total, turns)``): "out in 12 turns", "6 cards left after 11 turns". A
match to a higher limit reads by its points, with a line of the round scores."""

from __future__ import annotations

from collections.abc import Sequence

from django.utils.translation import gettext as _
from django.utils.translation import ngettext, pgettext

from shakipesh.facts import RoundFacts
from tables.registry import DailyResult, ResultWords


def result_words(result: DailyResult) -> ResultWords:
    total = result.total
    if len(result.key) != 2:  # a match to 10, 25 or 50 points: its total and its rounds
        # Translators: a Shakipesh match's result, cards left over its rounds: "12 points".
        text = ngettext("%(count)s point", "%(count)s points", total) % {"count": total}
        scores = " ".join(str(s) for s in result.round_scores)
        rounds = _("%(rounds)s: %(scores)s") % {
            "rounds": pgettext("rounds of cards", "Rounds"), "scores": scores}
        return ResultWords(text, "", rounds)
    turns = result.key[1]
    if total == 0:
        # Translators: a Shakipesh daily result: the person emptied the hand first.
        text = ngettext("out in %(count)s turn", "out in %(count)s turns", turns) % {
            "count": turns}
        # Translators: a line of the text a person shares: "Went out in 12 turns".
        sentence = ngettext("Went out in %(count)s turn", "Went out in %(count)s turns",
                            turns) % {"count": turns}
        return ResultWords(text, sentence)
    # Translators: the cards left in a Shakipesh hand: "6 cards".
    cards = ngettext("%(count)s card", "%(count)s cards", total) % {"count": total}
    # Translators: a Shakipesh daily result: "6 cards left after 11 turns".
    text = ngettext("%(cards)s left after %(count)s turn", "%(cards)s left after %(count)s turns",
                    turns) % {"cards": cards, "count": turns}
    # Translators: a line of the text a person shares: "Ended with 6 cards after 11 turns".
    sentence = ngettext("Ended with %(cards)s after %(count)s turn",
                        "Ended with %(cards)s after %(count)s turns", turns) % {
        "cards": cards, "count": turns}
    return ResultWords(text, sentence)


def share_grid(rounds: Sequence[RoundFacts]) -> str:
    """A mark per round: "🟩" the person went out first (K12), "🟨" nobody did (K13),
    "🟥" another did."""
    return "".join("🟩" if r.went_out else "🟨" if r.blocked else "🟥" for r in rounds)
