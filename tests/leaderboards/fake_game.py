"""A tiny game whose result the test decides, to check the leaderboards against a game that is
not Sheepshead: a lower total wins, ties break on fewer turns, and a game has as many rounds
as the person declares. Its one action, by the person, finishes it:
``{"rounds": [scores...], "turns": n}``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Literal

from cards import IllegalAction, InvalidAction, Option, OptionValue, Outcome, check_seats, validate
from tables.registry import GameSpec

NAME = "lowgame"


class LowEngine:
    name = NAME
    min_seats, max_seats, default_seats = 2, 3, 2
    better: Literal["higher", "lower"] = "lower"
    options = (Option("variant", "Variant", 1, minimum=1, maximum=9, offered=False),)

    def validate_options(self, seats: object, options: object) -> dict[str, OptionValue]:
        check_seats(seats, self.min_seats, self.max_seats)
        return validate(self.options, options)

    def new_game(self, seed: str, seats: int, options: Mapping[str, Any] | None = None
                 ) -> dict[str, Any]:
        checked = self.validate_options(seats, options)
        return {"seed": seed, "seats": seats, "variant": checked["variant"], "rounds": None,
                "turns": 0}

    def to_act(self, state: dict[str, Any]) -> tuple[int, ...]:
        return () if state["rounds"] is not None else (0,)

    def may_act(self, state: dict[str, Any]) -> tuple[int, ...]:
        return self.to_act(state)

    def legal_actions(self, state: dict[str, Any], seat: int) -> tuple[Any, ...]:
        return ()  # any declaration goes: the tests choose it

    def apply(self, state: dict[str, Any], seat: int, action: dict[str, Any]) -> dict[str, Any]:
        if seat != 0 or state["rounds"] is not None:
            raise IllegalAction("only the person acts, once", "L1")
        return {**state, "rounds": list(action["rounds"]), "turns": action["turns"]}

    def view(self, state: dict[str, Any], seat: int, since: int | None = None) -> dict[str, Any]:
        return {"game": NAME, "seat": seat, "status": "active" if self.to_act(state) else
                "finished", "legal_actions": [], "events": [], "events_since": since}

    def outcome(self, state: dict[str, Any]) -> Outcome | None:
        if state["rounds"] is None:
            return None
        scores = [sum(state["rounds"])] + [0] * (state["seats"] - 1)
        turns = [state["turns"]] + [0] * (state["seats"] - 1)
        return Outcome.ranked(scores, [(s, t) for s, t in zip(scores, turns, strict=True)])

    def round_scores(self, state: dict[str, Any], seat: int) -> tuple[int, ...]:
        if state["rounds"] is None:
            return ()
        return tuple(state["rounds"]) if seat == 0 else (0,) * len(state["rounds"])

    def encode_action(self, action: dict[str, Any]) -> dict[str, Any]:
        return dict(action)

    def decode_action(self, data: object) -> dict[str, Any]:
        if not isinstance(data, dict) or not isinstance(data.get("rounds"), list):
            raise InvalidAction("send rounds and turns")
        return {"rounds": [int(s) for s in data["rounds"]], "turns": int(data.get("turns", 0))}

    def encode_state(self, state: dict[str, Any]) -> dict[str, Any]:
        return dict(state)

    def decode_state(self, data: dict[str, Any]) -> dict[str, Any]:
        return dict(data)


class Idle:
    def choose(self, view: Mapping[str, Any], legal: Sequence[Any], rng: random.Random) -> None:
        return None


def strokes(total: int) -> str:
    return f"{total} strokes"


SPEC = GameSpec(
    name=NAME, title="Lowgame", blurb="A test game: lowest total wins.", engine=LowEngine(),
    players={"idle": Idle}, default_level="idle", levels=("idle",), daily_level="idle",
    renderer="", computer_names=("Ann", "Bob", "Cy"), round_facts=lambda state, seat: (),
    format_total=strokes,
)
