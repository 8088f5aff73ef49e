"""Talk without moderation (issue 33): a person at a friends' table says one of a small fixed
set of phrases and reactions ("Good game", a smile), never free text, so there is nothing to
moderate. A phrase travels as its id, ``{"type": "table.phrase", "seat", "phrase"}`` on the
table's group, and each reader's page words it in their own language
(static/tables/talk.js): nothing language-specific crosses the channel layer, and nothing is
stored. Rate limited (``phrase``), counted under the speaker and their address.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping

from django.utils.translation import gettext as _

from accounts.models import Player
from tables import layer_send, services
from tables.friends import Conflict
from tables.models import Table
from web import ratelimits

log = logging.getLogger(__name__)

# The ids, in the order the menu shows them; static/tables/talk.js words each (a test checks
# that both lists agree).
PHRASES = ("hello", "good_luck", "nice_play", "well_played", "thanks_partner", "oops",
           "good_game", "rematch", "smile", "heart")


def say(player: Player | None, table_id: object, phrase: object,
        keys: Mapping[str, str | None]) -> int:
    """``player`` says ``phrase`` to everybody at the table (themselves too): their seat.
    Refused in words, with nothing sent: an unknown phrase, someone not seated there, a table
    of one person (practice, a daily) or one where nobody else sits yet, and a flood (past
    the ``phrase`` limit: ``rate_limited`` with ``retry_after``). With the channel layer
    away the phrase is lost with a warning, as ``services.after_change``'s nudges are: it
    is kept nowhere, and nobody resyncs talk."""
    if not isinstance(phrase, str) or phrase not in PHRASES:
        raise services.Invalid(_("Send phrase as one of: %(choices)s.")
                               % {"choices": ", ".join(PHRASES)})
    table = services.find_table(table_id, player)
    if table.mode != Table.Mode.FRIENDS:
        raise services.Invalid(_("Phrases are for a friends' table: nobody else sits at "
                                 "this one to hear them."))
    seat = services.seat_of(table, player)
    if seat is None:  # the host who gave their seat up still reaches the table, not its talk
        raise services.Forbidden(_("Only a person seated at this table can say something "
                                   "to it."))
    if sum(1 for each in table.seats if each["kind"] == "person") < 2:
        raise Conflict(_("Nobody else sits at this table yet."))
    wait = ratelimits.count("phrase", keys)
    if wait is not None:
        raise services.ServiceError(ratelimits.message(wait), code="rate_limited", status=429,
                                    details={"retry_after": wait})
    try:
        layer_send.group_send(services.group_name(table.pk),
                              {"type": "table.phrase", "seat": seat, "phrase": phrase})
    except Exception as exc:  # Redis away: a phrase is a moment's, as a view's nudge is
        log.warning("could not pass phrase %s on to table %s: %r", phrase, table.pk, exc,
                    extra={"table": str(table.pk)})
    return seat


__all__ = ["PHRASES", "say"]
