"""Every sentence the Shakipesh coach says, in one place, each marked for translation.

A hint is one sentence, short enough for a phone: the move, then its reason in card-game
words (the piles, their tops and bottoms, a combination and the new pile it gives, the cards
kept for later, the shakipesh). The client shows it as "{text}." and adds the full stop
itself, so no text here ends with one. Cards are written with their glyphs ("Q♣"), as the
table draws them, in every language.

Each text is a message id for ``cards.Phrase`` (``gettext_noop`` marks it for the catalogue;
the site translates it for the reader). Placeholders in braces take card glyphs or the noun
phrases that ``coach.py`` builds from the pieces below, translated on their own first.
"""

from __future__ import annotations

from cards import gettext_noop

# ---------------------------------------------------------------- going out (K12)

# Translators: {card} is the card to lay, {top} the top card of the pile it goes on.
LAY_OUT = gettext_noop(
    "Lay {card} on {top}: this turn you can lay every card you hold and win the round")
# Translators: {bottom} is the bottom card of the pile to move, {top} the top card of the
# pile it goes on.
COMBINE_OUT = gettext_noop(
    "Put the pile from {bottom} on {top}: this turn you can lay every card you hold and win "
    "the round")
NEW_OUT = gettext_noop(
    "Lay {card} as a new pile: this turn you can lay every card you hold and win the round")

# ---------------------------------------------------------------- laying (K7)

# Translators: {bottom} is the bottom card of another pile, which then follows {card}.
LAY_COMBINE = gettext_noop(
    "Lay {card} on {top}: then the pile from {bottom} goes on it, and that combination gives "
    "you a new pile")
# Translators: {next} is the player's own card that follows {card}.
LAY_RUN = gettext_noop(
    "Lay {card} on {top}: {next} that follows it is yours too, so nobody else can lay there")
LAY_SAFE = gettext_noop(
    "Lay {card} on {top}: the card that follows it is already on the table, so it opens "
    "nothing for the others")
LAY = gettext_noop(
    "Lay {card} on {top}: played out over the hands the others are likely to hold, this "
    "turn does best")

# ---------------------------------------------------------------- combining, new piles (K8–K10)

COMBINE = gettext_noop(
    "Put the pile from {bottom} on {top}: each combination gives you a new pile, one card "
    "more out of your hand")
# Translators: {bottom} is the bottom card of a pile that follows {card}.
NEW_JOIN = gettext_noop(
    "Lay {card} as a new pile: the pile from {bottom} can then go on it, and that "
    "combination gives you the new pile back")
NEW_LEAST = gettext_noop(
    "Lay {card} as a new pile: of your cards it is the least useful to keep, and it opens "
    "little for the others")

# ---------------------------------------------------------------- ending the turn

# Translators: {cards} are the cards the player could still lay ("the 9♠ and the 4♦").
END_KEEP = gettext_noop(
    "End your turn and keep {cards} for later: a card only you can lay is a move saved, and "
    "laying it now would give the others more to follow")
END_DONE = gettext_noop("End your turn: none of your other cards goes on a pile")

# ---------------------------------------------------------------- the shakipesh (K11), passing

SHAKE_STUCK = gettext_noop("Make a shakipesh: none of your cards goes on a pile")
SHAKE_EARLY = gettext_noop(
    "Make a shakipesh: early in the round two more cards cost little, and your lays would "
    "open chances for the others")
SHAKE = gettext_noop(
    "Make a shakipesh: played out over the hands the others are likely to hold, it does "
    "better than laying now")
PASS = gettext_noop("Pass: none of your cards goes on a pile, and the stock is empty")
