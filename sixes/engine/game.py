"""The Sixes engine: new games, legal actions and ``apply`` over immutable states."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TypeVar

from cards import IllegalAction, InvalidAction, Outcome, Phrase, gettext_noop, shuffled
from sixes.engine import rules
from sixes.engine.actions import (
    DISCARD,
    DISCARD_ACTION,
    DRAW,
    DRAW_ACTION,
    END,
    END_ACTION,
    KNOCK,
    KNOCKS,
    PASS,
    PASS_ACTION,
    SWAP,
    SWAPS,
    TAKE,
    TAKE_ACTION,
    UP,
    UPS,
    Action,
    check_shape,
)
from sixes.engine.deck import N_CARDS
from sixes.engine.rules import DOUBLE, PACKET, SIXES
from sixes.engine.state import AFTER, HOLDING, MOVE, OPEN, OVER, STOCK, Event, GameState

T = TypeVar("T")
KNOCK_REASON, STOCK_REASON, LIMIT_REASON = "knock", "stock", "turn_limit"
REVEAL = "reveal"  # a seat's cards turned face up after its last turn (X11)

# ---------------------------------------------------------------- dealing (X4, X5, D1)


def deal_cards(seed: str, seats: int, variant: str = SIXES, number: int = 1
               ) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """Each seat's flat packets and the stock of game ``number`` of the match with ``seed``:
    a pure function of the seed, the number of seats, the variant and the game's number in
    its match (X4, D1). The first game's shuffle is the one tables have always been dealt
    (stored tables replay to their snapshots); a later game's label adds its number."""
    label = f"sixes/deal/{variant}/{seats}"
    deck = shuffled(range(N_CARDS), seed, label if number == 1 else f"{label}/{number}")
    size = PACKET * rules.packets_of(variant)
    packets = tuple(tuple(deck[s * size:(s + 1) * size]) for s in range(seats))
    return packets, tuple(deck[seats * size:])


def _peek_events(seats: int) -> tuple[Event, ...]:
    return tuple(Event(0, "peek", s) for s in range(seats))


def new_game(seed: str, seats: int, variant: str = SIXES, *, memory: bool = False,
             starter: int = 0, game: int = 1, turn_limit: int = rules.TURN_LIMIT,
             games: int = 1) -> GameState:
    """A new table: a match of ``games`` games (one by default), its first game dealt,
    every seat has peeked at its bottom row(s) (X5), ``starter`` on turn (X7). Options are
    checked by ``ENGINE.validate_options``; this only asserts."""
    if not rules.MIN_SEATS <= seats <= rules.MAX_SEATS or variant not in rules.VARIANTS \
            or (variant == DOUBLE and seats > rules.DOUBLE_MAX_SEATS) \
            or not 0 <= starter < seats or games < 1:
        raise ValueError("no such Sixes game: see ENGINE.validate_options")
    packets, stock = deal_cards(seed, seats, variant)
    n = rules.packets_of(variant)
    return GameState(seed, seats, packets, (rules.peeked(n),) * seats, (0,) * seats,
                     (0,) * seats, (0,) * seats, stock, (), (0,) * seats, variant=variant,
                     memory=memory, starter=starter, game=game, turn_limit=turn_limit,
                     turn=starter, events=_peek_events(seats), games=games)


def custom_game(packets: Sequence[Sequence[int]], stock: Sequence[int],
                open_pile: Sequence[int] = (), *, variant: str = SIXES, turn: int = 0,
                up: Sequence[int] | None = None, done: Sequence[int] | None = None,
                turns: Sequence[int] | None = None, memory: bool = False,
                starter: int | None = None, turn_limit: int = rules.TURN_LIMIT,
                games: int = 1) -> GameState:
    """A game at the start of ``turn``'s move with the given cards: each seat's flat packets
    (6 or 12 indices), the stock (next card first) and the open pile (bottom first). Every
    seat knows its bottom row(s) as after the peek; ``up``/``done`` are packet masks. For
    tests and tools: cards in no place are out of this game; in a match of ``games`` it is
    the first game, and the later ones are dealt from the seed "custom" as usual."""
    seats, n = len(packets), rules.packets_of(variant)
    cards = [c for cs in packets for c in cs] + [*stock, *open_pile]
    if len(set(cards)) != len(cards) or not all(0 <= c < N_CARDS for c in cards):
        raise ValueError("a card is in two places, or is no card")
    if any(len(cs) != PACKET * n for cs in packets) or not stock:
        raise ValueError("every seat has six cards a packet, and the stock is not empty")
    return GameState("custom", seats, tuple(tuple(cs) for cs in packets),
                     (rules.peeked(n),) * seats, (0,) * seats,
                     tuple(up) if up is not None else (0,) * seats,
                     tuple(done) if done is not None else (0,) * seats,
                     tuple(stock), tuple(open_pile),
                     tuple(turns) if turns is not None else (0,) * seats, variant=variant,
                     memory=memory, starter=turn if starter is None else starter,
                     turn_limit=turn_limit, turn=turn, events=_peek_events(seats),
                     games=games)


