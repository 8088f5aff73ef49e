"""Immutable Shakipesh state: the hands, the piles, the stock, the seat on turn and what it
has done this turn, the match's totals and finished rounds, and the record of events."""

from __future__ import annotations

from typing import NamedTuple

TURN, OVER = "turn", "over"  # the phases of the contract (docs/shakipesh.md)


class Event(NamedTuple):
    """One thing that happened, hidden parts included (the views remove them). ``v`` is the
    number of actions applied when it happened.

    - ``deal``: round ``number`` dealt by ``seat``; ``groups`` the starting piles (after K4),
      ``cards`` the cards K4 moved to the stock's bottom, ``counts`` the hand sizes then the
      stock's size;
    - ``lay``: ``seat`` laid ``cards[0]`` on ``pile`` (K7);
    - ``combine``: ``seat`` put ``pile`` on ``onto`` (K8), for ``number`` rights (1 or 2);
    - ``complete``: ``pile`` holds a whole suit (K9);
    - ``new_pile``: ``seat`` laid ``cards[0]`` as the new ``pile`` (K10);
    - ``end``, ``pass``: ``seat`` ended its turn, passed (K6);
    - ``shakipesh``: ``seat`` drew ``cards[:2]`` (only it sees them) and turned ``cards[2]``
      face up as the new ``pile`` (K11);
    - ``round_over``: round ``number`` ended, ``detail`` out or blocked, ``seat`` the winner
      (-1 if blocked); ``counts`` its scores then the totals, ``groups`` the hands (K12, K13);
    - ``match_over``: ``counts`` the totals (K14).
    """

    v: int
    kind: str
    seat: int = -1
    cards: tuple[int, ...] = ()
    pile: int = -1
    onto: int = -1
    number: int = -1
    groups: tuple[tuple[int, ...], ...] = ()
    counts: tuple[int, ...] = ()
    detail: str = ""


class RoundResult(NamedTuple):
    """A finished round: its scores (K12, K13), its winner (-1 if blocked), why it ended,
    every hand at its end (card indices, as shown) and the turns each seat took."""

    round: int
    scores: tuple[int, ...]
    winner: int
    reason: str
    hands: tuple[tuple[int, ...], ...]
    turns: tuple[int, ...]


class GameState(NamedTuple):
    """A match. Hands are bit masks of card indices (see ``deck``); ``piles`` hold each
    pile's cards bottom first, listed by id (``pile_ids``, K8, K10). The turn's progress:
    ``started`` (something was laid or combined), ``laid`` (cards laid: K7), ``rights``
    (new-pile rights pending: K8–K10). ``shaker`` is the seat whose shakipesh ended the
    last turn, until the next seat acts (K11). ``turn`` is -1 once the match is over.

    A NamedTuple rather than a dataclass: ``_replace`` is several times faster.
    """

    seed: str
    seats: int
    limit: int
    round: int  # from 1
    dealer: int
    hands: tuple[int, ...]
    piles: tuple[tuple[int, ...], ...]
    pile_ids: tuple[int, ...]
    next_pile: int  # the id the next new pile gets
    stock: tuple[int, ...]  # the top first
    turn: int
    started: bool = False
    laid: int = 0
    rights: int = 0
    shaker: int = -1
    passes: int = 0  # consecutive passes (K13)
    totals: tuple[int, ...] = ()
    turns: tuple[int, ...] = ()  # turns taken this round, per seat
    history: tuple[RoundResult, ...] = ()  # finished rounds, oldest first
    version: int = 0  # actions applied
    events: tuple[Event, ...] = ()

    @property
    def finished(self) -> bool:
        return self.turn < 0

    @property
    def phase(self) -> str:
        return OVER if self.turn < 0 else TURN
