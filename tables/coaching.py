"""Hints and reviews for practice tables: what the game's coach (its strongest computer
player, searching from the person's view) would do, and what the person's own choices cost.

The search is too slow for a web request, so a request only reads the cache or schedules the
Celery task that computes the answer; the client asks again until it is there. In the
embedded setup the task runs at once (eager Celery), so the first answer already has it.
Nothing here sees more than the person's own views, and a daily never gets either.

The cache holds the coach's reasons as phrases (``cards.Phrase`` JSON, under ``reason``),
whatever the language of the request that asked: the API translates them for each reader
(``words``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from django.core.cache import cache
from django.utils.translation import gettext as _

from accounts.models import Player
from cards import Phrase
from tables import background, registry, services
from tables.models import Table
from tables.phrases import render_json

CACHE_SECONDS = 3600
REVIEW_MIN_GAIN = 0.25  # smaller differences are within the search's noise


def _coached_table(player: Player | None, table_id: object) -> tuple[Table, registry.GameSpec]:
    table = services.find_table(table_id, player)
    spec = registry.get(table.game)
    if spec.coach is None:
        raise services.Invalid(_("This game has no coach yet."), table)
    if not services.coached(table):  # a ranked daily (a friends' table is practice)
        raise services.Forbidden(_("Hints and reviews are for practice games: a daily is "
                                   "played on your own."), table)
    if table.status == Table.Status.WAITING:
        raise services.Invalid(_("The game has not started yet."), table)
    return table, spec


def hint(player: Player | None, table_id: object, version: object,
         before_search: Callable[[], None] | None = None) -> dict[str, Any] | None:
    """The hint for the person's decision at ``version``, or None while it is computed.
    ``before_search`` is called when the question is new, before its search is scheduled
    (the rate limit: it may raise, and then nothing is scheduled)."""
    table, spec = _coached_table(player, table_id)
    if version != table.version:
        raise services.Stale(_("The table is at version %(current)s, not %(sent)s.")
                             % {"current": table.version, "sent": version}, table)
    state = spec.engine.decode_state(table.state)
    seat = services.player_seat(table, player)
    legal = spec.engine.legal_actions(state, seat)
    if legal and seat not in spec.engine.to_act(state):
        # An action the person may take while others move (Sixes' going up) is no turn.
        raise services.Invalid(_("Hints are for your own turn: ask again when it is your "
                                 "turn."), table)
    if len(legal) < 2:
        raise services.Invalid(_("There is nothing for you to decide right now."), table)
    key = f"coach:hint:{table.pk}:{table.version}:{seat}"
    return _cached_or_scheduled(key, "hint", table.pk, table.version, seat, before_search)


def review(player: Player | None, table_id: object, round_number: object,
           before_search: Callable[[], None] | None = None) -> dict[str, Any] | None:
    """The review of the person's choices in a finished round, or None while computed
    (``before_search`` as for ``hint``)."""
    table, spec = _coached_table(player, table_id)
    label = str(spec.round_label).lower()
    if isinstance(round_number, bool) or not isinstance(round_number, int):
        # Translators: %(round)s is the game's word for a round, e.g. "deal" (lowercase).
        raise services.Invalid(_("Name the %(round)s by its number.") % {"round": label}, table)
    state = spec.engine.decode_state(table.state)
    if not 0 <= round_number < spec.round_of(state):
        # Translators: %(round)s is the game's word for a round, e.g. "deal" (lowercase).
        raise services.Invalid(_("That %(round)s is not over yet.") % {"round": label}, table)
    seat = services.player_seat(table, player)
    key = f"coach:review:{table.pk}:{round_number}:{seat}"
    return _cached_or_scheduled(key, "review", table.pk, round_number, seat, before_search)


def _cached_or_scheduled(key: str, kind: str, table_id: object, arg: int, seat: int,
                         before_search: Callable[[], None] | None = None
                         ) -> dict[str, Any] | None:
    found: dict[str, Any] | None = cache.get(key)
    if found is not None:
        return found
    if before_search is not None and cache.get(f"{key}:scheduled") is None:
        before_search()
    # One task per question, however often asked; asked again if the broker refused it.
    if cache.add(f"{key}:scheduled", 1, 120) and not background.start(kind, str(table_id), arg,
                                                                      seat):
        cache.delete(f"{key}:scheduled")
    return cache.get(key)  # there already when the task ran eagerly


# ---------------------------------------------------------------- the tasks' work


def compute_hint(table_id: str, version: int, seat: int | None = None) -> None:
    """The hint for ``seat`` (the person's by default) at ``version``, into the cache."""
    table = Table.objects.filter(pk=table_id).first()
    if table is None or table.version != version:
        return  # the person has moved on
    spec = registry.get(table.game)
    assert spec.coach is not None
    seat = services.person_seat(table) if seat is None else seat
    state = spec.engine.decode_state(table.state)
    legal = spec.engine.legal_actions(state, seat)
    # A search as long as a computer's move: thought in a worker process when served (background).
    advice = background.think(spec.coach, spec.engine.view(state, seat), legal,
                              _rng(table, f"hint/{version}"))
    cache.set(f"coach:hint:{table.pk}:{version}:{seat}", {
        "version": version,
        "action": spec.engine.encode_action(advice.options[0].action),
        "reason": _phrase_json(advice.reason),
    }, CACHE_SECONDS)


def compute_review(table_id: str, round_number: int, seat: int | None = None) -> None:
    """The review of ``seat``'s (the person's by default) round, into the cache."""
    table = Table.objects.filter(pk=table_id).first()
    if table is None:
        return
    spec = registry.get(table.game)
    assert spec.coach is not None
    seat = services.person_seat(table) if seat is None else seat
    state = spec.engine.new_game(table.seed, len(table.seats), table.options)
    items, decisions = [], 0
    for row in table.actions.order_by("seq"):
        action = spec.engine.decode_action(row.action)
        if row.seat == seat and spec.round_of(state) == round_number:
            legal = spec.engine.legal_actions(state, seat)
            # The decisions of the person's own turns, as a hint is given for.
            if len(legal) > 1 and seat in spec.engine.to_act(state):
                decisions += 1
                item = _review_item(spec, state, seat, legal, action,
                                    _rng(table, f"review/{row.seq}"))
                if item is not None:
                    items.append({"seq": row.seq, **item})
        state = spec.engine.apply(state, row.seat, action)
        if spec.round_of(state) > round_number:
            break
    cache.set(f"coach:review:{table.pk}:{round_number}:{seat}", {
        "round": round_number, "decisions": decisions, "items": items,
    }, CACHE_SECONDS)


def _review_item(spec: registry.GameSpec, state: Any, seat: int, legal: Any, chosen: Any,
                 rng: random.Random) -> dict[str, Any] | None:
    view = spec.engine.view(state, seat)
    advice = background.think(spec.coach, view, legal, rng, chosen)
    best = advice.options[0]
    mine = next(o.value for o in advice.options if o.action == chosen)
    gain = gain_over(spec, best.value, mine)
    least = REVIEW_MIN_GAIN if spec.review_min_gain is None else spec.review_min_gain
    if best.action == chosen or gain < least:
        return None
    return {
        **spec.review_position(view),
        "played": spec.engine.encode_action(chosen),
        "suggested": spec.engine.encode_action(best.action),
        "gain": round(gain, 1),
        "reason": _phrase_json(advice.reason),
    }


def _phrase_json(reason: Phrase | str) -> dict[str, Any]:
    """A reason as the cache keeps it: language-free JSON, translated when read (a coach's
    plain string is taken as a phrase without parameters)."""
    return (reason if isinstance(reason, Phrase) else Phrase(reason)).to_json()


def words(found: dict[str, Any]) -> dict[str, Any]:
    """A cached hint or review for the client: each ``reason`` as ``text``, in the language
    active now (the request's)."""
    def worded(item: dict[str, Any]) -> dict[str, Any]:
        if "reason" not in item:
            return item
        shown = {key: value for key, value in item.items() if key != "reason"}
        shown["text"] = render_json(item["reason"])
        return shown

    answer = dict(worded(found))  # never the cache's own object
    if isinstance(answer.get("items"), list):
        answer["items"] = [worded(item) for item in answer["items"]]
    return answer


def gain_over(spec: registry.GameSpec, best: float, mine: float) -> float:
    """How much better the coach's best choice is expected to do than the person's, in the
    game's points: positive when the best is better, whichever way the game counts."""
    return mine - best if spec.engine.better == "lower" else best - mine


def _rng(table: Table, label: str) -> random.Random:
    # Seeded like the computer players: the same question always gets the same answer.
    return random.Random(f"{table.seed}/coach/{label}")
