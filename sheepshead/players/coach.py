"""The coach: what Hard would do in the person's place, why in one line, and what each of the
person's own choices was worth.

It uses Hard's search (:func:`.search.evaluate`: deals sampled from the seat's view, every
option played out on the same samples) and keeps each option's mean deal score, so a hint can
say why and a review can say how much a different choice would have gained. The input is the
person's view, never more: a hint tells nothing the person could not have worked out.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sheepshead.engine.actions import ALONE, BURY, CALL, PASS, PICK, PLAY, UNKNOWN, Action
from sheepshead.engine.deck import BIT, CODES, POINTS, SUIT_MASK, SUIT_OF, SUIT_WORD, TRUMP
from sheepshead.engine.rules import trick_winner
from sheepshead.players import search
from sheepshead.players.knowledge import Knowledge

SUIT_GLYPH = {"C": "♣", "S": "♠", "H": "♥", "D": "♦"}


@dataclass(frozen=True, slots=True)
class Option:
    action: Action
    value: float  # the seat's mean deal score over the sampled deals


@dataclass(frozen=True, slots=True)
class Advice:
    options: tuple[Option, ...]  # best first
    reason: str  # one line, e.g. "lead trump: you hold 5 of the 9 trumps still out"

    @property
    def best(self) -> Action:
        return self.options[0].action

    def value_of(self, action: Action) -> float | None:
        return next((o.value for o in self.options if o.action == action), None)


def evaluate(view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random,
             also: Action | None = None, rollouts: int = search.ROLLOUTS
             ) -> tuple[Option, ...]:
    """Every searched option (plus ``also``, the person's own choice) with its mean score,
    best first."""
    scored = search.evaluate(view, legal, rng, rollouts, also=also)
    return tuple(Option(action, value) for action, value in scored)


def advise(view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random,
           also: Action | None = None, rollouts: int = search.ROLLOUTS) -> Advice:
    options = evaluate(view, legal, rng, also, rollouts)
    return Advice(options, explain(view, options))


# ---------------------------------------------------------------- the one line


def card_text(card: int) -> str:
    code = CODES[card]
    return code[:-1] + SUIT_GLYPH[code[-1]]


def explain(view: Mapping[str, Any], options: Sequence[Option]) -> str:
    """Why the best option, in the person's terms (points are per deal, for this seat)."""
    best = options[0]
    action, value = best.action, best.value
    runner_up = options[1] if len(options) > 1 else None
    kind = action.type
    if kind in (PICK, PASS):
        other = runner_up.value if runner_up else 0.0
        pick, keep = (value, other) if kind == PICK else (other, value)
        verb = "pick" if kind == PICK else "pass"
        return f"{verb}: picking scores about {pick:+.1f} here, passing about {keep:+.1f}"
    if kind == BURY:
        return _bury_reason(view, action)
    if kind == CALL:
        return (f"call the {card_text(action.card)}: about {value:+.1f} this deal"
                + _versus(runner_up))
    if kind == ALONE:
        return f"play alone: about {value:+.1f} this deal" + _versus(runner_up)
    if kind == UNKNOWN:
        return (f"set aside {card_text(action.card)}: it can only ever be played, never win, "
                f"so the cheapest card ({POINTS[action.card]} points) goes")
    if kind == PLAY:
        return _play_reason(view, action.card) + f" (about {value:+.1f} this deal)"
    return f"{kind}: about {value:+.1f} this deal"


def _versus(runner_up: Option | None) -> str:
    if runner_up is None:
        return ""
    return f", {runner_up.value:+.1f} for the next best choice"


def _bury_reason(view: Mapping[str, Any], action: Action) -> str:
    know = Knowledge.from_view(view)
    buried = BIT[action.cards[0]] | BIT[action.cards[1]]
    kept = know.hand & ~buried
    cards = " and ".join(card_text(c) for c in action.cards)
    points = POINTS[action.cards[0]] + POINTS[action.cards[1]]
    voids = [SUIT_WORD[s] for s in {SUIT_OF[c] for c in action.cards}
             if s != TRUMP and not kept & SUIT_MASK[s]]
    reason = f"bury {cards}: {points} points safe in the bury"
    if voids:
        reason += f" and no {' or '.join(sorted(voids))} left to follow with"
    return reason


def _play_reason(view: Mapping[str, Any], card: int) -> str:
    know = Knowledge.from_view(view)
    name = card_text(card)
    trick = know.trick
    if trick is None or not trick.plays:
        return _lead_reason(know, card, name)
    cards = [p.card for p in trick.plays if not p.unknown] + [card]
    led = know.led_of(trick)
    winner = trick_winner(cards, led)
    if winner == len(cards) - 1:
        return f"take the trick with {name}"
    winning_seat = [p.seat for p in trick.plays if not p.unknown][winner]
    if POINTS[card] >= 10 and know.p_friend(winning_seat) == 1.0:
        return f"schmier {name}: your side is taking this trick"
    if POINTS[card] == 0:
        return f"play {name}: it gives away no points"
    return f"play {name}"


def _lead_reason(know: Knowledge, card: int, name: str) -> str:
    if SUIT_OF[card] == TRUMP:
        mine = bin(know.hand & SUIT_MASK[TRUMP]).count("1")
        out = bin(know.unseen & SUIT_MASK[TRUMP]).count("1") + mine
        return f"lead trump: you hold {mine} of the {out} trumps still out"
    if (not know.leaster and know.called_suit == SUIT_OF[card] and not know.called_led
            and not know.on_picker_side):
        return f"lead {name}: the called suit makes the partner show himself"
    return f"lead {name}"


__all__ = ["Advice", "Option", "advise", "card_text", "evaluate", "explain"]
