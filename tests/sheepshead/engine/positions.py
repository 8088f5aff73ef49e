"""Hand-built positions for rule tests."""

from __future__ import annotations

from sheepshead.engine import Action, GameState, apply, custom_game, legal_actions
from sheepshead.engine.deck import ALL_CARDS, mask_of


def game_with(hands: list[str], dealer: int = 4) -> GameState:
    """A one-deal game: ``hands`` are seats 0–4 as space-separated codes; the blind is the rest."""
    masks = [mask_of(h) for h in hands]
    blind = ALL_CARDS
    for m in masks:
        blind &= ~m
    return custom_game(masks, blind, dealer)


def act(state: GameState, *steps: str) -> GameState:
    """Apply short-form actions in turn order, e.g. ``act(s, "pass", "pick", "bury QC 7D")``."""
    for step in steps:
        state = apply(state, state.deal.turn, Action.parse(step))
    return state


def legal(state: GameState) -> set[str]:
    """The legal actions of the seat to act, in short form."""
    return {str(a) for a in legal_actions(state, state.deal.turn)}