# ---------------------------------------------------------------- who acts, what is legal


def to_act(state: GameState) -> tuple[int, ...]:
    """The seat on turn while the game runs; none once it is over."""
    return () if state.phase == OVER else (state.turn,)


def may_go_up(state: GameState, seat: int) -> tuple[Action, ...]:
    """The ``up`` actions open to ``seat``: packets neither gone up nor done (X10, D3)."""
    closed = state.up[seat] | state.done[seat]
    return tuple(UPS[p] for p in range(state.n_packets) if not closed >> p & 1)


def may_act(state: GameState) -> tuple[int, ...]:
    """The seat on turn, and every seat that may go up (X10: at any moment)."""
    if state.phase == OVER:
        return ()
    return tuple(s for s in range(state.seats) if s == state.turn or may_go_up(state, s))


def can_knock(state: GameState) -> bool:
    """Whether the seat on turn may knock or declare after its move: not while a final round
    runs (X11, D4). A seat that started it has no more turns."""
    return state.knocked < 0


def in_final_round(state: GameState) -> bool:
    """Whether a final round runs (X11, D4): the seat on turn plays its last turn, and may
    pass it up instead of a move."""
    return state.knocked >= 0 and state.phase != OVER


def legal_actions(state: GameState, seat: int) -> tuple[Action, ...]:
    """The actions ``seat`` may take now; empty once the game is over."""
    if state.phase == OVER or not 0 <= seat < state.seats:
        return ()
    ups = may_go_up(state, seat)
    if seat != state.turn:
        return ups
    if state.phase == MOVE:
        moves = (DRAW_ACTION, TAKE_ACTION) if state.open_pile else (DRAW_ACTION,)
        return (*moves, PASS_ACTION, *ups) if in_final_round(state) else (*moves, *ups)
    done, up = state.done[seat], state.up[seat]
    if state.phase == HOLDING:
        swaps = tuple(SWAPS[p][i] for p in range(state.n_packets) if not done >> p & 1
                      for i in rules.allowed_row(bool(up >> p & 1)))
        if state.held_from == STOCK:
            return (*swaps, DISCARD_ACTION, *ups)
        return (*swaps, *ups)
    knocks = tuple(KNOCKS[p] for p in range(state.n_packets) if not done >> p & 1)
    return (*knocks, END_ACTION, *ups)


# ---------------------------------------------------------------- apply


def apply(state: GameState, seat: int, action: Action) -> GameState:
    """The state after ``seat`` takes ``action``; raises and changes nothing if not legal."""
    if not isinstance(action, Action):
        raise InvalidAction(Phrase(gettext_noop("this is not a Sixes action")))
    check_shape(action)
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.seats:
        raise InvalidAction(Phrase(gettext_noop("there is no seat {seat} at this table (X1)"),
                                   {"seat": repr(seat)[:40]}))
    if state.phase == OVER:
        raise IllegalAction(Phrase(gettext_noop("the game is over")),
                            "X11" if state.reason == KNOCK_REASON else "X12")
    if action.packet >= state.n_packets:
        raise IllegalAction(Phrase(gettext_noop(
            "in Sixes each player has one packet: packet 0")), "X4")
    kind = action.type
    if kind == UP:
        return _up(state, seat, action.packet)
    if seat != state.turn:
        rule = _declaration_rule(state) if kind == KNOCK else "X8"
        raise IllegalAction(Phrase(gettext_noop("it is seat {turn}'s turn, not seat {seat}'s"),
                                   {"turn": state.turn, "seat": seat}), rule)
    if kind == PASS:
        return _pass(state, seat)
    if state.phase == MOVE:
        return _move(state, seat, kind)
    if state.phase == HOLDING:
        return _holding(state, seat, action)
    if kind == KNOCK:
        return _knock(state, seat, action.packet)
    if kind == END:
        return _end_turn(state._replace(version=state.version + 1, acted=_acted(state, seat)),
                         seat, ())
    raise IllegalAction(Phrase(gettext_noop(
        "your move is made: knock or end your turn")), "X8")


