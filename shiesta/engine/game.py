"""The Shiesta engine: new games, legal actions and ``apply`` over immutable states."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TypeVar

from cards import IllegalAction, InvalidAction, Outcome, Phrase, gettext_noop, shuffled
from shiesta.engine import rules
from shiesta.engine.actions import (
    FACE_DOWN,
    PICKUP,
    PICKUP_ACTION,
    PLAY,
    READY,
    READY_ACTION,
    SWAP,
    Action,
    check_shape,
)
from shiesta.engine.deck import (
    ALL_CARDS,
    BIT,
    N_CARDS,
    RANK_MASK,
    RANK_OF,
    SEVEN,
    indices,
    symbol,
)
from shiesta.engine.state import FACE_DOWN as FROM_FACE_DOWN
from shiesta.engine.state import FACE_UP, HAND, Event, FinishedGame, GameState, Phase

T = TypeVar("T")

# ---------------------------------------------------------------- dealing (H3)


def deal_label(seats: int, number: int = 1) -> str:
    """The shuffle's label for game ``number`` of a match. The first game keeps the label
    every table was dealt with before matches existed (stored tables replay to their
    snapshots); each later game's label names its number."""
    return f"shiesta/deal/{seats}" if number == 1 else f"shiesta/deal/{seats}/game/{number}"


def deal_cards(seed: str, seats: int, number: int = 1
               ) -> tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, ...], ...],
                          tuple[int, ...]]:
    """Hands, face-up rows, face-down rows and draw pile of game ``number`` of the match with
    ``seed``: a pure function of the seed, the number of seats and the game's number (H3)."""
    deck = shuffled(range(N_CARDS), seed, deal_label(seats, number))
    row, size = rules.ROW, rules.hand_size(seats)
    down = tuple(tuple(deck[s * row:(s + 1) * row]) for s in range(seats))
    at = seats * row
    up = tuple(_mask(deck[at + s * row:at + (s + 1) * row]) for s in range(seats))
    at += seats * row
    hands = tuple(_mask(deck[at + s * size:at + (s + 1) * size]) for s in range(seats))
    return hands, up, down, tuple(deck[at + seats * size:])


def _mask(cards: Iterable[int]) -> int:
    mask = 0
    for card in cards:
        mask |= BIT[card]
    return mask


def new_game(seed: str, seats: int, game: int = 1,
             turn_limit: int = rules.TURN_LIMIT, games: int = 1) -> GameState:
    """A new game, or the first game of a match of ``games``, in the swap phase (H4).
    ``game`` numbers the games at a table from 1 and names the starter (H5); ``turn_limit``
    is H15's 600 unless a test shortens it."""
    if not rules.MIN_SEATS <= seats <= rules.MAX_SEATS:
        raise ValueError("Shiesta is played by three to five players (H1)")
    if games < 1:
        raise ValueError("a match is one game or more")
    hands, up, down, draw = deal_cards(seed, seats)
    return GameState(seed, seats, game, Phase.SWAP, hands, up, down, draw, (),
                     ready=(False,) * seats, turns=(0,) * seats, turn_limit=turn_limit,
                     games=games)


