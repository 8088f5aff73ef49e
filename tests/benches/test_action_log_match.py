"""The fault benchmark's check of the person's actions against the action log
(scripts/actionlog.py): what counts as lost, doubled or fine."""

from __future__ import annotations

from scripts.actionlog import match
from scripts.simpeople import Sent

PLAY = {"type": "play", "card": "QC"}
PASS = {"type": "pass"}


def test_each_acknowledged_action_once_is_fine() -> None:
    sent = [Sent(0, PASS, "acked"), Sent(4, PLAY, "acked")]
    found = match([(1, PASS), (5, PLAY)], sent, version=9)
    assert (found.lost, found.doubled) == (0, 0)


def test_an_acknowledged_action_missing_from_the_log_is_lost() -> None:
    sent = [Sent(0, PASS, "acked"), Sent(4, PLAY, "acked")]
    found = match([(1, PASS)], sent, version=9)
    assert (found.lost, found.doubled) == (1, 0)


def test_an_action_applied_twice_is_doubled() -> None:
    sent = [Sent(0, PASS, "acked"), Sent(4, PLAY, "acked")]
    found = match([(1, PASS), (2, PASS), (5, PLAY)], sent, version=9)
    assert (found.lost, found.doubled) == (0, 1)


def test_a_row_no_send_explains_is_doubled() -> None:
    found = match([(1, PASS), (3, PLAY)], [Sent(0, PASS, "acked")], version=9)
    assert (found.lost, found.doubled) == (0, 1)


def test_an_acknowledged_action_must_be_in_the_log_before_the_next_send() -> None:
    # The person sent again at version 4 after seeing the first action applied, so a row at
    # seq 7 cannot be that first action.
    sent = [Sent(0, PASS, "acked"), Sent(4, PLAY, "acked")]
    found = match([(7, PASS), (5, PLAY)], sent, version=9)
    assert (found.lost, found.doubled) == (1, 1)


def test_an_unanswered_action_may_be_applied_once_or_not_at_all() -> None:
    # Its daphne died: applied (seq 1, then the person went on from version 1) ...
    applied = [Sent(0, PASS, "uncertain"), Sent(1, PLAY, "acked")]
    assert match([(1, PASS), (2, PLAY)], applied, version=5).doubled == 0
    # ... or not (the person chose again at the same version).
    not_applied = [Sent(0, PASS, "uncertain"), Sent(0, PASS, "acked")]
    found = match([(1, PASS)], not_applied, version=5)
    assert (found.lost, found.doubled) == (0, 0)
    # Never twice.
    assert match([(1, PASS), (2, PASS)], [Sent(0, PASS, "uncertain")], version=5).doubled == 1


def test_a_refused_action_must_not_be_in_the_log() -> None:
    sent = [Sent(0, PASS, "refused"), Sent(3, PLAY, "acked")]
    found = match([(1, PASS), (4, PLAY)], sent, version=6)
    assert (found.lost, found.doubled) == (0, 1)


def test_actions_compare_in_the_log_s_form() -> None:
    sent = [Sent(0, {"card": "QC", "type": "play", "extra": None}, "acked")]
    found = match([(1, PLAY)], sent, version=2,
                  normal=lambda a: {k: v for k, v in a.items() if v is not None})
    assert (found.lost, found.doubled) == (0, 0)