def _acted(state: GameState, seat: int) -> bool:
    return state.acted or seat == 0


def _declaration_rule(state: GameState) -> str:
    return "D4" if state.variant == DOUBLE else "X11"


def _up(state: GameState, seat: int, packet: int) -> GameState:
    if state.done[seat] >> packet & 1:
        raise IllegalAction(Phrase(gettext_noop(
            "this packet is face up: it takes no more swaps")), _declaration_rule(state))
    if state.up[seat] >> packet & 1:
        raise IllegalAction(Phrase(gettext_noop("you have already gone up")), "X10")
    v = state.version + 1
    return state._replace(up=_put(state.up, seat, state.up[seat] | 1 << packet), version=v,
                          acted=_acted(state, seat),
                          events=(*state.events, Event(v, UP, seat, packet)))


def _pass(state: GameState, seat: int) -> GameState:
    """X11: in the final round a seat may pass its last turn up instead of a move."""
    if not in_final_round(state):
        raise IllegalAction(Phrase(gettext_noop(
            "only a last turn, after a knock, may be passed")), _declaration_rule(state))
    if state.phase != MOVE:
        raise IllegalAction(Phrase(gettext_noop(
            "your move is under way: finish it")), "X8")
    v = state.version + 1
    return _end_turn(state._replace(version=v, acted=_acted(state, seat)), seat,
                     (Event(v, PASS, seat),))


def _move(state: GameState, seat: int, kind: str) -> GameState:
    v = state.version + 1
    if kind == DRAW:
        card = state.stock[0]
        return state._replace(phase=HOLDING, holding=card, held_from=STOCK,
                              stock=state.stock[1:], version=v, acted=_acted(state, seat),
                              events=(*state.events, Event(v, DRAW, seat, cards=(card,))))
    if kind == TAKE:
        if not state.open_pile:
            raise IllegalAction(Phrase(gettext_noop(
                "the open pile is empty: draw from the stock")), "X8")
        card = state.open_pile[-1]
        return state._replace(phase=HOLDING, holding=card, held_from=OPEN,
                              open_pile=state.open_pile[:-1], version=v,
                              acted=_acted(state, seat),
                              events=(*state.events, Event(v, TAKE, seat, cards=(card,))))
    if kind in (KNOCK, END):
        raise IllegalAction(Phrase(gettext_noop(
            "make your move first: knocking comes after it")), _declaration_rule(state))
    raise IllegalAction(Phrase(gettext_noop(
        "first draw from the stock or take from the open pile")), "X8")


def _holding(state: GameState, seat: int, action: Action) -> GameState:
    kind, card = action.type, state.holding
    v = state.version + 1
    if kind == SWAP:
        packet, position = action.packet, action.position
        if state.done[seat] >> packet & 1:
            raise IllegalAction(Phrase(gettext_noop(
                "this packet is face up: it takes no more swaps")), "D4")
        went_up = bool(state.up[seat] >> packet & 1)
        if position not in rules.allowed_row(went_up):
            if went_up:
                raise IllegalAction(Phrase(gettext_noop(
                    "you have gone up: swap into your top row")), "X9")
            raise IllegalAction(Phrase(gettext_noop(
                "swap into your bottom row until you go up")), "X9")
        at = PACKET * packet + position
        cards = state.packets[seat]
        out = cards[at]
        bit = 1 << at
        # A card from the open pile was seen by all: every seat knows where it went.
        public = state.public[seat] | bit if state.held_from == OPEN \
            else state.public[seat] & ~bit
        state = state._replace(
            packets=_put(state.packets, seat, (*cards[:at], card, *cards[at + 1:])),
            known=_put(state.known, seat, state.known[seat] | bit),
            public=_put(state.public, seat, public),
            open_pile=(*state.open_pile, out))
        event = Event(v, SWAP, seat, packet, position, (card, out), state.held_from)
    elif kind == DISCARD:
        if state.held_from == OPEN:
            raise IllegalAction(Phrase(gettext_noop(
                "a card taken from the open pile must be swapped")), "X8")
        state = state._replace(open_pile=(*state.open_pile, card))
        event = Event(v, DISCARD, seat, cards=(card,))
    elif kind in (KNOCK, END):
        raise IllegalAction(Phrase(gettext_noop(
            "swap or discard the card you hold first")), _declaration_rule(state))
    else:
        raise IllegalAction(Phrase(gettext_noop(
            "you hold a card: swap it, or discard it if you drew it")), "X8")
    state = state._replace(holding=-1, held_from="", version=v, acted=_acted(state, seat))
    if not state.stock:  # X12: the move that drew the last card is completed, so the turn
        turns = _put(state.turns, seat, state.turns[seat] + 1)
        return _over(state._replace(turns=turns), STOCK_REASON, (event, Event(v, "stock_out")))
    if can_knock(state):
        return state._replace(phase=AFTER, events=(*state.events, event))
    return _end_turn(state, seat, (event,))