def custom_game(hands: Sequence[int], face_up: Sequence[int] | None = None,
                face_down: Sequence[Sequence[int]] | None = None, draw: Sequence[int] = (),
                pile: Sequence[int] = (), *, turn: int = 0, direction: int = 1,
                opened: bool = True, forced: bool = False, game: int = 1,
                turns: Sequence[int] | None = None,
                turn_limit: int = rules.TURN_LIMIT, games: int = 1) -> GameState:
    """A game in the play phase with the given cards (masks; face-down rows as card lists,
    -1 for an empty position): hand-built positions for tests and tools. Cards in no zone
    count as burned. With ``games`` it is the first game of a match, whose later games are
    dealt from the seed ``custom``."""
    seats = len(hands)
    up = tuple(face_up) if face_up is not None else (0,) * seats
    down = tuple(tuple(row) + (-1,) * (rules.ROW - len(row)) for row in face_down) \
        if face_down is not None else ((-1,) * rules.ROW,) * seats
    cards = [*draw, *pile, *(c for r in down for c in r if c >= 0)]
    for mask in (*hands, *up):
        cards += indices(mask)
    if len(set(cards)) != len(cards):
        raise ValueError("a card is in two places")
    placed = _mask(cards)
    return GameState("custom", seats, game, Phase.PLAY, tuple(hands), up, down, tuple(draw),
                     tuple(pile), burned=ALL_CARDS & ~placed, ready=(True,) * seats,
                     turn=turn, direction=direction, forced=forced, opened=opened,
                     turns=tuple(turns) if turns is not None else (0,) * seats,
                     turn_limit=turn_limit, games=games)


# ---------------------------------------------------------------- who acts, what is legal


def to_act(state: GameState) -> tuple[int, ...]:
    """The seats the game waits for: every seat not yet ready in the swap (H4), else the
    seat to play; none once the game is over."""
    if state.phase is Phase.SWAP:
        return tuple(s for s in range(state.seats) if not state.ready[s])
    if state.phase is Phase.PLAY:
        return (state.turn,)
    return ()


def top_rank(state: GameState) -> int:
    """The rank of the pile's top card, or ``rules.EMPTY``."""
    return RANK_OF[state.pile[-1]] if state.pile else rules.EMPTY


def zone(state: GameState, seat: int) -> str:
    """Where ``seat`` plays from: the hand while it holds cards, then the face-up row
    (H12), then the face-down row (H13).

    H12 also asks that the draw pile be gone; it always is when a hand is empty, since
    every play from the hand draws up to its size while the draw pile lasts (H11).
    """
    if state.hands[seat]:
        return HAND
    return FACE_UP if state.face_up[seat] else FROM_FACE_DOWN


def opening_rule(state: GameState) -> bool:
    """Whether the next play is the opening bound by H5's card rule.

    [reading, H5/H6] "The pile may never be opened with a 2, 3, 7 or 10" binds the game's
    opening only: H6 lets any card start a new pile, after a burn or a pick-up.
    """
    return not state.opened and rules.opener(state.hands, state.starter)[1]


def playable(state: GameState, seat: int) -> int:
    """The cards of ``seat``'s hand or face-up row that may go on the pile now."""
    cards = state.hands[seat] or state.face_up[seat]
    if opening_rule(state):
        return cards & RANK_MASK[rules.opening_rank(cards)]
    return cards & rules.PLAYABLE[top_rank(state) + 1]


def plays_of(mask: int) -> list[Action]:
    """Every play of one card or several of one rank drawn from ``mask`` (H6)."""
    out = []
    for rank in range(13):
        group = mask & RANK_MASK[rank]
        if group:
            out += [Action(PLAY, tuple(indices(sub))) for sub in rules.sub_masks(group)]
    return out


def legal_actions(state: GameState, seat: int) -> tuple[Action, ...]:
    """The actions ``seat`` may take now; empty when the game does not wait for it."""
    if state.phase is Phase.SWAP:
        if not 0 <= seat < state.seats or state.ready[seat]:
            return ()
        swaps = [Action(SWAP, (h, u)) for h in indices(state.hands[seat])
                 for u in indices(state.face_up[seat])]
        return (*swaps, READY_ACTION)
    if state.phase is not Phase.PLAY or seat != state.turn:
        return ()
    if state.forced:
        return (PICKUP_ACTION,)  # H7
    if zone(state, seat) == FROM_FACE_DOWN:
        return tuple(Action(FACE_DOWN, position=p)
                     for p, card in enumerate(state.face_down[seat]) if card >= 0)
    plays = plays_of(playable(state, seat))
    return tuple(plays) if plays else (PICKUP_ACTION,)  # H10, H12


