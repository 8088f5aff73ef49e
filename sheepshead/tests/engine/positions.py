"""Hand-built positions for rule tests."""

from __future__ import annotations

from sheepshead.engine import Action, GameState, apply, custom_game, legal_actions
from sheepshead.engine.deck import ALL_CARDS, codes, mask_of


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


def play_rows(state: GameState, rows: list[str]) -> GameState:
    """Play whole tricks; each row gives the card of seats 0–4 in seat order (not play order)."""
    for row in rows:
        cards = row.split()
        for _ in range(5):
            state = act(state, f"play {cards[state.deal.turn]}")
    return state


def hand(state: GameState, seat: int) -> set[str]:
    return set(codes(state.deal.hands[seat]))


# Seat 0 holds the six top trumps; the blind is KH 7H (4 points).
STRONG_SEAT_0 = [
    "QC QS QH QD JC JS",
    "JH JD AD AC 10C KC",
    "10D KD 9D AS 10S KS",
    "8D 7D AH 10H 8H 9C",
    "8C 7C 9S 8S 7S 9H",
]

# Seat 0 picks (burying 8C 9S) and calls the ace of hearts, which seat 4 holds: after the lead
# of the QC and three more cards, the partner plays last to his picker's sure trick.
SCHMIER = [
    "QC QS QH JC JS 7H",
    "QD JH AD AC KC 10C",
    "JD 10D KD 10S KS 7S",
    "9D 8D 7D 10H KH 8H",
    "AH AS 9C 7C 8S 9H",
]  # blind 8C 9S


def legal(state: GameState) -> set[str]:
    """The legal actions of the seat to act, in short form."""
    return {str(a) for a in legal_actions(state, state.deal.turn)}