def _knock(state: GameState, seat: int, packet: int) -> GameState:
    rule = _declaration_rule(state)
    if not can_knock(state):
        raise IllegalAction(Phrase(gettext_noop(
            "a final round is running: nobody knocks again")), rule)
    if state.done[seat] >> packet & 1:
        raise IllegalAction(Phrase(gettext_noop(
            "this packet is already face up: declare your other one")), rule)
    done = state.done[seat] | 1 << packet
    final = done == (1 << state.n_packets) - 1
    v = state.version + 1
    cards = state.packets[seat][PACKET * packet:PACKET * (packet + 1)]
    event = Event(v, KNOCK, seat, packet, cards=cards, detail="final" if final else "")
    state = state._replace(done=_put(state.done, seat, done), version=v,
                           acted=_acted(state, seat))
    if final:  # X11, D4: each other seat in order has exactly one more turn
        state = state._replace(knocked=seat, final_turns=tuple(
            (seat + k) % state.seats for k in range(1, state.seats)))
    return _end_turn(state, seat, (event,))


def _end_turn(state: GameState, seat: int, events: tuple[Event, ...]) -> GameState:
    """Count the turn and pass it on: to the next seat in the final round, or clockwise;
    or end the game (the final round played, X11; the turn limit reached). A seat that has
    just played its last turn turns its cards face up (X11, D4), before the next seat's."""
    turns = _put(state.turns, seat, state.turns[seat] + 1)
    state = state._replace(turns=turns, phase=MOVE, holding=-1, held_from="")
    if state.knocked >= 0:
        if seat in state.final_turns:
            state = state._replace(done=_put(state.done, seat, (1 << state.n_packets) - 1))
            events = (*events, Event(state.version, REVEAL, seat,
                                     cards=state.packets[seat]))
        final = tuple(s for s in state.final_turns if s != seat)
        if not final:
            return _over(state._replace(final_turns=()), KNOCK_REASON, events)
        return state._replace(final_turns=final, turn=final[0],
                              events=(*state.events, *events))
    # [reading] The limit ends a game in which nobody knocks and the stock lasts (only the
    # open pile taken); not checked in a final round, which ends within a round anyway.
    if all(t >= state.turn_limit for t in turns):
        return _over(state, LIMIT_REASON, events)
    return state._replace(turn=(seat + 1) % state.seats, events=(*state.events, *events))


def _over(state: GameState, reason: str, events: tuple[Event, ...]) -> GameState:
    """End the game after the action (its version is ``state.version``; its events are
    ``events``). The last game of the match ends the table; an earlier one is recorded in
    ``match`` and the next game is dealt at once, in the same action (``_next_game``)."""
    v = state.version
    ended = state._replace(phase=OVER, turn=-1, holding=-1, held_from="", reason=reason)
    if state.games == 1:  # a single game: its ``over`` as tables have always recorded it
        return ended._replace(events=(*state.events, *events,
                                      Event(v, "over", detail=reason)))
    # A match's ``over`` records the game: its cards, all face up now (X11, X12), its number
    # and who knocked; the views show them to every seat.
    cards = tuple(c for cs in state.packets for c in cs)
    over = Event(v, "over", state.knocked, cards=cards, detail=reason, number=state.number)
    if state.number >= state.games:
        return ended._replace(events=(*state.events, *events, over))
    return _next_game(ended, (*events, over))