# ---------------------------------------------------------------- apply


def apply(state: GameState, seat: int, action: Action) -> GameState:
    """The state after ``seat`` takes ``action``; raises and changes nothing if not legal."""
    if not isinstance(action, Action):
        raise InvalidAction(Phrase(gettext_noop("this is not a Shiesta action")))
    check_shape(action)
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.seats:
        raise InvalidAction(Phrase(gettext_noop("there is no seat {seat} at this table (H1)"),
                                   {"seat": repr(seat)[:40]}))
    if state.phase is Phase.OVER:
        rule = "H14" if state.winner >= 0 else "H15"
        raise IllegalAction(Phrase(gettext_noop("the game is over")), rule)
    if state.phase is Phase.SWAP:
        return _swap_phase(state, seat, action)
    if action.type in (SWAP, READY):
        raise IllegalAction(Phrase(gettext_noop(
            "the swap is over: cards are exchanged only before play starts")), "H4")
    if seat != state.turn:
        raise IllegalAction(Phrase(gettext_noop("it is seat {turn}'s turn, not seat {seat}'s"),
                                   {"turn": state.turn, "seat": seat}), "H6")
    if state.forced and action.type != PICKUP:
        raise IllegalAction(Phrase(gettext_noop(
            "a 3 was played: you must pick up the pile")), "H7")
    if action.type == PICKUP:
        return _pickup_turn(state, seat)
    if action.type == PLAY:
        return _play_turn(state, seat, action.cards)
    return _face_down_turn(state, seat, action.position)


def _swap_phase(state: GameState, seat: int, action: Action) -> GameState:
    if action.type not in (SWAP, READY):
        raise IllegalAction(Phrase(gettext_noop(
            "play starts once everybody is ready: swap cards or say you are ready")), "H4")
    if state.ready[seat]:
        raise IllegalAction(Phrase(gettext_noop(
            "you have said you are ready: your cards stay as they are")), "H4")
    v = state.version + 1
    if action.type == SWAP:
        hand_card, up_card = action.cards
        if not state.hands[seat] & BIT[hand_card]:
            raise IllegalAction(Phrase(gettext_noop("you do not hold the {card}"),
                                       {"card": symbol(hand_card)}), "H4")
        if not state.face_up[seat] & BIT[up_card]:
            raise IllegalAction(Phrase(gettext_noop("the {card} is not in your face-up row"),
                                       {"card": symbol(up_card)}), "H4")
        both = BIT[hand_card] | BIT[up_card]
        return state._replace(
            hands=_put(state.hands, seat, state.hands[seat] ^ both),
            face_up=_put(state.face_up, seat, state.face_up[seat] ^ both),
            version=v, events=(*state.events, Event(v, SWAP, seat, action.cards)))
    ready = tuple(r or s == seat for s, r in enumerate(state.ready))
    events = [Event(v, READY, seat)]
    if not all(ready):
        return state._replace(ready=ready, version=v, events=(*state.events, *events))
    opener, _ = rules.opener(state.hands, state.starter)
    events.append(Event(v, "open", opener, number=state.starter))
    return state._replace(ready=ready, phase=Phase.PLAY, turn=opener, version=v,
                          events=(*state.events, *events))


