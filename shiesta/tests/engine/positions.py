"""Hand-built positions for rule tests."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shiesta.engine import Action, GameState, Phase, apply, custom_game, legal_actions
from shiesta.engine.deck import INDEX, codes, mask_of


def position(hands: Sequence[str], up: Sequence[str] | None = None,
             down: Sequence[str] | None = None, draw: str = "", pile: str = "",
             **options: Any) -> GameState:
    """A game in play: seat by seat, ``hands`` and face-up rows ``up`` as space-separated
    codes, face-down rows ``down`` the same with ``-`` for an empty position; ``draw`` and
    ``pile`` are in order (the next card to draw first, the pile's bottom first). The other
    cards are out of the game; ``options`` go to ``custom_game`` (``turn=1``, say)."""
    seats = len(hands)
    rows = [[INDEX[c] if c != "-" else -1 for c in row.split()]
            for row in (down or ["- - -"] * seats)]
    return custom_game([mask_of(h) for h in hands], [mask_of(u) for u in (up or [""] * seats)],
                       rows, [INDEX[c] for c in draw.split()], [INDEX[c] for c in pile.split()],
                       **options)


def act(state: GameState, *steps: str) -> GameState:
    """Apply short-form actions by the seat to play, e.g. ``act(s, "play 4C", "pickup")``."""
    for step in steps:
        state = apply(state, state.turn, Action.parse(step))
    return state


def legal(state: GameState, seat: int | None = None) -> set[str]:
    """The legal actions of ``seat`` (by default the seat to play), in short form."""
    return {str(a) for a in legal_actions(state, state.turn if seat is None else seat)}


def hand(state: GameState, seat: int) -> set[str]:
    return set(codes(state.hands[seat]))


def pile(state: GameState) -> list[str]:
    return [codes(1 << c)[0] for c in state.pile]


def kinds(state: GameState, since: int = 0) -> list[str]:
    """The kinds of the events recorded after version ``since``."""
    return [e.kind for e in state.events if e.v > since]


def opening(hands: Sequence[str], game: int = 1, **kw: Any) -> GameState:
    """The position just after every seat said it is ready (H4): the engine chose the
    opener (H5). ``kw`` as for ``position``."""
    state = position(hands, game=game, opened=False, **kw)
    state = state._replace(phase=Phase.SWAP, ready=(False,) * state.seats, turn=-1)
    for seat in range(state.seats):
        state = apply(state, seat, Action.parse("ready"))
    return state