def _next_game(ended: GameState, events: tuple[Event, ...]) -> GameState:
    """The next game of the match, dealt at once after ``ended`` (the game just over, its
    ``events`` not yet recorded): its scores join ``match``; the winner starts (X7, through
    ``next_starter``); the new cards are dealt from the seed and the game's number; every
    seat peeks again (X5: in memory mode the person looks anew) and nobody has gone up,
    knocked or taken a turn. [reading] The rule book's games follow one another at a table;
    a match plays a fixed number of them in one table, scored by the total."""
    v, seats, n = ended.version, ended.seats, ended.n_packets
    number = ended.number + 1
    starter = next_starter(ended)
    packets, stock = deal_cards(ended.seed, seats, ended.variant, number)
    seen = rules.peeked(n)
    peeks = tuple(Event(v, "peek", s, cards=tuple(c for at, c in enumerate(packets[s])
                                                  if seen >> at & 1), number=number)
                  for s in range(seats))
    return ended._replace(
        packets=packets, known=(seen,) * seats, public=(0,) * seats, up=(0,) * seats,
        done=(0,) * seats, stock=stock, open_pile=(), turns=(0,) * seats, starter=starter,
        game=ended.game + 1, phase=MOVE, turn=starter, knocked=-1, final_turns=(),
        acted=False, reason="", match=(*ended.match, tuple(scores(ended))),
        events=(*ended.events, *events, Event(v, "deal", starter, number=number), *peeks))


def _put(values: tuple[T, ...], seat: int, value: T) -> tuple[T, ...]:
    return (*values[:seat], value, *values[seat + 1:])


# ---------------------------------------------------------------- outcome and replay


def packet_scores(state: GameState) -> list[list[int]]:
    """Each seat's packet scores (X3, D5), whether or not the game is over."""
    return [rules.seat_scores(cards) for cards in state.packets]


def scores(state: GameState) -> list[int]:
    return [sum(ps) for ps in packet_scores(state)]


def game_scores(state: GameState) -> list[tuple[int, ...]]:
    """Every finished game of the match: each seat's score in it (the last one's once the
    match is over)."""
    if state.phase != OVER:
        return list(state.match)
    return [*state.match, tuple(scores(state))]


def totals(state: GameState) -> list[int]:
    """Each seat's total over the finished games of the match."""
    rows = game_scores(state)
    return [sum(row[seat] for row in rows) for seat in range(state.seats)]


def outcome(state: GameState) -> Outcome | None:
    """Once the match is over (a single game: once the game is over): each seat's total of
    its games' scores; the lowest wins, ties share a place (X3)."""
    if state.phase != OVER:
        return None
    sums = totals(state)
    best = min(sums)
    winners = ", ".join(str(s) for s, t in enumerate(sums) if t == best)
    if state.games == 1:
        return Outcome.by_total(sums, "lower",
                                f"seat(s) {winners} won with {best} ({state.reason})")
    return Outcome.by_total(sums, "lower", f"seat(s) {winners} won the match of "
                            f"{state.games} games with {best} ({state.reason})")


def next_starter(state: GameState) -> int:
    """Who starts the next game at the table (X7): the winner; on a tie the winner of the
    game before, who started this one (from the second game on); failing that, in the first
    game, the seat after its starter."""
    totals = scores(state)
    winners = [s for s, t in enumerate(totals) if t == min(totals)]
    if len(winners) == 1:
        return winners[0]
    return state.starter if state.game > 1 else (state.starter + 1) % state.seats


def replay(seed: str, seats: int, actions: Iterable[tuple[int, Action]],
           variant: str = SIXES, *, memory: bool = False, starter: int = 0, game: int = 1,
           turn_limit: int = rules.TURN_LIMIT, games: int = 1) -> GameState:
    """Rebuild a table from its seed, options and action log."""
    state = new_game(seed, seats, variant, memory=memory, starter=starter, game=game,
                     turn_limit=turn_limit, games=games)
    for seat, action in actions:
        state = apply(state, seat, action)
    return state


__all__ = ["apply", "custom_game", "deal_cards", "game_scores", "legal_actions", "may_act",
           "new_game", "next_starter", "outcome", "replay", "to_act", "totals"]