def _play_turn(state: GameState, seat: int, cards: tuple[int, ...]) -> GameState:
    hand, up = state.hands[seat], state.face_up[seat]
    source = zone(state, seat)
    if source == FROM_FACE_DOWN:
        raise IllegalAction(Phrase(gettext_noop(
            "your hand and face-up row are empty: play a face-down card")), "H13")
    # [reading, H12] One play takes its cards from one place: the last cards of the hand are
    # not joined by face-up cards of their rank.
    held = hand if source == HAND else up
    for card in cards:
        if held & BIT[card]:
            continue
        if source == HAND and up & BIT[card]:
            raise IllegalAction(Phrase(gettext_noop(
                "the {card} is face up: your face-up row is played once your hand is empty"),
                {"card": symbol(card)}), "H12")
        if source == HAND:
            raise IllegalAction(Phrase(gettext_noop("you do not hold the {card}"),
                                       {"card": symbol(card)}), "H6")
        raise IllegalAction(Phrase(gettext_noop("the {card} is not in your face-up row"),
                                   {"card": symbol(card)}), "H12")
    rank = RANK_OF[cards[0]]
    if any(RANK_OF[c] != rank for c in cards):
        raise IllegalAction(Phrase(gettext_noop(
            "cards played together must be of one rank")), "H6")
    mask = _mask(cards)
    if not playable(state, seat) & BIT[cards[0]]:
        raise IllegalAction(*_why_not(state, held, cards[0]))
    return _play(state, seat, mask, source)


def _why_not(state: GameState, held: int, card: int) -> tuple[Phrase, str]:
    """Why ``card`` may not go on the pile now."""
    if opening_rule(state):
        group = held & RANK_MASK[rules.opening_rank(held)]
        lowest = {"card": symbol((group & -group).bit_length() - 1)}
        if not rules.OPENERS & BIT[card]:
            return Phrase(gettext_noop(
                "the pile may not be opened with a 2, 3, 7 or 10: open with the {card}"),
                lowest), "H5"
        return Phrase(gettext_noop(
            "open with your lowest normal card other than a 7: the {card}"), lowest), "H5"
    top = state.pile[-1]
    if RANK_OF[top] == SEVEN:
        return Phrase(gettext_noop(
            "after a 7 only a 4, 5, 6 or 7 or a 2, 3 or 10 may be played")), "H8"
    if RANK_OF[card] == SEVEN:
        return Phrase(gettext_noop("a 7 goes only on a 7 or lower, not on the {top}"),
                      {"top": symbol(top)}), "H8"
    return Phrase(gettext_noop(
        "the {card} cannot go on the {top}: play an equal or higher card, or a 2, 3 or 10"),
        {"card": symbol(card), "top": symbol(top)}), "H6"


def _face_down_turn(state: GameState, seat: int, position: int) -> GameState:
    if zone(state, seat) != FROM_FACE_DOWN:
        raise IllegalAction(Phrase(gettext_noop(
            "face-down cards are played once your hand and face-up row are empty")), "H13")
    card = state.face_down[seat][position]
    if card < 0:
        raise IllegalAction(Phrase(gettext_noop("there is no face-down card at position "
                                                "{position}"), {"position": position}), "H13")
    down = _put(state.face_down, seat, _without(state.face_down[seat], position))
    state = state._replace(face_down=down)
    if rules.PLAYABLE[top_rank(state) + 1] & BIT[card]:
        return _play(state, seat, BIT[card], FROM_FACE_DOWN, position)
    # H13: the card was turned and cannot go on the pile: it joins the pile in his hand.
    v = state.version + 1
    failed = Event(v, "fail", seat, (card,), FROM_FACE_DOWN, position)
    return _pick_up(state._replace(version=v, events=(*state.events, failed)), seat,
                    "face_down", BIT[card])


def _pickup_turn(state: GameState, seat: int) -> GameState:
    if state.forced:
        return _pick_up(state._replace(version=state.version + 1), seat, "three")
    if zone(state, seat) == FROM_FACE_DOWN:
        raise IllegalAction(Phrase(gettext_noop(
            "you cannot pick up: play one of your face-down cards")), "H10")
    if playable(state, seat):
        raise IllegalAction(Phrase(gettext_noop(
            "you can play a card, so you may not pick up the pile")), "H10")
    return _pick_up(state._replace(version=state.version + 1), seat, "stuck")


def _pick_up(state: GameState, seat: int, why: str, extra: int = 0) -> GameState:
    """``seat`` takes the pile (and ``extra``) into his hand: that is his turn (H7, H10, H13).
    ``state.version`` is already this action's."""
    taken = _mask(state.pile) | extra
    event = Event(state.version, PICKUP, seat, tuple(indices(taken)), why)
    state = state._replace(hands=_put(state.hands, seat, state.hands[seat] | taken), pile=(),
                           forced=False, events=(*state.events, event))
    return _end_turn(state, seat)


def _play(state: GameState, seat: int, mask: int, source: str, position: int = -1
          ) -> GameState:
    """Put ``mask`` (cards of one rank, checked legal) from ``source`` on the pile, with its
    effect (H7–H9), the draw (H11) and the end of the turn."""
    v = state.version + 1
    cards = tuple(indices(mask))
    rank = RANK_OF[cards[0]]
    events = [Event(v, PLAY, seat, cards, source, position)]
    hands, up = state.hands, state.face_up
    if source == HAND:
        hands = _put(hands, seat, hands[seat] & ~mask)
    elif source == FACE_UP:
        up = _put(up, seat, up[seat] & ~mask)
    pile, burned, removed = state.pile, state.burned, state.removed
    direction, forced = state.direction, False
    effect = rules.effect(rank)  # several cards of one rank act once (H9)
    if effect == "remove":  # H7: out of the game; the next player picks up the pile
        # [reading, H7] The pick-up is the next player's own action, his only legal one
        # ("that pick-up is his turn"); on an empty pile he picks up nothing, turn spent.
        removed |= mask
        forced = True
        events.append(Event(v, "remove", seat, cards))
    elif effect == "burn":  # H7: the pile and the 10 leave the game
        gone = _mask(pile) | mask
        burned |= gone
        pile = ()
        events.append(Event(v, "burn", seat, tuple(indices(gone))))
    else:
        pile = (*pile, *cards)
        if effect == "reverse":  # H8
            direction = -direction
            events.append(Event(v, "reverse", seat, number=direction))
    draw = state.draw
    if source == HAND:  # H11: draw up to the hand's size while the draw pile lasts
        need = rules.hand_size(state.seats) - hands[seat].bit_count()
        if need > 0 and draw:
            drawn, draw = draw[:need], draw[need:]
            hands = _put(hands, seat, hands[seat] | _mask(drawn))
            events.append(Event(v, "draw", seat, tuple(sorted(drawn))))
    state = state._replace(hands=hands, face_up=up, pile=pile, burned=burned, removed=removed,
                           direction=direction, forced=forced, opened=True, draw=draw,
                           version=v, events=(*state.events, *events))
    return _end_turn(state, seat)


def _end_turn(state: GameState, seat: int) -> GameState:
    """Count the turn; end the game if ``seat`` went out (H14) or the turns ran out (H15);
    else pass the turn on in the direction of play."""
    turns = _put(state.turns, seat, state.turns[seat] + 1)
    if not state.held(seat):
        over = Event(state.version, "over", seat, detail="out")
        return _game_over(state._replace(turns=turns, winner=seat), over)
    if sum(turns) >= state.turn_limit:
        over = Event(state.version, "over", -1, detail="turn_limit")
        return _game_over(state._replace(turns=turns), over)
    return state._replace(turns=turns, turn=(seat + state.direction) % state.seats)


def _game_over(state: GameState, over: Event) -> GameState:
    """The game is over (``over`` says why): the table is finished after the match's last
    game; after an earlier one the next game is dealt at once, in the same action."""
    state = state._replace(phase=Phase.OVER, turn=-1, forced=False,
                           events=(*state.events, over))
    return state if state.number >= state.games else _next_game(state)


def _next_game(state: GameState) -> GameState:
    """Keep the finished game's places and turns, and deal the match's next game from the
    same seed (H3) in its swap phase (H4). Its ``game`` is one more, so the next seat
    clockwise starts it (H5). ``state.version`` is the action's that ended the game."""
    held = held_cards(state)
    record = FinishedGame(state.version, rules.places(held), state.turns, held, state.winner)
    number, seats = state.number + 1, state.seats
    hands, up, down, draw = deal_cards(state.seed, seats, number)
    following = state._replace(
        game=state.game + 1, phase=Phase.SWAP, hands=hands, face_up=up, face_down=down,
        draw=draw, pile=(), burned=0, removed=0, ready=(False,) * seats, turn=-1,
        direction=1, forced=False, opened=False, turns=(0,) * seats, winner=-1,
        played=(*state.played, record))
    deal = Event(state.version, "deal", following.starter, number=number)
    return following._replace(events=(*state.events, deal))


def _put(values: tuple[T, ...], seat: int, value: T) -> tuple[T, ...]:
    return (*values[:seat], value, *values[seat + 1:])


def _without(row: tuple[int, ...], position: int) -> tuple[int, ...]:
    return (*row[:position], -1, *row[position + 1:])


# ---------------------------------------------------------------- outcome and replay


def held_cards(state: GameState) -> tuple[int, ...]:
    return tuple(state.held(s) for s in range(state.seats))


def game_places(state: GameState) -> tuple[tuple[int, ...], ...]:
    """Each finished game's places (H14, H15), oldest first: the match's earlier games, and
    the current one once the table is finished."""
    places = [game.places for game in state.played]
    if state.finished:
        places.append(rules.places(held_cards(state)))
    return tuple(places)


def match_totals(state: GameState) -> tuple[int, ...]:
    """Each seat's match total so far: the sum of its places in the finished games."""
    finished = game_places(state)
    if not finished:
        return (0,) * state.seats
    return tuple(sum(column) for column in zip(*finished, strict=True))


def match_turns(state: GameState) -> tuple[int, ...]:
    """Each seat's turns over the whole match, the current game's included."""
    return tuple(state.turns[s] + sum(game.turns[s] for game in state.played)
                 for s in range(state.seats))


def outcome(state: GameState) -> Outcome | None:
    """Once the table is finished (the match's last game over): each seat's total, ranked by
    the total, then by the seat's turns, fewer first (the daily's order).

    [reading, H14] A game gives each seat its place; equal holdings share a place. [reading]
    A match's total is the sum of the seat's places over its games (lower is better), and
    its key the total, then the seat's turns over the whole match; a single game's total is
    its place and its key (place, turns), as before matches existed. The key (and so
    ``Outcome.places``) puts the seat with fewer turns first among equal totals.
    """
    if not state.finished:
        return None
    totals, turns = match_totals(state), match_turns(state)
    keys = [(totals[s], turns[s]) for s in range(state.seats)]
    if state.winner >= 0:
        summary = f"seat {state.winner} went out after {sum(state.turns)} turns"
    else:
        summary = f"nobody went out in {state.turn_limit} turns"
    if state.games > 1:
        summary = (f"a match of {state.games} games, totals {list(totals)}; "
                   f"in the last game {summary}")
    return Outcome.ranked(totals, keys, summary)


def round_scores(state: GameState, seat: int) -> tuple[int, ...]:
    """``seat``'s place in each finished game of the match, oldest first: they add up to its
    total."""
    return tuple(places[seat] for places in game_places(state))


def replay(seed: str, seats: int, actions: Iterable[tuple[int, Action]], game: int = 1,
           turn_limit: int = rules.TURN_LIMIT, games: int = 1) -> GameState:
    """Rebuild a game or a match from its seed, options and action log."""
    state = new_game(seed, seats, game, turn_limit, games)
    for seat, action in actions:
        state = apply(state, seat, action)
    return state


__all__ = ["apply", "custom_game", "deal_cards", "game_places", "legal_actions",
           "match_totals", "match_turns", "new_game", "outcome", "replay", "round_scores",
           "to_act"]
